import type { GiftCardOrderResponse } from '@dekka/contracts/gift-card';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, ApiError } from '../../../lib/api-client';

/** While the bank's answer is on its way, the receipt asks again this often. */
const PENDING_POLL_MS = 2_000;

/**
 * GET /api/web/giftcards/orders/{orderGuid}: the buyer's receipt. Null for an order that does not
 * exist (a mangled link): an answer the page shows, not a fault to report.
 */
export async function getGiftCardOrder(
  orderGuid: string,
  signal?: AbortSignal,
): Promise<GiftCardOrderResponse | null> {
  try {
    return await apiCall('giftCardOrder', { params: { orderGuid }, signal });
  } catch (error) {
    if (error instanceof ApiError && [400, 404].includes(error.status)) return null;
    throw error;
  }
}

export function giftCardOrderQueryOptions(orderGuid: string) {
  return queryOptions({
    queryKey: ['gift-card', 'order', orderGuid],
    queryFn: ({ signal }) => getGiftCardOrder(orderGuid, signal),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
  });
}

export function useGiftCardOrder(orderGuid: string) {
  return useQuery(giftCardOrderQueryOptions(orderGuid));
}
