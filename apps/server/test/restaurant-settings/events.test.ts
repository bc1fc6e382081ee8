import { ErrorResponse } from '@dekka/contracts/errors';
import { EventsOnDateResponse } from '@dekka/contracts/event';
import { MenusSettingsResponse, RemovalResponse } from '@dekka/contracts/restaurant-menus';
import { RestaurantResponse } from '@dekka/contracts/restaurant';
import { AuditLogResponse, BookingsAffectedResponse } from '@dekka/contracts/restaurant-settings';
import { UpsellResponse } from '@dekka/contracts/upsell';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, eventOccurrences, events, menus } from '../../src/db/schema.ts';
import { createMenu } from '../helpers/booking-factories.ts';
import { createBooking } from '../helpers/restaurant-factories.ts';
import { settingsTestApp } from './settings-fixture.ts';

let app: Awaited<ReturnType<typeof settingsTestApp>>;
beforeAll(async () => {
  app = await settingsTestApp();
});
afterAll(async () => {
  await app.t.close();
});

const noTexts = { name: '', shortDescription: '', description: '' };
const eventTexts = (is: string, en = '') => ({
  is: { name: is, shortDescription: 'Lifandi tónlist', description: '' },
  en: { ...noTexts, name: en },
  es: noTexts,
  nb: noTexts,
  da: noTexts,
});
const jazz = (change: object = {}) => ({
  slug: '',
  texts: eventTexts('Djasskvöld', 'Jazz night'),
  pricePerGuest: null,
  isChristmas: false,
  ...change,
});
/** Thursday 7 March 2030, 20:00–22:30 in Reykjavík (UTC), 40 tickets. */
const thursday = (change: object = {}) => ({
  date: '2030-03-07',
  starts: '20:00',
  ends: '22:30',
  ticketCapacity: 40,
  ...change,
});

async function settingsOf(base: string, token: string) {
  const res = await app.client.inject('GET', `${base}/menus`, token);
  expect(res.statusCode, res.body).toBe(200);
  return MenusSettingsResponse.parse(res.json());
}

async function addEvent(base: string, token: string, body: object = jazz()) {
  const res = await app.client.inject('POST', `${base}/events`, token, body);
  expect(res.statusCode, res.body).toBe(200);
  const event = MenusSettingsResponse.parse(res.json()).events.at(-1);
  if (!event) throw new Error('no event');
  return event;
}

async function addOccurrence(base: string, token: string, eventId: number, body = thursday()) {
  const res = await app.client.inject('POST', `${base}/events/${eventId}/occurrences`, token, body);
  expect(res.statusCode, res.body).toBe(200);
  const event = MenusSettingsResponse.parse(res.json()).events.find((e) => e.id === eventId);
  const occurrence = event?.occurrences.find(
    (o) => o.date === body.date && o.starts === body.starts,
  );
  if (!occurrence) throw new Error('no occurrence');
  return occurrence;
}

/** The restaurant page as a diner reads it. */
async function restaurantPage(restaurantId: number, language = 'is') {
  const res = await app.t.app.inject({
    url: `/api/web/restaurant/${restaurantId}`,
    headers: { 'accept-language': language },
  });
  expect(res.statusCode, res.body).toBe(200);
  return RestaurantResponse.parse(res.json());
}

/** The events on a date as the diner's event page reads them. */
async function eventsOn(restaurantId: number, date: string) {
  const res = await app.t.app.inject({ url: `/api/web/event/${restaurantId}/${date}` });
  expect(res.statusCode, res.body).toBe(200);
  return EventsOnDateResponse.parse(res.json());
}

async function historyOf(base: string, token: string) {
  const res = await app.client.inject('GET', `${base}/history`, token);
  return AuditLogResponse.parse(res.json()).entries;
}

/** A booking with tickets of the occurrence, starting at its start. */
async function ticketsFor(
  restaurantId: number,
  eventId: number,
  occurrenceId: number,
  guests: number,
  values: { status?: 'confirmed' | 'held' | 'cancelled'; holdExpiresAt?: Date; at?: string } = {},
) {
  const startAt = new Date(values.at ?? '2030-03-07T20:00:00Z');
  return createBooking(app.t.database.db, {
    restaurantId,
    tableIds: [],
    startAt,
    endAt: new Date(startAt.getTime() + 2 * 3600_000),
    guests,
    status: values.status ?? 'confirmed',
    holdExpiresAt: values.holdExpiresAt ?? null,
    eventId,
    eventOccurrenceId: occurrenceId,
  });
}

describe('events settings', () => {
  it('makes an event’s address from its name, and refuses one already taken or malformed', async () => {
    const { base, tokens } = await app.restaurantWithStaff();
    const buffet = jazz({ texts: eventTexts('Jólahlaðborð Þorra', 'Christmas buffet') });
    expect((await addEvent(base, tokens.owner, buffet)).slug).toBe('jolahladbord-thorra');
    expect((await addEvent(base, tokens.owner, buffet)).slug).toBe('jolahladbord-thorra-2');
    const typed = await addEvent(base, tokens.owner, jazz({ slug: 'djass' }));
    expect(typed.slug).toBe('djass');

    for (const [slug, field] of [
      ['djass', 'slug'],
      ['Djass Kvöld', 'slug'],
      ['-djass', 'slug'],
    ] as const) {
      const res = await app.client.inject('POST', `${base}/events`, tokens.owner, jazz({ slug }));
      expect(res.statusCode, res.body).toBe(400);
      expect(ErrorResponse.parse(res.json()).fields).toEqual([field]);
    }
    // Another restaurant may use the same address.
    const other = await app.restaurantWithStaff();
    expect((await addEvent(other.base, other.tokens.owner, jazz({ slug: 'djass' }))).slug).toBe(
      'djass',
    );
  });

  it.each([
    ['no name in the own language', { texts: eventTexts('', 'Jazz') }, 'texts.is.name'],
    ['a price above the ISK ceiling', { pricePerGuest: 200_001 }, 'pricePerGuest'],
    ['a price of nothing', { pricePerGuest: 0 }, 'pricePerGuest'],
  ])('refuses an event with %s with 400 naming the field', async (_, change, field) => {
    const { base, tokens, restaurant } = await app.restaurantWithStaff();
    const res = await app.client.inject('POST', `${base}/events`, tokens.owner, jazz(change));
    expect(res.statusCode, res.body).toBe(400);
    expect(ErrorResponse.parse(res.json()).fields).toEqual([field]);
    const rows = await app.t.database.db
      .select()
      .from(events)
      .where(eq(events.restaurantId, restaurant.id));
    expect(rows).toEqual([]);
  });

  it.each([
    ['the same start and end', { ends: '20:00' }, 'ends'],
    ['no tickets', { ticketCapacity: 0 }, 'ticketCapacity'],
    ['a date already past', { date: '2030-02-28' }, 'date'],
    ['a time already past today', { date: '2030-03-01', starts: '11:00' }, 'starts'],
    ['a date that does not exist', { date: '2030-02-30' }, 'date'],
    ['a time that is not HH:mm', { starts: '8 pm' }, 'starts'],
    ['a time overlapping another date', { starts: '21:00', ends: '23:00' }, 'starts'],
  ])('refuses an occurrence with %s with 400 naming the field', async (_, change, field) => {
    const { base, tokens } = await app.restaurantWithStaff();
    const event = await addEvent(base, tokens.owner);
    await addOccurrence(base, tokens.owner, event.id);
    const res = await app.client.inject(
      'POST',
      `${base}/events/${event.id}/occurrences`,
      tokens.owner,
      thursday({ date: '2030-03-07', ...change }),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(ErrorResponse.parse(res.json()).fields).toContain(field);
    expect((await settingsOf(base, tokens.owner)).events[0]?.occurrences).toHaveLength(1);
  });

  it('keeps each date’s own offset across a daylight-saving change, and refuses a skipped time', async () => {
    // Oslo moves its clocks from 02:00 to 03:00 on Sunday 31 March 2030.
    const { base, tokens } = await app.restaurantWithStaff({
      tables: [{ min: 1, max: 8 }],
      overrides: { timeZone: 'Europe/Oslo', country: 'no', currency: 'NOK', locale: 'nb-NO' },
    });
    const event = await addEvent(
      base,
      tokens.owner,
      jazz({ texts: { ...eventTexts(''), nb: { ...noTexts, name: 'Jazzkveld' } } }),
    );
    expect(event.slug).toBe('jazzkveld');
    const saturday = thursday({ date: '2030-03-30', starts: '20:00', ends: '22:00' });
    const late = thursday({ date: '2030-03-30', starts: '23:00', ends: '04:00' });
    const sunday = thursday({ date: '2030-03-31', starts: '20:00', ends: '22:00' });
    for (const body of [saturday, late, sunday])
      await addOccurrence(base, tokens.owner, event.id, body);

    const rows = await app.t.database.db
      .select({ startsAt: eventOccurrences.startsAt, endsAt: eventOccurrences.endsAt })
      .from(eventOccurrences)
      .where(eq(eventOccurrences.eventId, event.id))
      .orderBy(eventOccurrences.startsAt);
    expect(rows.map((row) => [row.startsAt.toISOString(), row.endsAt.toISOString()])).toEqual([
      ['2030-03-30T19:00:00.000Z', '2030-03-30T21:00:00.000Z'],
      // Through the night the clocks change: four hours on the wall, three elapsed.
      ['2030-03-30T22:00:00.000Z', '2030-03-31T02:00:00.000Z'],
      ['2030-03-31T18:00:00.000Z', '2030-03-31T20:00:00.000Z'],
    ]);
    const shown = (await settingsOf(base, tokens.owner)).events[0]?.occurrences ?? [];
    expect(shown.map((o) => [o.date, o.starts, o.ends, o.endsNextDay])).toEqual([
      ['2030-03-30', '20:00', '22:00', false],
      ['2030-03-30', '23:00', '04:00', true],
      ['2030-03-31', '20:00', '22:00', false],
    ]);

    const skipped = await app.client.inject(
      'POST',
      `${base}/events/${event.id}/occurrences`,
      tokens.owner,
      thursday({ date: '2030-03-31', starts: '02:30', ends: '05:00' }),
    );
    expect(skipped.statusCode, skipped.body).toBe(400);
    expect(ErrorResponse.parse(skipped.json()).fields).toEqual(['starts']);
  });

  it('lets only owners and managers of this restaurant change events and their dates', async () => {
    const { base, tokens } = await app.restaurantWithStaff();
    const event = await addEvent(base, tokens.owner);
    const occurrence = await addOccurrence(base, tokens.owner, event.id);
    const dates = `${base}/events/${event.id}/occurrences`;
    for (const [token, status] of [
      [tokens.host, 403],
      [tokens.otherOwner, 403],
      [null, 401],
    ] as const) {
      const calls = [
        app.client.inject('POST', `${base}/events`, token, jazz()),
        app.client.inject('PUT', `${base}/events/${event.id}`, token, jazz()),
        app.client.inject('DELETE', `${base}/events/${event.id}`, token),
        app.client.inject('POST', dates, token, thursday({ date: '2030-03-14' })),
        app.client.inject('PUT', `${dates}/${occurrence.id}`, token, thursday()),
        app.client.inject('DELETE', `${dates}/${occurrence.id}`, token),
      ];
      for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(status);
    }
    expect(await historyOf(base, tokens.owner)).toHaveLength(2);
    const changed = await app.client.inject(
      'PUT',
      `${base}/events/${event.id}`,
      tokens.manager,
      jazz({ pricePerGuest: 4900 }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
  });

  it('shows a new event and date to diners at once, and records both', async () => {
    const { restaurant, base, tokens, emails } = await app.restaurantWithStaff();
    expect((await restaurantPage(restaurant.id)).upcomingEvents).toEqual([]);
    const event = await addEvent(
      base,
      tokens.owner,
      jazz({
        texts: {
          ...eventTexts('Djasskvöld', 'Jazz night'),
          en: { name: 'Jazz night', shortDescription: 'Live jazz', description: '' },
        },
        pricePerGuest: 2500,
      }),
    );
    expect(event).toMatchObject({ slug: 'djasskvold', pricePerGuest: 2500, occurrences: [] });
    // No date yet: nothing for diners.
    expect((await restaurantPage(restaurant.id)).upcomingEvents).toEqual([]);

    const occurrence = await addOccurrence(base, tokens.owner, event.id);
    expect(occurrence).toMatchObject({
      date: '2030-03-07',
      starts: '20:00',
      ends: '22:30',
      endsNextDay: false,
      ticketCapacity: 40,
      seatsBooked: 0,
      seatsLeft: 40,
      withdrawn: false,
    });
    expect((await restaurantPage(restaurant.id, 'en')).upcomingEvents).toEqual([
      {
        id: event.id,
        name: 'Jazz night',
        shortDescription: 'Live jazz',
        slug: 'djasskvold',
        statusLabel: null,
        nextOccurrence: '2030-03-07T20:00:00.000Z',
      },
    ]);
    expect(await eventsOn(restaurant.id, '2030-03-07')).toEqual([
      expect.objectContaining({
        slug: 'djasskvold',
        occurrences: [
          {
            id: occurrence.id,
            start: '2030-03-07T20:00:00.000Z',
            end: '2030-03-07T22:30:00.000Z',
            ticketsLeft: 40,
          },
        ],
      }),
    ]);

    const [dated, added] = await historyOf(base, tokens.manager);
    expect(added).toMatchObject({ area: 'events', action: 'create', by: { email: emails.owner } });
    expect(added?.changes).toEqual({
      event: { from: null, to: 'Djasskvöld' },
      slug: { from: null, to: 'djasskvold' },
      'name.en': { from: null, to: 'Jazz night' },
      'shortDescription.is': { from: null, to: 'Lifandi tónlist' },
      'shortDescription.en': { from: null, to: 'Live jazz' },
      pricePerGuest: { from: null, to: 2500 },
      isChristmas: { from: null, to: false },
    });
    expect(dated).toMatchObject({ area: 'events', action: 'create' });
    expect(dated?.changes).toEqual({
      event: { from: 'Djasskvöld', to: 'Djasskvöld' },
      occurrence: { from: null, to: '2030-03-07 20:00' },
      ends: { from: null, to: '2030-03-07 22:30' },
      ticketCapacity: { from: null, to: 40 },
    });
  });

  it('counts the seats left as the diner’s event page does: confirmed bookings and live holds', async () => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff();
    const event = await addEvent(base, tokens.owner);
    const occurrence = await addOccurrence(base, tokens.owner, event.id);
    const now = app.clock.now().getTime();
    await ticketsFor(restaurant.id, event.id, occurrence.id, 4);
    await ticketsFor(restaurant.id, event.id, occurrence.id, 2, {
      status: 'held',
      holdExpiresAt: new Date(now + 300_000),
    });
    // Neither a lapsed hold nor a cancelled booking holds a seat.
    await ticketsFor(restaurant.id, event.id, occurrence.id, 3, {
      status: 'held',
      holdExpiresAt: new Date(now - 1000),
    });
    await ticketsFor(restaurant.id, event.id, occurrence.id, 5, { status: 'cancelled' });

    const [seen] = (await settingsOf(base, tokens.owner)).events[0]?.occurrences ?? [];
    expect(seen).toMatchObject({ ticketCapacity: 40, seatsBooked: 6, seatsLeft: 34 });
    expect((await eventsOn(restaurant.id, '2030-03-07'))[0]?.occurrences[0]?.ticketsLeft).toBe(34);

    // Fewer tickets than the seats booked is refused; as many is not.
    const url = `${base}/events/${event.id}/occurrences/${occurrence.id}`;
    const below = await app.client.inject(
      'PUT',
      url,
      tokens.owner,
      thursday({ ticketCapacity: 5 }),
    );
    expect(below.statusCode, below.body).toBe(400);
    expect(ErrorResponse.parse(below.json()).fields).toEqual(['ticketCapacity']);
    const exact = await app.client.inject(
      'PUT',
      url,
      tokens.owner,
      thursday({ ticketCapacity: 6 }),
    );
    expect(exact.statusCode, exact.body).toBe(200);
    const [after] = MenusSettingsResponse.parse(exact.json()).events[0]?.occurrences ?? [];
    expect(after).toMatchObject({ ticketCapacity: 6, seatsBooked: 6, seatsLeft: 0 });
    expect((await eventsOn(restaurant.id, '2030-03-07'))[0]?.occurrences[0]?.ticketsLeft).toBe(0);
  });

  it('asks before new times leave booked guests outside, then keeps their bookings as they are', async () => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff();
    const event = await addEvent(base, tokens.owner);
    const occurrence = await addOccurrence(base, tokens.owner, event.id);
    const booking = await ticketsFor(restaurant.id, event.id, occurrence.id, 4);
    const url = `${base}/events/${event.id}/occurrences/${occurrence.id}`;
    const later = thursday({ starts: '21:00', ends: '23:30' });

    const refused = await app.client.inject('PUT', url, tokens.owner, later);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(BookingsAffectedResponse.parse(refused.json()).bookings).toEqual([
      expect.objectContaining({ id: booking.id, date: '2030-03-07', time: '20:00', guests: 4 }),
    ]);
    // Longer, with the booked start still inside: no question.
    const longer = await app.client.inject('PUT', url, tokens.owner, thursday({ ends: '23:30' }));
    expect(longer.statusCode, longer.body).toBe(200);

    const kept = await app.client.inject('PUT', url, tokens.owner, {
      ...later,
      keepBookings: true,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const [row] = await app.t.database.db
      .select()
      .from(eventOccurrences)
      .where(eq(eventOccurrences.id, occurrence.id));
    expect(row?.startsAt.toISOString()).toBe('2030-03-07T21:00:00.000Z');
    const [after] = await app.t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(after).toEqual(booking);
  });

  it('lists the bookings of a date being removed, then takes it off sale for diners, keeping them', async () => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff();
    const event = await addEvent(base, tokens.owner);
    const booked = await addOccurrence(base, tokens.owner, event.id);
    const free = await addOccurrence(
      base,
      tokens.owner,
      event.id,
      thursday({ date: '2030-03-14' }),
    );
    const booking = await ticketsFor(restaurant.id, event.id, booked.id, 4);
    const dates = `${base}/events/${event.id}/occurrences`;

    const refused = await app.client.inject('DELETE', `${dates}/${booked.id}`, tokens.owner);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(BookingsAffectedResponse.parse(refused.json()).bookings).toEqual([
      {
        id: booking.id,
        date: '2030-03-07',
        time: '20:00',
        guests: 4,
        name: 'Guðrún Jónsdóttir',
        status: 'confirmed',
        block: false,
      },
    ]);
    expect(await eventsOn(restaurant.id, '2030-03-07')).toHaveLength(1);

    const kept = await app.client.inject(
      'DELETE',
      `${dates}/${booked.id}?keepBookings=true`,
      tokens.owner,
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(RemovalResponse.parse(kept.json())).toEqual({ outcome: 'withdrawn' });
    const occurrences = (await settingsOf(base, tokens.owner)).events[0]?.occurrences;
    expect(occurrences).toEqual([
      expect.objectContaining({ id: booked.id, withdrawn: true, seatsBooked: 4, seatsLeft: 0 }),
      expect.objectContaining({ id: free.id, withdrawn: false }),
    ]);
    // Diners no longer see that date; the next one is shown instead.
    expect(await eventsOn(restaurant.id, '2030-03-07')).toEqual([]);
    expect((await restaurantPage(restaurant.id)).upcomingEvents[0]?.nextOccurrence).toBe(
      '2030-03-14T20:00:00.000Z',
    );
    const [after] = await app.t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(after).toEqual(booking);

    // A date nobody booked is deleted.
    const removed = await app.client.inject('DELETE', `${dates}/${free.id}`, tokens.owner);
    expect(RemovalResponse.parse(removed.json())).toEqual({ outcome: 'deleted' });
    expect((await restaurantPage(restaurant.id)).upcomingEvents).toEqual([]);
    const [deleted, withdrawn] = await historyOf(base, tokens.owner);
    expect(deleted?.changes).toMatchObject({
      event: { from: 'Djasskvöld', to: 'Djasskvöld' },
      occurrence: { from: '2030-03-14 20:00', to: null },
    });
    expect(withdrawn?.changes).toEqual({
      event: { from: 'Djasskvöld', to: 'Djasskvöld' },
      occurrence: { from: '2030-03-07 20:00', to: '2030-03-07 20:00' },
      ticketCapacity: { from: 40, to: 0 },
    });

    // Back on sale: tickets again, at least the seats booked.
    const back = await app.client.inject(
      'PUT',
      `${dates}/${booked.id}`,
      tokens.owner,
      thursday({ ticketCapacity: 10 }),
    );
    expect(back.statusCode, back.body).toBe(200);
    expect((await eventsOn(restaurant.id, '2030-03-07'))[0]?.occurrences[0]?.ticketsLeft).toBe(6);
  });

  it('deletes an event never booked with its dates and menus, and withdraws one that was', async () => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff();
    const db = app.t.database.db;
    const unbooked = await addEvent(base, tokens.owner, jazz({ slug: 'spurningakeppni' }));
    await addOccurrence(base, tokens.owner, unbooked.id);
    const menu = await createMenu(db, restaurant.id, { eventId: unbooked.id });
    const gone = await app.client.inject('DELETE', `${base}/events/${unbooked.id}`, tokens.owner);
    expect(RemovalResponse.parse(gone.json())).toEqual({ outcome: 'deleted' });
    expect(await db.select().from(menus).where(eq(menus.id, menu.id))).toEqual([]);

    const event = await addEvent(base, tokens.owner);
    const occurrence = await addOccurrence(base, tokens.owner, event.id);
    const later = await addOccurrence(
      base,
      tokens.owner,
      event.id,
      thursday({ date: '2030-03-21' }),
    );
    const booking = await ticketsFor(restaurant.id, event.id, occurrence.id, 2);
    const refused = await app.client.inject('DELETE', `${base}/events/${event.id}`, tokens.owner);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(BookingsAffectedResponse.parse(refused.json()).bookings.map((b) => b.id)).toEqual([
      booking.id,
    ]);
    const kept = await app.client.inject(
      'DELETE',
      `${base}/events/${event.id}?keepBookings=true`,
      tokens.owner,
    );
    expect(RemovalResponse.parse(kept.json())).toEqual({ outcome: 'withdrawn' });
    const [stays] = (await settingsOf(base, tokens.owner)).events;
    expect(stays).toMatchObject({ id: event.id, everBooked: true });
    expect(stays?.occurrences.map((o) => [o.id, o.withdrawn])).toEqual([[occurrence.id, true]]);
    expect(
      await db.select().from(eventOccurrences).where(eq(eventOccurrences.id, later.id)),
    ).toEqual([]);
    expect((await restaurantPage(restaurant.id)).upcomingEvents).toEqual([]);
  });

  it('offers an event’s own menus only for that event', async () => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff();
    const event = await addEvent(base, tokens.owner);
    await addOccurrence(base, tokens.owner, event.id);
    const res = await app.client.inject('POST', `${base}/menus`, tokens.owner, {
      eventId: event.id,
      texts: {
        ...eventTexts('Djassseðill'),
        is: { name: 'Djassseðill', shortDescription: '', description: '' },
      },
      price: 6900,
      paymentType: 'prepayment',
      minGuests: 1,
      maxGuests: 0,
      isExclusive: false,
      isAvailable: true,
      availableFrom: null,
      availableTo: null,
      floorPlanIds: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    const upsell = async (eventId: number | null) =>
      UpsellResponse.parse(
        (
          await app.t.app.inject({
            url: `/api/web/upsell/${restaurant.id}/2030-03-07T20:00/2/${eventId ?? 'null'}`,
          })
        ).json(),
      ).menus.flatMap((group) => group.menus.map((m) => m.name));
    expect(await upsell(event.id)).toEqual(['Djassseðill']);
    expect(await upsell(null)).toEqual([]);
    const [entry] = await historyOf(base, tokens.owner);
    expect(entry?.changes.event).toEqual({ from: null, to: 'Djasskvöld' });
  });
});
