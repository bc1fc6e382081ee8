import { and, asc, eq, gt, gte, lte, min, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import {
  areas,
  categories,
  cities,
  eventOccurrences,
  events,
  openingHours,
  restaurantCategories,
  restaurants,
  specialDays,
} from '../../db/schema.ts';
import { visibleToDiners } from './diner-visible.ts';

export function createRestaurantsRepository(db: AppDatabase) {
  async function findOne(where: SQL) {
    const [row] = await db
      .select({ restaurant: restaurants, city: cities.name, area: areas.name })
      .from(restaurants)
      .innerJoin(cities, eq(cities.id, restaurants.cityId))
      .leftJoin(areas, eq(areas.id, restaurants.areaId))
      .where(and(where, visibleToDiners))
      .limit(1);
    return row;
  }

  return {
    /** The restaurant page's row; an unpublished restaurant is not found (diner-visible.ts). */
    findById: (id: number) => findOne(eq(restaurants.id, id)),
    findBySlug: (slug: string) => findOne(eq(restaurants.slug, slug)),

    /** A published restaurant's stored theme, by id or slug; null when it has none. */
    async themeOf(key: { id: number } | { slug: string }) {
      const [row] = await db
        .select({ theme: restaurants.theme })
        .from(restaurants)
        .where(
          and(
            'id' in key ? eq(restaurants.id, key.id) : eq(restaurants.slug, key.slug),
            visibleToDiners,
          ),
        )
        .limit(1);
      return row?.theme ?? null;
    },

    /** The time zones of the published restaurants, each once. */
    async timeZones(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ timeZone: restaurants.timeZone })
        .from(restaurants)
        .where(visibleToDiners);
      return rows.map((row) => row.timeZone);
    },

    async categories(restaurantId: number) {
      return db
        .select({ id: categories.id, name: categories.name, translations: categories.translations })
        .from(restaurantCategories)
        .innerJoin(categories, eq(categories.id, restaurantCategories.categoryId))
        .where(eq(restaurantCategories.restaurantId, restaurantId))
        .orderBy(asc(categories.name));
    },

    async openingHours(restaurantId: number) {
      return db
        .select()
        .from(openingHours)
        .where(eq(openingHours.restaurantId, restaurantId))
        .orderBy(asc(openingHours.weekday), asc(openingHours.opens));
    },

    /** Special days from `from` to `to` (local dates, inclusive), by date. */
    async specialDays(restaurantId: number, from: string, to: string) {
      return db
        .select({
          date: specialDays.date,
          closed: specialDays.closed,
          services: specialDays.services,
        })
        .from(specialDays)
        .where(
          and(
            eq(specialDays.restaurantId, restaurantId),
            gte(specialDays.date, from),
            lte(specialDays.date, to),
          ),
        )
        .orderBy(asc(specialDays.date));
    },

    /** Events with an occurrence still to start, with the earliest such start. */
    async upcomingEvents(restaurantId: number, now: Date) {
      return db
        .select({
          id: events.id,
          name: events.name,
          shortDescription: events.shortDescription,
          slug: events.slug,
          statusLabel: events.statusLabel,
          translations: events.translations,
          nextOccurrence: min(eventOccurrences.startsAt),
        })
        .from(events)
        .innerJoin(eventOccurrences, eq(eventOccurrences.eventId, events.id))
        .where(
          and(
            eq(events.restaurantId, restaurantId),
            gt(eventOccurrences.startsAt, now),
            // A date taken off sale (no tickets, ADR 042) is kept for its bookings, not shown.
            gt(eventOccurrences.ticketCapacity, 0),
          ),
        )
        .groupBy(events.id)
        .orderBy(asc(min(eventOccurrences.startsAt)));
    },
  };
}
