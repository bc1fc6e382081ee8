import { SuggestionResponse } from '@dekka/contracts/suggestion';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { createBooking, createRestaurant, frozenClock } from '../helpers/restaurant-factories.ts';

// Friday 1 March 2030, noon UTC (= Reykjavík time).
const clock = frozenClock('2030-03-01T12:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

/** One two-seat table, so a single booking fills the restaurant. */
async function oneTableRestaurant() {
  return createRestaurant(t.database.db, {
    floorPlans: [{ name: 'Salur', tables: [{ name: 'S1', minGuests: 1, maxGuests: 2 }] }],
  });
}

async function suggestions(url: string) {
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  return SuggestionResponse.parse(res.json());
}

const at = (list: SuggestionResponse, iso: string) => list.find((slot) => slot.date === iso);

describe('GET /api/web/suggestion/restaurant/{id}/{dateTime}/{guests}', () => {
  it('answers the five slots nearest the requested local time, all free on an empty day', async () => {
    const { restaurant } = await oneTableRestaurant();
    const list = await suggestions(
      `/api/web/suggestion/restaurant/${restaurant.id}/2030-03-05T19:00/2`,
    );
    expect(list.map((slot) => slot.localTime)).toEqual([
      '2030-03-05T18:30',
      '2030-03-05T18:45',
      '2030-03-05T19:00',
      '2030-03-05T19:15',
      '2030-03-05T19:30',
    ]);
    expect(list.every((slot) => slot.isAvailable && slot.isTableAvailable)).toBe(true);
    expect(list[2]?.date).toBe('2030-03-05T19:00:00.000Z');
  });

  it('honours a confirmed booking: overlapping sittings are full, touching ones free', async () => {
    const { restaurant, tableId } = await oneTableRestaurant();
    await createBooking(t.database.db, {
      restaurantId: restaurant.id,
      tableIds: [tableId('S1')],
      startAt: new Date('2030-03-05T19:00:00Z'),
      endAt: new Date('2030-03-05T21:00:00Z'),
      status: 'confirmed',
    });
    const all = await suggestions(
      `/api/web/suggestion/restaurant/${restaurant.id}/2030-03-05T19:00/2/all`,
    );
    expect(at(all, '2030-03-05T17:00:00.000Z')?.isTableAvailable).toBe(true);
    expect(at(all, '2030-03-05T17:15:00.000Z')?.isTableAvailable).toBe(false);
    expect(at(all, '2030-03-05T19:00:00.000Z')?.isTableAvailable).toBe(false);
    expect(at(all, '2030-03-05T20:45:00.000Z')?.isTableAvailable).toBe(false);
    expect(at(all, '2030-03-05T21:00:00.000Z')?.isTableAvailable).toBe(true);

    const around = await suggestions(
      `/api/web/suggestion/restaurant/${restaurant.id}/2030-03-05T19:00/2`,
    );
    // Only 17:00 and 21:00 are free; the closest full slots fill the list up to five.
    expect(around.filter((slot) => slot.isAvailable).map((slot) => slot.localTime)).toEqual([
      '2030-03-05T17:00',
      '2030-03-05T21:00',
    ]);
    expect(around).toHaveLength(5);
  });

  it('ignores an expired hold (before any sweeper runs) but honours a live one', async () => {
    const { restaurant, tableId } = await oneTableRestaurant();
    await createBooking(t.database.db, {
      restaurantId: restaurant.id,
      tableIds: [tableId('S1')],
      startAt: new Date('2030-03-05T19:00:00Z'),
      endAt: new Date('2030-03-05T21:00:00Z'),
      status: 'held',
      holdExpiresAt: new Date('2030-03-01T11:59:00Z'),
    });
    const url = `/api/web/suggestion/restaurant/${restaurant.id}/2030-03-05T19:00/2/all`;
    expect(at(await suggestions(url), '2030-03-05T19:00:00.000Z')?.isTableAvailable).toBe(true);

    // The exclusion constraint keeps the expired hold's rows until reserve or the sweeper
    // removes them, so the live hold goes to another restaurant.
    const other = await oneTableRestaurant();
    await createBooking(t.database.db, {
      restaurantId: other.restaurant.id,
      tableIds: [other.tableId('S1')],
      startAt: new Date('2030-03-05T19:00:00Z'),
      endAt: new Date('2030-03-05T21:00:00Z'),
      status: 'held',
      holdExpiresAt: new Date('2030-03-01T12:04:00Z'),
    });
    const otherUrl = `/api/web/suggestion/restaurant/${other.restaurant.id}/2030-03-05T19:00/2/all`;
    expect(at(await suggestions(otherUrl), '2030-03-05T19:00:00.000Z')?.isTableAvailable).toBe(
      false,
    );
  });

  it('lists waiting-list slots only where the restaurant runs a waiting list and is full', async () => {
    const { restaurant, tableId } = await createRestaurant(t.database.db, {
      restaurant: { waitingListEnabled: true },
      floorPlans: [{ name: 'Salur', tables: [{ name: 'S1', minGuests: 1, maxGuests: 2 }] }],
    });
    await createBooking(t.database.db, {
      restaurantId: restaurant.id,
      tableIds: [tableId('S1')],
      startAt: new Date('2030-03-05T19:00:00Z'),
      endAt: new Date('2030-03-05T21:00:00Z'),
      status: 'confirmed',
    });
    const list = await suggestions(
      `/api/web/suggestion/restaurant/${restaurant.id}/2030-03-05T19:00/2/waitinglisttimes/v2`,
    );
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((slot) => slot.isWaitingListAvailable && !slot.isTableAvailable)).toBe(true);
    expect(at(list, '2030-03-05T19:00:00.000Z')).toBeDefined();
    expect(at(list, '2030-03-05T17:00:00.000Z')).toBeUndefined();
  });

  it('keeps the asked-for time in the row when it is full, as a waiting-list time', async () => {
    // Pacing of two covers a quarter: one party of two at 19:00 fills that start, while the
    // tables stay free for every other start, so five free times lie closer than 19:00's
    // neighbours would need.
    const { restaurant, tableId } = await createRestaurant(t.database.db, {
      restaurant: { waitingListEnabled: true, pacingMaxCoversPerSlot: 2 },
    });
    await createBooking(t.database.db, {
      restaurantId: restaurant.id,
      tableIds: [tableId('S1')],
      startAt: new Date('2030-03-05T19:00:00Z'),
      endAt: new Date('2030-03-05T21:00:00Z'),
      status: 'confirmed',
    });
    const around = await suggestions(
      `/api/web/suggestion/restaurant/${restaurant.id}/2030-03-05T19:00/2`,
    );
    expect(around.map((slot) => slot.localTime)).toEqual([
      '2030-03-05T18:30',
      '2030-03-05T18:45',
      '2030-03-05T19:00',
      '2030-03-05T19:15',
      '2030-03-05T19:30',
    ]);
    expect(at(around, '2030-03-05T19:00:00.000Z')).toMatchObject({
      isAvailable: false,
      isWaitingListAvailable: true,
    });
    expect(around.filter((slot) => slot.isAvailable)).toHaveLength(4);
  });

  it('reads dateTime in Oslo time and stays correct on the spring-forward day', async () => {
    const { restaurant } = await createRestaurant(t.database.db, {
      city: 'Oslo',
      restaurant: { timeZone: 'Europe/Oslo', country: 'no', currency: 'NOK', locale: 'nb-NO' },
      openingHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        weekday,
        name: 'Natt og kveld',
        opens: '01:00',
        closes: '23:00',
        lastSeating: '21:00',
      })),
    });
    // Sunday 31 March 2030: clocks jump from 02:00 CET to 03:00 CEST.
    const before = await suggestions(
      `/api/web/suggestion/restaurant/${restaurant.id}/2030-03-30T19:00/2`,
    );
    expect(before.find((slot) => slot.localTime === '2030-03-30T19:00')?.date).toBe(
      '2030-03-30T18:00:00.000Z',
    );
    const dstDay = await suggestions(
      `/api/web/suggestion/restaurant/${restaurant.id}/2030-03-31T19:00/2`,
    );
    expect(dstDay.find((slot) => slot.localTime === '2030-03-31T19:00')?.date).toBe(
      '2030-03-31T17:00:00.000Z',
    );
    const all = await suggestions(
      `/api/web/suggestion/restaurant/${restaurant.id}/2030-03-31T02:30/2/all`,
    );
    expect(all.some((slot) => slot.localTime.startsWith('2030-03-31T02:'))).toBe(false);
    const instants = all.map((slot) => Date.parse(slot.date));
    expect(instants).toEqual([...instants].sort((a, b) => a - b));
    expect(new Set(instants).size).toBe(instants.length);
    expect(all.find((slot) => slot.localTime === '2030-03-31T03:00')?.date).toBe(
      '2030-03-31T01:00:00.000Z',
    );
    // A target inside the skipped hour still gets suggestions, not an error.
    const inGap = await suggestions(
      `/api/web/suggestion/restaurant/${restaurant.id}/2030-03-31T02:30/2`,
    );
    expect(inGap).toHaveLength(5);
  });

  it('answers 404 for an unknown restaurant and 400 naming the field for bad input', async () => {
    const unknown = await t.app.inject({
      url: '/api/web/suggestion/restaurant/2000000000/2030-03-05T19:00/2',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not_found');

    const bad: Array<[string, string]> = [
      ['abc/2030-03-05T19:00/2', 'restaurantId'],
      ['0/2030-03-05T19:00/2', 'restaurantId'],
      ['99999999999/2030-03-05T19:00/2', 'restaurantId'],
      ['1/2030-3-05T19:00/2', 'dateTime'],
      ['1/2030-02-30T19:00/2', 'dateTime'],
      ['1/2030-03-05T24:00/2', 'dateTime'],
      ['1/9999-12-31T23:59/2', 'dateTime'],
      ['1/2030-03-05T19:00/0', 'guests'],
      ['1/2030-03-05T19:00/-1', 'guests'],
      ['1/2030-03-05T19:00/101', 'guests'],
      ['1/2030-03-05T19:00/2.5', 'guests'],
      ['1/2030-03-05T19:00/two', 'guests'],
    ];
    for (const [path, field] of bad) {
      for (const suffix of ['', '/all', '/waitinglisttimes/v2']) {
        const res = await t.app.inject({ url: `/api/web/suggestion/restaurant/${path}${suffix}` });
        expect(res.statusCode, `${path}${suffix}`).toBe(400);
        expect(res.json()).toMatchObject({ code: 'validation_failed', fields: [field] });
      }
    }
    // Fastify refuses over-long path parameters itself (414) before any handler runs.
    const huge = await t.app.inject({
      url: `/api/web/suggestion/restaurant/1/${'9'.repeat(5000)}/2`,
    });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
  });
});

describe('concurrent suggestion requests (their live reads share one statement)', () => {
  it('answer each request for its own restaurant, date, party and bookings', async () => {
    const full = await oneTableRestaurant();
    await createBooking(t.database.db, {
      restaurantId: full.restaurant.id,
      tableIds: [full.tableId('S1')],
      startAt: new Date('2030-03-05T19:00:00Z'),
      endAt: new Date('2030-03-05T21:00:00Z'),
      status: 'confirmed',
    });
    const empty = await oneTableRestaurant();
    const urls = [
      `/api/web/suggestion/restaurant/${full.restaurant.id}/2030-03-05T19:00/2/all`,
      `/api/web/suggestion/restaurant/${empty.restaurant.id}/2030-03-05T19:00/2/all`,
      `/api/web/suggestion/restaurant/${full.restaurant.id}/2030-03-06T19:00/2/all`,
      `/api/web/suggestion/restaurant/${full.restaurant.id}/2030-03-05T19:00/2`,
      `/api/web/suggestion/restaurant/${empty.restaurant.id}/2030-03-05T12:00/1`,
      `/api/web/suggestion/restaurant/${full.restaurant.id}/2030-03-05T19:00/3/all`,
    ];
    const oneByOne = [];
    for (const url of urls) oneByOne.push(await suggestions(url));
    const together = await Promise.all(urls.map((url) => suggestions(url)));
    expect(together).toEqual(oneByOne);
    // The booking shows only where it should: restaurant `full`, 5 March.
    expect(at(together[0] ?? [], '2030-03-05T19:00:00.000Z')?.isTableAvailable).toBe(false);
    expect(at(together[1] ?? [], '2030-03-05T19:00:00.000Z')?.isTableAvailable).toBe(true);
    expect(at(together[2] ?? [], '2030-03-06T19:00:00.000Z')?.isTableAvailable).toBe(true);
  });
});
