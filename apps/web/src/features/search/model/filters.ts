import type { FilterType, SearchFilter } from '@dekka/contracts/search';

/**
 * The filter kinds the search API knows. Kept here as plain values rather than read from the
 * contracts' zod enum at run time, so the search pages do not pull zod into their bundle; the
 * `satisfies` keeps the list from drifting away from the contract's type.
 */
const FILTER_TYPES = [
  'category',
  'city',
  'occasion',
  'area',
] as const satisfies readonly FilterType[];
const PAIR = /^([1-9]\d{0,9});([a-z]+)$/;
const MAX_ID = 2_147_483_647;

function isFilterType(value: string): value is FilterType {
  return FILTER_TYPES.some((type) => type === value);
}

/**
 * `filters=12;category,3;city` → [{id: 12, type: 'category'}, {id: 3, type: 'city'}]
 * (docs/product.md, "Step addresses"). The address can be edited or stale, so a pair that is not `positive id;known type`
 * is dropped rather than failing the whole search; so is a repeat of a pair already read.
 */
export function parseFilters(value: string | null | undefined): SearchFilter[] {
  const filters: SearchFilter[] = [];
  for (const part of (value ?? '').split(',')) {
    const match = PAIR.exec(part.trim());
    if (!match?.[1] || !match[2]) continue;
    const id = Number(match[1]);
    const type = match[2];
    if (id > MAX_ID || !isFilterType(type)) continue;
    if (filters.some((filter) => filter.id === id && filter.type === type)) continue;
    filters.push({ id, type });
  }
  return filters;
}

/** The inverse of parseFilters; null when there are none, so the parameter can be left out. */
export function formatFilters(filters: readonly SearchFilter[]): string | null {
  return filters.length === 0
    ? null
    : filters.map((filter) => `${filter.id};${filter.type}`).join(',');
}
