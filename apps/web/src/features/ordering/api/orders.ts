import type {
  OrderCreated,
  OrderCreateRequest,
  OrderPayRequest,
  OrderPayResult,
  OrderSlotsResponse,
  OrderView,
} from '@dekka/contracts/orders';
import type { OrderMode } from '@dekka/contracts/restaurant-ordering';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** GET /api/web/orders/slots: the times an order of `mode` can still be for on `date`. */
export function useOrderSlots(restaurantId: number, mode: OrderMode, date: string) {
  return useQuery(
    queryOptions({
      queryKey: ['ordering', 'slots', restaurantId, mode, date],
      queryFn: ({ signal }): Promise<OrderSlotsResponse> =>
        apiCall('orderSlots', {
          query: new URLSearchParams({ restaurantId: String(restaurantId), mode, date }),
          signal,
        }),
      // A slot fills as others order: asked again when the diner comes back to the page.
      staleTime: 30_000,
      enabled: date !== '',
    }),
  );
}

/**
 * POST /api/web/orders: the server prices the order and holds its slot while it is paid. A
 * signed-in diner's token makes the order theirs (listed under "My bookings").
 */
export function createOrder(
  request: OrderCreateRequest,
  token: string | null = null,
): Promise<OrderCreated> {
  return apiCall('createOrder', { body: request, token });
}

/** POST /api/web/orders/{token}/pay: the card goes to the provider, never kept here. */
export function payOrder(token: string, request: OrderPayRequest): Promise<OrderPayResult> {
  return apiCall('payOrder', { params: { token }, body: request });
}

/**
 * How often a live order is asked for again. The kitchen's steps are pushed over the payment hub
 * (useOrderLive); this slower poll is the fallback when the hub cannot connect.
 */
export const ORDER_REFRESH_MS = 60_000;

export const FINAL_ORDER_STATUSES: ReadonlySet<string> = new Set([
  'picked_up',
  'delivered',
  'rejected',
  'failed',
  'lapsed',
]);

/** GET /api/web/orders/{token}: the diner's order, asked again while it is still under way. */
export function useOrder(token: string) {
  return useQuery(
    queryOptions({
      queryKey: ['ordering', 'order', token],
      queryFn: ({ signal }): Promise<OrderView> => apiCall('order', { params: { token }, signal }),
      refetchInterval: (query) =>
        query.state.data && FINAL_ORDER_STATUSES.has(query.state.data.status)
          ? false
          : ORDER_REFRESH_MS,
    }),
  );
}
