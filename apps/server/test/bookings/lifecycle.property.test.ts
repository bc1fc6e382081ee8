import { CancelResponse, CompleteResult, ReserveResponse } from '@dekka/contracts/booking';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepExpiredHolds } from '../../src/jobs/hold-sweeper.ts';
import {
  createBearer,
  createBookingRestaurant,
  createTestClock,
} from '../helpers/booking-factories.ts';
import { queryRows } from '../helpers/sql.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { bookingClient, completeBody } from './booking-client.ts';

const START = '2030-03-01T12:00:00Z';
const clock = createTestClock(START);

type Command =
  | { kind: 'reserve'; time: string; guests: number; fallback: boolean }
  | { kind: 'complete'; pick: number }
  | { kind: 'cancel'; pick: number }
  | { kind: 'advance'; minutes: number }
  | { kind: 'sweep' };

// Overlapping and touching sittings (120 minutes) on two tables, plus a party only the
// combination of both can seat, so holds, confirmations and combinations collide often.
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('reserve' as const),
      time: fc.constantFrom('18:00', '19:00', '19:30', '20:00', '21:00'),
      guests: fc.constantFrom(2, 4, 6),
      fallback: fc.boolean(),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('complete' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      minutes: fc.integer({ min: 1, max: 7 }),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'sweep' as const }) },
);

describe('booking lifecycle (property)', () => {
  let t: TestApp;
  let client: ReturnType<typeof bookingClient>;
  beforeAll(async () => {
    t = await buildTestApp({
      clock,
      env: { RESERVE_RATE_LIMIT_MAX: '100000', RATE_LIMIT_MAX: '100000' },
    });
    client = bookingClient(t.app, await createBearer(t.database.db, clock));
  });
  afterAll(async () => {
    await t.close();
  });

  /** Pairs of active bookings (live hold or confirmed) sharing a table in overlapping time. */
  async function doubleBookings(restaurantId: number): Promise<number> {
    const now = clock.now().toISOString();
    const rows = await queryRows(
      t.database.db,
      sql`with active as (
          select bt.table_id, b.id, tstzrange(b.start_at, b.end_at) as span
          from bookings b join booking_tables bt on bt.booking_id = b.id
          where b.restaurant_id = ${restaurantId}
            and (b.status = 'confirmed' or (b.status = 'held' and b.hold_expires_at > ${now}))
        )
        select count(*)::int as n from active x join active y
          on x.table_id = y.table_id and x.id < y.id and x.span && y.span`,
    );
    return Number(rows[0]?.n);
  }

  /** Confirmed table bookings that lost their tables. */
  async function confirmedWithoutTables(restaurantId: number): Promise<number> {
    const rows = await queryRows(
      t.database.db,
      sql`select count(*)::int as n from bookings b
        where b.restaurant_id = ${restaurantId} and b.status = 'confirmed'
          and not b.is_waiting_list
          and not exists (select 1 from booking_tables bt where bt.booking_id = b.id)`,
    );
    return Number(rows[0]?.n);
  }

  async function notStillCompleted(guids: string[]): Promise<string[]> {
    if (guids.length === 0) return [];
    const rows = await queryRows(
      t.database.db,
      sql`select guid::text as guid from bookings
        where guid::text in (${sql.join(
          guids.map((guid) => sql`${guid}`),
          sql`, `,
        )})
          and status not in ('confirmed', 'waitlisted')`,
    );
    return rows.map((row) => String(row.guid));
  }

  it('never double-books a table and never drops a confirmed booking’s table', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 6, maxLength: 15 }), async (commands) => {
        clock.set(START);
        const r = await createBookingRestaurant(t.database.db, {
          tables: [
            { min: 1, max: 4 },
            { min: 1, max: 4 },
          ],
          combinations: [{ tables: [0, 1], min: 5, max: 8 }],
          overrides: { waitingListEnabled: true },
        });
        const guids: string[] = [];
        // Bookings the API told us are complete: they must stay so until we cancel them.
        const completed = new Set<string>();
        for (const step of commands) {
          const pick = () =>
            'pick' in step && guids.length > 0 ? guids[step.pick % guids.length] : undefined;
          if (step.kind === 'reserve') {
            const res = await client.reserve({
              date: `2030-03-02T${step.time}`,
              guests: step.guests,
              restaurantId: r.id,
              eventId: null,
              source: 2,
              menus: [],
              isWaitingListWhenFullyBooked: step.fallback,
            });
            expect(res.statusCode).toBe(200);
            const { guid } = ReserveResponse.parse(res.json());
            if (guid) guids.push(guid);
          } else if (step.kind === 'complete') {
            const guid = pick();
            if (guid) {
              const res = await client.complete(completeBody(guid));
              expect(res.statusCode).toBe(200);
              if (CompleteResult.parse(res.json()).response === 1) completed.add(guid);
            }
          } else if (step.kind === 'cancel') {
            const guid = pick();
            if (guid) {
              const res = await client.cancel(guid);
              expect(res.statusCode).toBe(200);
              if (CancelResponse.parse(res.json()).success) completed.delete(guid);
            }
          } else if (step.kind === 'advance') {
            clock.advance(step.minutes * 60_000);
          } else {
            await sweepExpiredHolds(t.database.db, clock.now());
          }
          expect(await doubleBookings(r.id)).toBe(0);
          expect(await confirmedWithoutTables(r.id)).toBe(0);
          expect(await notStillCompleted([...completed])).toEqual([]);
        }
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
