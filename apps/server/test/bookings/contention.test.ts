import { ReserveResponse } from '@dekka/contracts/booking';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app-types.ts';
import {
  createBearer,
  createBookingRestaurant,
  createTestClock,
} from '../helpers/booking-factories.ts';
import { queryRows } from '../helpers/sql.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { bookingRowCounts } from './booking-client.ts';

const RACERS = 200;
/** 200 reserves run one after another on PGlite; a busy CI machine needs headroom. */
const RACE_TIMEOUT_MS = 120_000;
const clock = createTestClock();
// The race is the point here, not the limiter: every racer shares one identity and one IP.
const env = { RESERVE_RATE_LIMIT_MAX: '100000' };

function race(apps: App[], bearer: string, body: Record<string, unknown>) {
  return Promise.all(
    Array.from({ length: RACERS }, (_, i) =>
      (apps[i % apps.length] ?? apps[0])?.inject({
        method: 'POST',
        url: '/api/web/booking/reserve/',
        headers: { authorization: bearer },
        payload: body,
      }),
    ),
  );
}

function tally(responses: Awaited<ReturnType<typeof race>>) {
  const statuses = responses.map((res) => res?.statusCode);
  const bodies = responses.map((res) => ReserveResponse.parse(res?.json()));
  return {
    non200: statuses.filter((status) => status !== 200).length,
    successes: bodies.filter((body) => body.success).length,
    failures: bodies.filter((body) => !body.success).length,
  };
}

/** No table may carry two overlapping rows: the invariant the exclusion constraint guards. */
async function overlaps(t: TestApp, restaurantId: number) {
  const rows = await queryRows(
    t.database.db,
    sql`select count(*)::int as n from booking_tables a
      join booking_tables b on a.table_id = b.table_id and a.booking_id < b.booking_id
        and a.period && b.period
      join tables t on t.id = a.table_id
      where t.restaurant_id = ${restaurantId}`,
  );
  return rows[0]?.n;
}

const body = (restaurantId: number, extra: Record<string, unknown> = {}) => ({
  date: '2030-03-02T19:00',
  guests: 2,
  restaurantId,
  eventId: null,
  source: 2,
  menus: [],
  ...extra,
});

describe(`${RACERS} simultaneous reserves for one free table`, () => {
  let t: TestApp;
  let bearer: string;
  beforeAll(async () => {
    t = await buildTestApp({ clock, env });
    bearer = await createBearer(t.database.db, clock);
  });
  afterAll(async () => {
    await t.close();
  });

  it(
    'gives the table to exactly one; the rest get success false, never a 5xx',
    async () => {
      const r = await createBookingRestaurant(t.database.db);
      const result = tally(await race([t.app], bearer, body(r.id)));
      expect(result).toEqual({ non200: 0, successes: 1, failures: RACERS - 1 });
      expect(await bookingRowCounts(t.database.db, r.id)).toMatchObject({
        bookings: 1,
        booking_tables: 1,
      });
      expect(await overlaps(t, r.id)).toBe(0);
    },
    RACE_TIMEOUT_MS,
  );

  it(
    'puts everyone else on the waiting list when they asked for it',
    async () => {
      const r = await createBookingRestaurant(t.database.db, {
        overrides: { waitingListEnabled: true },
      });
      const result = tally(
        await race([t.app], bearer, body(r.id, { isWaitingListWhenFullyBooked: true })),
      );
      expect(result).toEqual({ non200: 0, successes: RACERS, failures: 0 });
      const [counts] = await queryRows(
        t.database.db,
        sql`select count(*) filter (where not is_waiting_list)::int as tables,
        count(*) filter (where is_waiting_list)::int as waiting
        from bookings where restaurant_id = ${r.id}`,
      );
      expect(counts).toEqual({ tables: 1, waiting: RACERS - 1 });
      expect(await overlaps(t, r.id)).toBe(0);
    },
    RACE_TIMEOUT_MS,
  );
});

describe.runIf(process.env.DATABASE_URL)('two server instances on one PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // Each buildTestApp opens its own pg pool: two processes' worth of connections.
    a = await buildTestApp({ clock, env });
    b = await buildTestApp({ clock, env });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it(
    `lets exactly one of ${RACERS} reserves across both instances win the table`,
    async () => {
      const r = await createBookingRestaurant(a.database.db);
      const bearer = await createBearer(a.database.db, clock);
      const result = tally(await race([a.app, b.app], bearer, body(r.id)));
      expect(result).toEqual({ non200: 0, successes: 1, failures: RACERS - 1 });
      expect(await bookingRowCounts(b.database.db, r.id)).toMatchObject({
        bookings: 1,
        booking_tables: 1,
      });
      expect(await overlaps(a, r.id)).toBe(0);
    },
    RACE_TIMEOUT_MS,
  );

  it(
    'fills two tables with exactly two winners when both instances race',
    async () => {
      const r = await createBookingRestaurant(a.database.db, {
        tables: [
          { min: 1, max: 4 },
          { min: 1, max: 4 },
        ],
      });
      const bearer = await createBearer(a.database.db, clock);
      const result = tally(await race([a.app, b.app], bearer, body(r.id)));
      expect(result).toEqual({ non200: 0, successes: 2, failures: RACERS - 2 });
      expect(await overlaps(a, r.id)).toBe(0);
    },
    RACE_TIMEOUT_MS,
  );
});
