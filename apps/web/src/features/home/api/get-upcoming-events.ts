import type { UpcomingXmasResponse } from '@dekka/contracts/event';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

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
