// Property: after any sequence of reserves, confirmations, cancellations, lapsed holds swept
// away and settings changes, once the refresher has caught up the availability index says
// exactly what the engine says: for every day of the horizon tried here, every party size and
// every sitting start, "a party of g can book at s" in the index (with the lead time and the
// booking window applied as search applies them) equals the engine's isAvailable.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../src/db/client.ts';
import { sweepExpiredHolds } from '../../src/jobs/hold-sweeper.ts';
import { settleAvailabilityIndex } from '../helpers/availability-index.ts';
import { engineAnswer, indexAnswer } from './answers.ts';
import {
  createBearer,
  createBookingRestaurant,
  createTestClock,
} from '../helpers/booking-factories.ts';
import { rowsOf } from '../helpers/sql.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const DAYS = ['2030-03-01', '2030-03-02', '2030-03-03'];
const MINUTE_MS = 60_000;
/** Every run on PGlite reserves and refreshes dozens of times; a busy machine needs room. */
const TIMEOUT_MS = 240_000;

const clock = createTestClock('2030-03-01T12:00:00Z');
let t: TestApp;
let bearer: string;
beforeAll(async () => {
  t = await buildTestApp({ clock, env: { RESERVE_RATE_LIMIT_MAX: '100000' } });
  bearer = await createBearer(t.database.db, clock);
});
afterAll(async () => {
  await t.close();
});

const quarterTime = fc
  .integer({ min: 44, max: 88 })
  .map(
    (q) => `${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')}`,
  );

const action = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('reserve' as const),
      day: fc.constantFrom(...DAYS),
      time: quarterTime,
      guests: fc.integer({ min: 1, max: 7 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('confirm' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('time passes' as const),
      minutes: fc.integer({ min: 1, max: 20 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('last seating' as const),
      time: fc.constantFrom('19:00', '20:30', '21:00'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('close day' as const),
      day: fc.constantFrom(...DAYS),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('toggle table' as const), pick: fc.nat() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('rules' as const),
      maxParty: fc.integer({ min: 4, max: 8 }),
      pacing: fc.constantFrom(null, 6, 12),
      leadMinutes: fc.constantFrom(0, 60, 240),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('refresh' as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('long sittings' as const),
      minutes: fc.constantFrom(90, 150, 180),
    }),
  },
);
type Action = Exclude<typeof action extends fc.Arbitrary<infer A> ? A : never, { kind: 'refresh' }>;

async function bookingsIn(db: AppDatabase, restaurantId: number, status: string) {
  return rowsOf<{ id: number }>(
    db,
    sql`select id from bookings where restaurant_id = ${restaurantId} and status = ${status}
      order by id`,
  );
}

async function apply(restaurant: { id: number; tableIds: number[] }, step: Action) {
  const db = t.database.db;
  switch (step.kind) {
    case 'reserve': {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/web/booking/reserve/',
        headers: { authorization: bearer },
        payload: {
          date: `${step.day}T${step.time}`,
          guests: step.guests,
          restaurantId: restaurant.id,
          eventId: null,
          source: 2,
          menus: [],
          isWaitingListWhenFullyBooked: false,
          isWaitingList: false,
        },
      });
      expect([200, 400]).toContain(res.statusCode);
      return;
    }
    case 'confirm':
    case 'cancel': {
      const candidates = await bookingsIn(
        db,
        restaurant.id,
        step.kind === 'confirm' ? 'held' : 'confirmed',
      );
      const chosen = candidates[step.pick % Math.max(1, candidates.length)];
      if (!chosen) return;
      if (step.kind === 'confirm') {
        await db.execute(sql`update bookings set status = 'confirmed' where id = ${chosen.id}`);
      } else {
        await db.transaction(async (tx) => {
          await tx.execute(sql`update bookings set status = 'cancelled' where id = ${chosen.id}`);
          await tx.execute(sql`delete from booking_tables where booking_id = ${chosen.id}`);
        });
      }
      return;
    }
    case 'time passes':
      clock.advance(step.minutes * MINUTE_MS);
      await sweepExpiredHolds(db, clock.now());
      return;
    case 'last seating':
      await db.execute(
        sql`update opening_hours set last_seating = ${step.time} where restaurant_id = ${restaurant.id}`,
      );
      return;
    case 'close day':
      await db.execute(sql`
        insert into special_days (restaurant_id, date, closed) values (${restaurant.id}, ${step.day}, true)
        on conflict (restaurant_id, date) do update set closed = not special_days.closed`);
      return;
    case 'toggle table': {
      const tableId = restaurant.tableIds[step.pick % restaurant.tableIds.length];
      await db.execute(
        sql`update tables set bookable_online = not bookable_online where id = ${tableId}`,
      );
      return;
    }
    case 'rules':
      await db.execute(sql`
        update restaurants set max_online_party_size = ${step.maxParty},
          pacing_max_covers_per_slot = ${step.pacing}, lead_time_minutes = ${step.leadMinutes}
        where id = ${restaurant.id}`);
      return;
    case 'long sittings':
      await db.execute(sql`
        insert into duration_rules (restaurant_id, min_guests, max_guests, minutes)
        values (${restaurant.id}, 5, 20, ${step.minutes})`);
      return;
  }
}

describe('the availability index', () => {
  it(
    'agrees with the engine after any sequence of bookings and settings changes',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 14 }), async (steps) => {
          clock.set('2030-03-01T12:00:00Z');
          const restaurant = await createBookingRestaurant(t.database.db, {
            tables: [
              { min: 1, max: 2 },
              { min: 2, max: 4 },
              { min: 2, max: 4 },
              { min: 4, max: 6 },
            ],
            combinations: [{ tables: [1, 2], min: 5, max: 8 }],
            overrides: { maxOnlinePartySize: 8 },
          });
          // Built once before the steps, and again whenever a step says so: every later change
          // reaches the index only through the marks its writes leave.
          await settleAvailabilityIndex(t.database.db, clock.now());
          for (const step of steps) {
            if (step.kind === 'refresh') await settleAvailabilityIndex(t.database.db, clock.now());
            else await apply(restaurant, step);
          }
          await settleAvailabilityIndex(t.database.db, clock.now());
          const now = clock.now();
          expect(await indexAnswer(t.database.db, restaurant.id, DAYS, now)).toEqual(
            await engineAnswer(t.database.db, restaurant.id, DAYS, now),
          );
        }),
        { numRuns: 30 },
      );
    },
    TIMEOUT_MS,
  );
});
