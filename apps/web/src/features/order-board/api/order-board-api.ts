import type { OrderActionRequest } from '@dekka/contracts/orders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiCall } from '../../../lib/api-client';
import { ACCOUNT_QUERY_KEY } from '../../../lib/auth';

/** Every day of one restaurant's board, under the account's key (signing out drops them). */
export const orderBoardKey = (restaurantId: number) => [
  ...ACCOUNT_QUERY_KEY,
  'staff',
  'orders',
  restaurantId,
];

interface BoardTarget {
  token: string;
  restaurantId: number;
  /** "YYYY-MM-DD", the restaurant's calendar day. */
  date: string;
}

/** GET /api/restaurant/{id}/orders?date=; `pollEveryMs` while the live channel is off. */
export function useOrderBoard({
  token,
  restaurantId,
  date,
  pollEveryMs,
}: BoardTarget & { pollEveryMs: number | false }) {
  return useQuery({
    queryKey: [...orderBoardKey(restaurantId), date, token],
    queryFn: ({ signal }) =>
      apiCall('orderBoard', {
        params: { restaurantId: String(restaurantId) },
        query: new URLSearchParams({ date }),
        token,
        signal,
      }),
    refetchInterval: pollEveryMs,
    // A placed order must not wait: the board is read again when the screen comes back.
    refetchOnWindowFocus: true,
  });
}

/** 409: the order moved on meanwhile (another screen): the board is read again. */
export function isOrderOutOfDate(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

/** PATCH /api/restaurant/{id}/orders/{orderId}; every outcome reads the board again. */
export function useChangeOrder(token: string, restaurantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, request }: { orderId: number; request: OrderActionRequest }) =>
      apiCall('changeOrder', {
        params: { restaurantId: String(restaurantId), orderId: String(orderId) },
        body: request,
        token,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderBoardKey(restaurantId) }),
  });
}
