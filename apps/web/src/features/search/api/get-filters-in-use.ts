import type { FiltersInUseResponse } from '@dekka/contracts/search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export function getFiltersInUse(signal?: AbortSignal): Promise<FiltersInUseResponse> {
  return apiCall('filtersInUse', { signal });
}

export function filtersInUseQueryOptions() {
  return queryOptions({
    queryKey: ['filtersInUse'],
    queryFn: ({ signal }) => getFiltersInUse(signal),
    // The filter list changes when restaurants are added, not during a visit.
    staleTime: Infinity,
    retryOnMount: false,
  });
}

export function useFiltersInUse() {
  return useQuery(filtersInUseQueryOptions());
}
