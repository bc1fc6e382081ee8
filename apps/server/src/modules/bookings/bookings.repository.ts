import { and, eq, inArray, lte, or, sql, sum } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import {
  bookingMenus,
  bookings,
  bookingTables,
  eventOccurrences,
  events,
  menuFloorPlans,
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

export async function findEvent(db: Executor, restaurantId: number, eventId: number) {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.restaurantId, restaurantId)))
    .limit(1);
  return row;
}

/** The restaurant's available menus with their floor plans; the caller picks by event and time. */
export async function listOfferedMenus(db: Executor, restaurantId: number): Promise<OfferedMenu[]> {
  const rows = await db
    .select()
    .from(menus)
    .where(and(eq(menus.restaurantId, restaurantId), eq(menus.isAvailable, true)))
    .orderBy(menus.id);
  if (rows.length === 0) return [];
  const plans = await db
    .select({ menuId: menuFloorPlans.menuId, floorPlanId: menuFloorPlans.floorPlanId })
    .from(menuFloorPlans)
    .where(
      inArray(
        menuFloorPlans.menuId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(menuFloorPlans.floorPlanId);
  return rows.map((row) => ({
    ...row,
    floorPlanIds: plans.filter((p) => p.menuId === row.id).map((p) => p.floorPlanId),
  }));
}

/**
 * Marks this restaurant's lapsed holds `expired` and frees their tables, so the exclusion
 * constraint does not count them. Runs at the start of each reserve transaction: a lapsed hold
 * must never block a table, even before the sweeper gets to it.
 */
export async function releaseExpiredHolds(
  tx: Executor,
  restaurantId: number,
  now: Date,
): Promise<number> {
  const expired = await tx
    .update(bookings)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        eq(bookings.restaurantId, restaurantId),
        eq(bookings.status, 'held'),
        lte(bookings.holdExpiresAt, now),
      ),
    )
    .returning({ id: bookings.id });
  if (expired.length > 0) {
    await tx.delete(bookingTables).where(
      inArray(
        bookingTables.bookingId,
        expired.map((row) => row.id),
      ),
    );
  }
  return expired.length;
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

export async function insertBooking(
  tx: Executor,
  values: NewBooking,
  menuCounts: { id: number; count: number }[],
  tableIds: number[],
): Promise<{ id: number; guid: string }> {
  const [row] = await tx
    .insert(bookings)
    .values(values)
    .returning({ id: bookings.id, guid: bookings.guid });
  if (!row) throw new Error('insert into bookings returned no row');
  if (menuCounts.length > 0) {
    await tx
      .insert(bookingMenus)
      .values(menuCounts.map((m) => ({ bookingId: row.id, menuId: m.id, count: m.count })));
  }
  if (tableIds.length > 0) {
    const period = periodLiteral(values.startAt, values.endAt);
    await tx
      .insert(bookingTables)
      .values(tableIds.map((tableId) => ({ bookingId: row.id, tableId, period })));
  }
  return row;
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
