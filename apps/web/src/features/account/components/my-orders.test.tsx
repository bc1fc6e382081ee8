import type { MyOrder } from '@dekka/contracts/orders';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, storeSession, stubApi, TEST_ACCOUNT } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const MY_BOOKINGS = 'GET /api/web/my/bookings';
const MY_ORDERS = 'GET /api/web/my/orders';
const NO_BOOKINGS = { [MY_BOOKINGS]: () => json({ upcoming: [], past: [] }) };

function order(overrides: Partial<MyOrder> = {}): MyOrder {
  return {
    token: '3f2b8c1a-7d4e-4f6a-9b0c-1d2e3f4a5b6c',
    restaurant: { id: 7, name: 'Grillhúsið', slug: 'grillhusid' },
    mode: 'takeaway',
    slot: '2026-11-25T18:30',
    timeZone: 'Atlantic/Reykjavik',
    status: 'accepted',
    currency: 'ISK',
    total: 4500,
    ...overrides,
  };
}

describe('food orders on my bookings', () => {
  it('lists each order with its restaurant, time, mode, total, status and status page', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
    storeSession(TEST_ACCOUNT);
    const { calls } = stubApi({
      ...NO_BOOKINGS,
      [MY_ORDERS]: () =>
        json({
          orders: [
            order(),
            order({
              token: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
              restaurant: { id: 8, name: 'Veislan', slug: 'veislan' },
              mode: 'catering',
              status: 'rejected',
              total: 80000,
            }),
          ],
        }),
    });
    renderApp('/my-bookings');
    const section = await screen.findByRole('region', { name: 'Food orders' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [grill, veislan] = items as [HTMLElement, HTMLElement];
    expect(within(grill).getByRole('heading', { level: 3, name: 'Grillhúsið' })).toBeVisible();
    expect(grill).toHaveTextContent('at 18:30');
    expect(grill).toHaveTextContent('Takeaway');
    expect(grill).toHaveTextContent(/4,500/);
    expect(grill).toHaveTextContent('Accepted by the restaurant');
    expect(
      within(grill).getByRole('link', { name: 'View your order from Grillhúsið' }),
    ).toHaveAttribute('href', '/grillhusid/order?order=3f2b8c1a-7d4e-4f6a-9b0c-1d2e3f4a5b6c');
    expect(veislan).toHaveTextContent('Catering');
    expect(veislan).toHaveTextContent("The restaurant couldn't take this order");
    const call = calls.find((c) => `${c.method} ${c.path}` === MY_ORDERS);
    expect(call?.headers.get('authorization')).toBe(`Bearer ${TEST_ACCOUNT.token}`);
  });

  it('says when there are none, with a way to order', async () => {
    storeSession(TEST_ACCOUNT);
    stubApi({ ...NO_BOOKINGS, [MY_ORDERS]: () => json({ orders: [] }) });
    renderApp('/my-bookings');
    expect(await screen.findByText('You have no food orders yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Order food' })).toHaveAttribute('href', '/pantamat');
  });

  it('announces loading, then offers to try again when the list cannot be loaded', async () => {
    storeSession(TEST_ACCOUNT);
    let fail = true;
    stubApi({
      ...NO_BOOKINGS,
      [MY_ORDERS]: () =>
        fail
          ? json({ code: 'internal_error', message: 'x', requestId: 'r-1' }, { status: 500 })
          : json({ orders: [order()] }),
    });
    const { user } = renderApp('/my-bookings');
    expect(await screen.findByText('Loading your food orders')).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your food orders.',
    );
    fail = false;
    const section = screen.getByRole('region', { name: 'Food orders' });
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findAllByRole('listitem')).toHaveLength(1);
  });

  it('speaks the diner’s language', async () => {
    storeSession(TEST_ACCOUNT);
    stubApi({ ...NO_BOOKINGS, [MY_ORDERS]: () => json({ orders: [order()] }) });
    const { user } = renderApp('/my-bookings');
    await screen.findByRole('region', { name: 'Food orders' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'is');
    const section = await screen.findByRole('region', { name: 'Matarpantanir' });
    expect(await within(section).findByText('Sótt')).toBeVisible();
    expect(within(section).getByText('Staðurinn hefur tekið við pöntuninni')).toBeVisible();
  });
});
