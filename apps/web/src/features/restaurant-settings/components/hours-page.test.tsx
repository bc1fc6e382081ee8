import type {
  BookingsAffectedResponse,
  OpeningHoursResponse,
} from '@dekka/contracts/restaurant-settings';
import type { MyRestaurantsResponse } from '@dekka/contracts/staff';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubApi, storeSession, TEST_ACCOUNT } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const mine = (role: 'owner' | 'manager' | 'host'): MyRestaurantsResponse => ({
  restaurants: [{ restaurantId: 7, slug: 'hafnarljos', name: 'Hafnarljós', role, sellsFood: true }],
});

const HOURS: OpeningHoursResponse = {
  timeZone: 'Atlantic/Reykjavik',
  today: '2030-03-01',
  services: [{ weekday: 5, name: 'Kvöld', opens: '17:00', closes: '23:00', lastSeating: '21:30' }],
  specialDays: [],
};

const CONFLICT: BookingsAffectedResponse = {
  code: 'bookings_affected',
  message: 'Future bookings fall outside the new hours',
  requestId: 'r1',
  bookings: [
    {
      id: 41,
      date: '2030-03-08',
      time: '21:15',
      guests: 4,
      name: 'Guðrún Jónsdóttir',
      status: 'confirmed',
      block: false,
    },
  ],
};

async function openHours() {
  const user = userEvent.setup();
  renderApp('/hafnarljos/settings/hours?lng=en');
  const friday = await screen.findByRole('group', { name: 'Friday' });
  return { user, friday };
}

describe('the opening hours page', () => {
  beforeEach(() => {
    window.localStorage.clear();
    storeSession(TEST_ACCOUNT);
  });

  it('refuses a last seating after closing before sending, and leads to the field', async () => {
    const api = stubApi({
      'GET /api/web/my/restaurants': () => json(mine('manager')),
      'GET /api/restaurant/7/settings/hours': () => json(HOURS),
    });
    const { user, friday } = await openHours();
    const last = within(friday).getByLabelText('Last seating');
    await user.clear(last);
    await user.type(last, '23:30');
    await user.click(screen.getByRole('button', { name: 'Save the week' }));

    const summary = await screen.findByRole('group', {
      name: 'Please correct the following before saving:',
    });
    expect(summary).toHaveFocus();
    const link = within(summary).getByRole('link', {
      name: 'Friday, Last seating: The last seating must be between opening and closing.',
    });
    expect(link).toHaveAttribute('href', `#${last.id}`);
    expect(last).toHaveAttribute('aria-invalid', 'true');
    expect(last).toHaveAccessibleDescription(
      'The last seating must be between opening and closing.',
    );
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('lists the bookings a shorter evening leaves outside, and saves only when told to keep them', async () => {
    const api = stubApi({
      'GET /api/web/my/restaurants': () => json(mine('owner')),
      'GET /api/restaurant/7/settings/hours': () => json(HOURS),
      'PUT /api/restaurant/7/settings/hours': (call) =>
        (call.body as { keepBookings: boolean }).keepBookings
          ? json(HOURS)
          : json(CONFLICT, { status: 409 }),
    });
    const { user, friday } = await openHours();
    const closes = within(friday).getByLabelText('Closes');
    await user.clear(closes);
    await user.type(closes, '22:00');
    const last = within(friday).getByLabelText('Last seating');
    await user.clear(last);
    await user.type(last, '20:00');
    await user.click(screen.getByRole('button', { name: 'Save the week' }));

    const dialog = await screen.findByRole('dialog', { name: 'Bookings outside the new hours' });
    expect(dialog).toHaveTextContent('1 booking falls outside the new hours:');
    expect(dialog).toHaveTextContent('21:15');
    expect(dialog).toHaveTextContent('4 guests');
    expect(dialog).toHaveTextContent('Guðrún Jónsdóttir');
    expect(dialog.contains(document.activeElement)).toBe(true);

    // Cancel: the dialog closes and nothing more is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel, save nothing' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);

    // Again, and this time keep them: the same change goes with keepBookings.
    await user.click(screen.getByRole('button', { name: 'Save the week' }));
    const again = await screen.findByRole('dialog', { name: 'Bookings outside the new hours' });
    await user.click(within(again).getByRole('button', { name: 'Keep the bookings and save' }));
    expect(await screen.findByText('Saved. Diners see the change now.')).toBeVisible();
    const puts = api.calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => (c.body as { keepBookings: boolean }).keepBookings)).toEqual([
      false,
      false,
      true,
    ]);
    expect(puts[2]?.body).toMatchObject({
      services: [
        { weekday: 5, name: 'Kvöld', opens: '17:00', closes: '22:00', lastSeating: '20:00' },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('adds a closed special day', async () => {
    const api = stubApi({
      'GET /api/web/my/restaurants': () => json(mine('owner')),
      'GET /api/restaurant/7/settings/hours': () => json(HOURS),
      'POST /api/restaurant/7/settings/special-days': () =>
        json({ id: 3, date: '2030-12-24', closed: true, services: [] }),
    });
    const { user } = await openHours();
    await user.click(screen.getByRole('button', { name: 'Add a special day' }));
    await user.type(screen.getByLabelText('Date'), '2030-12-24');
    await user.click(screen.getByRole('button', { name: 'Save the special day' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
        date: '2030-12-24',
        closed: true,
        services: [],
        keepBookings: false,
      }),
    );
  });

  it('tells a host that settings are for owners and managers, and never asks for them', async () => {
    const api = stubApi({ 'GET /api/web/my/restaurants': () => json(mine('host')) });
    renderApp('/hafnarljos/settings/hours?lng=en');
    expect(
      await screen.findByText("Only the restaurant's owners and managers can change its settings."),
    ).toBeVisible();
    expect(api.calls.some((c) => c.path.startsWith('/api/restaurant/'))).toBe(false);
  });
});
