import type { MyOrdersResponse } from '@dekka/contracts/orders';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { ACCOUNT_QUERY_KEY } from '../../../lib/auth';

/** GET /api/web/my/orders: the account's paid food orders, the latest first (the server's order). */
export function getMyOrders(token: string, signal?: AbortSignal): Promise<MyOrdersResponse> {
  return apiCall('myOrders', { token, signal });
}

/** The signed-in account's food orders; nothing is asked while `token` is null (anonymous). */
export function useMyOrders(token: string | null) {
  return useQuery({
    queryKey: [...ACCOUNT_QUERY_KEY, 'orders', token],
    queryFn: ({ signal }) => getMyOrders(token ?? '', signal),
    enabled: token !== null,
    // An order's status moves while the kitchen works on it; coming back shows where it is now.
    staleTime: 30_000,
  });
}
