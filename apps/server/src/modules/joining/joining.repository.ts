import { randomUUID } from 'node:crypto';
import { asc, avg, count, desc, eq, like, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import {
  cities,
  restaurantApplications,
  restaurants,
  staffOrganizations,
  users,
} from '../../db/schema.ts';

export type NewApplication = typeof restaurantApplications.$inferInsert;
export type ApplicationRecord = typeof restaurantApplications.$inferSelect;
export type JoiningRepository = ReturnType<typeof createJoiningRepository>;
export type NewRestaurant = typeof restaurants.$inferInsert;

/** How many decided applications the administrators' page lists below the pending ones. */
export const DECIDED_SHOWN = 50;

/** An application with the names the administrators' page shows. */
const applicationColumns = {
  id: restaurantApplications.id,
  restaurantName: restaurantApplications.restaurantName,
  contactName: restaurantApplications.contactName,
  email: restaurantApplications.email,
  phone: restaurantApplications.phone,
  country: restaurantApplications.country,
  cityId: restaurantApplications.cityId,
  city: cities.name,
  address: restaurantApplications.address,
  website: restaurantApplications.website,
  message: restaurantApplications.message,
  language: restaurantApplications.language,
  status: restaurantApplications.status,
  createdAt: restaurantApplications.createdAt,
  decidedAt: restaurantApplications.decidedAt,
  decidedBy: users.email,
  reason: restaurantApplications.reason,
  restaurant: { id: restaurants.id, slug: restaurants.slug, name: restaurants.name },
};

/** Restaurants' applications and what approving one makes (docs/decisions/043-joining-dekka.md). */
export function createJoiningRepository(db: AppDatabase) {
  const withNames = () =>
    db
      .select(applicationColumns)
      .from(restaurantApplications)
      .innerJoin(cities, eq(cities.id, restaurantApplications.cityId))
      .leftJoin(users, eq(users.id, restaurantApplications.decidedBy))
      .leftJoin(restaurants, eq(restaurants.id, restaurantApplications.restaurantId));

  return {
    /** Every city with its country, by name. */
    async cities() {
      return db
        .select({ id: cities.id, name: cities.name, country: cities.country })
        .from(cities)
        .orderBy(asc(cities.name), asc(cities.id));
    },

    async city(cityId: number) {
      const [row] = await db
        .select({ id: cities.id, name: cities.name, country: cities.country })
        .from(cities)
        .where(eq(cities.id, cityId))
        .limit(1);
      return row;
    },

    async insertApplication(application: NewApplication): Promise<number> {
      const [row] = await db
        .insert(restaurantApplications)
        .values(application)
        .returning({ id: restaurantApplications.id });
      if (!row) throw new Error('insert into restaurant_applications returned no row');
      return row.id;
    },

    /** Pending ones oldest first (the queue), then the latest decided ones. */
    async list() {
      const [pending, decided] = [
        await withNames()
          .where(eq(restaurantApplications.status, 'pending'))
          .orderBy(asc(restaurantApplications.createdAt), asc(restaurantApplications.id)),
        await withNames()
          .where(
            or(
              eq(restaurantApplications.status, 'approved'),
              eq(restaurantApplications.status, 'declined'),
            ),
          )
          .orderBy(desc(restaurantApplications.decidedAt), desc(restaurantApplications.id))
          .limit(DECIDED_SHOWN),
      ];
      return { pending, decided };
    },

    async application(id: number) {
      const [row] = await withNames().where(eq(restaurantApplications.id, id)).limit(1);
      return row;
    },

    /** The application's row, locked until the transaction ends: decisions queue on it. */
    async lockApplication(id: number) {
      const [row] = await db
        .select()
        .from(restaurantApplications)
        .where(eq(restaurantApplications.id, id))
        .for('update')
        .limit(1);
      return row;
    },

    async decide(
      id: number,
      decision: {
        status: 'approved' | 'declined';
        decidedBy: string;
        decidedAt: Date;
        reason: string | null;
        restaurantId: number | null;
      },
    ): Promise<void> {
      await db
        .update(restaurantApplications)
        .set(decision)
        .where(eq(restaurantApplications.id, id));
    },

    /** The middle of the city's restaurants, where it has any. */
    async cityCentre(cityId: number): Promise<{ lat: number; lon: number } | null> {
      const [row] = await db
        .select({ n: count(), lat: avg(restaurants.lat), lon: avg(restaurants.lon) })
        .from(restaurants)
        .where(eq(restaurants.cityId, cityId));
      if (!row || row.n === 0 || row.lat === null || row.lon === null) return null;
      return { lat: Number(row.lat), lon: Number(row.lon) };
    },

    /** The slugs in use that start like `base` (the candidates a new one must avoid). */
    async slugsLike(base: string): Promise<Set<string>> {
      const rows = await db
        .select({ slug: restaurants.slug })
        .from(restaurants)
        .where(or(eq(restaurants.slug, base), like(restaurants.slug, `${base}-%`)));
      return new Set(rows.map((row) => row.slug));
    },

    /** After the last restaurant in the lists, so a new one does not jump ahead of the others. */
    async nextListIndex(): Promise<number> {
      const [row] = await db
        .select({ last: sql<number>`coalesce(max(${restaurants.listIndex}), 0)::int` })
        .from(restaurants);
      return (row?.last ?? 0) + 10;
    },

    /** The new restaurant, or null when its slug was taken in the meantime (try the next one). */
    async insertRestaurant(restaurant: NewRestaurant) {
      const [row] = await db
        .insert(restaurants)
        .values(restaurant)
        .onConflictDoNothing({ target: restaurants.slug })
        .returning({ id: restaurants.id, slug: restaurants.slug, name: restaurants.name });
      return row ?? null;
    },

    /** The restaurant's staff organization (ADR 021), named and slugged after it. */
    async insertOrganization(restaurant: { id: number; slug: string; name: string }, now: Date) {
      const [row] = await db
        .insert(staffOrganizations)
        .values({
          id: randomUUID(),
          restaurantId: restaurant.id,
          name: restaurant.name,
          slug: restaurant.slug,
          createdAt: now,
        })
        .returning({ id: staffOrganizations.id });
      if (!row) throw new Error('insert into staff_organizations returned no row');
      return row.id;
    },
  };
}

export type ApplicationRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createJoiningRepository>['application']>>
>;
