import type { GlobalSearchResponse } from '@dekka/contracts/search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export function getGlobalSearch(
  searchString: string,
  signal?: AbortSignal,
): Promise<GlobalSearchResponse> {
  return apiCall('globalSearch', { params: { searchString }, signal });
}

/** `searchString` must already be trimmed; an empty one never reaches the server. */
export function globalSearchQueryOptions(searchString: string) {
  return queryOptions({
    queryKey: ['globalSearch', searchString],
    // TanStack Query aborts the signal when the text changes before the answer arrives.
    queryFn: ({ signal }) => getGlobalSearch(searchString, signal),
    enabled: searchString !== '',
    staleTime: 60_000,
  });
}

export function useGlobalSearch(searchString: string) {
  return useQuery(globalSearchQueryOptions(searchString));
}
