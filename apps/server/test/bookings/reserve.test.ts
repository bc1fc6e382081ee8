import { randomUUID } from 'node:crypto';
import { ReserveResponse } from '@dekka/contracts/booking';
import { ErrorResponse } from '@dekka/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBearer,
  createBookingRestaurant,
  createEventWithOccurrence,
  createMenu,
  createTestClock,
} from '../helpers/booking-factories.ts';
import { createTokenService } from '../../src/modules/auth/auth-tokens.ts';
import { buildTestApp, TEST_JWT_SECRET, type TestApp } from '../helpers/test-app.ts';
import { bookingClient, bookingRowCounts, bookingState } from './booking-client.ts';

const MINUTE = 60_000;
const clock = createTestClock();

describe('POST /api/web/booking/reserve', () => {
  let t: TestApp;
  let bearer: string;
  let client: ReturnType<typeof bookingClient>;
  beforeAll(async () => {
    t = await buildTestApp({ clock, env: { RESERVE_RATE_LIMIT_MAX: '1000' } });
    bearer = await createBearer(t.database.db, clock);
    client = bookingClient(t.app, bearer);
  });
  afterAll(async () => {
    await t.close();
  });

  const body = (restaurantId: number, overrides: Record<string, unknown> = {}) => ({
    date: '2030-03-02T19:00',
    guests: 2,
    restaurantId,
    eventId: null,
    source: 2,
    menus: [],
    isWaitingListWhenFullyBooked: false,
    isWaitingList: false,
    ...overrides,
  });

  it('holds the smallest free table for 5 minutes', async () => {
    const r = await createBookingRestaurant(t.database.db, {
      tables: [
        { min: 1, max: 6 },
        { min: 1, max: 2 },
      ],
    });
    const res = await client.reserveOk(body(r.id));
    expect(res.success).toBe(true);
    expect(res.guid).toMatch(/^[0-9a-f-]{36}$/);
    expect(await bookingState(t.database.db, res.guid ?? '')).toMatchObject({
      status: 'held',
      isWaitingList: false,
      tables: 1,
    });
    const info = await client.infoForComplete(res.guid ?? '');
    expect(info.json()).toMatchObject({
      start: '2030-03-02T19:00:00.000Z',
      guests: 2,
      holdExpiresAt: new Date(clock.now().getTime() + 5 * MINUTE).toISOString(),
    });
  });

  it('accepts dateTime as an alias of date', async () => {
    const r = await createBookingRestaurant(t.database.db);
    const { date, ...rest } = body(r.id);
    const res = await client.reserveOk({ ...rest, dateTime: date });
    expect(res.success).toBe(true);
  });

  it('seats a party only a combination fits at that combination', async () => {
    const r = await createBookingRestaurant(t.database.db, {
      tables: [
        { min: 1, max: 4 },
        { min: 1, max: 4 },
      ],
      combinations: [{ tables: [0, 1], min: 5, max: 8 }],
    });
    const res = await client.reserveOk(body(r.id, { guests: 7 }));
    expect(res.success).toBe(true);
    expect(await bookingState(t.database.db, res.guid ?? '')).toMatchObject({ tables: 2 });
  });

  it('answers success false when no table is free, and a waiting-list entry when asked', async () => {
    const r = await createBookingRestaurant(t.database.db, {
      overrides: { waitingListEnabled: true },
    });
    expect((await client.reserveOk(body(r.id))).success).toBe(true);
    expect(await client.reserveOk(body(r.id))).toEqual({ success: false, guid: null });
    // The sitting is 120 minutes: 20:45 overlaps the 19:00 hold, 21:00 does not.
    expect((await client.reserveOk(body(r.id, { date: '2030-03-02T20:45' }))).success).toBe(false);
    expect((await client.reserveOk(body(r.id, { date: '2030-03-02T21:00' }))).success).toBe(true);

    const waiting = await client.reserveOk(body(r.id, { isWaitingListWhenFullyBooked: true }));
    expect(waiting.success).toBe(true);
    expect(await bookingState(t.database.db, waiting.guid ?? '')).toMatchObject({
      status: 'held',
      isWaitingList: true,
      tables: 0,
    });
  });

  it('joins the waiting list directly only where the restaurant keeps one', async () => {
    const without = await createBookingRestaurant(t.database.db);
    expect(await client.reserveOk(body(without.id, { isWaitingList: true }))).toEqual({
      success: false,
      guid: null,
    });
    const withList = await createBookingRestaurant(t.database.db, {
      overrides: { waitingListEnabled: true },
    });
    expect((await client.reserveOk(body(withList.id))).success).toBe(true);
    const res = await client.reserveOk(body(withList.id, { isWaitingList: true }));
    expect(await bookingState(t.database.db, res.guid ?? '')).toMatchObject({
      isWaitingList: true,
      tables: 0,
    });
  });

  it('keeps the waiting list for times that are full, not for times with a free table', async () => {
    const r = await createBookingRestaurant(t.database.db, {
      overrides: { waitingListEnabled: true },
    });
    expect(await client.reserveOk(body(r.id, { isWaitingList: true }))).toEqual({
      success: false,
      guid: null,
    });
    expect(await bookingRowCounts(t.database.db, r.id)).toMatchObject({ bookings: 0 });
  });

  it('keeps the restaurant’s online party limit on the waiting list too', async () => {
    const r = await createBookingRestaurant(t.database.db, {
      overrides: { waitingListEnabled: true, maxOnlinePartySize: 4 },
    });
    expect((await client.reserveOk(body(r.id))).success).toBe(true);
    for (const asked of [{ isWaitingList: true }, { isWaitingListWhenFullyBooked: true }]) {
      expect(
        await client.reserveOk(body(r.id, { ...asked, guests: 6 })),
        JSON.stringify(asked),
      ).toEqual({
        success: false,
        guid: null,
      });
    }
    expect(await bookingRowCounts(t.database.db, r.id)).toMatchObject({ bookings: 1 });
  });

  it('refuses times that are not slots: closed hours, past last seating, inside lead time, off the grid', async () => {
    const r = await createBookingRestaurant(t.database.db);
    for (const date of [
      '2030-03-02T08:00',
      '2030-03-02T21:15',
      '2030-03-01T12:30',
      '2030-03-02T19:07',
      '2031-03-02T19:00',
    ]) {
      expect(await client.reserveOk(body(r.id, { date }))).toEqual({ success: false, guid: null });
    }
    expect(await client.reserveOk(body(r.id, { guests: 13 }))).toEqual({
      success: false,
      guid: null,
    });
    expect(await bookingRowCounts(t.database.db, r.id)).toMatchObject({ bookings: 0 });
  });

  it('reads the date as wall-clock time in the restaurant’s zone, across a DST change', async () => {
    // Oslo springs forward on Sunday 2030-03-31: 19:00 is 18:00Z on Saturday, 17:00Z on Sunday.
    const r = await createBookingRestaurant(t.database.db, {
      overrides: { timeZone: 'Europe/Oslo', country: 'no', currency: 'NOK', locale: 'nb-NO' },
    });
    for (const [date, start] of [
      ['2030-03-30T19:00', '2030-03-30T18:00:00.000Z'],
      ['2030-03-31T19:00', '2030-03-31T17:00:00.000Z'],
    ] as const) {
      const res = await client.reserveOk(body(r.id, { date }));
      expect(res.success).toBe(true);
      const info = await client.infoForComplete(res.guid ?? '');
      expect(info.json()).toMatchObject({ start });
    }
    // 02:30 does not exist that night (and is outside opening hours anyway).
    expect((await client.reserveOk(body(r.id, { date: '2030-03-31T02:30' }))).success).toBe(false);
  });

  it('frees an expired hold for the next reserve before the sweeper runs', async () => {
    const r = await createBookingRestaurant(t.database.db);
    const first = await client.reserveOk(body(r.id));
    expect((await client.reserveOk(body(r.id))).success).toBe(false);
    clock.advance(5 * MINUTE + 1);
    try {
      const second = await client.reserveOk(body(r.id));
      expect(second.success).toBe(true);
      expect(await bookingState(t.database.db, first.guid ?? '')).toMatchObject({
        status: 'expired',
        tables: 0,
      });
    } finally {
      clock.advance(-(5 * MINUTE + 1));
    }
  });

  it('returns the first result for a retried Idempotency-Key, without a second hold', async () => {
    const r = await createBookingRestaurant(t.database.db, {
      tables: [
        { min: 1, max: 4 },
        { min: 1, max: 4 },
      ],
    });
    const headers = { 'idempotency-key': 'retry-123' };
    const [a, b] = await Promise.all([
      client.reserve(body(r.id), headers),
      client.reserve(body(r.id), headers),
    ]);
    const c = await client.reserve(body(r.id), headers);
    const guids = [a, b, c].map((res) => ReserveResponse.parse(res.json()).guid);
    expect(new Set(guids).size).toBe(1);
    expect(guids[0]).not.toBeNull();
    expect(await bookingRowCounts(t.database.db, r.id)).toMatchObject({
      bookings: 1,
      booking_tables: 1,
    });
  });

  describe('menus', () => {
    it('stores a valid selection and seats the party on the menus’ floor plan', async () => {
      const r = await createBookingRestaurant(t.database.db, {
        floorPlans: 2,
        tables: [
          { min: 1, max: 4, floorPlan: 0 },
          { min: 1, max: 4, floorPlan: 1 },
        ],
      });
      const terrace = r.floorPlanIds[1] ?? 0;
      const menu = await createMenu(t.database.db, r.id, { floorPlanIds: [terrace] });
      const res = await client.reserveOk(body(r.id, { menus: [{ id: menu.id, count: 2 }] }));
      expect(res.success).toBe(true);
      // Only the terrace table serves that menu: with it taken, the indoor table does not count.
      const again = await client.reserveOk(body(r.id, { menus: [{ id: menu.id, count: 2 }] }));
      expect(again.success).toBe(false);
      expect(await bookingRowCounts(t.database.db, r.id)).toMatchObject({
        bookings: 1,
        booking_menus: 1,
      });
    });

    it.each([
      ['more menus than guests', (m: MenuIds) => [{ id: m.plain, count: 3 }], /party is 2/],
      ['below the menu minimum', (m: MenuIds) => [{ id: m.minThree, count: 2 }], /at least 3/],
      [
        'an exclusive menu with another',
        (m: MenuIds) => [
          { id: m.exclusive, count: 1 },
          { id: m.plain, count: 1 },
        ],
        /exclusive/,
      ],
      [
        'an exclusive menu for part of the party',
        (m: MenuIds) => [{ id: m.exclusive, count: 1 }],
        /exclusive/,
      ],
      [
        'menus on different floor plans',
        (m: MenuIds) => [
          { id: m.indoor, count: 1 },
          { id: m.terrace, count: 1 },
        ],
        /same area/,
      ],
      [
        'a menu of another restaurant',
        (m: MenuIds) => [{ id: m.foreign, count: 1 }],
        /not offered/,
      ],
    ])('refuses %s with 400 invalid_menu_selection', async (_name, pick, message) => {
      const { r, ids } = await menuRestaurant();
      const res = await client.reserve(body(r.id, { menus: pick(ids) }));
      expect(res.statusCode).toBe(400);
      const error = ErrorResponse.parse(res.json());
      expect(error.code).toBe('invalid_menu_selection');
      expect(error.message).toMatch(message);
      expect(await bookingRowCounts(t.database.db, r.id)).toMatchObject({ bookings: 0 });
    });

    it('requires a menu for every guest where the restaurant makes menus mandatory', async () => {
      const r = await createBookingRestaurant(t.database.db, {
        overrides: { onlineMenuMandatory: true },
      });
      const menu = await createMenu(t.database.db, r.id);
      const partial = await client.reserve(body(r.id, { menus: [{ id: menu.id, count: 1 }] }));
      expect(partial.statusCode).toBe(400);
      expect(ErrorResponse.parse(partial.json()).message).toMatch(/requires a menu/);
      const full = await client.reserveOk(body(r.id, { menus: [{ id: menu.id, count: 2 }] }));
      expect(full.success).toBe(true);
    });
  });

  type MenuIds = Record<
    'plain' | 'minThree' | 'exclusive' | 'indoor' | 'terrace' | 'foreign',
    number
  >;

  async function menuRestaurant() {
    const db = t.database.db;
    const r = await createBookingRestaurant(db, { floorPlans: 2 });
    const other = await createBookingRestaurant(db);
    const ids: MenuIds = {
      plain: (await createMenu(db, r.id)).id,
      minThree: (await createMenu(db, r.id, { minGuests: 3 })).id,
      exclusive: (await createMenu(db, r.id, { isExclusive: true })).id,
      indoor: (await createMenu(db, r.id, { floorPlanIds: [r.floorPlanIds[0] ?? 0] })).id,
      terrace: (await createMenu(db, r.id, { floorPlanIds: [r.floorPlanIds[1] ?? 0] })).id,
      foreign: (await createMenu(db, other.id)).id,
    };
    return { r, ids };
  }

  describe('events', () => {
    it('sells tickets up to the occurrence capacity and no further', async () => {
      const r = await createBookingRestaurant(t.database.db, {
        tables: [
          { min: 1, max: 4 },
          { min: 1, max: 4 },
          { min: 1, max: 4 },
        ],
      });
      const { eventId } = await createEventWithOccurrence(t.database.db, r.id, {
        startsAt: '2030-03-02T18:00:00Z',
        endsAt: '2030-03-02T23:00:00Z',
        ticketCapacity: 5,
      });
      const results = await Promise.all(
        [1, 2, 3].map(() => client.reserveOk(body(r.id, { eventId, guests: 2 }))),
      );
      expect(results.filter((res) => res.success)).toHaveLength(2);
    });

    it('answers 404 for an event of another restaurant', async () => {
      const r = await createBookingRestaurant(t.database.db);
      const other = await createBookingRestaurant(t.database.db);
      const { eventId } = await createEventWithOccurrence(t.database.db, other.id, {
        startsAt: '2030-03-02T18:00:00Z',
        endsAt: '2030-03-02T23:00:00Z',
        ticketCapacity: 5,
      });
      const res = await client.reserve(body(r.id, { eventId }));
      expect(res.statusCode).toBe(404);
    });
  });

  describe('bad input', () => {
    it('needs a bearer token', async () => {
      const r = await createBookingRestaurant(t.database.db);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/web/booking/reserve/',
        payload: body(r.id),
      });
      expect(res.statusCode).toBe(401);
      expect(await bookingRowCounts(t.database.db, r.id)).toMatchObject({ bookings: 0 });
    });

    it.each([
      ['negative guests', { guests: -2 }, 'guests'],
      ['zero guests', { guests: 0 }, 'guests'],
      ['guests as text', { guests: 'two' }, 'guests'],
      ['a malformed date', { date: '02.03.2030 19:00' }, 'date'],
      ['an impossible date', { date: '2030-02-30T19:00' }, 'date'],
      ['an impossible hour', { date: '2030-03-02T25:00' }, 'date'],
      ['no date at all', { date: undefined }, 'date'],
      ['a date string far too long', { date: 'x'.repeat(5000) }, 'date'],
      ['an unknown source', { source: 1 }, 'source'],
      ['a negative menu count', { menus: [{ id: 1, count: -1 }] }, 'menus.0.count'],
      ['restaurantId as text', { restaurantId: 'abc' }, 'restaurantId'],
    ])('answers 400 for %s and writes nothing', async (_name, overrides, field) => {
      const r = await createBookingRestaurant(t.database.db);
      const res = await client.reserve(body(r.id, overrides));
      expect(res.statusCode).toBe(400);
      const error = ErrorResponse.parse(res.json());
      expect(error.code).toBe('validation_failed');
      expect(`${(error.fields ?? []).join(',')} ${error.message}`).toContain(field);
      expect(await bookingRowCounts(t.database.db, r.id)).toMatchObject({ bookings: 0 });
    });

    it('answers 401 for a valid token whose user no longer exists, writing nothing', async () => {
      const r = await createBookingRestaurant(t.database.db);
      const tokens = createTokenService({ secret: TEST_JWT_SECRET, clock });
      const { token } = await tokens.issue({ userId: randomUUID(), isAnonymous: true });
      const res = await bookingClient(t.app, `Bearer ${token}`).reserve(body(r.id));
      expect(res.statusCode).toBe(401);
      expect(await bookingRowCounts(t.database.db, r.id)).toMatchObject({ bookings: 0 });
    });

    it('answers 404 for an unknown restaurant', async () => {
      const res = await client.reserve(body(2_000_000_000));
      expect(res.statusCode).toBe(404);
      expect(ErrorResponse.parse(res.json()).code).toBe('not_found');
    });

    it('refuses an Idempotency-Key over 200 characters', async () => {
      const r = await createBookingRestaurant(t.database.db);
      const res = await client.reserve(body(r.id), { 'idempotency-key': 'k'.repeat(201) });
      expect(res.statusCode).toBe(400);
      expect(await bookingRowCounts(t.database.db, r.id)).toMatchObject({ bookings: 0 });
    });
  });
});
