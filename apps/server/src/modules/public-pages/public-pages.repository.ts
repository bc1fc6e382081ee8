import { and, asc, eq, gt } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { eventOccurrences, events, restaurants } from '../../db/schema.ts';
import { visibleToDiners } from '../restaurants/diner-visible.ts';

export function createPublicPagesRepository(db: AppDatabase) {
  return {
    /** Every restaurant diners may see (published), by slug. */
    async publishedRestaurantSlugs(): Promise<string[]> {
      const rows = await db
        .select({ slug: restaurants.slug })
        .from(restaurants)
        .where(visibleToDiners)
        .orderBy(asc(restaurants.slug));
      return rows.map((row) => row.slug);
    },

    /** Events of published restaurants with a date still to come and on sale. */
    async upcomingEventPaths(now: Date) {
      return db
        .selectDistinct({ restaurantSlug: restaurants.slug, eventSlug: events.slug })
        .from(events)
        .innerJoin(restaurants, eq(restaurants.id, events.restaurantId))
        .innerJoin(eventOccurrences, eq(eventOccurrences.eventId, events.id))
        .where(
          and(
            visibleToDiners,
            gt(eventOccurrences.startsAt, now),
            // A date taken off sale (no tickets, ADR 042) is kept for its bookings, not shown.
            gt(eventOccurrences.ticketCapacity, 0),
          ),
        )
        .orderBy(asc(restaurants.slug), asc(events.slug));
    },
  };
}
