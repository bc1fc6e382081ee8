import {
  AuditLogResponse,
  BookingsAffectedResponse,
  OpeningHoursResponse,
  SpecialPeriod,
} from '@dekka/contracts/restaurant-settings';
import { ErrorResponse } from '@dekka/contracts/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/db/schema.ts';
import { createBooking } from '../helpers/restaurant-factories.ts';
import { everyDay, settingsTestApp } from './settings-fixture.ts';

let app: Awaited<ReturnType<typeof settingsTestApp>>;
beforeAll(async () => {
  app = await settingsTestApp();
});
afterAll(async () => {
  await app.t.close();
});

/** A special period of one unnamed day. */
const oneDay = (date: string) => ({ name: '', firstDate: date, lastDate: date });

const SHORTER = everyDay({ opens: '11:00', closes: '21:00', lastSeating: '19:00' });

describe('opening hours settings', () => {
  it('reads the week and the special days from today on', async () => {
    const { base, tokens } = await app.restaurantWithStaff();
    const res = await app.client.inject('GET', `${base}/hours`, tokens.manager);
    expect(res.statusCode, res.body).toBe(200);
    const hours = OpeningHoursResponse.parse(res.json());
    expect(hours).toMatchObject({ timeZone: 'Atlantic/Reykjavik', today: '2030-03-01' });
    expect(hours.services).toHaveLength(7);
    expect(hours.services[0]).toMatchObject({ weekday: 0, opens: '11:00', closes: '23:00' });
    expect(hours.specialPeriods).toEqual([]);
  });

  it.each([
    ['a time that is not HH:mm', { opens: '25:00' }, 'services.0.opens'],
    ['a last seating after closing', { lastSeating: '23:30' }, 'services.0.lastSeating'],
    ['a last seating before opening', { lastSeating: '10:00' }, 'services.0.lastSeating'],
  ])('refuses %s with 400 naming the field', async (_, change, field) => {
    const { base, tokens } = await app.restaurantWithStaff();
    const services = SHORTER.map((s, i) => (i === 0 ? { ...s, ...change } : s));
    const res = await app.client.inject('PUT', `${base}/hours`, tokens.owner, { services });
    expect(res.statusCode, res.body).toBe(400);
    expect(ErrorResponse.parse(res.json()).fields).toContain(field);
  });

  it('refuses overlapping services on one day, and allows closing after midnight', async () => {
    const { base, tokens } = await app.restaurantWithStaff();
    const lunch = {
      weekday: 5,
      name: 'Hádegi',
      opens: '11:30',
      closes: '14:30',
      lastSeating: '13:30',
    };
    const overlapping = {
      ...lunch,
      name: 'Kvöld',
      opens: '14:00',
      closes: '22:00',
      lastSeating: '20:00',
    };
    const res = await app.client.inject('PUT', `${base}/hours`, tokens.owner, {
      services: [lunch, overlapping],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(ErrorResponse.parse(res.json()).fields).toEqual(['services.1.opens']);

    const late = { ...lunch, name: 'Bar', opens: '18:00', closes: '01:00', lastSeating: '23:00' };
    const ok = await app.client.inject('PUT', `${base}/hours`, tokens.owner, {
      services: [lunch, late],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(OpeningHoursResponse.parse(ok.json()).services).toEqual([lunch, late]);
  });

  it('lets only owners and managers of this restaurant change the hours', async () => {
    const { base, tokens } = await app.restaurantWithStaff();
    const body = { services: SHORTER };
    expect((await app.client.inject('PUT', `${base}/hours`, tokens.host, body)).statusCode).toBe(
      403,
    );
    expect(
      (await app.client.inject('PUT', `${base}/hours`, tokens.otherOwner, body)).statusCode,
    ).toBe(403);
    expect((await app.client.inject('PUT', `${base}/hours`, null, body)).statusCode).toBe(401);
    expect((await app.client.inject('PUT', `${base}/hours`, tokens.manager, body)).statusCode).toBe(
      200,
    );
  });

  it('takes a shorter evening away from diners at once, and records who changed what', async () => {
    const { restaurant, base, tokens, emails } = await app.restaurantWithStaff();
    // Tuesday 5 March: 21:00 is the last sitting before, 19:00 after.
    expect((await app.bookableTimes(restaurant.id, '2030-03-05')).at(-1)).toBe('21:00');
    const res = await app.client.inject('PUT', `${base}/hours`, tokens.owner, {
      services: SHORTER,
    });
    expect(res.statusCode, res.body).toBe(200);
    const times = await app.bookableTimes(restaurant.id, '2030-03-05');
    expect(times.at(-1)).toBe('19:00');
    expect(times).not.toContain('19:15');

    const history = AuditLogResponse.parse(
      (await app.client.inject('GET', `${base}/history`, tokens.manager)).json(),
    );
    expect(history.entries).toHaveLength(1);
    const [entry] = history.entries;
    expect(entry).toMatchObject({ area: 'hours', action: 'update', by: { email: emails.owner } });
    expect(entry?.changes['weekday.2']).toEqual({
      from: [{ name: '', opens: '11:00', closes: '23:00', lastSeating: '21:00' }],
      to: [{ name: 'Kvöld', opens: '11:00', closes: '21:00', lastSeating: '19:00' }],
    });
  });

  it('closes a special day to diners, and opens it again when it is removed', async () => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff();
    const res = await app.client.inject('POST', `${base}/special-periods`, tokens.owner, {
      ...oneDay('2030-03-06'),
      closed: true,
      services: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    const day = SpecialPeriod.parse(res.json());
    expect(await app.bookableTimes(restaurant.id, '2030-03-06')).toEqual([]);
    expect((await app.bookableTimes(restaurant.id, '2030-03-07')).length).toBeGreaterThan(0);

    const removed = await app.client.inject(
      'DELETE',
      `${base}/special-periods/${day.id}`,
      tokens.owner,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await app.bookableTimes(restaurant.id, '2030-03-06')).at(0)).toBe('11:00');
  });

  it('gives a special day hours of its own, and refuses one in the past or a second one', async () => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff();
    // A lunch-only day within the 90-day booking window.
    const lunchOnly = {
      ...oneDay('2030-03-20'),
      closed: false,
      services: [{ opens: '11:30', closes: '15:00', lastSeating: '13:00' }],
    };
    const res = await app.client.inject('POST', `${base}/special-periods`, tokens.owner, lunchOnly);
    expect(res.statusCode, res.body).toBe(200);
    const times = await app.bookableTimes(restaurant.id, '2030-03-20');
    expect([times.at(0), times.at(-1)]).toEqual(['11:30', '13:00']);

    const again = await app.client.inject(
      'POST',
      `${base}/special-periods`,
      tokens.owner,
      lunchOnly,
    );
    expect(again.statusCode).toBe(400);
    expect(ErrorResponse.parse(again.json()).fields).toEqual(['firstDate']);
    const past = await app.client.inject('POST', `${base}/special-periods`, tokens.owner, {
      ...lunchOnly,
      ...oneDay('2030-02-28'),
    });
    expect(ErrorResponse.parse(past.json()).fields).toEqual(['lastDate']);
    const closedWithHours = await app.client.inject(
      'POST',
      `${base}/special-periods`,
      tokens.owner,
      {
        ...lunchOnly,
        ...oneDay('2030-03-21'),
        closed: true,
      },
    );
    expect(closedWithHours.statusCode).toBe(400);
    expect(ErrorResponse.parse(closedWithHours.json()).fields).toEqual(['services']);
  });

  it('lists the bookings a closed day would leave out, saves only when told to, and keeps them', async () => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff();
    const booking = await createBooking(app.t.database.db, {
      restaurantId: restaurant.id,
      tableIds: [restaurant.tableIds[0] ?? 0],
      startAt: new Date('2030-03-07T19:00:00Z'),
      endAt: new Date('2030-03-07T21:00:00Z'),
      guests: 4,
      status: 'confirmed',
    });
    // The staff's block of the table after the party is no diner's booking: not listed.
    await createBooking(app.t.database.db, {
      restaurantId: restaurant.id,
      tableIds: [restaurant.tableIds[0] ?? 0],
      startAt: new Date('2030-03-07T21:00:00Z'),
      endAt: new Date('2030-03-07T23:00:00Z'),
      status: 'confirmed',
      kind: 'block',
    });
    const closing = { ...oneDay('2030-03-07'), closed: true, services: [] };

    const refused = await app.client.inject(
      'POST',
      `${base}/special-periods`,
      tokens.owner,
      closing,
    );
    expect(refused.statusCode, refused.body).toBe(409);
    expect(BookingsAffectedResponse.parse(refused.json()).bookings).toEqual([
      {
        id: booking.id,
        date: '2030-03-07',
        time: '19:00',
        guests: 4,
        name: 'Guðrún Jónsdóttir',
        status: 'confirmed',
        block: false,
      },
    ]);
    const unchanged = OpeningHoursResponse.parse(
      (await app.client.inject('GET', `${base}/hours`, tokens.owner)).json(),
    );
    expect(unchanged.specialPeriods).toEqual([]);

    const saved = await app.client.inject('POST', `${base}/special-periods`, tokens.owner, {
      ...closing,
      keepBookings: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await app.bookableTimes(restaurant.id, '2030-03-07')).toEqual([]);
    const [row] = await app.t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ status: 'confirmed', guests: 4, startAt: booking.startAt });
  });

  it('closes a day with only the staff’s block of a table on it without asking', async () => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff();
    await createBooking(app.t.database.db, {
      restaurantId: restaurant.id,
      tableIds: [restaurant.tableIds[0] ?? 0],
      startAt: new Date('2030-03-14T18:00:00Z'),
      endAt: new Date('2030-03-14T22:00:00Z'),
      status: 'confirmed',
      kind: 'block',
    });
    const closed = await app.client.inject('POST', `${base}/special-periods`, tokens.owner, {
      ...oneDay('2030-03-14'),
      closed: true,
      services: [],
    });
    expect(closed.statusCode, closed.body).toBe(200);
  });

  it('lists a booking a shorter evening would leave out, but not one already outside', async () => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff();
    const db = app.t.database.db;
    const table = restaurant.tableIds[0] ?? 0;
    const inside = await createBooking(db, {
      restaurantId: restaurant.id,
      tableIds: [table],
      startAt: new Date('2030-03-08T20:00:00Z'),
      endAt: new Date('2030-03-08T22:00:00Z'),
      status: 'confirmed',
    });
    // A host's late table at 22:30, outside the hours already: not this change's doing.
    await createBooking(db, {
      restaurantId: restaurant.id,
      tableIds: [table],
      startAt: new Date('2030-03-09T22:30:00Z'),
      endAt: new Date('2030-03-09T23:30:00Z'),
      status: 'confirmed',
    });
    const res = await app.client.inject('PUT', `${base}/hours`, tokens.owner, {
      services: SHORTER,
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(BookingsAffectedResponse.parse(res.json()).bookings.map((b) => b.id)).toEqual([
      inside.id,
    ]);
  });
});
