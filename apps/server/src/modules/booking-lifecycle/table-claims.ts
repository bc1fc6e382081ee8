import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { intArray } from '../../db/prepared-query.ts';
import { bookingTables } from '../../db/schema.ts';

/**
 * What a booking occupies: its booking_tables rows, one per table for the booked period. The
 * diner's reserve and change and the staff's guest list all claim tables under the same
 * per-table advisory locks, so writers racing for one table queue instead of deadlocking; the
 * exclusion constraint refuses (23P01) a table someone else has. Each function runs on the
 * executor it is given: the caller's transaction, or a savepoint of it.
 */

/** The first key of the two-key advisory locks that queue holds per table (the second: its id). */
export const TABLE_LOCK_SPACE = 471_120;

/** `[start, end)` in the text form PostgreSQL parses as a tstzrange. */
export function periodLiteral(start: Date, end: Date): string {
  return `[${start.toISOString()},${end.toISOString()})`;
}

/** The tables the booking has now. */
export async function tableIdsOf(db: AppDatabase, bookingId: number): Promise<number[]> {
  const rows = await db
    .select({ tableId: bookingTables.tableId })
    .from(bookingTables)
    .where(eq(bookingTables.bookingId, bookingId));
  return rows.map((row) => row.tableId);
}

/**
 * Takes the per-table advisory locks (sorted) before a move touches any table row: a move
 * that deleted its old rows and then queued for a lock another transaction holds while that
 * one waits on the deleted rows would deadlock.
 */
export async function lockTables(db: AppDatabase, tableIds: readonly number[]): Promise<void> {
  const sorted = intArray([...new Set(tableIds)].sort((a, b) => a - b));
  await db.execute(sql`
    select pg_advisory_xact_lock(${TABLE_LOCK_SPACE}, wanted.table_id)
    from unnest(${sorted}::int[]) as wanted(table_id)
    order by wanted.table_id`);
}

/**
 * Seats the booking at `tableIds` for [start, end). The same per-table advisory locks as a
 * hold (bookings/reserve.repository.ts), so a move and a reserve racing for one table queue
 * instead of deadlocking; the exclusion constraint refuses (23P01) a table someone else has.
 */
export async function claimTables(
  db: AppDatabase,
  bookingId: number,
  tableIds: readonly number[],
  start: Date,
  end: Date,
): Promise<void> {
  const sorted = intArray([...tableIds].sort((a, b) => a - b));
  await db.execute(sql`
    with table_locks as (
      select pg_advisory_xact_lock(${TABLE_LOCK_SPACE}, wanted.table_id)
      from unnest(${sorted}::int[]) as wanted(table_id)
      order by wanted.table_id
    )
    insert into booking_tables (booking_id, table_id, period)
    select ${bookingId}, wanted.table_id, ${periodLiteral(start, end)}::tstzrange
    from unnest(${sorted}::int[]) as wanted(table_id)
    where (select count(*) from table_locks) >= 0`);
}

/** Frees a booking's tables at once (a cancel, an expiry, a move before it claims new ones). */
export async function freeTables(db: AppDatabase, bookingId: number): Promise<void> {
  await db.delete(bookingTables).where(eq(bookingTables.bookingId, bookingId));
}
