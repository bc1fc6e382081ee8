import type { Position, SearchFilter, SearchSort } from '@dekka/contracts/search';
import type { SearchResultsResponse } from '@dekka/contracts/search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { formatFilters } from '../model/filters';
import { filtersInUseQueryOptions } from './get-filters-in-use';
import { PAGE_SIZE, formatNear, readSearchParams } from '../model/search-params';
import { renderNow } from '../../../lib/render-context';

export interface SearchResultsInput {
  dateTime: string;
  guests: number;
  filters: readonly SearchFilter[];
  /** Free text, trimmed; '' or absent for none (then no `q` is sent). */
  q?: string;
  sort?: SearchSort | undefined;
  near?: Position | undefined;
  page: number;
  limit: number;
}

export function getSearchResults(
  input: SearchResultsInput,
  signal?: AbortSignal,
): Promise<SearchResultsResponse> {
  const query = new URLSearchParams({
    dateTime: input.dateTime,
    guests: String(input.guests),
    page: String(input.page),
    limit: String(input.limit),
  });
  const filters = formatFilters(input.filters);
  if (filters) query.set('filters', filters);
  if (input.q) query.set('q', input.q);
  if (input.sort && input.sort !== 'relevance') query.set('sort', input.sort);
  if (input.near) query.set('near', formatNear(input.near));
  return apiCall('searchResults', { query, signal });
}

export function searchResultsQueryOptions(input: SearchResultsInput) {
  return queryOptions({
    queryKey: [
      'searchResults',
      input.dateTime,
      input.guests,
      formatFilters(input.filters),
      input.q ?? '',
      input.sort ?? 'relevance',
      input.near ? formatNear(input.near) : '',
      input.page,
      input.limit,
    ],
    queryFn: ({ signal }) => getSearchResults(input, signal),
    // Keeps the old rows on screen while a changed search loads, so the list does not collapse.
    placeholderData: keepPreviousData,
    // Long enough that the answer the route's loader asked for is not asked again by the page.
    staleTime: 15_000,
  });
}

/**
 * For the route's loader: the first page of the address's search and the filter list, while the
 * page's code loads.
 */
export function prefetchSearchResults(queryClient: QueryClient, params: URLSearchParams) {
  const search = readSearchParams(params, renderNow());
  void queryClient.prefetchQuery(
    searchResultsQueryOptions({ ...search, page: 1, limit: PAGE_SIZE }),
  );
  void queryClient.prefetchQuery(filtersInUseQueryOptions());
}

export function useSearchResults(input: SearchResultsInput) {
  return useQuery(searchResultsQueryOptions(input));
}
