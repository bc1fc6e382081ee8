import type { FilterType, SearchFilter, SearchRestaurant } from '@dekka/contracts/search';
import { and, asc, count, eq, exists, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import {
  areas,
  categories,
  cities,
  occasions,
  restaurantCategories,
  restaurantOccasions,
  restaurants,
} from '../../db/schema.ts';
import { escapeLike } from './search-text.ts';

export type SearchRepository = ReturnType<typeof createSearchRepository>;

function idsOf(filters: SearchFilter[], type: FilterType): number[] {
  return filters.filter((filter) => filter.type === type).map((filter) => filter.id);
}

/** Filters of one type are alternatives (OR); different types narrow each other (AND). */
function filterCondition(db: AppDatabase, filters: SearchFilter[]): SQL | undefined {
  const conditions: SQL[] = [];
  const cityIds = idsOf(filters, 'city');
  if (cityIds.length > 0) conditions.push(inArray(restaurants.cityId, cityIds));
  const areaIds = idsOf(filters, 'area');
  if (areaIds.length > 0) conditions.push(inArray(restaurants.areaId, areaIds));
  const categoryIds = idsOf(filters, 'category');
  if (categoryIds.length > 0) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(restaurantCategories)
          .where(
            and(
              eq(restaurantCategories.restaurantId, restaurants.id),
              inArray(restaurantCategories.categoryId, categoryIds),
            ),
          ),
      ),
    );
  }
  const occasionIds = idsOf(filters, 'occasion');
  if (occasionIds.length > 0) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(restaurantOccasions)
          .where(
            and(
              eq(restaurantOccasions.restaurantId, restaurants.id),
              inArray(restaurantOccasions.occasionId, occasionIds),
            ),
          ),
      ),
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function createSearchRepository(db: AppDatabase) {
  /** Adds category names to restaurant rows with one query for the whole list. */
  async function withCategories(
    rows: Array<Omit<SearchRestaurant, 'categories' | 'type'>>,
  ): Promise<SearchRestaurant[]> {
    if (rows.length === 0) return [];
    const links = await db
      .select({ restaurantId: restaurantCategories.restaurantId, name: categories.name })
      .from(restaurantCategories)
      .innerJoin(categories, eq(categories.id, restaurantCategories.categoryId))
      .where(
        inArray(
          restaurantCategories.restaurantId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(categories.name));
    return rows.map((row) => ({
      ...row,
      type: 'restaurant' as const,
      categories: links.filter((link) => link.restaurantId === row.id).map((link) => link.name),
    }));
  }

  const summary = {
    id: restaurants.id,
    name: restaurants.name,
    city: cities.name,
    priceCategoryId: restaurants.priceCategory,
    slug: restaurants.slug,
    listIndex: restaurants.listIndex,
  };

  return {
    async filtersInUse() {
      const usedCategories = await db
        .selectDistinct({ id: categories.id, name: categories.name })
        .from(categories)
        .innerJoin(restaurantCategories, eq(restaurantCategories.categoryId, categories.id))
        .orderBy(asc(categories.name));
      const usedOccasions = await db
        .selectDistinct({ id: occasions.id, name: occasions.name })
        .from(occasions)
        .innerJoin(restaurantOccasions, eq(restaurantOccasions.occasionId, occasions.id))
        .orderBy(asc(occasions.name));
      const usedCities = await db
        .selectDistinct({ id: cities.id, name: cities.name, region: cities.region })
        .from(cities)
        .innerJoin(restaurants, eq(restaurants.cityId, cities.id))
        .orderBy(asc(cities.region), asc(cities.name));
      const usedAreas = await db
        .selectDistinct({ id: areas.id, name: areas.name, cityId: areas.cityId })
        .from(areas)
        .innerJoin(restaurants, eq(restaurants.areaId, areas.id))
        .orderBy(asc(areas.name));
      return { usedCategories, usedOccasions, usedCities, usedAreas };
    },

    /** `term` is already normalised (search-text.ts); matches name, city or category. */
    async globalSearch(term: string, limit: number): Promise<SearchRestaurant[]> {
      const rows = await db
        .select(summary)
        .from(restaurants)
        .innerJoin(cities, eq(cities.id, restaurants.cityId))
        .where(like(restaurants.searchText, `%${escapeLike(term)}%`))
        .orderBy(asc(restaurants.listIndex), asc(restaurants.id))
        .limit(limit);
      return withCategories(rows);
    },

    async searchPage(filters: SearchFilter[], limit: number, offset: number) {
      const where = filterCondition(db, filters);
      const [total] = await db.select({ n: count() }).from(restaurants).where(where);
      const rows = await db
        .select({ ...summary, timeZone: restaurants.timeZone })
        .from(restaurants)
        .innerJoin(cities, eq(cities.id, restaurants.cityId))
        .where(where)
        .orderBy(asc(restaurants.listIndex), asc(restaurants.id))
        .limit(limit)
        .offset(offset);
      const withNames = await withCategories(rows.map(({ timeZone: _zone, ...row }) => row));
      return { total: total?.n ?? 0, restaurants: withNames };
    },
  };
}
