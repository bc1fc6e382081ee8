import type {
  BookingsAffectedResponse,
  OpeningHoursResponse,
  SpecialPeriodRequest,
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
  specialPeriods: [],
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

/** A week to copy from: Tuesday to Saturday differ, Monday and Thursday are closed. */
const WEEK: OpeningHoursResponse = {
  ...HOURS,
  services: [
    { weekday: 2, name: 'Kvöld', opens: '17:00', closes: '22:00', lastSeating: '20:30' },
    { weekday: 3, name: 'Kvöld', opens: '18:00', closes: '23:00', lastSeating: '21:30' },
    { weekday: 5, name: 'Kvöld', opens: '17:00', closes: '23:00', lastSeating: '21:30' },
    { weekday: 6, name: 'Hádegi', opens: '11:30', closes: '14:30', lastSeating: '13:30' },
    { weekday: 0, name: 'Hádegi', opens: '11:30', closes: '14:30', lastSeating: '13:30' },
  ],
};

/** The hours as a server keeps them: a saved week is what the next GET answers. */
function hoursServer(hours: OpeningHoursResponse) {
  let stored = hours;
  return stubApi({
    'GET /api/web/my/restaurants': () => json(mine('owner')),
    'GET /api/restaurant/7/settings/hours': () => json(stored),
    'PUT /api/restaurant/7/settings/hours': (call) => {
      stored = { ...stored, services: (call.body as OpeningHoursResponse).services };
      return json(stored);
    },
  });
}

const putBodies = (api: ReturnType<typeof stubApi>) =>
  api.calls.filter((c) => c.method === 'PUT').map((c) => c.body as { services: unknown[] });

type HoursServices = OpeningHoursResponse['services'];

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
    await user.click(screen.getByRole('button', { name: 'Save Friday' }));

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
    let stored = HOURS;
    const api = stubApi({
      'GET /api/web/my/restaurants': () => json(mine('owner')),
      'GET /api/restaurant/7/settings/hours': () => json(stored),
      'PUT /api/restaurant/7/settings/hours': (call) => {
        const body = call.body as { keepBookings: boolean; services: HoursServices };
        if (!body.keepBookings) return json(CONFLICT, { status: 409 });
        stored = { ...stored, services: body.services };
        return json(stored);
      },
    });
    const { user, friday } = await openHours();
    const closes = within(friday).getByLabelText('Closes');
    await user.clear(closes);
    await user.type(closes, '22:00');
    const last = within(friday).getByLabelText('Last seating');
    await user.clear(last);
    await user.type(last, '20:00');
    await user.click(screen.getByRole('button', { name: 'Save Friday' }));

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
    await user.click(screen.getByRole('button', { name: 'Save Friday' }));
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

  it('copies Tuesday to Wednesday–Saturday, marks them unsaved, and saves them all at once', async () => {
    const api = hoursServer(WEEK);
    const { user } = await openHours();
    const tuesday = screen.getByRole('group', { name: 'Tuesday' });
    const copy = within(tuesday).getByRole('button', { name: 'Copy Tuesday to other days…' });
    await user.click(copy);

    const dialog = await screen.findByRole('dialog', { name: 'Copy Tuesday to other days' });
    expect(within(dialog).queryByRole('checkbox', { name: 'Tuesday' })).toBeNull();
    for (const day of ['Wednesday', 'Thursday', 'Friday', 'Saturday']) {
      await user.click(within(dialog).getByRole('checkbox', { name: day }));
    }
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(copy).toHaveFocus();
    expect(
      screen.getByText('The hours of Tuesday were copied to 4 days. Save to keep them.'),
    ).toBeVisible();

    for (const day of ['Wednesday', 'Thursday', 'Friday', 'Saturday']) {
      const group = screen.getByRole('group', { name: day });
      expect(group).toHaveAccessibleDescription('Unsaved changes');
      expect(within(group).getByLabelText('Closes')).toHaveValue('22:00');
      expect(within(group).getByRole('button', { name: `Save ${day}` })).toBeEnabled();
    }
    for (const day of ['Monday', 'Tuesday', 'Sunday']) {
      expect(
        within(screen.getByRole('group', { name: day })).queryByText('Unsaved changes'),
      ).toBeNull();
    }

    await user.click(screen.getByRole('button', { name: 'Save all changes' }));
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
    const tuesdays = (weekday: number) => ({
      weekday,
      name: 'Kvöld',
      opens: '17:00',
      closes: '22:00',
      lastSeating: '20:30',
    });
    const [body] = putBodies(api);
    expect(putBodies(api)).toHaveLength(1);
    expect(body).toMatchObject({ keepBookings: false });
    expect(body?.services).toHaveLength(6);
    expect(body?.services).toEqual(
      expect.arrayContaining([2, 3, 4, 5, 6].map(tuesdays).concat(WEEK.services[4] ?? [])),
    );
    expect(screen.getByRole('button', { name: 'Save all changes' })).toBeDisabled();
  });

  it("saves one day as the week stored with only that day's changes, and checks only that day", async () => {
    const api = hoursServer(WEEK);
    const { user, friday } = await openHours();
    // Friday's draft is wrong and stays unsaved; Wednesday closes earlier and is saved.
    await user.clear(within(friday).getByLabelText('Last seating'));
    await user.type(within(friday).getByLabelText('Last seating'), '23:30');
    const wednesday = screen.getByRole('group', { name: 'Wednesday' });
    await user.clear(within(wednesday).getByLabelText('Closes'));
    await user.type(within(wednesday).getByLabelText('Closes'), '22:00');
    await user.click(within(wednesday).getByRole('button', { name: 'Save Wednesday' }));

    expect(await within(wednesday).findByText('Saved. Diners see the change now.')).toBeVisible();
    expect(within(wednesday).queryByText('Unsaved changes')).toBeNull();
    expect(within(friday).getByText('Unsaved changes')).toBeVisible();
    expect(
      screen.queryByRole('group', { name: 'Please correct the following before saving:' }),
    ).toBeNull();
    expect(putBodies(api)).toEqual([
      {
        keepBookings: false,
        services: [
          ...WEEK.services.filter((service) => service.weekday !== 3),
          { weekday: 3, name: 'Kvöld', opens: '18:00', closes: '22:00', lastSeating: '21:30' },
        ],
      },
    ]);
  });

  it("keeps a day's Save and Save all disabled until something changes", async () => {
    const api = hoursServer(WEEK);
    const { user, friday } = await openHours();
    for (const day of [
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]) {
      expect(screen.getByRole('button', { name: `Save ${day}` })).toBeDisabled();
    }
    expect(screen.getByRole('button', { name: 'Save all changes' })).toBeDisabled();
    expect(screen.queryByText('Unsaved changes')).toBeNull();

    await user.click(within(friday).getByRole('button', { name: 'Add a service on Friday' }));
    expect(within(friday).getByRole('button', { name: 'Save Friday' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save Saturday' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save all changes' })).toBeEnabled();

    // Removed again: back as stored, nothing to save.
    const removes = within(friday).getAllByRole('button', { name: /^Remove / });
    await user.click(removes.at(-1) as HTMLElement);
    expect(within(friday).getByRole('button', { name: 'Save Friday' })).toBeDisabled();
    expect(putBodies(api)).toEqual([]);
  });

  it('changes nothing when the copy is cancelled, and gives the focus back', async () => {
    const api = hoursServer(WEEK);
    const { user, friday } = await openHours();
    const copy = within(friday).getByRole('button', { name: 'Copy Friday to other days…' });
    await user.click(copy);
    const dialog = await screen.findByRole('dialog', { name: 'Copy Friday to other days' });
    await user.click(within(dialog).getByRole('button', { name: 'All days' }));
    expect(within(dialog).getAllByRole('checkbox', { checked: true })).toHaveLength(6);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(copy).toHaveFocus();
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    expect(within(screen.getByRole('group', { name: 'Monday' })).getByText('Closed')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save all changes' })).toBeDisabled();
    expect(putBodies(api)).toEqual([]);
  });

  it('adds a named closure from its first to its last date, and lists it as one row', async () => {
    let stored = HOURS;
    const api = stubApi({
      'GET /api/web/my/restaurants': () => json(mine('owner')),
      'GET /api/restaurant/7/settings/hours': () => json(stored),
      'POST /api/restaurant/7/settings/special-periods': (call) => {
        const { keepBookings: _, ...period } = call.body as SpecialPeriodRequest;
        const saved = { id: 3, ...period, services: [] };
        stored = { ...stored, specialPeriods: [saved] };
        return json(saved);
      },
    });
    const { user } = await openHours();
    await user.click(screen.getByRole('button', { name: 'Add a special period' }));
    await user.type(screen.getByLabelText('Name (optional)'), 'Christmas closure');
    await user.type(screen.getByLabelText('First date'), '2030-12-24');
    // The last date follows the first until it is changed.
    expect(screen.getByLabelText('Last date')).toHaveValue('2030-12-24');
    await user.clear(screen.getByLabelText('Last date'));
    await user.type(screen.getByLabelText('Last date'), '2031-01-02');
    await user.click(screen.getByRole('button', { name: 'Save the special period' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
        name: 'Christmas closure',
        firstDate: '2030-12-24',
        lastDate: '2031-01-02',
        closed: true,
        services: [],
        keepBookings: false,
      }),
    );
    const row = (await screen.findByText('Christmas closure')).closest('li');
    expect(row).not.toBeNull();
    expect(row).toHaveTextContent(/^Christmas closure\s*Dec 24 – Jan 2\s*Closed/);
    expect(
      within(row as HTMLElement).getByRole('button', { name: 'Change Christmas closure' }),
    ).toBeVisible();
  });

  it('shows a last date before the first at the field, and a refused overlap at the first date', async () => {
    const api = stubApi({
      'GET /api/web/my/restaurants': () => json(mine('owner')),
      'GET /api/restaurant/7/settings/hours': () => json(HOURS),
      'POST /api/restaurant/7/settings/special-periods': () =>
        json(
          {
            code: 'validation_failed',
            message: 'Invalid request: firstDate: these dates overlap another special period',
            requestId: 'r',
            fields: ['firstDate'],
          },
          { status: 400 },
        ),
    });
    const { user } = await openHours();
    await user.click(screen.getByRole('button', { name: 'Add a special period' }));
    await user.type(screen.getByLabelText('First date'), '2030-12-24');
    const last = screen.getByLabelText('Last date');
    await user.clear(last);
    await user.type(last, '2030-12-20');
    await user.click(screen.getByRole('button', { name: 'Save the special period' }));
    expect(last).toHaveAttribute('aria-invalid', 'true');
    expect(last).toHaveAccessibleDescription('The last date cannot be before the first date.');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(last);
    await user.type(last, '2030-12-26');
    await user.click(screen.getByRole('button', { name: 'Save the special period' }));
    const first = screen.getByLabelText('First date');
    await waitFor(() =>
      expect(first).toHaveAccessibleDescription(
        'These dates overlap another special period, or have passed.',
      ),
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
