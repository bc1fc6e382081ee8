import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared-query.ts';
import { bookings } from '../../db/schema.ts';

/**
 * The writes to a booking's own row that the diner's use cases (bookings/) and the staff's
 * (guest-list/) share. Which status a booking may move to is lifecycle.ts's to say; the caller
 * asks it (assertTransition) and hands the answer in.
 */

/** Sets the columns in `values` on the booking's row. */
export async function updateBooking(
  db: AppDatabase,
  id: number,
  values: Partial<typeof bookings.$inferInsert>,
): Promise<void> {
  await db.update(bookings).set(values).where(eq(bookings.id, id));
}

/**
 * Marks lapsed holds `expired` and frees their tables, in one statement: every restaurant's (the
 * hold sweeper) or one restaurant's (reserve, a change or the guest list, after the exclusion
 * constraint refused a table: a lapsed hold still holding its booking_tables row is the one
 * conflict that is not real). Returns how many it expired.
 */
export async function expireLapsedHolds(
  db: AppDatabase,
  now: Date,
  scope: { restaurantId?: number } = {},
): Promise<number> {
  const at = now.toISOString();
  const restaurant =
    scope.restaurantId === undefined ? sql`` : sql`and restaurant_id = ${scope.restaurantId}`;
  const rows = await preparedRows<{ n: number }>(
    db,
    sql`
        with lapsed as (
          update bookings set status = 'expired', updated_at = ${at}::timestamptz
          where status = 'held' and hold_expires_at <= ${at}::timestamptz ${restaurant}
          returning id
        ), freed as (
          delete from booking_tables where booking_id in (select id from lapsed)
        )
        select count(*)::int as n from lapsed`,
  );
  return rows[0]?.n ?? 0;
}
