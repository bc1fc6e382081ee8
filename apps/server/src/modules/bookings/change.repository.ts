import { and, eq } from 'drizzle-orm';
import {
  bookingChanges,
  bookingMenus,
  pendingChanges,
  type PendingChangeStatus,
} from '../../db/schema.ts';
import type { Executor } from './bookings.repository.ts';

export type ChangeRecord = typeof bookingChanges.$inferInsert;
export type PendingChangeRow = typeof pendingChanges.$inferSelect;

/**
 * Over a transaction: a change reads and replaces a booking's menus and records itself inside
 * one (its tables move through booking-lifecycle/table-claims.ts).
 */
export function createChangeRepository(tx: Executor) {
  return {
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

    /** A change that waits for its payment (ADR 064). */
    async insertPending(values: typeof pendingChanges.$inferInsert): Promise<PendingChangeRow> {
      const [row] = await tx.insert(pendingChanges).values(values).returning();
      if (!row) throw new Error('insert into pending_changes returned no row');
      return row;
    },

    async findPending(
      id: number,
      options: { forUpdate?: boolean } = {},
    ): Promise<PendingChangeRow | undefined> {
      const query = tx.select().from(pendingChanges).where(eq(pendingChanges.id, id)).limit(1);
      const [row] = options.forUpdate ? await query.for('update') : await query;
      return row;
    },

    async setPendingStatus(id: number, status: PendingChangeStatus): Promise<void> {
      await tx.update(pendingChanges).set({ status }).where(eq(pendingChanges.id, id));
    },

    /** A newer change was asked for: the booking's waiting ones no longer apply. */
    async supersedePending(bookingId: number): Promise<void> {
      await tx
        .update(pendingChanges)
        .set({ status: 'superseded' })
        .where(and(eq(pendingChanges.bookingId, bookingId), eq(pendingChanges.status, 'pending')));
    },
  };
}
