import { int, z } from './zod.ts';
import { GuestsParam, LocalDateTime } from './params.ts';
import { SEARCH_TEXT_MAX } from './search-text.ts';
import { Currency } from './restaurant.ts';
import { DinerPhoto } from './restaurant-photos.ts';
import { ListedTime } from './suggestion.ts';

const Named = z.object({ id: z.number().int(), name: z.string().max(200) });

/** GET /web/filter/inuse: the filters at least one restaurant uses. */
export const FiltersInUseResponse = z.object({
  categories: z.array(Named).max(1000),
  cities: z
    .array(z.object({ region: z.string().max(200), cities: z.array(Named).max(1000) }))
    .max(1000),
  occasions: z.array(Named).max(1000),
  areas: z.array(Named.extend({ cityId: z.number().int() })).max(1000),
});
export type FiltersInUseResponse = z.infer<typeof FiltersInUseResponse>;

/** Search result restaurant (docs/product.md, "The API"). */
export const SearchRestaurant = z.object({
  id: z.number().int(),
  name: z.string().max(200),
  city: z.string().max(200),
  categories: z.array(z.string().max(200)).max(50),
  priceCategoryId: z.number().int().min(1).max(4),
  /** The restaurant's currency: its price level is written in that market's sign. */
  currency: Currency,
  slug: z.string().max(200),
  type: z.literal('restaurant'),
  listIndex: z.number().int(),
  /** The average of the published ratings (one decimal); absent while there are none. */
  ratingAverage: z.number().min(1).max(5).optional(),
  /** How many published ratings the average is of; absent while there are none. */
  ratingCount: z.number().int().min(1).optional(),
});
export type SearchRestaurant = z.infer<typeof SearchRestaurant>;

export const GlobalSearchParams = z.object({ searchString: z.string().max(SEARCH_TEXT_MAX) });

export const GlobalSearchResponse = z.object({
  restaurants: z.array(SearchRestaurant).max(100),
});
export type GlobalSearchResponse = z.infer<typeof GlobalSearchResponse>;

export const FilterType = z.enum(['category', 'city', 'occasion', 'area']);
export type FilterType = z.infer<typeof FilterType>;

export const SearchFilter = z.object({
  id: z.number().int().positive().max(2_147_483_647),
  type: FilterType,
});
export type SearchFilter = z.infer<typeof SearchFilter>;

const FILTER = /^[1-9]\d{0,9};[a-z]{1,20}$/;

/** `filters=12;category,3;city`: comma-separated `id;type` pairs. */
export const FiltersParam = z
  .string()
  .max(2000)
  .transform((value, context) => {
    const filters: SearchFilter[] = [];
    for (const part of value.split(',').filter((entry) => entry.trim() !== '')) {
      const parsed = FILTER.test(part.trim())
        ? SearchFilter.safeParse({
            id: Number(part.trim().split(';')[0]),
            type: part.trim().split(';')[1],
          })
        : undefined;
      if (!parsed?.success) {
        context.addIssue({ code: 'custom', message: `invalid filter "${part.slice(0, 40)}"` });
        return z.NEVER;
      }
      filters.push(parsed.data);
    }
    return filters;
  });

export const SearchSort = z.enum(['relevance', 'price-asc', 'price-desc', 'distance']);
export type SearchSort = z.infer<typeof SearchSort>;

const COORDINATES = /^-?\d{1,3}(\.\d{1,8})?,-?\d{1,3}(\.\d{1,8})?$/;

/** `near=64.1466,-21.9426`: a position on Earth, latitude first. */
export const NearParam = z
  .string()
  .max(40)
  .regex(COORDINATES)
  .transform((value, context) => {
    const [lat = 0, lon = 0] = value.split(',').map(Number);
    if (Math.abs(lat) > 90 || Math.abs(lon) > 180) {
      context.addIssue({ code: 'custom', message: 'near must be a latitude and a longitude' });
      return z.NEVER;
    }
    return { lat, lon };
  });
export type Position = { lat: number; lon: number };

export const SearchResultsQuery = z
  .object({
    dateTime: LocalDateTime,
    guests: GuestsParam,
    filters: FiltersParam.optional(),
    /**
     * Free text (docs/product.md, "Search"): only restaurants whose name, city or cuisine holds
     * every word, name matches first. Blank means no text.
     */
    q: z.string().max(SEARCH_TEXT_MAX).optional(),
    /**
     * The order after availability (docs/product.md, "Search"): relevance (the default), price
     * level up or down, or distance from `near`, which `distance` requires.
     */
    sort: SearchSort.optional(),
    /** The diner's position as `lat,lon` (decimal degrees); rows then carry their distance. */
    near: NearParam.optional(),
    page: z.string().max(6).regex(/^\d+$/).transform(Number).pipe(int().min(1)).optional(),
    limit: z
      .string()
      .max(3)
      .regex(/^\d+$/)
      .transform(Number)
      .pipe(z.number().int().min(1).max(200))
      .optional(),
  })
  .refine((query) => query.sort !== 'distance' || query.near !== undefined, {
    message: 'sort=distance needs near=lat,lon',
    path: ['near'],
  });
export type SearchResultsQuery = z.infer<typeof SearchResultsQuery>;

export const SearchResultsResponse = z.object({
  restaurants: z.array(
    SearchRestaurant.extend({
      timeSuggestions: z.array(ListedTime),
      /**
       * When no time on the asked day is free: the free time closest to the asked hour on the
       * first following day that has one (within a week and the booking window).
       */
      nextAvailable: ListedTime.optional(),
      /** Metres from `near`, when the search gave one. */
      distanceMeters: z.number().int().min(0).optional(),
      /**
       * The cover in sizes (ADR 038); absent or null when the restaurant has none. Lists show no
       * logo, so none is sent.
       */
      cover: DinerPhoto.nullable().optional(),
    }),
  ),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type SearchResultsResponse = z.infer<typeof SearchResultsResponse>;

/** The most restaurants the nearby list asks for (docs/product.md, "Nearby"). */
export const NEARBY_TAKE_MAX = 50;

/** Decimal degrees in a query, within ±`limit`: `64.1504`, `-21.9327`. */
const degrees = (limit: number) =>
  z
    .string()
    .max(20)
    .regex(/^-?\d{1,3}(\.\d{1,8})?$/, 'expected decimal degrees')
    .transform(Number)
    .pipe(z.number().min(-limit).max(limit));

/**
 * GET /web/search/nearby: the `take` restaurants closest to a position, each with its times near
 * `dateTime` for `guests`; `harpa=true` keeps only those in the Harpa concert hall.
 */
export const NearbyQuery = z.object({
  lat: degrees(90),
  lon: degrees(180),
  take: z
    .string()
    .max(3)
    .regex(/^\d+$/, 'expected a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(NEARBY_TAKE_MAX)),
  harpa: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  dateTime: LocalDateTime,
  guests: GuestsParam,
});
export type NearbyQuery = z.infer<typeof NearbyQuery>;

export const NearbyResponse = z.object({
  /** Closest first. */
  restaurants: z
    .array(
      SearchRestaurant.extend({
        timeSuggestions: z.array(ListedTime),
        /** As on the results page: the next free time when the asked day has none. */
        nextAvailable: ListedTime.optional(),
        /** Metres from the asked position. */
        distanceMeters: z.number().int().min(0),
        lat: z.number().min(-90).max(90),
        lon: z.number().min(-180).max(180),
        address: z.string().max(500),
        /** As on the results page (ADR 038). */
        cover: DinerPhoto.nullable().optional(),
      }),
    )
    .max(NEARBY_TAKE_MAX),
});
export type NearbyResponse = z.infer<typeof NearbyResponse>;
