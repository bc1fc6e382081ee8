import { and, asc, count, eq, gt, inArray, isNotNull, lte, or, type SQL } from 'drizzle-orm';
import type { ContentTranslations } from '../../content-language.ts';
import type { AppDatabase } from '../../db/client.ts';
import { bookingMenus, bookings, eventOccurrences, events, menus } from '../../db/schema.ts';
import { ticketsTakenSql } from './events.repository.ts';
import { BOOKING_FIELDS } from './menus.repository.ts';

export type EventRow = {
  id: number;
  slug: string;
  name: string;
  shortDescription: string;
  description: string;
  pricePerGuest: number | null;
  isChristmas: boolean;
  translations: ContentTranslations;
};
export type EventFields = Omit<EventRow, 'id'>;

/** An occurrence with the guests holding its tickets, counted as the diner's event page does. */
export type OccurrenceRow = {
  id: number;
  eventId: number;
  startsAt: Date;
  endsAt: Date;
  ticketCapacity: number;
  seatsBooked: number;
};
type OccurrenceFields = Pick<OccurrenceRow, 'startsAt' | 'endsAt' | 'ticketCapacity'>;

/** Events, their occurrences and tickets, and the bookings that hold them. */
export function createEventsSettingsRepository(db: AppDatabase) {
  /**
   * Occurrences matching `where` with their seats booked, counted by the diner's event pages'
   * own expression (ticketsTakenSql), so the staff and the diner count the same guests.
   */
  async function occurrencesWhere(where: SQL | undefined, now: Date): Promise<OccurrenceRow[]> {
    return db
      .select({
        id: eventOccurrences.id,
        eventId: eventOccurrences.eventId,
        startsAt: eventOccurrences.startsAt,
        endsAt: eventOccurrences.endsAt,
        ticketCapacity: eventOccurrences.ticketCapacity,
        seatsBooked: ticketsTakenSql(now),
      })
      .from(eventOccurrences)
      .innerJoin(events, eq(events.id, eventOccurrences.eventId))
      .where(where)
      .orderBy(asc(eventOccurrences.startsAt), asc(eventOccurrences.id));
  }

  return {
    async events(restaurantId: number): Promise<EventRow[]> {
      return db
        .select({
          id: events.id,
          slug: events.slug,
          name: events.name,
          shortDescription: events.shortDescription,
          description: events.description,
          pricePerGuest: events.pricePerGuest,
          isChristmas: events.isChristmas,
          translations: events.translations,
        })
        .from(events)
        .where(eq(events.restaurantId, restaurantId))
        .orderBy(asc(events.id));
    },

    /** The restaurant's occurrences not ended by `now`, by start. */
    comingOccurrences(restaurantId: number, now: Date) {
      return occurrencesWhere(
        and(eq(events.restaurantId, restaurantId), gt(eventOccurrences.endsAt, now)),
        now,
      );
    },

    /** One occurrence of one event of the restaurant, with its seats booked. */
    async occurrence(restaurantId: number, eventId: number, id: number, now: Date) {
      const [row] = await occurrencesWhere(
        and(
          eq(events.restaurantId, restaurantId),
          eq(eventOccurrences.eventId, eventId),
          eq(eventOccurrences.id, id),
        ),
        now,
      );
      return row;
    },

    /** The event's occurrences, all of them, by start (without seats). */
    async occurrencesOf(eventId: number) {
      return db
        .select({
          id: eventOccurrences.id,
          startsAt: eventOccurrences.startsAt,
          endsAt: eventOccurrences.endsAt,
          ticketCapacity: eventOccurrences.ticketCapacity,
        })
        .from(eventOccurrences)
        .where(eq(eventOccurrences.eventId, eventId))
        .orderBy(asc(eventOccurrences.startsAt));
    },

    /** Per event of the restaurant: occurrences that ended by `now`. */
    async pastOccurrences(restaurantId: number, now: Date): Promise<Map<number, number>> {
      const rows = await db
        .select({ eventId: eventOccurrences.eventId, past: count() })
        .from(eventOccurrences)
        .innerJoin(events, eq(events.id, eventOccurrences.eventId))
        .where(and(eq(events.restaurantId, restaurantId), lte(eventOccurrences.endsAt, now)))
        .groupBy(eventOccurrences.eventId);
      return new Map(rows.map((row) => [row.eventId, row.past]));
    },

    /**
     * The restaurant's events any booking ever named, by the event, by one of its occurrences or
     * by one of its menus (none of those can be deleted under such a booking).
     */
    async bookedEventIds(restaurantId: number): Promise<Set<number>> {
      const direct = await db
        .selectDistinct({ eventId: bookings.eventId })
        .from(bookings)
        .where(and(eq(bookings.restaurantId, restaurantId), isNotNull(bookings.eventId)));
      const byOccurrence = await db
        .selectDistinct({ eventId: eventOccurrences.eventId })
        .from(bookings)
        .innerJoin(eventOccurrences, eq(eventOccurrences.id, bookings.eventOccurrenceId))
        .where(eq(bookings.restaurantId, restaurantId));
      const byMenu = await db
        .selectDistinct({ eventId: menus.eventId })
        .from(bookingMenus)
        .innerJoin(menus, eq(menus.id, bookingMenus.menuId))
        .where(and(eq(menus.restaurantId, restaurantId), isNotNull(menus.eventId)));
      return new Set(
        [...direct, ...byOccurrence, ...byMenu]
          .map((row) => row.eventId)
          .filter((id): id is number => id !== null),
      );
    },

    /** The restaurant's occurrences any booking ever held a ticket of. */
    async bookedOccurrenceIds(restaurantId: number): Promise<Set<number>> {
      const rows = await db
        .selectDistinct({ id: bookings.eventOccurrenceId })
        .from(bookings)
        .where(and(eq(bookings.restaurantId, restaurantId), isNotNull(bookings.eventOccurrenceId)));
      return new Set(rows.map((row) => row.id).filter((id): id is number => id !== null));
    },

    async slugTaken(restaurantId: number, slug: string, exceptId?: number): Promise<boolean> {
      const rows = await db
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.restaurantId, restaurantId), eq(events.slug, slug)));
      return rows.some((row) => row.id !== exceptId);
    },

    async insertEvent(restaurantId: number, event: EventFields): Promise<number> {
      const [row] = await db
        .insert(events)
        .values({ restaurantId, ...event })
        .returning({ id: events.id });
      if (!row) throw new Error('event not inserted');
      return row.id;
    },

    async updateEvent(restaurantId: number, id: number, event: EventFields) {
      await db
        .update(events)
        .set(event)
        .where(and(eq(events.id, id), eq(events.restaurantId, restaurantId)));
    },

    /**
     * Locks the event and its occurrences for the rest of the transaction: a booking naming
     * them holds a share of their rows (and a reserve locks the occurrence), so none is placed
     * unseen while the event is removed.
     */
    async lockEvent(restaurantId: number, id: number): Promise<void> {
      await db
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.id, id), eq(events.restaurantId, restaurantId)))
        .for('update');
      await db
        .select({ id: eventOccurrences.id })
        .from(eventOccurrences)
        .where(eq(eventOccurrences.eventId, id))
        .orderBy(asc(eventOccurrences.id))
        .for('update');
    },

    /** Deletes the event with its occurrences and menus (ON DELETE CASCADE): only one never booked. */
    async deleteEvent(restaurantId: number, id: number) {
      await db.delete(events).where(and(eq(events.id, id), eq(events.restaurantId, restaurantId)));
    },

    /** Locks the occurrence as a reserve of its tickets does, so the two run one at a time. */
    async lockOccurrence(eventId: number, id: number): Promise<void> {
      await db
        .select({ id: eventOccurrences.id })
        .from(eventOccurrences)
        .where(and(eq(eventOccurrences.id, id), eq(eventOccurrences.eventId, eventId)))
        .for('update');
    },

    async insertOccurrence(eventId: number, occurrence: OccurrenceFields): Promise<number> {
      const [row] = await db
        .insert(eventOccurrences)
        .values({ eventId, ...occurrence })
        .returning({ id: eventOccurrences.id });
      if (!row) throw new Error('occurrence not inserted');
      return row.id;
    },

    async updateOccurrence(eventId: number, id: number, occurrence: Partial<OccurrenceFields>) {
      await db
        .update(eventOccurrences)
        .set(occurrence)
        .where(and(eq(eventOccurrences.id, id), eq(eventOccurrences.eventId, eventId)));
    },

    async deleteOccurrences(eventId: number, ids: readonly number[]) {
      if (ids.length === 0) return;
      await db
        .delete(eventOccurrences)
        .where(and(inArray(eventOccurrences.id, [...ids]), eq(eventOccurrences.eventId, eventId)));
    },

    /**
     * Confirmed bookings and holds, not ended by `now`, of the event: naming it, or holding a
     * ticket of one of `occurrenceIds` (by start).
     */
    async bookingsOf(
      restaurantId: number,
      target: { eventId?: number; occurrenceIds: readonly number[] },
      now: Date,
    ) {
      const naming = [
        target.eventId === undefined ? undefined : eq(bookings.eventId, target.eventId),
        target.occurrenceIds.length === 0
          ? undefined
          : inArray(bookings.eventOccurrenceId, [...target.occurrenceIds]),
      ].filter((condition) => condition !== undefined);
      if (naming.length === 0) return [];
      return db
        .select({ ...BOOKING_FIELDS, eventOccurrenceId: bookings.eventOccurrenceId })
        .from(bookings)
        .where(
          and(
            eq(bookings.restaurantId, restaurantId),
            or(...naming),
            gt(bookings.endAt, now),
            inArray(bookings.status, ['confirmed', 'held']),
          ),
        )
        .orderBy(asc(bookings.startAt), asc(bookings.id));
    },
  };
}

export type EventsSettingsRepository = ReturnType<typeof createEventsSettingsRepository>;
