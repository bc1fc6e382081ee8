import { z } from './zod.ts';
import { GuestsParam, LocalDateTime } from './params.ts';
import { SEARCH_TEXT_MAX } from './search-text.ts';
import { TimeSuggestion } from './suggestion.ts';

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
  slug: z.string().max(200),
  type: z.literal('restaurant'),
  listIndex: z.number().int(),
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

export const SearchResultsQuery = z.object({
  dateTime: LocalDateTime,
  guests: GuestsParam,
  filters: FiltersParam.optional(),
  /**
   * Free text (docs/product.md, "Search"): only restaurants whose name, city or cuisine holds
   * every word, name matches first. Blank means no text.
   */
  q: z.string().max(SEARCH_TEXT_MAX).optional(),
  page: z.string().max(6).regex(/^\d+$/).transform(Number).pipe(z.number().int().min(1)).optional(),
  limit: z
    .string()
    .max(3)
    .regex(/^\d+$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(200))
    .optional(),
});
export type SearchResultsQuery = z.infer<typeof SearchResultsQuery>;

export const SearchResultsResponse = z.object({
  restaurants: z.array(SearchRestaurant.extend({ timeSuggestions: z.array(TimeSuggestion) })),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type SearchResultsResponse = z.infer<typeof SearchResultsResponse>;
