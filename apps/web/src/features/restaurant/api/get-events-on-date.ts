import type { EventsOnDateResponse } from '@dekka/contracts/event';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiCall } from '../../../lib/api-client';

/**
 * The restaurant's events with occurrences on a restaurant-local date `YYYY-MM-DD`. A non-2xx
 * answer is logged as the error catalogue says (docs/product.md, "Errors") and passed on with its
 * status to the page, which shows its own message.
 */
export async function getEventsOnDate(
  restaurantId: number,
  date: string,
  signal?: AbortSignal,
): Promise<EventsOnDateResponse> {
  try {
    return await apiCall('eventsOnDate', { params: { restaurantId, date }, signal });
  } catch (error) {
    if (error instanceof ApiError) console.warn('Could not load events at given date', error);
    throw error;
  }
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
