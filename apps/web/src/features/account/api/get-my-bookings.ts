import type { MyBookingsResponse } from '@dekka/contracts/auth';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { ACCOUNT_QUERY_KEY } from '../../../lib/auth';

/** GET /api/web/my/bookings: upcoming soonest first, past most recent first (the server's order). */
export function getMyBookings(token: string, signal?: AbortSignal): Promise<MyBookingsResponse> {
  return apiCall('myBookings', { token, signal });
}

/** The signed-in account's bookings; nothing is asked while `token` is null (anonymous). */
export function useMyBookings(token: string | null) {
  return useQuery({
    queryKey: [...ACCOUNT_QUERY_KEY, 'bookings', token],
    queryFn: ({ signal }) => getMyBookings(token ?? '', signal),
    enabled: token !== null,
    // A booking made or cancelled in another tab shows when the diner comes back to this page.
    staleTime: 30_000,
  });
}
