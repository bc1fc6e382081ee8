import type { RestaurantRatingsResponse } from '@dekka/contracts/survey';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, ApiError } from '../../../lib/api-client';

/**
 * GET /api/web/restaurant/{id}/ratings: the published ratings the restaurant page shows. Null
 * when the restaurant is gone (404): nothing to show, not a fault to report.
 */
export async function getRestaurantRatings(
  restaurantId: number,
  signal?: AbortSignal,
): Promise<RestaurantRatingsResponse | null> {
  try {
    return await apiCall('restaurantRatings', { params: { id: restaurantId }, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function restaurantRatingsQueryOptions(restaurantId: number) {
  return queryOptions({
    queryKey: ['restaurant', restaurantId, 'ratings'],
    queryFn: ({ signal }) => getRestaurantRatings(restaurantId, signal),
    // New ratings trickle in over days; a visit to the page need not ask twice.
    staleTime: 5 * 60_000,
  });
}

export function useRestaurantRatings(restaurantId: number) {
  return useQuery(restaurantRatingsQueryOptions(restaurantId));
}
