import type { UpcomingXmasResponse } from '@dekka/contracts/event';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, checkedByServer } from '../../../lib/api-client';

export function getUpcomingEvents(signal?: AbortSignal): Promise<UpcomingXmasResponse> {
  return apiRequest('/web/event/upcomingxmas', {
    schema: checkedByServer<UpcomingXmasResponse>(),
    signal,
  });
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
