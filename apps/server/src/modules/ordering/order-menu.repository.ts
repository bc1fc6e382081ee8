import type { Language } from '@dekka/contracts/languages';
import type { OrderMode } from '@dekka/contracts/restaurant-ordering';
import { and, asc, eq, exists, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import {
  areas,
  categories,
  cities,
  openingHours,
  orderingDeliveryZones,
  orderingSettings,
  restaurantCategories,
  restaurants,
  specialDays,
} from '../../db/schema.ts';
import { visibleToDiners } from '../restaurants/diner-visible.ts';

export type OrderRestaurantFilters = { mode?: OrderMode; cityId?: number; cuisineId?: number };

/** A category's name in `language` where it has one, else its own (as search names them). */
function categoryName(language: Language | null): SQL<string> {
  return sql<string>`coalesce(${categories.translations} -> ${language ?? ''}::text ->> 'name', ${categories.name})`;
}

/** A published restaurant with at least one order mode on: the diners' "takes orders". */
const takesOrders = and(
  visibleToDiners,
  or(orderingSettings.takeaway, orderingSettings.delivery, orderingSettings.catering),
) as SQL;

const modeColumn = {
  takeaway: orderingSettings.takeaway,
  delivery: orderingSettings.delivery,
  catering: orderingSettings.catering,
} as const;

/** Read-only queries of the diner's ordering pages; the menu rows come from the setup's repository. */
export function createOrderMenuRepository(db: AppDatabase) {
  const restaurantColumns = {
    id: restaurants.id,
    slug: restaurants.slug,
    name: restaurants.name,
    address: restaurants.address,
    city: cities.name,
    area: areas.name,
    currency: restaurants.currency,
    timeZone: restaurants.timeZone,
    listIndex: restaurants.listIndex,
    takeaway: orderingSettings.takeaway,
    delivery: orderingSettings.delivery,
    catering: orderingSettings.catering,
    paused: orderingSettings.paused,
  };

  return {
    /** The restaurants that take orders, by list order then name, narrowed by `filters`. */
    async restaurants(filters: OrderRestaurantFilters) {
      const conditions: SQL[] = [takesOrders];
      if (filters.mode) conditions.push(sql`${modeColumn[filters.mode]}`);
      if (filters.cityId !== undefined) conditions.push(eq(restaurants.cityId, filters.cityId));
      if (filters.cuisineId !== undefined) {
        conditions.push(
          exists(
            db
              .select({ one: sql`1` })
              .from(restaurantCategories)
              .where(
                and(
                  eq(restaurantCategories.restaurantId, restaurants.id),
                  eq(restaurantCategories.categoryId, filters.cuisineId),
                ),
              ),
          ),
        );
      }
      return db
        .select(restaurantColumns)
        .from(restaurants)
        .innerJoin(orderingSettings, eq(orderingSettings.restaurantId, restaurants.id))
        .innerJoin(cities, eq(cities.id, restaurants.cityId))
        .leftJoin(areas, eq(areas.id, restaurants.areaId))
        .where(and(...conditions))
        .orderBy(asc(restaurants.listIndex), asc(restaurants.name));
    },

    /** One restaurant that takes orders, by its slug; undefined for any other. */
    async restaurantBySlug(slug: string) {
      const [row] = await db
        .select({
          ...restaurantColumns,
          takeawayLeadMinutes: orderingSettings.takeawayLeadMinutes,
          deliveryLeadMinutes: orderingSettings.deliveryLeadMinutes,
          cateringLeadHours: orderingSettings.cateringLeadHours,
          cateringMinGuests: orderingSettings.cateringMinGuests,
          cateringPayment: orderingSettings.cateringPayment,
          cateringDepositPercent: orderingSettings.cateringDepositPercent,
        })
        .from(restaurants)
        .innerJoin(orderingSettings, eq(orderingSettings.restaurantId, restaurants.id))
        .innerJoin(cities, eq(cities.id, restaurants.cityId))
        .leftJoin(areas, eq(areas.id, restaurants.areaId))
        .where(and(takesOrders, eq(restaurants.slug, slug)));
      return row;
    },

    /** The cities and cuisines of every restaurant that takes orders, for the filters. */
    async filterChoices(language: Language | null) {
      const name = categoryName(language);
      const cityRows = await db
        .selectDistinct({ id: cities.id, name: cities.name })
        .from(cities)
        .innerJoin(restaurants, eq(restaurants.cityId, cities.id))
        .innerJoin(orderingSettings, eq(orderingSettings.restaurantId, restaurants.id))
        .where(takesOrders)
        .orderBy(asc(cities.name));
      const cuisineRows = await db
        .selectDistinct({ id: categories.id, name: name.as('name') })
        .from(categories)
        .innerJoin(restaurantCategories, eq(restaurantCategories.categoryId, categories.id))
        .innerJoin(restaurants, eq(restaurants.id, restaurantCategories.restaurantId))
        .innerJoin(orderingSettings, eq(orderingSettings.restaurantId, restaurants.id))
        .where(takesOrders)
        .orderBy(sql`name`);
      return { cities: cityRows, cuisines: cuisineRows };
    },

    /** Each restaurant's cuisine names, in the diner's language. */
    async cuisines(restaurantIds: number[], language: Language | null) {
      if (restaurantIds.length === 0) return [];
      const name = categoryName(language);
      return db
        .select({ restaurantId: restaurantCategories.restaurantId, name })
        .from(restaurantCategories)
        .innerJoin(categories, eq(categories.id, restaurantCategories.categoryId))
        .where(inArray(restaurantCategories.restaurantId, restaurantIds))
        .orderBy(asc(name));
    },

    async zones(restaurantIds: number[]) {
      if (restaurantIds.length === 0) return [];
      return db
        .select()
        .from(orderingDeliveryZones)
        .where(inArray(orderingDeliveryZones.restaurantId, restaurantIds))
        .orderBy(asc(orderingDeliveryZones.position), asc(orderingDeliveryZones.id));
    },

    /** Opening hours (the ordering hours, ADR 044) and special days from `fromDate` on. */
    async hours(restaurantIds: number[], fromDate: string) {
      if (restaurantIds.length === 0) return { services: [], specialDays: [] };
      const services = await db
        .select({
          restaurantId: openingHours.restaurantId,
          weekday: openingHours.weekday,
          opens: openingHours.opens,
          closes: openingHours.closes,
          lastSeating: openingHours.lastSeating,
        })
        .from(openingHours)
        .where(inArray(openingHours.restaurantId, restaurantIds));
      const special = await db
        .select({
          restaurantId: specialDays.restaurantId,
          date: specialDays.date,
          closed: specialDays.closed,
          services: specialDays.services,
        })
        .from(specialDays)
        .where(
          and(inArray(specialDays.restaurantId, restaurantIds), gte(specialDays.date, fromDate)),
        );
      return { services, specialDays: special };
    },
  };
}
