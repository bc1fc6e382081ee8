import { and, eq, lte, sql, sum } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import {
  bookingMenus,
  bookings,
  eventOccurrences,
  events,
  menus,
  restaurants,
} from '../../db/schema.ts';
import { occupiesAtSql } from '../booking-lifecycle/lifecycle-sql.ts';

/** The database or a transaction: every query inside a transaction must be given the transaction. */
export type Executor = AppDatabase;

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;

/**
 * A menu row with the floor plans it is served on (the upsell module's MenuRow shape), without
 * its translations: reserve only checks a selection against it and never shows it.
 */
export type OfferedMenu = Omit<typeof menus.$inferSelect, 'translations'> & {
  floorPlanIds: number[];
};

/**
 * Over the database, or over a transaction: inside `db.transaction` make one from the
 * transaction, so every query of the transaction runs on it.
 */
export function createBookingsRepository(db: Executor) {
  return {
    /**
     * The occurrence of `eventId` running at `start`, row-locked until the transaction ends: two
     * requests for the last tickets then queue here instead of both counting the same seats.
     */
    async lockOccurrenceAt(eventId: number, start: Date) {
      const [row] = await db
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
    },

    /** Guests already holding or owning tickets for an occurrence (lapsed holds do not count). */
    async ticketsTaken(occurrenceId: number, now: Date): Promise<number> {
      const [row] = await db
        .select({ taken: sum(bookings.guests) })
        .from(bookings)
        .where(
          and(
            eq(bookings.eventOccurrenceId, occurrenceId),
            eq(bookings.isWaitingList, false),
            occupiesAtSql(now),
          ),
        );
      return Number(row?.taken ?? 0);
    },

    async findGuidByIdempotencyKey(userId: string, key: string): Promise<string | undefined> {
      const [row] = await db
        .select({ guid: bookings.guid })
        .from(bookings)
        .where(and(eq(bookings.userId, userId), eq(bookings.idempotencyKey, key)))
        .limit(1);
      return row?.guid;
    },

    async findBookingByGuid(
      guid: string,
      options: { forUpdate?: boolean } = {},
    ): Promise<BookingRow | undefined> {
      const query = db.select().from(bookings).where(eq(bookings.guid, guid)).limit(1);
      const [row] = options.forUpdate ? await query.for('update') : await query;
      return row;
    },

    /** The booking's row, locked until the transaction ends (complete and cancel lock it too). */
    async lockBookingById(id: number): Promise<BookingRow | undefined> {
      const [row] = await db
        .select()
        .from(bookings)
        .where(eq(bookings.id, id))
        .limit(1)
        .for('update');
      return row;
    },

    async findBookingWithRestaurant(guid: string) {
      const [row] = await db
        .select({ booking: bookings, restaurant: restaurants })
        .from(bookings)
        .innerJoin(restaurants, eq(restaurants.id, bookings.restaurantId))
        .where(eq(bookings.guid, guid))
        .limit(1);
      return row;
    },

    /** The booking's menus with their price and payment type, for payment totals and price lines. */
    async listBookingMenus(bookingId: number) {
      return db
        .select({
          id: menus.id,
          name: menus.name,
          count: bookingMenus.count,
          price: menus.price,
          paymentType: menus.paymentType,
          translations: menus.translations,
        })
        .from(bookingMenus)
        .innerJoin(menus, eq(menus.id, bookingMenus.menuId))
        .where(eq(bookingMenus.bookingId, bookingId))
        .orderBy(menus.id);
    },

    /** An event's name and price per guest (null when the restaurant set none). */
    async findEventPrice(eventId: number) {
      const [row] = await db
        .select({
          name: events.name,
          pricePerGuest: events.pricePerGuest,
          translations: events.translations,
        })
        .from(events)
        .where(eq(events.id, eventId))
        .limit(1);
      return row;
    },
  };
}
