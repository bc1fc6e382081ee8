import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../api-client';
import { ACCOUNT_QUERY_KEY } from '../auth';

const myRestaurantsKey = (token: string | null) => [...ACCOUNT_QUERY_KEY, 'staff', 'mine', token];

/**
 * GET /api/web/my/restaurants: where the signed-in person works, and as what. Shared by the staff
 * pages (who may see what) and My bookings (the way in to each workspace). Null token: not asked.
 */
export function useMyRestaurants(token: string | null) {
  return useQuery({
    queryKey: myRestaurantsKey(token),
    queryFn: ({ signal }) => apiCall('myRestaurants', { token, signal }),
    enabled: token !== null,
  });
}

/**
 * Where a sign-in with nowhere to go back to lands: a member of a restaurant's staff on their
 * (first) restaurant's guest list, the staff workspace's first page; anyone else on the home page.
 * A failed look-up lands home too (the header still leads to the workspace).
 */
export async function landingAfterSignIn(queryClient: QueryClient, token: string): Promise<string> {
  try {
    const mine = await queryClient.fetchQuery({
      queryKey: myRestaurantsKey(token),
      queryFn: ({ signal }) => apiCall('myRestaurants', { token, signal }),
    });
    const first = mine.restaurants[0];
    return first ? `/${first.slug}/guestlist` : '/';
  } catch {
    return '/';
  }
}
