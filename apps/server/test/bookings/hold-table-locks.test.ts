import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../src/db/client.ts';
import {
  createReserveRepository,
  type HoldValues,
} from '../../src/modules/bookings/reserve.repository.ts';
import { SqlState } from '../../src/db/sql-state.ts';
import { createBookingRestaurant } from '../helpers/booking-factories.ts';
import { queryRows, sqlState } from '../helpers/sql.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const NOW = new Date('2030-03-01T12:00:00Z');

function hold(restaurantId: number, from: string, to: string): HoldValues {
  return {
    restaurantId,
    eventId: null,
    eventOccurrenceId: null,
    startAt: new Date(from),
    endAt: new Date(to),
    guests: 2,
    status: 'held',
    isWaitingList: false,
    holdExpiresAt: new Date(NOW.getTime() + 300_000),
    source: 2,
    userId: null,
    idempotencyKey: null,
    caps: { perIdentity: 1000, perClient: 1000 },
    createdAt: NOW,
    updatedAt: NOW,
  };
}

/** Resolves once some other connection of this database waits for a lock. */
async function someoneWaitsForALock(db: AppDatabase): Promise<void> {
  for (;;) {
    const [row] = await queryRows(
      db,
      sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (row?.n !== 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Two inserts of overlapping rows under an exclusion constraint each write their index entry and
 * then wait for the other's transaction: PostgreSQL finds the deadlock only after
 * deadlock_timeout (1 s), and under a crowd of racers such waits chain into tens of seconds.
 * A hold therefore queues on a per-table lock before it writes anything.
 */
describe.runIf(process.env.DATABASE_URL)('holds for one table on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('queue behind each other instead of deadlocking', async () => {
    const r = await createBookingRestaurant(t.database.db);
    const table = r.tableIds;
    let second: Promise<unknown> | undefined;
    await t.database.db.transaction(async (tx) => {
      await createReserveRepository(tx).insertHold(
        hold(r.id, '2030-03-02T18:00Z', '2030-03-02T20:00Z'),
        [],
        table,
      );
      // Another diner asks for the same table over 19:00–21:00 while this transaction is open.
      second = createReserveRepository(t.database.db)
        .insertHold(hold(r.id, '2030-03-02T19:00Z', '2030-03-02T21:00Z'), [], table)
        .catch((error: unknown) => error);
      await someoneWaitsForALock(t.database.db);
      // 20:00–22:00 overlaps only the waiting diner's period. Had the waiting insert already
      // written its index entry, this one would wait for it while it waits for us: a deadlock.
      await createReserveRepository(tx).insertHold(
        hold(r.id, '2030-03-02T20:00Z', '2030-03-02T22:00Z'),
        [],
        table,
      );
    });
    expect(sqlState(await second)).toBe(SqlState.exclusionViolation);
  });

  it('count one holder’s live holds only after the holder’s earlier reserve has committed', async () => {
    const db = t.database.db;
    const [user] = await queryRows(
      db,
      sql`insert into users (is_anonymous, created_at, updated_at)
      values (true, now(), now()) returning id`,
    );
    const userId = String(user?.id);
    const capped = (restaurantId: number, from: string, to: string): HoldValues => ({
      ...hold(restaurantId, from, to),
      userId,
      clientKey: 'one-address',
      caps: { perIdentity: 1, perClient: 1000 },
    });
    const [a, b] = [await createBookingRestaurant(db), await createBookingRestaurant(db)];
    let second: Promise<unknown> | undefined;
    await db.transaction(async (tx) => {
      await createReserveRepository(tx).insertHold(
        capped(a.id, '2030-03-02T18:00Z', '2030-03-02T20:00Z'),
        [],
        a.tableIds,
      );
      // The same diner, another restaurant (no table in common), while the first is uncommitted.
      second = createReserveRepository(db)
        .insertHold(capped(b.id, '2030-03-02T18:00Z', '2030-03-02T20:00Z'), [], b.tableIds)
        .catch((error: unknown) => error);
      await someoneWaitsForALock(db);
    });
    // Without the holder's lock it would have counted before the first committed and passed.
    expect(sqlState(await second)).toBe(SqlState.tooManyHolds);
  });
});
