import { and, eq } from 'drizzle-orm';
import { bookingChanges, bookingMenus } from '../../db/schema.ts';
import type { Executor } from './bookings.repository.ts';

export type ChangeRecord = typeof bookingChanges.$inferInsert;

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
  };
}
