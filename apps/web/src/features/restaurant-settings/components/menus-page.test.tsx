import type { MenusSettingsResponse, MenuView } from '@dekka/contracts/restaurant-menus';
import type { BookingsAffectedResponse } from '@dekka/contracts/restaurant-settings';
import type { MyRestaurantsResponse } from '@dekka/contracts/staff';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubApi, storeSession, TEST_ACCOUNT } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const mine = (role: 'owner' | 'manager' | 'host'): MyRestaurantsResponse => ({
  restaurants: [{ restaurantId: 7, slug: 'hafnarljos', name: 'Hafnarljós', role, sellsFood: true }],
  administrator: false,
});

const noTexts = { name: '', shortDescription: '', description: '' };
const texts = (is: string, en = '') => ({
  is: { ...noTexts, name: is },
  en: { ...noTexts, name: en },
  es: noTexts,
  nb: noTexts,
  da: noTexts,
});

const TASTING: MenuView = {
  id: 31,
  eventId: null,
  texts: texts('Smakkseðill', 'Tasting menu'),
  price: 14_900,
  paymentType: 'prepayment',
  minGuests: 2,
  maxGuests: 0,
  isExclusive: false,
  isAvailable: true,
  availableFrom: '17:00',
  availableTo: '22:00',
  floorPlanIds: [],
  upcomingBookings: 1,
  everBooked: true,
};

const SETTINGS: MenusSettingsResponse = {
  currency: 'ISK',
  ownLanguage: 'is',
  timeZone: 'Atlantic/Reykjavik',
  today: '2030-03-01',
  floorPlans: [
    { id: 3, name: 'Salur' },
    { id: 4, name: 'Bar' },
  ],
  menus: [TASTING],
  events: [
    {
      id: 51,
      slug: 'djasskvold',
      texts: texts('Djasskvöld', 'Jazz night'),
      pricePerGuest: 2500,
      isChristmas: false,
      occurrences: [
        {
          id: 61,
          date: '2030-03-07',
          starts: '20:00',
          ends: '22:30',
          endsNextDay: false,
          ticketCapacity: 40,
          seatsBooked: 6,
          seatsLeft: 34,
          started: false,
          withdrawn: false,
        },
      ],
      pastOccurrences: 0,
      everBooked: true,
    },
  ],
};

const CONFLICT: BookingsAffectedResponse = {
  code: 'bookings_affected',
  message: 'Upcoming bookings chose this menu',
  requestId: 'r1',
  bookings: [
    {
      id: 41,
      date: '2030-03-08',
      time: '19:00',
      guests: 4,
      name: 'Guðrún Jónsdóttir',
      status: 'confirmed',
      block: false,
    },
  ],
};

async function openMenus() {
  const user = userEvent.setup();
  renderApp('/hafnarljos/settings/menus?lng=en');
  const menus = await screen.findByRole('region', { name: 'Set menus' });
  const events = screen.getByRole('region', { name: 'Events' });
  return { user, menus, events };
}

describe('the menus and events page', () => {
  beforeEach(() => {
    window.localStorage.clear();
    storeSession(TEST_ACCOUNT);
  });

  it('lists the menus and the events with their dates and seats left', async () => {
    stubApi({
      'GET /api/web/my/restaurants': () => json(mine('manager')),
      'GET /api/restaurant/7/settings/menus': () => json(SETTINGS),
    });
    const { menus, events } = await openMenus();
    expect(within(menus).getByRole('listitem')).toHaveTextContent(
      'Smakkseðill · ISK 14,900 per guest · Prepaid · 2 guests or more · 17:00–22:00 · 1 upcoming booking',
    );
    const jazz = within(events).getByRole('region', { name: 'Djasskvöld' });
    expect(jazz).toHaveTextContent('/hafnarljos/event/djasskvold · ISK 2,500 per guest');
    expect(within(jazz).getAllByRole('listitem')[0]).toHaveTextContent(
      '20:00–22:30 · 34 of 40 tickets left · 6 booked',
    );
    expect(jazz).toHaveTextContent('No menus: diners book the event without choosing one.');
  });

  it('names what is missing before sending, then adds the menu with its price in minor units', async () => {
    const api = stubApi({
      'GET /api/web/my/restaurants': () => json(mine('owner')),
      'GET /api/restaurant/7/settings/menus': () => json({ ...SETTINGS, currency: 'EUR' }),
      'POST /api/restaurant/7/settings/menus': () => json(SETTINGS),
    });
    const { user, menus } = await openMenus();
    await user.click(within(menus).getByRole('button', { name: 'Add a set menu' }));
    expect(screen.getByRole('heading', { name: 'New set menu' })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: /A prepayment/ }));
    await user.type(screen.getByLabelText('Served from'), '14:00');
    await user.type(screen.getByLabelText('Served until'), '11:30');
    await user.click(screen.getByRole('button', { name: 'Save the menu' }));

    const summary = await screen.findByRole('group', {
      name: 'Please correct the following before saving:',
    });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Price per guest: A no-show fee or a prepayment needs a price.',
      'Served until: The serving time must end after it starts, on the same day.',
      'Name (Icelandic): Write the name in your own language.',
    ]);
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText('Name (Icelandic)'), 'Hádegisseðill');
    await user.click(screen.getByRole('radio', { name: 'English' }));
    await user.type(screen.getByLabelText('Name (English)'), 'Lunch menu');
    await user.type(screen.getByLabelText('Price per guest (EUR)'), '19,90');
    expect(screen.getByText(/A party of 4 pays/)).toHaveTextContent('79.60');
    const until = screen.getByLabelText('Served until');
    await user.clear(until);
    await user.type(until, '15:00');
    await user.click(screen.getByRole('checkbox', { name: 'Bar' }));
    await user.click(screen.getByRole('button', { name: 'Save the menu' }));

    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
        eventId: null,
        texts: texts('Hádegisseðill', 'Lunch menu'),
        price: 1990,
        paymentType: 'prepayment',
        minGuests: 1,
        maxGuests: 0,
        isExclusive: false,
        isAvailable: true,
        availableFrom: '14:00',
        availableTo: '15:00',
        floorPlanIds: [4],
      }),
    );
    expect(await screen.findByText('Saved. Diners see the change now.')).toBeVisible();
  });

  it('lists the bookings that chose a menu being removed, and keeps it for them when told to', async () => {
    const api = stubApi({
      'GET /api/web/my/restaurants': () => json(mine('owner')),
      'GET /api/restaurant/7/settings/menus': () => json(SETTINGS),
      'DELETE /api/restaurant/7/settings/menus/31': (call) =>
        call.search.includes('keepBookings=true')
          ? json({ outcome: 'withdrawn' })
          : json(CONFLICT, { status: 409 }),
    });
    const { user, menus } = await openMenus();
    await user.click(within(menus).getByRole('button', { name: 'Remove Smakkseðill' }));

    const dialog = await screen.findByRole('dialog', { name: 'Bookings with this menu' });
    expect(dialog).toHaveTextContent('1 upcoming booking chose this menu:');
    expect(dialog).toHaveTextContent('Guðrún Jónsdóttir');
    expect(dialog).toHaveTextContent('diners are no longer offered it');
    await user.click(within(dialog).getByRole('button', { name: 'Keep the bookings and go on' }));

    expect(
      await screen.findByText(
        'Smakkseðill has been booked, so it stays for those bookings, but diners are no longer offered it.',
      ),
    ).toBeVisible();
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.search)).toEqual([
      '?keepBookings=false',
      '?keepBookings=true',
    ]);
  });

  it('adds a date with its tickets, and never fewer tickets than the seats booked', async () => {
    const api = stubApi({
      'GET /api/web/my/restaurants': () => json(mine('owner')),
      'GET /api/restaurant/7/settings/menus': () => json(SETTINGS),
      'POST /api/restaurant/7/settings/events/51/occurrences': () => json(SETTINGS),
    });
    const { user, events } = await openMenus();
    const jazz = within(events).getByRole('region', { name: 'Djasskvöld' });
    await user.click(within(jazz).getByRole('button', { name: /^Change .*20:00–22:30$/ }));
    const tickets = screen.getByLabelText('Tickets');
    expect(tickets).toHaveAccessibleDescription('6 seats are booked: keep at least that many.');
    await user.clear(tickets);
    await user.type(tickets, '5');
    await user.click(screen.getByRole('button', { name: 'Save the date' }));
    await waitFor(() =>
      expect(tickets).toHaveAccessibleDescription(
        expect.stringContaining('More seats are already booked.'),
      ),
    );
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(within(jazz).getByRole('button', { name: 'Add a date to Djasskvöld' }));
    await user.type(screen.getByLabelText('Date'), '2030-03-14');
    await user.clear(screen.getByLabelText('Starts'));
    await user.type(screen.getByLabelText('Starts'), '21:00');
    await user.clear(screen.getByLabelText('Ends'));
    await user.type(screen.getByLabelText('Ends'), '01:00');
    await user.type(screen.getByLabelText('Tickets'), '60');
    await user.click(screen.getByRole('button', { name: 'Save the date' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
        date: '2030-03-14',
        starts: '21:00',
        ends: '01:00',
        ticketCapacity: 60,
      }),
    );
  });

  it('says why the server refused an event’s address', async () => {
    stubApi({
      'GET /api/web/my/restaurants': () => json(mine('owner')),
      'GET /api/restaurant/7/settings/menus': () => json(SETTINGS),
      'POST /api/restaurant/7/settings/events': () =>
        json(
          {
            code: 'validation_failed',
            message: 'Invalid request: slug: slug_taken',
            requestId: 'r',
            fields: ['slug'],
          },
          { status: 400 },
        ),
    });
    const { user, events } = await openMenus();
    await user.click(within(events).getByRole('button', { name: 'Add an event' }));
    await user.type(screen.getByLabelText('Name (Icelandic)'), 'Djasskvöld');
    const slug = screen.getByLabelText('Address: /hafnarljos/event/…');
    expect(slug).toHaveAccessibleDescription('Left empty, it is made from the name: djasskvold');
    await user.type(slug, 'djasskvold');
    await user.click(screen.getByRole('button', { name: 'Save the event' }));
    await waitFor(() =>
      expect(slug).toHaveAccessibleDescription(
        expect.stringContaining('Another of your events already has this address.'),
      ),
    );
  });

  it('names the menus’ and events’ fields in the change history', async () => {
    stubApi({
      'GET /api/web/my/restaurants': () => json(mine('manager')),
      'GET /api/restaurant/7/settings/history': () =>
        json({
          entries: [
            {
              id: 9,
              at: '2030-03-01T12:00:00.000Z',
              area: 'events',
              action: 'update',
              by: { name: 'Anna', email: 'anna@example.is' },
              changes: {
                event: { from: 'Djasskvöld', to: 'Djasskvöld' },
                occurrence: { from: '2030-03-07 20:00', to: '2030-03-07 20:00' },
                ticketCapacity: { from: 40, to: 0 },
              },
            },
            {
              id: 8,
              at: '2030-03-01T11:00:00.000Z',
              area: 'menus',
              action: 'update',
              by: { name: 'Anna', email: 'anna@example.is' },
              changes: {
                menu: { from: 'Smakkseðill', to: 'Smakkseðill' },
                'name.en': { from: null, to: 'Tasting menu' },
                price: { from: 12_900, to: 14_900 },
                floorPlans: { from: null, to: ['Bar'] },
              },
            },
          ],
          nextBefore: null,
        }),
    });
    renderApp('/hafnarljos/settings/history?lng=en');
    const event = (await screen.findByRole('heading', { name: 'Event · changed' }))
      .parentElement as HTMLElement;
    expect(
      within(event)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Event', 'Date', 'Tickets']);
    const menu = screen.getByRole('heading', { name: 'Set menu · changed' })
      .parentElement as HTMLElement;
    expect(
      within(menu)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Menu', 'Name (English)', 'Price per guest', 'Floor plans']);
    expect(menu).toHaveTextContent('from 12900 to 14900');
  });

  it('tells a host that settings are for owners and managers, and never asks for them', async () => {
    const api = stubApi({ 'GET /api/web/my/restaurants': () => json(mine('host')) });
    renderApp('/hafnarljos/settings/menus?lng=en');
    expect(
      await screen.findByText("Only the restaurant's owners and managers can change its settings."),
    ).toBeVisible();
    expect(api.calls.some((c) => c.path.startsWith('/api/restaurant/'))).toBe(false);
  });
});
