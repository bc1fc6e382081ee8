import { and, asc, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { bookings, cities, eventOccurrences, events, restaurants } from '../../db/schema.ts';
import { occupiesAtSql } from '../booking-lifecycle/lifecycle-sql.ts';
import { visibleToDiners } from '../restaurants/diner-visible.ts';

export type OccurrenceRow = Awaited<
  ReturnType<ReturnType<typeof createEventsRepository>['occurrences']>
>[number];

/**
 * The guests holding tickets of the occurrence row in the query (confirmed, or a live hold):
 * what the event pages subtract from its capacity, and the staff's settings page too.
 */
export function ticketsTakenSql(now: Date): SQL<number> {
  return sql<number>`coalesce((
    select sum(${bookings.guests}) from ${bookings}
    where ${bookings.eventOccurrenceId} = ${eventOccurrences.id}
      and ${occupiesAtSql(now)}
  ), 0)::int`.mapWith(Number);
}

/** A date taken off sale (no tickets, ADR 042) is kept for its bookings but not shown. */
const onSale = gt(eventOccurrences.ticketCapacity, 0);

export function createEventsRepository(db: AppDatabase) {
  return {
    /** A published restaurant's time zone; undefined for any other id. */
    async restaurantZone(restaurantId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ timeZone: restaurants.timeZone })
        .from(restaurants)
        .where(and(eq(restaurants.id, restaurantId), visibleToDiners))
        .limit(1);
      return row?.timeZone;
    },

    /**
     * Occurrences matching `where` at published restaurants, with their event and restaurant and
     * the tickets left.
     */
    async occurrences(where: SQL, now: Date) {
      return db
        .select({
          event: {
            id: events.id,
            name: events.name,
            shortDescription: events.shortDescription,
            slug: events.slug,
            imageUrl: events.imageUrl,
            statusLabel: events.statusLabel,
            translations: events.translations,
          },
          price: { perGuest: events.pricePerGuest, currency: restaurants.currency },
          restaurant: {
            id: restaurants.id,
            name: restaurants.name,
            slug: restaurants.slug,
            timeZone: restaurants.timeZone,
            city: sql<string>`coalesce(${cities.name}, '')`,
          },
          occurrence: {
            id: eventOccurrences.id,
            start: eventOccurrences.startsAt,
            end: eventOccurrences.endsAt,
            capacity: eventOccurrences.ticketCapacity,
          },
          taken: ticketsTakenSql(now),
        })
        .from(eventOccurrences)
        .innerJoin(events, eq(events.id, eventOccurrences.eventId))
        .innerJoin(restaurants, eq(restaurants.id, events.restaurantId))
        .leftJoin(cities, eq(cities.id, restaurants.cityId))
        .where(and(where, visibleToDiners))
        .orderBy(asc(eventOccurrences.startsAt), asc(events.id));
    },

    startingBetween(restaurantId: number, from: Date, to: Date, now: Date) {
      return this.occurrences(
        and(
          eq(events.restaurantId, restaurantId),
          gte(eventOccurrences.startsAt, from),
          lt(eventOccurrences.startsAt, to),
          onSale,
        ) ?? sql`false`,
        now,
      );
    },

    upcomingChristmas(now: Date) {
      return this.occurrences(
        and(eq(events.isChristmas, true), gt(eventOccurrences.startsAt, now), onSale) ?? sql`false`,
        now,
      );
    },
  };
}
