import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../api-client';
import { ACCOUNT_QUERY_KEY } from '../auth';

/**
 * GET /api/web/my/restaurants: where the signed-in person works, and as what. Shared by the staff
 * pages (who may see what) and My bookings (the way in to each workspace). Null token: not asked.
 */
export function useMyRestaurants(token: string | null) {
  return useQuery({
    queryKey: [...ACCOUNT_QUERY_KEY, 'staff', 'mine', token],
    queryFn: ({ signal }) => apiCall('myRestaurants', { token, signal }),
    enabled: token !== null,
  });
}
