import type { BoardOrder, OrderBoardResponse } from '@dekka/contracts/orders';
import { ORDERS_CHANGED } from '@dekka/contracts/payment-hub';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi, storeSession } from '../../../test/api-stub';
import type { StubCall } from '../../../test/api-stub';
import { fakeSockets } from '../../../test/fake-socket';
import { renderApp } from '../../../test/render-app';
import { MINE } from '../../guest-list/test/fake-guest-list';

vi.mock(
  'socket.io-client',
  async () => (await import('../../../test/fake-socket')).fakeSocketIoModule,
);

const DATE = '2026-12-04';
const BOARD = 'GET /api/restaurant/7/orders';
const PATCH = (id: number) => `PATCH /api/restaurant/7/orders/${id}`;

function order(overrides: Partial<BoardOrder> = {}): BoardOrder {
  return {
    id: 101,
    token: '0b0f6c1e-1111-4222-8333-444455556666',
    status: 'placed',
    mode: 'takeaway',
    restaurant: { id: 7, name: 'Hafnarljós', slug: 'hafnarljos' },
    slot: `${DATE}T12:30`,
    timeZone: 'Atlantic/Reykjavik',
    expiresAt: null,
    prepMinutes: null,
    readyAt: null,
    rejectReason: null,
    currency: 'ISK',
    lines: [
      {
        kind: 'item',
        name: 'Pizza',
        quantity: 2,
        choices: [{ name: 'Large', priceDelta: 50000 }],
        unitPrice: 250000,
        lineTotal: 500000,
        note: 'No onions',
      },
    ],
    subtotal: 500000,
    deliveryFee: 0,
    total: 500000,
    payNow: 500000,
    payLater: 0,
    paid: 500000,
    giftCardPaid: 0,
    refunded: false,
    catering: null,
    delivery: null,
    contact: {
      firstName: 'Jón',
      lastName: 'Jónsson',
      email: 'jon@example.is',
      phone: '+354 555 1234',
    },
    note: '',
    placedAt: '2026-12-04T11:50:00.000Z',
    actions: ['accept', 'reject'],
    ...overrides,
  } as BoardOrder;
}

const ACCEPTED = order({
  id: 102,
  status: 'accepted',
  slot: `${DATE}T13:00`,
  prepMinutes: 15,
  readyAt: `${DATE}T13:00`,
  mode: 'delivery',
  delivery: { street: 'Laugavegur 1', postcode: '101', city: 'Reykjavík', zone: 'Miðbær' },
  deliveryFee: 90000,
  contact: { firstName: 'Anna', lastName: 'Sig', email: 'anna@example.is', phone: '+354 666 0000' },
  actions: ['preparing', 'reject'],
});

function stubBoard(orders: BoardOrder[], patch?: (call: StubCall) => Response) {
  let current = orders;
  const api = stubApi({
    'GET /api/web/my/restaurants': () => json(MINE),
    [BOARD]: () =>
      json({
        date: DATE,
        timeZone: 'Atlantic/Reykjavik',
        orders: current,
      } satisfies OrderBoardResponse),
    [PATCH(101)]: patch ?? (() => json({})),
    [PATCH(102)]: patch ?? (() => json({})),
  });
  return { ...api, set: (next: BoardOrder[]) => (current = next) };
}

const open = () => renderApp(`/hafnarljos/orders?date=${DATE}&lng=en`);
const card = (name: RegExp) => screen.getByRole('article', { name });
const patches = (calls: StubCall[]) => calls.filter((c) => c.method === 'PATCH');

beforeEach(() => {
  fakeSockets.length = 0;
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('the order board', () => {
  it('shows each order: time, mode, lines with choices and notes, contact, money, by status', async () => {
    storeSession();
    stubBoard([order(), ACCEPTED]);
    open();
    const placed = await screen.findByRole('article', { name: /12:30 Takeaway #101/ });
    for (const text of [
      'Waiting to be accepted',
      '2 × Pizza',
      'Large',
      'Note: No onions',
      'Jón Jónsson',
      '+354 555 1234',
    ]) {
      expect(within(placed).getByText(text, { exact: false })).toBeVisible();
    }
    expect(
      within(screen.getByRole('region', { name: /^New/ })).getAllByRole('article'),
    ).toHaveLength(1);
    const kitchen = within(screen.getByRole('region', { name: /^In the kitchen/ }));
    const delivery = kitchen.getByRole('article', { name: /13:00 Delivery #102/ });
    expect(within(delivery).getByText(/Laugavegur 1, 101 Reykjavík/)).toBeVisible();
    expect(within(delivery).getByText('Ready at 13:00 (15 min)')).toBeVisible();
  });

  it('shows an order whose diner deleted their account without a name, contact or address', async () => {
    storeSession();
    stubBoard([
      {
        ...ACCEPTED,
        contact: { firstName: '', lastName: '', email: '', phone: '' },
        delivery: { street: '', postcode: '', city: '', zone: 'Miðbær' },
      },
    ]);
    open();
    const erased = await screen.findByRole('article', { name: /13:00 Delivery #102/ });
    expect(
      within(erased).getByText(
        'The diner deleted their account: their name and contact details are gone.',
      ),
    ).toBeVisible();
    expect(within(erased).getByText('(Miðbær)', { exact: false }).textContent).toBe(' (Miðbær)');
    expect(within(erased).queryByRole('link')).not.toBeInTheDocument();
    expect(within(erased).getByText('2 × Pizza', { exact: false })).toBeVisible();
  });

  it('shows only the buttons the order’s actions allow', async () => {
    storeSession();
    stubBoard([order(), ACCEPTED]);
    open();
    const placed = await screen.findByRole('article', { name: /#101/ });
    const buttons = (el: HTMLElement) =>
      within(el)
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(buttons(placed)).toEqual(['Accept', 'Reject', 'Print ticket']);
    expect(buttons(card(/#102/))).toEqual(['Start preparing', 'Reject', 'Print ticket']);
  });

  it('accepts only with a preparation time, and sends it', async () => {
    storeSession();
    const { calls } = stubBoard([order()]);
    const { user } = open();
    await screen.findByRole('article', { name: /#101/ });
    await user.click(within(card(/#101/)).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: /Accept order 12:30 Jón Jónsson/ });
    await user.click(within(dialog).getByRole('button', { name: 'Accept order' }));
    expect(within(dialog).getByText('Choose a preparation time.')).toBeVisible();
    expect(patches(calls)).toHaveLength(0);
    await user.click(within(dialog).getByRole('radio', { name: '20 minutes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Accept order' }));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]?.body).toEqual({ action: 'accept', prepMinutes: 20 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('rejects only with a reason, says the payment is refunded', async () => {
    storeSession();
    const { calls } = stubBoard([order()]);
    const { user } = open();
    await screen.findByRole('article', { name: /#101/ });
    await user.click(within(card(/#101/)).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: /Reject order/ });
    expect(within(dialog).getByText(/the payment is refunded in full/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Reject and refund' }));
    expect(within(dialog).getByText('Write a reason for the diner.')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveFocus();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Out of dough');
    await user.click(within(dialog).getByRole('button', { name: 'Reject and refund' }));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]?.body).toEqual({ action: 'reject', reason: 'Out of dough' });
  });

  it('moves an order a step with its button', async () => {
    storeSession();
    const { calls } = stubBoard([ACCEPTED]);
    const { user } = open();
    await screen.findByRole('article', { name: /#102/ });
    await user.click(within(card(/#102/)).getByRole('button', { name: 'Start preparing' }));
    await waitFor(() => expect(patches(calls)[0]?.body).toEqual({ action: 'preparing' }));
  });

  it('shows an order arriving over the hub at once, highlighted and announced', async () => {
    storeSession();
    const api = stubBoard([ACCEPTED]);
    open();
    await screen.findByRole('article', { name: /#102/ });
    await waitFor(() => expect(fakeSockets).toHaveLength(1));
    api.set([order(), ACCEPTED]);
    act(() => fakeSockets[0]!.serverSends(ORDERS_CHANGED, { restaurantId: 7, orderId: 101 }));
    const arrived = await screen.findByRole('article', { name: /#101/ });
    expect(arrived).toHaveClass('order-card--new');
    expect(within(arrived).getByText('New')).toBeVisible();
    // Announced in the page's own live region (the staff header has one too, for the connection).
    expect(screen.getByText('New order: 12:30 Jón')).toHaveAttribute('role', 'status');
  });

  it('remembers the sound switch', async () => {
    storeSession();
    stubBoard([]);
    const { user } = open();
    expect(await screen.findByText('No food orders on this day.')).toBeVisible();
    const sound = screen.getByRole('button', { name: 'Sound: on' });
    expect(sound).toHaveAttribute('aria-pressed', 'true');
    await user.click(sound);
    expect(screen.getByRole('button', { name: 'Sound: off' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(localStorage.getItem('dekka.orderBoard.sound')).toBe('off');
  });

  it('tells someone off the staff that this is not their restaurant', async () => {
    storeSession();
    const { calls } = stubBoard([]);
    renderApp('/lyng/orders?lng=en');
    expect(await screen.findByText('You are not on the staff of this restaurant.')).toBeVisible();
    expect(calls.some((c) => c.path.startsWith('/api/restaurant/'))).toBe(false);
  });
});
