import type { EventsOnDateResponse } from '@dekka/contracts/event';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** The restaurant's events with occurrences on a restaurant-local date `YYYY-MM-DD`. */
export function getEventsOnDate(
  restaurantId: number,
  date: string,
  signal?: AbortSignal,
): Promise<EventsOnDateResponse> {
  return apiCall('eventsOnDate', { params: { restaurantId, date }, signal });
}

export function eventsOnDateQueryOptions(restaurantId: number, date: string) {
  return queryOptions({
    queryKey: ['events', restaurantId, date],
    queryFn: ({ signal }) => getEventsOnDate(restaurantId, date, signal),
    staleTime: 60_000,
  });
}

export function useEventsOnDate(
  restaurantId: number,
  date: string,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    ...eventsOnDateQueryOptions(restaurantId, date),
    enabled: options.enabled ?? true,
  });
}
