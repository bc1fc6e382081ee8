import { suggestNear } from '@dekka/availability/slots';
import type {
  FiltersInUseResponse,
  GlobalSearchResponse,
  SearchFilter,
  SearchResultsResponse,
} from '@dekka/contracts/search';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { createAvailabilityRepository } from '../availability/availability.repository.ts';
import { SUGGESTION_COUNT } from '../availability/availability.service.ts';
import { localInstant, toTimeSuggestion } from '../availability/local-window.ts';
import type { SearchRepository } from './search.repository.ts';
import { normalizeSearchText } from './search-text.ts';

const GLOBAL_SEARCH_LIMIT = 20;
export const DEFAULT_PAGE_SIZE = 50;

export type SearchService = ReturnType<typeof createSearchService>;

export function createSearchService(deps: {
  db: AppDatabase;
  search: SearchRepository;
  clock: Clock;
}) {
  const availability = createAvailabilityRepository(deps.db);
  return {
    async filtersInUse(): Promise<FiltersInUseResponse> {
      const used = await deps.search.filtersInUse();
      const regions = new Map<string, Array<{ id: number; name: string }>>();
      for (const city of used.usedCities) {
        const list = regions.get(city.region) ?? [];
        list.push({ id: city.id, name: city.name });
        regions.set(city.region, list);
      }
      return {
        categories: used.usedCategories,
        cities: [...regions].map(([region, cities]) => ({ region, cities })),
        occasions: used.usedOccasions,
        areas: used.usedAreas,
      };
    },

    async globalSearch(searchString: string): Promise<GlobalSearchResponse> {
      const term = normalizeSearchText(searchString);
      if (term === '') return { restaurants: [] };
      return { restaurants: await deps.search.globalSearch(term, GLOBAL_SEARCH_LIMIT) };
    },

    /**
     * One page of matching restaurants, each with suggestions around `dateTime` read as
     * wall-clock time in that restaurant's own zone. The page's availability inputs are read
     * in one batch; only the pure engine runs per restaurant.
     */
    async results(query: {
      dateTime: string;
      guests: number;
      filters: SearchFilter[];
      /** Free text as the diner typed it; blank searches everything. */
      q: string;
      page: number;
      limit: number;
    }): Promise<SearchResultsResponse> {
      const now = deps.clock.now();
      const page = await deps.search.searchPage(
        query.filters,
        normalizeSearchText(query.q),
        query.limit,
        (query.page - 1) * query.limit,
      );
      const date = query.dateTime.slice(0, 10);
      const inputs = await availability.inputsMany(
        page.restaurants.map((restaurant) => restaurant.id),
        date,
        query.guests,
        now,
      );
      return {
        page: query.page,
        limit: query.limit,
        total: page.total,
        restaurants: page.restaurants.map((restaurant) => {
          const input = inputs.get(restaurant.id);
          if (!input) return { ...restaurant, timeSuggestions: [] };
          const target = localInstant(query.dateTime, input.rules.timeZone).ms;
          const slotQuery = { ...input, date, guests: query.guests, now: now.getTime() };
          return {
            ...restaurant,
            timeSuggestions: suggestNear(slotQuery, target, SUGGESTION_COUNT).map((slot) =>
              toTimeSuggestion(slot, date),
            ),
          };
        }),
      };
    },
  };
}
