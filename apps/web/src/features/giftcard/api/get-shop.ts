import type { GiftCardShopResponse } from '@dekka/contracts/gift-card';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** GET /api/web/giftcards/shop: amounts, bounds, validity and the restaurants cards are sold for. */
export function getGiftCardShop(signal?: AbortSignal): Promise<GiftCardShopResponse> {
  return apiCall('giftCardShop', { signal });
}

export function useGiftCardShop() {
  return useQuery(
    queryOptions({
      queryKey: ['gift-card', 'shop'],
      queryFn: ({ signal }) => getGiftCardShop(signal),
      // What the shop offers changes with a deploy, not during a visit.
      staleTime: Infinity,
    }),
  );
}
