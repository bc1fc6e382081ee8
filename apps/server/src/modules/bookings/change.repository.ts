import { and, eq, sql } from 'drizzle-orm';
import { bookingChanges, bookingMenus, bookingTables } from '../../db/schema.ts';
import { intArray } from '../availability/static-inputs.ts';
import { type Executor, periodLiteral } from './bookings.repository.ts';
import { TABLE_LOCK_SPACE } from './reserve.repository.ts';

export type ChangeRecord = typeof bookingChanges.$inferInsert;

/** Over a transaction: a change reads, moves and records a booking inside one. */
export function createChangeRepository(tx: Executor) {
  return {
    async tableIdsOf(bookingId: number): Promise<number[]> {
      const rows = await tx
        .select({ tableId: bookingTables.tableId })
        .from(bookingTables)
        .where(eq(bookingTables.bookingId, bookingId));
      return rows.map((row) => row.tableId);
    },

    /**
     * Takes the per-table advisory locks (sorted) before a move touches any table row: a move
     * that deleted its old rows and then queued for a lock another transaction holds while that
     * one waits on the deleted rows would deadlock.
     */
    async lockTables(tableIds: readonly number[]) {
      const sorted = intArray([...new Set(tableIds)].sort((a, b) => a - b));
      await tx.execute(sql`
        select pg_advisory_xact_lock(${TABLE_LOCK_SPACE}, wanted.table_id)
        from unnest(${sorted}::int[]) as wanted(table_id)
        order by wanted.table_id`);
    },

    /**
     * Seats the booking at `tableIds` for [start, end). The same per-table advisory locks as a
     * hold (reserve.repository.ts), so a change and a reserve racing for one table queue instead
     * of deadlocking; the exclusion constraint refuses (23P01) a table someone else has.
     */
    async seat(bookingId: number, tableIds: readonly number[], start: Date, end: Date) {
      const sorted = intArray([...tableIds].sort((a, b) => a - b));
      await tx.execute(sql`
        with table_locks as (
          select pg_advisory_xact_lock(${TABLE_LOCK_SPACE}, wanted.table_id)
          from unnest(${sorted}::int[]) as wanted(table_id)
          order by wanted.table_id
        )
        insert into booking_tables (booking_id, table_id, period)
        select ${bookingId}, wanted.table_id, ${periodLiteral(start, end)}::tstzrange
        from unnest(${sorted}::int[]) as wanted(table_id)
        where (select count(*) from table_locks) >= 0`);
    },

    async menusOf(bookingId: number): Promise<{ id: number; count: number }[]> {
      return tx
        .select({ id: bookingMenus.menuId, count: bookingMenus.count })
        .from(bookingMenus)
        .where(eq(bookingMenus.bookingId, bookingId))
        .orderBy(bookingMenus.menuId);
    },

    async replaceMenus(bookingId: number, menus: readonly { id: number; count: number }[]) {
      await tx.delete(bookingMenus).where(eq(bookingMenus.bookingId, bookingId));
      if (menus.length === 0) return;
      await tx
        .insert(bookingMenus)
        .values(menus.map((menu) => ({ bookingId, menuId: menu.id, count: menu.count })));
    },

    async findByKey(bookingId: number, idempotencyKey: string) {
      const [row] = await tx
        .select()
        .from(bookingChanges)
        .where(
          and(
            eq(bookingChanges.bookingId, bookingId),
            eq(bookingChanges.idempotencyKey, idempotencyKey),
          ),
        )
        .limit(1);
      return row;
    },

    async record(change: ChangeRecord): Promise<number> {
      const [row] = await tx
        .insert(bookingChanges)
        .values(change)
        .returning({ id: bookingChanges.id });
      if (!row) throw new Error('insert into booking_changes returned no row');
      return row.id;
    },
  };
}
