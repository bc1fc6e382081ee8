import type { RestaurantResponse } from '@dekka/contracts/restaurant';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { apiCall, ApiError } from '../../../lib/api-client';

/**
 * `idOrSlug`: digits for `/restaurant?id=`, otherwise the slug of `/{restaurantSlug}`. Null when
 * there is no such restaurant: an old or mistyped link is an answer the page shows, not a fault
 * to report (the query cache reports every failed query as a client error).
 */
export async function getRestaurant(
  idOrSlug: string,
  signal?: AbortSignal,
): Promise<RestaurantResponse | null> {
  try {
    return await apiCall('restaurant', { params: { idOrSlug }, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function restaurantQueryOptions(idOrSlug: string) {
  return queryOptions({
    queryKey: ['restaurant', idOrSlug],
    queryFn: ({ signal }) => getRestaurant(idOrSlug, signal),
    // A restaurant's page data changes when staff edit it, not while a diner picks a time.
    staleTime: 5 * 60_000,
  });
}

export function useRestaurant(idOrSlug: string) {
  return useQuery(restaurantQueryOptions(idOrSlug));
}

/**
 * For the route's loader: `/{restaurantSlug}`, `/{restaurantSlug}/event/{eventSlug}` or
 * `/restaurant?id=` start the restaurant's request while the page's code downloads.
 */
export function prefetchRestaurant(queryClient: QueryClient, idOrSlug: string | null | undefined) {
  if (idOrSlug && idOrSlug.trim() !== '') {
    void queryClient.prefetchQuery(restaurantQueryOptions(idOrSlug));
  }
}
