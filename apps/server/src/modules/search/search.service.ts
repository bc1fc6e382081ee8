import { addDays } from '@dekka/time/local-time';
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
import type { ListedTime } from '@dekka/contracts/suggestion';
import type { Slot } from '@dekka/availability/types';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { knownFullDays } from '../availability-index/free-cells.ts';
import { availabilityInputs, SUGGESTION_COUNT } from '../availability/availability.service.ts';
import { localInstant } from '../availability/local-window.ts';
import type { AvailabilityInputs } from '../availability/availability.service.ts';
import { createSearchRepository, type SearchPageRestaurant } from './search.repository.ts';
import { type DinerPhotoSource, dinerPhoto } from '../media/photo-views.ts';
import type { Language } from '@dekka/contracts/languages';
import { normalizeSearchText } from '../restaurants/search-text.ts';

const GLOBAL_SEARCH_LIMIT = 20;
export const DEFAULT_PAGE_SIZE = 50;
/** How many days after the asked one a fully booked restaurant's next free time is looked for. */
export const NEXT_AVAILABLE_DAYS = 7;

type ResultRow = SearchResultsResponse['restaurants'][number];

export type SearchService = ReturnType<typeof createSearchService>;

/** A slot of `date` as a list shows it (its wall time on `date`, see toTimeSuggestion). */
function toListedTime(slot: Slot, date: string): ListedTime {
  return {
    date: slot.date,
    localTime: `${date}T${slot.localTime}`,
    isAvailable: slot.isAvailable,
    isWaitingListAvailable: slot.isWaitingListAvailable,
    eventIds: slot.eventIds,
  };
}

/** The free time closest to `dateTime` on its day, or undefined when the day has none. */
function firstFreeNear(
  input: AvailabilityInputs,
  date: string,
  dateTime: string,
  guests: number,
  now: Date,
): ListedTime | undefined {
  const target = localInstant(dateTime, input.rules.timeZone).ms;
  const [slot] = suggestNear({ ...input, date, guests, now: now.getTime() }, target, 1);
  return slot?.isAvailable ? toListedTime(slot, date) : undefined;
}

/** The SUGGESTION_COUNT times closest to `dateTime` (the restaurant's wall clock) on its day. */
function suggestionsAround(
  input: AvailabilityInputs,
  dateTime: string,
  guests: number,
  now: Date,
): ListedTime[] {
  const date = dateTime.slice(0, 10);
  const target = localInstant(dateTime, input.rules.timeZone).ms;
  return suggestNear({ ...input, date, guests, now: now.getTime() }, target, SUGGESTION_COUNT).map(
    (slot) => toListedTime(slot, date),
  );
}

export function createSearchService(deps: {
  db: AppDatabase;
  clock: Clock;
  /** Each result's cover (ADR 038). */
  photos: DinerPhotoSource;
}) {
  const search = createSearchRepository(deps.db);
  const availability = availabilityInputs(deps.db);

  /**
   * Sets `nextAvailable` on each row: the free time closest to the asked hour on the first of
   * the following NEXT_AVAILABLE_DAYS days that has one. The availability index rules out the
   * days it knows are full, so the engine usually judges one day per row; what remains is one
   * batched read per day, only for the rows still without a time. The engine's booking window
   * ends the search by itself.
   */
  async function addNextAvailable(
    rows: Array<{ id: number; nextAvailable?: ListedTime }>,
    dateTime: string,
    guests: number,
    now: Date,
  ): Promise<void> {
    if (rows.length === 0) return;
    const time = dateTime.slice(11, 16);
    const days = Array.from({ length: NEXT_AVAILABLE_DAYS }, (_, index) =>
      addDays(dateTime.slice(0, 10), index + 1),
    );
    const full = await knownFullDays(
      deps.db,
      rows.map((row) => row.id),
      days,
      guests,
      now,
    );
    let waiting = rows;
    for (const date of days) {
      if (waiting.length === 0) break;
      const judged = waiting.filter((row) => !full.has(`${row.id}|${date}`));
      if (judged.length === 0) continue;
      const inputs = await availability.inputsMany(
        judged.map((row) => row.id),
        date,
        guests,
        now,
      );
      for (const row of judged) {
        const input = inputs.get(row.id);
        const free = input && firstFreeNear(input, date, `${date}T${time}`, guests, now);
        if (free) row.nextAvailable = free;
      }
      waiting = waiting.filter((row) => !row.nextAvailable);
    }
  }

  /**
   * A page row as the results page shows it: its fields named one by one, because copying the
   * row with a rest pattern and a spread cost a twentieth of a search request's time on a page
   * of 50.
   */
  function resultRow(
    row: SearchPageRestaurant,
    input: AvailabilityInputs | undefined,
    query: { dateTime: string; guests: number; language?: Language | null },
    now: Date,
  ): ResultRow {
    return {
      id: row.id,
      name: row.name,
      city: row.city,
      categories: row.categories,
      priceCategoryId: row.priceCategoryId,
      currency: row.currency,
      slug: row.slug,
      type: row.type,
      listIndex: row.listIndex,
      ratingAverage: row.ratingAverage,
      ratingCount: row.ratingCount,
      distanceMeters: row.distanceMeters,
      timeSuggestions: input ? suggestionsAround(input, query.dateTime, query.guests, now) : [],
      cover:
        row.cover && dinerPhoto(row.cover, deps.photos.store, query.language ?? null, row.locale),
    };
  }

  /** The cover of each listed restaurant, in one read (ADR 038); lists show no logo. */
  async function coverLookup(restaurantIds: number[], language: Language | null) {
    const photoRows = await deps.photos.rows(restaurantIds, false);
    return (restaurantId: number) => {
      const row = photoRows.find((p) => p.restaurantId === restaurantId && p.kind === 'cover');
      return row ? dinerPhoto(row, deps.photos.store, language, row.locale) : null;
    };
  }

  return {
    async filtersInUse(language: Language | null = null): Promise<FiltersInUseResponse> {
      const used = await search.filtersInUse(language);
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
      return { restaurants: await search.globalSearch(term, GLOBAL_SEARCH_LIMIT, language) };
    },

    /**
     * One page of matching restaurants, each with suggestions around `dateTime` read as
     * wall-clock time in that restaurant's own zone. The order is the database's: every match
     * by its availability group from the availability index (a free time near the asked one,
     * then a free time elsewhere that day, then none), then the chosen order
     * (docs/decisions/035-availability-index.md). The engine runs only for the page's rows, for
     * the times they show; a row with no free time that day carries its next free time.
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
      const fetched = await search.searchPage(
        query.filters,
        normalizeSearchText(query.q),
        query.limit,
        (query.page - 1) * query.limit,
        { dateTime: query.dateTime, guests: query.guests, now },
        { sort: query.sort ?? 'relevance', near: query.near },
        query.language ?? null,
      );
      const inputs = await availability.inputsMany(
        fetched.restaurants.map((restaurant) => restaurant.id),
        query.dateTime.slice(0, 10),
        query.guests,
        now,
      );
      const rows = fetched.restaurants.map((restaurant) =>
        resultRow(restaurant, inputs.get(restaurant.id), query, now),
      );
      await addNextAvailable(
        rows.filter((row) => !row.timeSuggestions.some((slot) => slot.isAvailable)),
        query.dateTime,
        query.guests,
        now,
      );
      return { page: query.page, limit: query.limit, total: fetched.total, restaurants: rows };
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
      const found = await search.nearby(
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
      const coverOf = await coverLookup(
        found.map((restaurant) => restaurant.id),
        query.language ?? null,
      );
      const rows: NearbyResponse['restaurants'] = found.map((restaurant) => {
        const input = inputs.get(restaurant.id);
        return {
          ...restaurant,
          type: 'restaurant' as const,
          timeSuggestions: input ? suggestionsAround(input, query.dateTime, query.guests, now) : [],
          cover: coverOf(restaurant.id),
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
