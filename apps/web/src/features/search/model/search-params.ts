import type { Position, SearchFilter, SearchSort } from '@dekka/contracts/search';
import { SEARCH_TEXT_MAX } from '@dekka/contracts/search-text';
import {
  DEFAULT_GUESTS,
  MAX_GUESTS,
  defaultSearchDateTime,
  parseSearchDateTime,
} from '../../../lib/search-time';
import { formatFilters, parseFilters } from './filters';

/** Restaurants on the results page before "Show more". */
export const PAGE_SIZE = 10;

export interface SearchState {
  guests: number;
  /** `YYYY-MM-DDTHH:mm`, wall-clock time in the home zone. */
  dateTime: string;
  filters: SearchFilter[];
  /** Free text (`q`), trimmed; '' when the diner typed none. */
  q: string;
  /** The order after availability; `distance` only with `near`. Absent means relevance. */
  sort?: SearchSort;
  /** The diner's position, when they shared it for "Nearest first". */
  near?: Position;
}

const SORTS: readonly SearchSort[] = ['relevance', 'price-asc', 'price-desc', 'distance'];
const NEAR = /^(-?\d{1,2}(?:\.\d{1,8})?),(-?\d{1,3}(?:\.\d{1,8})?)$/;

/** `lat,lon` from the address; undefined when it is not a position on Earth. */
function parseNear(text: string | null): Position | undefined {
  const match = NEAR.exec(text ?? '');
  if (!match) return undefined;
  const lat = Number(match[1]);
  const lon = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : undefined;
}

/**
 * A position as the address keeps it: three decimals (about 100 m), close enough to order a
 * city's restaurants and no closer, since an address gets shared.
 */
export function formatNear(near: Position): string {
  return `${near.lat.toFixed(3)},${near.lon.toFixed(3)}`;
}

/** The sort and position the address states, as a pair that makes sense together. */
function readOrder(params: URLSearchParams): Pick<SearchState, 'sort' | 'near'> {
  const near = parseNear(params.get('near'));
  const sort = SORTS.find((s) => s === params.get('sort'));
  if (!sort || sort === 'relevance' || (sort === 'distance' && !near)) return {};
  return sort === 'distance' ? { sort, near: near as Position } : { sort };
}

/**
 * The search as the address states it (docs/product.md, "Routes"). The address is user-editable, so each
 * part that does not parse falls back to its default instead of failing the page.
 */
export function readSearchParams(params: URLSearchParams, now: Date): SearchState {
  const guestsText = params.get('guests') ?? '';
  const guests = /^\d{1,3}$/.test(guestsText) ? Number(guestsText) : NaN;
  const dateTime = params.get('dateTime') ?? '';
  return {
    guests: guests >= 1 && guests <= MAX_GUESTS ? guests : DEFAULT_GUESTS,
    dateTime: parseSearchDateTime(dateTime) ? dateTime : defaultSearchDateTime(now),
    filters: parseFilters(params.get('filters')),
    q: searchText(params.get('q') ?? ''),
    ...readOrder(params),
  };
}

/** Text as the results call takes it: trimmed, and cut at the server's limit. */
export function searchText(text: string): string {
  return text.trim().slice(0, SEARCH_TEXT_MAX).trim();
}

/**
 * `/results?guests=2&dateTime=…&q=…&filters=…`; `q` and filters are left out when there are none.
 * `q` is optional here so a caller without text (a filter link) need not say so.
 */
export function searchLocation(
  state: Omit<SearchState, 'q'> & { q?: string },
  pathname = '/results',
): string {
  const query = new URLSearchParams({ guests: String(state.guests), dateTime: state.dateTime });
  const q = searchText(state.q ?? '');
  if (q) query.set('q', q);
  const filters = formatFilters(state.filters);
  if (filters) query.set('filters', filters);
  if (state.sort && state.sort !== 'relevance') query.set('sort', state.sort);
  if (state.sort === 'distance' && state.near) query.set('near', formatNear(state.near));
  return `${pathname}?${query.toString()}`;
}

/** Where a result row or one of its times leads; the restaurant page reads both parameters. */
export function restaurantLocation(slug: string, dateTime: string, guests: number): string {
  const query = new URLSearchParams({ dateTime, guests: String(guests) });
  return `/${encodeURIComponent(slug)}?${query.toString()}`;
}

/** Adds the filter, or removes it when it is already chosen. */
export function toggleFilter(
  filters: readonly SearchFilter[],
  filter: SearchFilter,
): SearchFilter[] {
  const chosen = filters.some((f) => f.id === filter.id && f.type === filter.type);
  return chosen
    ? filters.filter((f) => !(f.id === filter.id && f.type === filter.type))
    : [...filters, filter];
}

/** Splits `YYYY-MM-DDTHH:mm` for a date input and a time select. */
export function splitDateTime(dateTime: string): { date: string; time: string } {
  const [date = '', time = ''] = dateTime.split('T');
  return { date, time };
}
