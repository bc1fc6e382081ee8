import type { FilterType, SearchFilter, SearchRestaurant } from '@dekka/contracts/search';
import { and, asc, count, eq, exists, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
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
import { preparedRows } from '../availability/prepared-query.ts';
import { intArray } from '../availability/static-inputs.ts';

/** One row of the page query; every column's type is fixed by the SQL. */
type PageRow = Omit<SearchRestaurant, 'type'> & { total: number };

export type SearchRepository = ReturnType<typeof createSearchRepository>;

function idsOf(filters: SearchFilter[], type: FilterType): number[] {
  return filters.filter((filter) => filter.type === type).map((filter) => filter.id);
}

/**
 * `column = any(array)` with the ids as ONE parameter, so the SQL text depends only on which
 * filter types are present, not on how many ids each has: the page query then runs as one of a
 * handful of prepared statements instead of being planned anew for every request.
 */
function anyOf(column: AnyColumn, ids: number[]): SQL {
  return sql`${column} = any(${intArray(ids)}::int[])`;
}

/** Filters of one type are alternatives (OR); different types narrow each other (AND). */
function filterCondition(db: AppDatabase, filters: SearchFilter[]): SQL | undefined {
  const conditions: SQL[] = [];
  const cityIds = idsOf(filters, 'city');
  if (cityIds.length > 0) conditions.push(anyOf(restaurants.cityId, cityIds));
  const areaIds = idsOf(filters, 'area');
  if (areaIds.length > 0) conditions.push(anyOf(restaurants.areaId, areaIds));
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
              anyOf(restaurantCategories.categoryId, categoryIds),
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
              anyOf(restaurantOccasions.occasionId, occasionIds),
            ),
          ),
      ),
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * Free text (docs/decisions/025-free-text-search.md), `term` already folded (search-text.ts) and
 * not empty. A restaurant matches when every word of the term occurs in its search text (name,
 * city, cuisines). `rank` orders the matches: 0 when the name holds every word and starts with
 * the first ("kol" finds "Kol og Salt" before "Skólavörðuhús"), 1 when the name holds every word
 * elsewhere, 2 when the city or cuisines complete the match. Plain strpos, so no LIKE wildcard
 * in the text needs escaping; the term is one parameter, so the SQL text (and the prepared
 * statement) is the same whatever the diner typed.
 */
function textMatch(term: string): { where: SQL; rank: SQL } {
  const holdsEvery = (column: AnyColumn) =>
    sql`not exists (select 1 from unnest(string_to_array(${term}::text, ' ')) as term(word)
      where strpos(${column}, term.word) = 0)`;
  const nameMatch = holdsEvery(restaurants.searchName);
  return {
    where: holdsEvery(restaurants.searchText),
    rank: sql`case when ${nameMatch} then
        case when strpos(${restaurants.searchName}, split_part(${term}::text, ' ', 1)) = 1
        then 0 else 1 end
      else 2 end`,
  };
}

/** The filters' and the text's conditions together; undefined when neither narrows. */
function searchCondition(db: AppDatabase, filters: SearchFilter[], term: string): SQL | undefined {
  const byFilters = filterCondition(db, filters);
  if (term === '') return byFilters;
  return byFilters ? and(byFilters, textMatch(term).where) : textMatch(term).where;
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

    /** `term` is already folded (search-text.ts) and not empty; name matches first. */
    async globalSearch(term: string, limit: number): Promise<SearchRestaurant[]> {
      const match = textMatch(term);
      const rows = await db
        .select(summary)
        .from(restaurants)
        .innerJoin(cities, eq(cities.id, restaurants.cityId))
        .where(match.where)
        .orderBy(match.rank, asc(restaurants.listIndex), asc(restaurants.id))
        .limit(limit);
      return withCategories(rows);
    },

    /**
     * One page and the total in one query: the window count rides on every row and the
     * categories come aggregated per row. Only a page past the end (no rows to carry the count)
     * costs a second query. With a `term` (folded, or '' for none) only matches come, name
     * matches first; otherwise the list order.
     */
    async searchPage(filters: SearchFilter[], term: string, limit: number, offset: number) {
      const where = searchCondition(db, filters, term) ?? sql`true`;
      const rank = term === '' ? sql`` : sql`${textMatch(term).rank}, `;
      const rows = await preparedRows<PageRow>(
        db,
        sql`
        select ${restaurants.id} as id, ${restaurants.name} as name, ${cities.name} as city,
          ${restaurants.priceCategory} as "priceCategoryId", ${restaurants.slug} as slug,
          ${restaurants.listIndex} as "listIndex", (count(*) over ())::int as total,
          coalesce((
            select json_agg(${categories.name} order by ${categories.name})
            from ${restaurantCategories}
            join ${categories} on ${categories.id} = ${restaurantCategories.categoryId}
            where ${restaurantCategories.restaurantId} = ${restaurants.id}
          ), '[]'::json) as categories
        from ${restaurants}
        join ${cities} on ${cities.id} = ${restaurants.cityId}
        where ${where}
        order by ${rank}${restaurants.listIndex}, ${restaurants.id}
        limit ${limit} offset ${offset}`,
      );
      let total = rows[0]?.total;
      if (total === undefined) {
        const [counted] = await db
          .select({ n: count() })
          .from(restaurants)
          .where(searchCondition(db, filters, term));
        total = counted?.n ?? 0;
      }
      return {
        total,
        restaurants: rows.map(({ total: _total, ...row }) => ({
          ...row,
          type: 'restaurant' as const,
        })),
      };
    },
  };
}
