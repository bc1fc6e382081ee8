import { ChangeResponse } from '@dekka/contracts/booking-change';
import { ReserveResponse } from '@dekka/contracts/booking';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBearer,
  createBookingRestaurant,
  createTestClock,
} from '../helpers/booking-factories.ts';
import { queryRows } from '../helpers/sql.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { bookingClient, completeBody } from './booking-client.ts';

const clock = createTestClock();

type Operation =
  | { kind: 'change'; which: 0 | 1; time: string; guests: number; key: string | null }
  | { kind: 'reserve'; time: string; guests: number };

const TIMES = ['18:00', '18:30', '19:00', '19:30', '20:00', '21:00'];

// Both bookings' changes and new reserves aim at the same few overlapping sittings on two
// tables (and their combination, for parties of 5 to 8), fired all at once.
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    kind: fc.constant('change' as const),
    which: fc.constantFrom(0 as const, 1 as const),
    time: fc.constantFrom(...TIMES),
    guests: fc.constantFrom(2, 4, 6),
    key: fc.option(fc.constantFrom('k1', 'k2'), { nil: null }),
  }),
  fc.record({
    kind: fc.constant('reserve' as const),
    time: fc.constantFrom(...TIMES),
    guests: fc.constantFrom(2, 4),
  }),
);

describe('changing a booking under concurrency (property)', () => {
  let t: TestApp;
  let client: ReturnType<typeof bookingClient>;
  beforeAll(async () => {
    t = await buildTestApp({
      clock,
      env: {
        RESERVE_RATE_LIMIT_MAX: '100000',
        RATE_LIMIT_MAX: '100000',
        HOLD_LIMIT_PER_IDENTITY: '100000',
        HOLD_LIMIT_PER_CLIENT: '100000',
      },
    });
    client = bookingClient(t.app, await createBearer(t.database.db, clock));
  });
  afterAll(async () => {
    await t.close();
  });

  async function book(restaurantId: number, time: string): Promise<string> {
    const { guid } = await client.reserveOk({
      date: `2030-03-05T${time}`,
      guests: 2,
      restaurantId,
      source: 2,
    });
    if (!guid) throw new Error('no table for the setup booking');
    await client.complete(completeBody(guid));
    return guid;
  }

  /** Bookings whose tables do not match them: wrong period, too few seats, or none at all. */
  async function misplaced(restaurantId: number) {
    return queryRows(
      t.database.db,
      sql`select b.guid from bookings b
        where b.restaurant_id = ${restaurantId} and b.status = 'confirmed'
          and (not exists (select 1 from booking_tables bt where bt.booking_id = b.id)
            or exists (select 1 from booking_tables bt where bt.booking_id = b.id
              and bt.period <> tstzrange(b.start_at, b.end_at, '[)'))
            or b.guests > (select coalesce(sum(t.max_guests), 0) from booking_tables bt
              join tables t on t.id = bt.table_id where bt.booking_id = b.id))`,
    );
  }

  async function doubleBooked(restaurantId: number) {
    const [row] = await queryRows(
      t.database.db,
      sql`select count(*)::int as n from booking_tables a
        join booking_tables b on a.table_id = b.table_id and a.booking_id < b.booking_id
          and a.period && b.period
        join bookings x on x.id = a.booking_id
        where x.restaurant_id = ${restaurantId}`,
    );
    return Number(row?.n);
  }

  async function placing(guid: string) {
    const [row] = await queryRows(
      t.database.db,
      sql`select to_char(b.start_at at time zone 'UTC', 'HH24:MI') as time, b.guests,
        b.status, (select count(*) from booking_changes c where c.booking_id = b.id)::int
          as changes
        from bookings b where b.guid = ${guid}`,
    );
    return row as { time: string; guests: number; status: string; changes: number };
  }

  it('never gives two bookings one table, never loses a booking, never half-moves one', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 2, maxLength: 6 }), async (operations) => {
        const r = await createBookingRestaurant(t.database.db, {
          tables: [
            { min: 1, max: 4 },
            { min: 1, max: 4 },
          ],
          combinations: [{ tables: [0, 1], min: 5, max: 8 }],
        });
        const guids = [await book(r.id, '19:00'), await book(r.id, '20:00')];
        const results = await Promise.all(
          operations.map(async (op) => {
            if (op.kind === 'reserve') {
              const res = await client.reserve({
                date: `2030-03-05T${op.time}`,
                guests: op.guests,
                restaurantId: r.id,
                source: 2,
              });
              expect(res.statusCode).toBe(200);
              return { op, ok: ReserveResponse.parse(res.json()).success };
            }
            const res = await t.app.inject({
              method: 'PUT',
              url: '/api/web/booking/change/',
              payload: {
                guid: guids[op.which],
                dateTime: `2030-03-05T${op.time}`,
                guests: op.guests,
              },
              headers: op.key ? { 'idempotency-key': op.key } : {},
            });
            // A change that kept losing the race to other changes of the same booking.
            if (res.statusCode === 409) return { op, ok: false };
            expect(res.statusCode).toBe(200);
            const body = ChangeResponse.parse(res.json());
            return { op, ok: body.success, message: body.message };
          }),
        );

        expect(await doubleBooked(r.id)).toBe(0);
        expect(await misplaced(r.id)).toEqual([]);
        for (const which of [0, 1] as const) {
          const guid = guids[which];
          if (!guid) throw new Error('setup');
          const now = await placing(guid);
          expect(now.status).toBe('confirmed');
          // Where it is now: where it started, or where a change that succeeded put it.
          const moved = results.filter(
            (result) =>
              result.op.kind === 'change' &&
              result.op.which === which &&
              result.ok &&
              result.message === 'changed',
          );
          const places = [
            which === 0 ? '19:00/2' : '20:00/2',
            ...moved.map((result) => `${result.op.time}/${result.op.guests}`),
          ];
          expect(places).toContain(`${now.time}/${now.guests}`);
          // Every change it recorded was one a caller was told about.
          expect(now.changes).toBeLessThanOrEqual(moved.length);
          if (moved.length > 0) expect(now.changes).toBeGreaterThan(0);
        }
      }),
      { numRuns: 25 },
    );
  }, 180_000);
});
