import { randomUUID } from 'node:crypto';
import { CompleteResult, ReserveResponse, TableOfferAnswer } from '@dekka/contracts/booking';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sweepExpiredHolds } from '../../src/jobs/hold-sweeper.ts';
import { offerFreedTables } from '../../src/modules/booking-lifecycle/table-offers.ts';
import { useAppWithOutbox } from '../helpers/app-with-outbox.ts';
import {
  createBearer,
  createBookingRestaurant,
  createTestClock,
} from '../helpers/booking-factories.ts';
import { rowsOf } from '../helpers/sql.ts';
import { bookingClient, completeBody } from './booking-client.ts';

const START = '2030-03-01T12:00:00Z';
const clock = createTestClock(START);
const SITTING = '2030-03-04T19:00';

type Command =
  | { kind: 'cancel'; pick: number }
  | { kind: 'accept'; pick: number }
  | { kind: 'decline'; pick: number }
  | { kind: 'lapse' }
  | { kind: 'reserve' }
  | { kind: 'offer' };

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('accept' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('decline' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'lapse' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'reserve' as const }) },
  { weight: 3, arbitrary: fc.constant({ kind: 'offer' as const }) },
);

/**
 * Cancellations, accepts, declines, lapses, online reserves and offer rounds at one sitting, two
 * at a time (two cancellations at once, an accept racing a lapse, a diner reserving the table
 * online as it frees up), with every invariant of docs/decisions/063-waiting-list-offers.md
 * checked after each pair.
 */
describe('waiting-list offers (property)', () => {
  // Its own database on PostgreSQL: offer rounds take every freed table of the database.
  // Hundreds of requests from one address in a few seconds: the per-address limit is not tested here.
  const app = useAppWithOutbox(clock, { env: { RATE_LIMIT_MAX: '100000' } });

  async function check(restaurantId: number, now: Date) {
    const db = app.t.database.db;
    const at = now.toISOString();
    // Never two parties on a table: occupying rows (confirmed or a live hold) never overlap.
    const [doubled] = await rowsOf<{ n: number }>(
      db,
      sql`with active as (
          select bt.table_id, b.id, bt.period from bookings b
          join booking_tables bt on bt.booking_id = b.id
          where b.restaurant_id = ${restaurantId}
            and (b.status = 'confirmed' or (b.status = 'held' and b.hold_expires_at > ${at}))
        )
        select count(*)::int as n from active x join active y
          on x.table_id = y.table_id and x.id < y.id and x.period && y.period`,
    );
    expect(doubled?.n).toBe(0);
    // Never two live offers of one table, nor two of one entry.
    const [twice] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from table_offers x join table_offers y
        on x.id < y.id and x.status = 'live' and y.status = 'live'
          and (x.booking_id = y.booking_id or (x.table_id = y.table_id and x.period && y.period))
        where x.restaurant_id = ${restaurantId}`,
    );
    expect(twice?.n).toBe(0);
    // A live offer holds its table for its entry, and the entry is the hold.
    const [unheld] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from table_offers o join bookings b on b.id = o.booking_id
        where o.restaurant_id = ${restaurantId} and o.status = 'live'
          and (b.status <> 'held' or not exists (select 1 from booking_tables bt
            where bt.booking_id = b.id and bt.table_id = o.table_id and bt.period = o.period))`,
    );
    expect(unheld?.n).toBe(0);
    // Every accepted offer is a booking on the freed table (unless cancelled since).
    const [lost] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from table_offers o join bookings b on b.id = o.booking_id
        where o.restaurant_id = ${restaurantId} and o.status = 'accepted'
          and not (b.status = 'cancelled' or (b.status = 'confirmed' and exists (
            select 1 from booking_tables bt
            where bt.booking_id = b.id and bt.table_id = o.table_id and bt.period = o.period)))`,
    );
    expect(lost?.n).toBe(0);
  }

  /** After a quiet offer round: no free table with an entry waiting that was never offered it. */
  async function unoffered(restaurantId: number): Promise<number> {
    const [row] = await rowsOf<{ n: number }>(
      app.t.database.db,
      sql`select count(*)::int as n from tables t join bookings b
          on b.restaurant_id = t.restaurant_id and b.status = 'waitlisted'
        where t.restaurant_id = ${restaurantId}
          and t.min_guests <= b.guests and b.guests <= t.max_guests
          and not exists (select 1 from booking_tables bt where bt.table_id = t.id
            and bt.period && tstzrange(b.start_at, b.end_at, '[)'))
          and not exists (select 1 from table_offers o
            where o.booking_id = b.id and o.table_id = t.id)`,
    );
    return row?.n ?? 0;
  }

  it('never seats two parties at a table, never offers a table twice, and books what was accepted', async () => {
    const db = app.t.database.db;
    const diner = bookingClient(app.t.app, await createBearer(db, clock));
    const book = async (restaurantId: number, isWaitingList: boolean) => {
      const res = await diner.reserve({
        date: SITTING,
        guests: 2,
        restaurantId,
        source: 2,
        menus: [],
        isWaitingList,
      });
      expect(res.statusCode, res.body).toBe(200);
      const { guid } = ReserveResponse.parse(res.json());
      if (!guid) return null;
      const done = await diner.complete(
        completeBody(guid, {
          bookingEmail: `p-${randomUUID().slice(0, 8)}@example.is`,
          isWaitingList,
        }),
      );
      expect(done.statusCode, done.body).toBe(200);
      return CompleteResult.parse(done.json()).response === 1 ? guid : null;
    };
    const answer = async (guid: string, choice: 'accept' | 'decline') => {
      const res = await app.t.app.inject({
        method: 'PUT',
        url: `/api/web/booking/offer/${guid}/${choice}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return TableOfferAnswer.parse(res.json());
    };

    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(command, command), { minLength: 3, maxLength: 8 }),
        async (pairs) => {
          clock.set(START);
          const r = await createBookingRestaurant(db, {
            tables: [
              { min: 1, max: 4 },
              { min: 1, max: 4 },
            ],
            overrides: { waitingListEnabled: true },
          });
          const booked: string[] = [];
          const waiting: string[] = [];
          for (let i = 0; i < 2; i += 1) {
            const guid = await book(r.id, false);
            if (guid) booked.push(guid);
          }
          for (let i = 0; i < 4; i += 1) {
            const guid = await book(r.id, true);
            if (guid) waiting.push(guid);
          }
          expect(booked).toHaveLength(2);
          expect(waiting).toHaveLength(4);
          const run = async (step: Command) => {
            const pick = (from: string[]) =>
              'pick' in step && from.length > 0 ? from[step.pick % from.length] : undefined;
            switch (step.kind) {
              case 'cancel': {
                const guid = pick([...booked, ...waiting]);
                if (guid) expect((await diner.cancel(guid)).statusCode).toBe(200);
                return;
              }
              case 'accept':
              case 'decline': {
                const guid = pick(waiting);
                if (guid) await answer(guid, step.kind);
                return;
              }
              case 'lapse':
                clock.advance(16 * 60_000);
                await sweepExpiredHolds(db, clock.now());
                return;
              case 'reserve': {
                const guid = await book(r.id, false);
                if (guid) booked.push(guid);
                return;
              }
              case 'offer':
                await offerFreedTables(db, clock.now());
                return;
            }
          };
          for (const [a, b] of pairs) {
            await Promise.all([run(a), run(b)]);
            await check(r.id, clock.now());
          }
          // Quiet now: every freed table has reached the entries it fits.
          await sweepExpiredHolds(db, clock.now());
          await offerFreedTables(db, clock.now());
          await check(r.id, clock.now());
          expect(await unoffered(r.id)).toBe(0);
        },
      ),
      { numRuns: 12 },
    );
  }, 60_000);
});
