import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared-query.ts';
import { bookings } from '../../db/schema.ts';
import { queueBookingMessage } from '../messages/queue-message.ts';

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
 * conflict that is not real). A lapsed hold that was a waiting-list entry's table offer goes back
 * on the list instead (`waitlisted`, its offer lapsed by the bookings trigger of migration 0033),
 * its diner is told in the same transaction, and the tables that could seat it are looked at
 * again (table-offers.ts). Returns how many holds lapsed.
 */
export async function expireLapsedHolds(
  db: AppDatabase,
  now: Date,
  scope: { restaurantId?: number } = {},
): Promise<number> {
  const at = now.toISOString();
  const restaurant =
    scope.restaurantId === undefined ? sql`` : sql`and h.restaurant_id = ${scope.restaurantId}`;
  return db.transaction(async (tx) => {
    const rows = await preparedRows<{ id: number; offerId: number | null }>(
      tx,
      sql`
        with due as (
          select h.id, o.id as offer_id from bookings h
          left join table_offers o on o.booking_id = h.id and o.status = 'live'
          where h.status = 'held' and h.hold_expires_at <= ${at}::timestamptz ${restaurant}
        ), lapsed as (
          update bookings b set
            status = case when due.offer_id is null then 'expired' else 'waitlisted' end,
            is_waiting_list = b.is_waiting_list or due.offer_id is not null,
            hold_expires_at = case when due.offer_id is null then b.hold_expires_at end,
            updated_at = ${at}::timestamptz
          from due
          where b.id = due.id and b.status = 'held' and b.hold_expires_at <= ${at}::timestamptz
          returning b.id, due.offer_id
        ), freed as (
          delete from booking_tables where booking_id in (select id from lapsed)
        ), recheck as (
          -- An entry back on the list may fit a table that came free while it held its offer:
          -- every table that seats it is looked at again by the next offer round.
          insert into freed_tables (table_id, period)
          select t.id, tstzrange(b.start_at, b.end_at, '[)')
          from lapsed join bookings b on b.id = lapsed.id
          join tables t on t.restaurant_id = b.restaurant_id
            and b.guests between t.min_guests and t.max_guests
          where lapsed.offer_id is not null
        )
        select id, offer_id as "offerId" from lapsed`,
    );
    for (const row of rows) {
      if (row.offerId === null) continue;
      await queueBookingMessage(tx, {
        kind: 'table_offer_lapsed',
        bookingId: row.id,
        now,
        key: row.offerId,
      });
    }
    return rows.length;
  });
}
