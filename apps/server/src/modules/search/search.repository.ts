import type {
  FilterType,
  Position,
  SearchFilter,
  SearchRestaurant,
  SearchSort,
} from '@dekka/contracts/search';
import type { Language } from '@dekka/contracts/languages';
import { and, asc, eq, exists, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
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
import { intArray, preparedRows } from '../../db/prepared-query.ts';
import {
  freeCells,
  indexKnows,
  nearMask,
  NO_CELLS,
  type AvailabilityAsk,
} from '../availability-index/free-cells.ts';
import { visibleToDiners } from '../restaurants/diner-visible.ts';
import type { PhotoRow } from '../media/photo-views.ts';

/** A row's cover as the page query reads it: what a diner's view of the photo needs. */
export type CoverRow = Pick<PhotoRow, 'id' | 'width' | 'height' | 'variants' | 'alt'>;

/** One row of the page query; every column's type is fixed by the SQL. */
type PageRow = Omit<SearchRestaurant, 'type' | 'ratingAverage' | 'ratingCount'> & {
  distanceMeters: number | null;
  ratingAverage: number | null;
  ratingCount: number;
  /** The restaurant's own locale, the cover's alt text's last resort. */
  locale: string;
  cover: CoverRow | null;
  /** Every match's count, the same on each row. */
  total: number;
};

/** A page row as searchPage gives it: a search result without its times, with its cover. */
export type SearchPageRestaurant = SearchRestaurant & {
  distanceMeters?: number;
  locale: string;
  cover: CoverRow | null;
};

/** How a page is ordered after the text's rank: see `searchPage`. */
export type PageOrder = { sort: SearchSort; near?: Position | undefined };

/** A free time at most this far from the asked one is "near": such restaurants come first. */
export const NEAR_MINUTES = 60;

/**
 * Metres between the restaurant and `near`, by the equirectangular approximation: within a
 * fraction of a percent of the great-circle distance at a city's or a country's scale, and
 * plain arithmetic over two columns, so every restaurant gets it in the one page query.
 */
function distanceFrom(near: Position): SQL {
  return sql`round(6371000 * sqrt(
      power(radians(${restaurants.lat} - ${near.lat}::float8), 2)
      + power(radians(${restaurants.lon} - ${near.lon}::float8)
        * cos(radians((${restaurants.lat} + ${near.lat}::float8) / 2)), 2)))::int`;
}

/** The ORDER BY keys the diner's chosen order puts before the text's rank and list order. */
function orderKeys(order: PageOrder): SQL {
  switch (order.sort) {
    case 'price-asc':
      return sql`${restaurants.priceCategory} asc, `;
    case 'price-desc':
      return sql`${restaurants.priceCategory} desc, `;
    case 'distance':
      return order.near ? sql`${distanceFrom(order.near)} asc, ` : sql``;
    default:
      return sql``;
  }
}

/** The area the demo's (and the real site's) Harpa restaurants are filed under. */
export const HARPA_AREA = 'Harpa';

/**
 * How far the nearby query looks first: restaurants this close are found through the (lat, lon)
 * index; only when fewer than asked for are this close is every restaurant measured.
 */
export const NEARBY_RADIUS_METERS = 3000;

const EARTH_RADIUS_METERS = 6_371_000;

/**
 * Latitudes and longitudes that hold every point within `radius` metres of `near` by
 * distanceFrom's measure (whose longitude scale is the cosine of the mean latitude). Close to a
 * pole the box takes every longitude.
 */
function boundingBox(near: Position, radius: number) {
  const dLat = (radius / EARTH_RADIUS_METERS) * (180 / Math.PI);
  const farthestLat = Math.abs(near.lat) + dLat;
  const dLon = farthestLat >= 89 ? 360 : dLat / Math.cos((farthestLat * Math.PI) / 180);
  return {
    minLat: near.lat - dLat,
    maxLat: near.lat + dLat,
    minLon: near.lon - dLon,
    maxLon: near.lon + dLon,
  };
}

/** One row of the nearby query, closest first. */
type NearbyRow = Omit<SearchRestaurant, 'type' | 'ratingAverage' | 'ratingCount'> & {
  distanceMeters: number;
  lat: number;
  lon: number;
  address: string;
};

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
  // One city (the usual search) as an equality, so that the (city, list order) index gives the
  // page's order and its walk stops once the page is full (searchPage); `any` cannot.
  const [onlyCity] = cityIds;
  if (cityIds.length === 1 && onlyCity !== undefined) {
    conditions.push(eq(restaurants.cityId, onlyCity));
  } else if (cityIds.length > 0) {
    conditions.push(anyOf(restaurants.cityId, cityIds));
  }
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

/** The filters' and the text's conditions together, among the restaurants diners may see. */
function searchCondition(db: AppDatabase, filters: SearchFilter[], term: string): SQL {
  const byFilters = filterCondition(db, filters);
  const byText = term === '' ? undefined : textMatch(term).where;
  return and(visibleToDiners, byFilters, byText) ?? visibleToDiners;
}

/**
 * A category's or occasion's name in `language` where it has one, else its own
 * (docs/decisions/028-content-in-five-languages.md). The language is a parameter, so the SQL text
 * (and a prepared statement) is the same in every language.
 */
function nameIn(
  table: { name: AnyColumn; translations: AnyColumn },
  language: Language | null,
): SQL<string> {
  return sql<string>`coalesce(${table.translations} -> ${language ?? ''}::text ->> 'name', ${table.name})`;
}

/**
 * The availability groups, in the order search shows them (docs/decisions/035-availability-index.md):
 * a free start within NEAR_MINUTES of the asked time, a free start elsewhere that day or an
 * unknown day (no index row: past the index's horizon or not built yet, or a party larger than
 * the index knows), no free start that day.
 */
const AVAILABILITY_GROUPS = ['near', 'elsewhere', 'full'] as const;
type AvailabilityGroup = (typeof AVAILABILITY_GROUPS)[number];

/**
 * True when the restaurant belongs to `group` for `ask`: one primary-key probe into the index
 * and a few bit operations on its row. A plain boolean (not a group number compared with a
 * constant), so that the planner expects many rows to pass and walks the restaurants in the
 * page's order until the page is full, instead of judging every match and sorting them.
 */
function inGroup(ask: AvailabilityAsk, group: AvailabilityGroup): SQL {
  const free = freeCells(ask);
  const near = sql`${free} & ${nearMask(ask, NEAR_MINUTES)}::varbit <> ${NO_CELLS}::varbit`;
  const anyFree = sql`${free} <> ${NO_CELLS}::varbit`;
  const verdict = {
    near: { row: sql`${indexKnows(ask)} and ${near}`, none: sql`false` },
    elsewhere: {
      row: sql`not ${indexKnows(ask)} or (not (${near}) and ${anyFree})`,
      none: sql`true`,
    },
    full: { row: sql`${indexKnows(ask)} and not (${anyFree})`, none: sql`false` },
  }[group];
  return sql`coalesce((select ${verdict.row} from availability_index ai
      where ai.day = ${ask.dateTime.slice(0, 10)}::date and ai.restaurant_id = ${restaurants.id}),
    ${verdict.none})`;
}

export function createSearchRepository(db: AppDatabase) {
  /** Adds category names to restaurant rows with one query for the whole list. */
  async function withCategories(
    rows: Array<Omit<SearchRestaurant, 'categories' | 'type'>>,
    language: Language | null,
  ): Promise<SearchRestaurant[]> {
    if (rows.length === 0) return [];
    const name = nameIn(categories, language);
    const links = await db
      .select({ restaurantId: restaurantCategories.restaurantId, name })
      .from(restaurantCategories)
      .innerJoin(categories, eq(categories.id, restaurantCategories.categoryId))
      .where(
        inArray(
          restaurantCategories.restaurantId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(name));
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
    currency: restaurants.currency,
    slug: restaurants.slug,
    listIndex: restaurants.listIndex,
  };

  return {
    async filtersInUse(language: Language | null) {
      // DISTINCT orders by what it selects: the translated name, by its output name.
      const usedCategories = await db
        .selectDistinct({ id: categories.id, name: nameIn(categories, language).as('name') })
        .from(categories)
        .innerJoin(restaurantCategories, eq(restaurantCategories.categoryId, categories.id))
        .innerJoin(restaurants, eq(restaurants.id, restaurantCategories.restaurantId))
        .where(visibleToDiners)
        .orderBy(sql`name`);
      const usedOccasions = await db
        .selectDistinct({ id: occasions.id, name: nameIn(occasions, language).as('name') })
        .from(occasions)
        .innerJoin(restaurantOccasions, eq(restaurantOccasions.occasionId, occasions.id))
        .innerJoin(restaurants, eq(restaurants.id, restaurantOccasions.restaurantId))
        .where(visibleToDiners)
        .orderBy(sql`name`);
      const usedCities = await db
        .selectDistinct({ id: cities.id, name: cities.name, region: cities.region })
        .from(cities)
        .innerJoin(restaurants, eq(restaurants.cityId, cities.id))
        .where(visibleToDiners)
        .orderBy(asc(cities.region), asc(cities.name));
      const usedAreas = await db
        .selectDistinct({ id: areas.id, name: areas.name, cityId: areas.cityId })
        .from(areas)
        .innerJoin(restaurants, eq(restaurants.areaId, areas.id))
        .where(visibleToDiners)
        .orderBy(asc(areas.name));
      return { usedCategories, usedOccasions, usedCities, usedAreas };
    },

    /**
     * The `take` restaurants closest to `near`, closest first (then list order), each with its
     * distance in metres, in one query (docs/decisions/030-nearby-and-maps.md). The restaurants
     * within NEARBY_RADIUS_METERS are found first through the (lat, lon) index's bounding box;
     * when at least `take` are that close, the nearest of them are the nearest of all. Otherwise
     * the query measures every restaurant instead (a branch PostgreSQL skips when the first one
     * sufficed). Harpa's few restaurants come straight from the area's index. It runs as an
     * ordinary statement, planned with its values: a generic plan cannot tell a box of ten
     * restaurants from one of ten thousand.
     */
    async nearby(
      near: Position,
      take: number,
      harpaOnly: boolean,
      language: Language | null,
    ): Promise<NearbyRow[]> {
      const distance = distanceFrom(near);
      const box = boundingBox(near, NEARBY_RADIUS_METERS);
      const nearest = harpaOnly
        ? sql`nearest as (
            select ${restaurants.id} as id, ${restaurants.listIndex} as "listIndex",
              ${distance} as distance
            from ${restaurants}
            where ${restaurants.areaId} in (
              select ${areas.id} from ${areas} where ${areas.name} = ${HARPA_AREA})
              and ${visibleToDiners}
            order by distance, "listIndex", id
            limit ${take})`
        : sql`close_by as materialized (
            select id, "listIndex", distance from (
              select ${restaurants.id} as id, ${restaurants.listIndex} as "listIndex",
                ${distance} as distance
              from ${restaurants}
              where ${restaurants.lat} between ${box.minLat}::float8 and ${box.maxLat}::float8
                and ${restaurants.lon} between ${box.minLon}::float8 and ${box.maxLon}::float8
                and ${visibleToDiners}
            ) in_box
            -- Strictly closer: a distance rounded down to the radius may lie just outside the box.
            where distance < ${NEARBY_RADIUS_METERS}
          ),
          nearest as (
            (select id, "listIndex", distance from close_by
              where (select count(*) from close_by) >= ${take})
            union all
            (select ${restaurants.id}, ${restaurants.listIndex}, ${distance} from ${restaurants}
              where (select count(*) from close_by) < ${take} and ${visibleToDiners})
            order by distance, "listIndex", id
            limit ${take})`;
      const result = await db.execute(sql`
        with ${nearest}
        select ${restaurants.id} as id, ${restaurants.name} as name, ${cities.name} as city,
          ${restaurants.priceCategory} as "priceCategoryId", ${restaurants.currency} as currency,
          ${restaurants.slug} as slug,
          ${restaurants.listIndex} as "listIndex", ${restaurants.address} as address,
          ${restaurants.lat} as lat, ${restaurants.lon} as lon,
          nearest.distance as "distanceMeters",
          coalesce((
            select json_agg(${nameIn(categories, language)} order by ${nameIn(categories, language)})
            from ${restaurantCategories}
            join ${categories} on ${categories.id} = ${restaurantCategories.categoryId}
            where ${restaurantCategories.restaurantId} = ${restaurants.id}
          ), '[]'::json) as categories
        from nearest
        join ${restaurants} on ${restaurants.id} = nearest.id
        join ${cities} on ${cities.id} = ${restaurants.cityId}
        order by nearest.distance, nearest."listIndex", nearest.id`);
      return (result as unknown as { rows: NearbyRow[] }).rows;
    },

    /** `term` is already folded (search-text.ts) and not empty; name matches first. */
    async globalSearch(
      term: string,
      limit: number,
      language: Language | null,
    ): Promise<SearchRestaurant[]> {
      const match = textMatch(term);
      const rows = await db
        .select(summary)
        .from(restaurants)
        .innerJoin(cities, eq(cities.id, restaurants.cityId))
        .where(and(match.where, visibleToDiners))
        .orderBy(match.rank, asc(restaurants.listIndex), asc(restaurants.id))
        .limit(limit);
      return withCategories(rows, language);
    },

    /**
     * One page of matches and their total. The order: the availability groups one after another
     * (inGroup), each in the chosen order (price, distance), then, with a `term` (folded, or ''
     * for none), name matches first, then the list order. Each group is read in that order only
     * as far as the page reaches: with the list order and one city (the usual search) the
     * restaurants' (city, list order) index walks a few dozen rows for the first page however
     * many match; a later group is read only when the earlier ones run out before the page ends.
     * The page's details, each row's cover and the total come in one statement with the first
     * group's walk, which fills the page in the usual search; only when it does not are the
     * groups walked one by one and the details read for the ids they gave (the total alone
     * when the page is past the end). With `near` every row carries its distance.
     */
    async searchPage(
      filters: SearchFilter[],
      term: string,
      limit: number,
      offset: number,
      ask: AvailabilityAsk,
      order: PageOrder = { sort: 'relevance' },
      language: Language | null = null,
    ): Promise<{ total: number; restaurants: SearchPageRestaurant[] }> {
      const where = searchCondition(db, filters, term);
      const rank = term === '' ? sql`` : sql`${textMatch(term).rank}, `;
      const keys = sql`${orderKeys(order)}${rank}${restaurants.listIndex}, ${restaurants.id}`;
      // The inner FROM names the restaurants table again, so `where` counts every match.
      const total = sql`(select count(*)::int from ${restaurants} where ${where})`;
      const distance = order.near ? distanceFrom(order.near) : sql`null::int`;
      /** The details of `page`'s rows (id, position) after position `after`, in its order. */
      const detailsOf = (page: SQL, after: number) =>
        preparedRows<PageRow>(
          db,
          sql`with page as (${page})
        select ${restaurants.id} as id, ${restaurants.name} as name, ${cities.name} as city,
          ${restaurants.priceCategory} as "priceCategoryId", ${restaurants.currency} as currency,
          ${restaurants.slug} as slug, ${restaurants.listIndex} as "listIndex",
          ${restaurants.locale} as locale,
          ${distance} as "distanceMeters",
          rating.average as "ratingAverage", rating.count as "ratingCount",
          coalesce((
            select json_agg(${nameIn(categories, language)} order by ${nameIn(categories, language)})
            from ${categories}
            where ${categories.id} = any(array(
              select ${restaurantCategories.categoryId} from ${restaurantCategories}
              where ${restaurantCategories.restaurantId} = ${restaurants.id}))
          ), '[]'::json) as categories,
          (select json_build_object('id', p.id, 'width', p.width, 'height', p.height,
              'variants', p.variants, 'alt', p.alt)
            from restaurant_photos p where p.restaurant_id = ${restaurants.id} and p.kind = 'cover'
          ) as cover,
          ${total} as total
        from page
        join ${restaurants} on ${restaurants.id} = page.id
        join ${cities} on ${cities.id} = ${restaurants.cityId}
        cross join lateral (
          select round(avg((s.food + s.service + s.ambience + s.value) / 4.0), 1)::float8 as average,
            count(*)::int as count
          from surveys s where s.restaurant_id = ${restaurants.id} and s.publish
        ) rating
        where page.pos > ${after}
        order by page.pos`,
        );

      // The usual case in one statement: the first group fills the page.
      let rows = await detailsOf(
        sql`select ${restaurants.id} as id, row_number() over (order by ${keys}) as pos
          from ${restaurants} where ${where} and ${inGroup(ask, AVAILABILITY_GROUPS[0])}
          order by ${keys} limit ${offset + limit}`,
        offset,
      );
      if (rows.length < limit) {
        const pageIds: number[] = [];
        let before = 0;
        for (const group of AVAILABILITY_GROUPS) {
          const wanted = offset + limit - before;
          const found = await preparedRows<{ id: number }>(
            db,
            sql`select ${restaurants.id} as id from ${restaurants}
              where ${where} and ${inGroup(ask, group)}
              order by ${keys}
              limit ${wanted}`,
          );
          found.forEach((row, index) => {
            if (before + index >= offset) pageIds.push(row.id);
          });
          before += found.length;
          if (found.length === wanted) break;
        }
        if (pageIds.length === 0) {
          const [counted] = await preparedRows<{ total: number }>(
            db,
            sql`select ${total} as total`,
          );
          return { total: counted?.total ?? 0, restaurants: [] };
        }
        rows = await detailsOf(
          sql`select id, pos from unnest(${intArray(pageIds)}::int[]) with ordinality as chosen(id, pos)`,
          0,
        );
      }
      return {
        total: rows[0]?.total ?? 0,
        // Field by field, not by a rest pattern and spreads: see the search service's resultRow.
        restaurants: rows.map((row) => {
          // Only rows with published ratings carry them.
          const average = row.ratingCount > 0 ? (row.ratingAverage ?? undefined) : undefined;
          return {
            id: row.id,
            name: row.name,
            city: row.city,
            categories: row.categories,
            priceCategoryId: row.priceCategoryId,
            currency: row.currency,
            slug: row.slug,
            type: 'restaurant' as const,
            listIndex: row.listIndex,
            ratingAverage: average,
            ratingCount: average === undefined ? undefined : row.ratingCount,
            distanceMeters: row.distanceMeters ?? undefined,
            locale: row.locale,
            cover: row.cover,
          };
        }),
      };
    },
  };
}
