import type { UpcomingXmasResponse } from '@dekka/contracts/event';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../api-client';

/** Christmas buffets and seasonal events still to come, across restaurants (home and /jol). */
export function getUpcomingEvents(signal?: AbortSignal): Promise<UpcomingXmasResponse> {
  return apiCall('upcomingXmasEvents', { signal });
}

export function upcomingEventsQueryOptions() {
  return queryOptions({
    queryKey: ['upcomingEvents'],
    queryFn: ({ signal }) => getUpcomingEvents(signal),
    staleTime: 5 * 60_000,
  });
}

export function useUpcomingEvents() {
  return useQuery(upcomingEventsQueryOptions());
}
