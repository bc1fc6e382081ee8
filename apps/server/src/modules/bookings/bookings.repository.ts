import { and, eq, lte, or, sql, sum } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import {
  bookingMenus,
  bookings,
  bookingTables,
  eventOccurrences,
  menus,
  restaurants,
} from '../../db/schema.ts';

/** The database or a transaction: every query inside a transaction must be given the transaction. */
export type Executor = AppDatabase;

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export type RestaurantRow = typeof restaurants.$inferSelect;

/** A menu row with the floor plans it is served on (the upsell module's MenuRow shape). */
export type OfferedMenu = typeof menus.$inferSelect & { floorPlanIds: number[] };

/** `[start, end)` in the text form PostgreSQL parses as a tstzrange. */
export function periodLiteral(start: Date, end: Date): string {
  return `[${start.toISOString()},${end.toISOString()})`;
}

export async function findRestaurant(db: Executor, id: number): Promise<RestaurantRow | undefined> {
  const [row] = await db.select().from(restaurants).where(eq(restaurants.id, id)).limit(1);
  return row;
}

/**
 * The occurrence of `eventId` running at `start`, row-locked until the transaction ends: two
 * requests for the last tickets then queue here instead of both counting the same seats.
 */
export async function lockOccurrenceAt(tx: Executor, eventId: number, start: Date) {
  const [row] = await tx
    .select({ id: eventOccurrences.id, ticketCapacity: eventOccurrences.ticketCapacity })
    .from(eventOccurrences)
    .where(
      and(
        eq(eventOccurrences.eventId, eventId),
        lte(eventOccurrences.startsAt, start),
        sql`${eventOccurrences.endsAt} > ${start.toISOString()}`,
      ),
    )
    .orderBy(eventOccurrences.startsAt)
    .limit(1)
    .for('update');
  return row;
}

/** Guests already holding or owning tickets for an occurrence (lapsed holds do not count). */
export async function ticketsTaken(tx: Executor, occurrenceId: number, now: Date): Promise<number> {
  const [row] = await tx
    .select({ taken: sum(bookings.guests) })
    .from(bookings)
    .where(
      and(
        eq(bookings.eventOccurrenceId, occurrenceId),
        eq(bookings.isWaitingList, false),
        or(
          eq(bookings.status, 'confirmed'),
          and(eq(bookings.status, 'held'), sql`${bookings.holdExpiresAt} > ${now.toISOString()}`),
        ),
      ),
    );
  return Number(row?.taken ?? 0);
}

export async function findGuidByIdempotencyKey(
  db: Executor,
  userId: string,
  key: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ guid: bookings.guid })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), eq(bookings.idempotencyKey, key)))
    .limit(1);
  return row?.guid;
}

export async function findBookingByGuid(
  db: Executor,
  guid: string,
  options: { forUpdate?: boolean } = {},
): Promise<BookingRow | undefined> {
  const query = db.select().from(bookings).where(eq(bookings.guid, guid)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findBookingWithRestaurant(db: Executor, guid: string) {
  const [row] = await db
    .select({ booking: bookings, restaurant: restaurants })
    .from(bookings)
    .innerJoin(restaurants, eq(restaurants.id, bookings.restaurantId))
    .where(eq(bookings.guid, guid))
    .limit(1);
  return row;
}

/** The booking's menus with their price and payment type, for payment totals. */
export async function listBookingMenus(db: Executor, bookingId: number) {
  return db
    .select({
      count: bookingMenus.count,
      price: menus.price,
      paymentType: menus.paymentType,
    })
    .from(bookingMenus)
    .innerJoin(menus, eq(menus.id, bookingMenus.menuId))
    .where(eq(bookingMenus.bookingId, bookingId));
}

export async function updateBooking(
  tx: Executor,
  id: number,
  values: Partial<NewBooking>,
): Promise<void> {
  await tx.update(bookings).set(values).where(eq(bookings.id, id));
}

/** Frees a booking's tables at once (cancel, expiry). */
export async function deleteBookingTables(tx: Executor, bookingId: number): Promise<void> {
  await tx.delete(bookingTables).where(eq(bookingTables.bookingId, bookingId));
}
