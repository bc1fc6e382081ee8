import { addDays } from '@dekka/availability/local-time';
import { suggestNear } from '@dekka/availability/slots';
import type {
  FiltersInUseResponse,
  GlobalSearchResponse,
  NearbyResponse,
  Position,
  SearchFilter,
  SearchResultsResponse,
  SearchSort,
} from '@dekka/contracts/search';
import type { TimeSuggestion } from '@dekka/contracts/suggestion';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { createAvailabilityRepository } from '../availability/availability.repository.ts';
import { SUGGESTION_COUNT } from '../availability/availability.service.ts';
import { localInstant, toTimeSuggestion } from '../availability/local-window.ts';
import type { AvailabilityInputs } from '../availability/availability.repository.ts';
import type { SearchRepository } from './search.repository.ts';
import type { Language } from '@dekka/contracts/languages';
import { normalizeSearchText } from './search-text.ts';

const GLOBAL_SEARCH_LIMIT = 20;
export const DEFAULT_PAGE_SIZE = 50;
/** A free time at most this far from the asked one is "near": such restaurants come first. */
export const NEAR_MINUTES = 60;
/**
 * How many of the best matches are ordered by availability as one block. Every one of them is
 * judged by the engine whatever the page size (about half a millisecond each); past the block the
 * chosen order stands alone until an availability index can order any number of restaurants.
 */
export const ORDER_WINDOW = 50;
/** How many days after the asked one a fully booked restaurant's next free time is looked for. */
export const NEXT_AVAILABLE_DAYS = 7;

type ResultRow = SearchResultsResponse['restaurants'][number];

/**
 * 0: a free time within NEAR_MINUTES of the asked one; 1: a free time elsewhere that day;
 * 2: none that day (the waiting list or nothing).
 */
function availabilityTier(suggestions: readonly TimeSuggestion[], target: number): number {
  const free = suggestions.filter((slot) => slot.isAvailable);
  if (free.length === 0) return 2;
  const near = NEAR_MINUTES * 60_000;
  return free.some((slot) => Math.abs(Date.parse(slot.date) - target) <= near) ? 0 : 1;
}
export type SearchService = ReturnType<typeof createSearchService>;

/** The free time closest to `dateTime` on its day, or undefined when the day has none. */
function firstFreeNear(
  input: AvailabilityInputs,
  date: string,
  dateTime: string,
  guests: number,
  now: Date,
): TimeSuggestion | undefined {
  const target = localInstant(dateTime, input.rules.timeZone).ms;
  const [slot] = suggestNear({ ...input, date, guests, now: now.getTime() }, target, 1);
  return slot?.isAvailable ? toTimeSuggestion(slot, date) : undefined;
}

/** The SUGGESTION_COUNT times closest to `dateTime` (the restaurant's wall clock) on its day. */
function suggestionsAround(
  input: AvailabilityInputs,
  dateTime: string,
  guests: number,
  now: Date,
): TimeSuggestion[] {
  const date = dateTime.slice(0, 10);
  const target = localInstant(dateTime, input.rules.timeZone).ms;
  return suggestNear({ ...input, date, guests, now: now.getTime() }, target, SUGGESTION_COUNT).map(
    (slot) => toTimeSuggestion(slot, date),
  );
}

export function createSearchService(deps: {
  db: AppDatabase;
  search: SearchRepository;
  clock: Clock;
}) {
  const availability = createAvailabilityRepository(deps.db);

  /**
   * Sets `nextAvailable` on each row: the free time closest to the asked hour on the first of
   * the following NEXT_AVAILABLE_DAYS days that has one. One batched read per day, and only
   * for the rows still without one; the engine's booking window ends the search by itself.
   */
  async function addNextAvailable(
    rows: Array<{ id: number; nextAvailable?: TimeSuggestion }>,
    dateTime: string,
    guests: number,
    now: Date,
  ): Promise<void> {
    let waiting = rows;
    const time = dateTime.slice(11, 16);
    for (let day = 1; day <= NEXT_AVAILABLE_DAYS && waiting.length > 0; day += 1) {
      const date = addDays(dateTime.slice(0, 10), day);
      const inputs = await availability.inputsMany(
        waiting.map((row) => row.id),
        date,
        guests,
        now,
      );
      waiting = waiting.filter((row) => {
        const input = inputs.get(row.id);
        const free = input && firstFreeNear(input, date, `${date}T${time}`, guests, now);
        if (free) row.nextAvailable = free;
        return !free;
      });
    }
  }

  return {
    async filtersInUse(language: Language | null = null): Promise<FiltersInUseResponse> {
      const used = await deps.search.filtersInUse(language);
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

    async globalSearch(
      searchString: string,
      language: Language | null = null,
    ): Promise<GlobalSearchResponse> {
      const term = normalizeSearchText(searchString);
      if (term === '') return { restaurants: [] };
      return { restaurants: await deps.search.globalSearch(term, GLOBAL_SEARCH_LIMIT, language) };
    },

    /**
     * One page of matching restaurants, each with suggestions around `dateTime` read as
     * wall-clock time in that restaurant's own zone. The availability inputs are read in one
     * batch; only the pure engine runs per restaurant. The first ORDER_WINDOW matches (in the
     * chosen order) are ordered as one block by availability: a free time near the asked one,
     * then a free time elsewhere that day, then none, each group keeping the chosen order; so
     * every page inside the block, and "show more" up to it, see one order
     * (docs/decisions/029-availability-first-results.md). A row with no free time that day
     * carries its next free time.
     */
    async results(query: {
      dateTime: string;
      guests: number;
      filters: SearchFilter[];
      /** Free text as the diner typed it; blank searches everything. */
      q: string;
      sort?: SearchSort | undefined;
      near?: Position | undefined;
      page: number;
      limit: number;
      /** Cuisine names in this language where they have one. */
      language?: Language | null;
    }): Promise<SearchResultsResponse> {
      const now = deps.clock.now();
      const offset = (query.page - 1) * query.limit;
      const inBlock = offset < ORDER_WINDOW;
      const from = inBlock ? 0 : offset;
      const to = inBlock ? Math.max(ORDER_WINDOW, offset + query.limit) : offset + query.limit;
      const fetched = await deps.search.searchPage(
        query.filters,
        normalizeSearchText(query.q),
        to - from,
        from,
        { sort: query.sort ?? 'relevance', near: query.near },
        query.language ?? null,
      );
      const date = query.dateTime.slice(0, 10);
      const inputs = await availability.inputsMany(
        fetched.restaurants.map((restaurant) => restaurant.id),
        date,
        query.guests,
        now,
      );
      const rows = fetched.restaurants.map((restaurant) => {
        const input = inputs.get(restaurant.id);
        if (!input) return { row: { ...restaurant, timeSuggestions: [] }, tier: 2 };
        const target = localInstant(query.dateTime, input.rules.timeZone).ms;
        const timeSuggestions = suggestionsAround(input, query.dateTime, query.guests, now);
        return {
          row: { ...restaurant, timeSuggestions },
          tier: availabilityTier(timeSuggestions, target),
        };
      });
      if (inBlock) {
        // Array#sort is stable: within a tier the block keeps the chosen order.
        const block = rows.slice(0, ORDER_WINDOW).sort((a, b) => a.tier - b.tier);
        rows.splice(0, block.length, ...block);
      }
      const pageRows = rows
        .slice(offset - from, offset - from + query.limit)
        .map(({ row }) => row as ResultRow);
      await addNextAvailable(
        pageRows.filter((row) => !row.timeSuggestions.some((slot) => slot.isAvailable)),
        query.dateTime,
        query.guests,
        now,
      );
      return {
        page: query.page,
        limit: query.limit,
        total: fetched.total,
        restaurants: pageRows,
      };
    },

    /**
     * The `take` restaurants closest to `near` (only Harpa's with `harpaOnly`), closest first,
     * each with its times around `dateTime` as the results page shows them: a row with no free
     * time that day carries its next free time (docs/product.md, "Nearby").
     */
    async nearby(query: {
      near: Position;
      take: number;
      harpaOnly: boolean;
      dateTime: string;
      guests: number;
      language?: Language | null;
    }): Promise<NearbyResponse> {
      const now = deps.clock.now();
      const found = await deps.search.nearby(
        query.near,
        query.take,
        query.harpaOnly,
        query.language ?? null,
      );
      const inputs = await availability.inputsMany(
        found.map((restaurant) => restaurant.id),
        query.dateTime.slice(0, 10),
        query.guests,
        now,
      );
      const rows: NearbyResponse['restaurants'] = found.map((restaurant) => {
        const input = inputs.get(restaurant.id);
        return {
          ...restaurant,
          type: 'restaurant' as const,
          timeSuggestions: input ? suggestionsAround(input, query.dateTime, query.guests, now) : [],
        };
      });
      await addNextAvailable(
        rows.filter((row) => !row.timeSuggestions.some((slot) => slot.isAvailable)),
        query.dateTime,
        query.guests,
        now,
      );
      return { restaurants: rows };
    },
  };
}
