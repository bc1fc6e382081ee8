import type { GiftCardCheckResponse } from '@dekka/contracts/gift-card';
import { apiCall } from '../../../lib/api-client';
import { normalizeGiftCardCode } from '@dekka/contracts/gift-card-code';

/**
 * POST /api/web/giftcards/check: what a code would pay toward this held booking's prepayment,
 * before the diner completes (min of its balance and the prepayment; 0 with a reason when it
 * cannot be used here). Nothing is taken until the booking is completed with it.
 */
export function checkGiftCard(code: string, bookingGuid: string): Promise<GiftCardCheckResponse> {
  return apiCall('checkGiftCard', { body: { code: normalizeGiftCardCode(code), bookingGuid } });
}

/**
 * The same check toward a food order not made yet: the restaurant and what the cart comes to
 * (the server prices the order again and takes the gift card's part only when it is paid).
 */
export function checkGiftCardForOrder(
  code: string,
  order: { restaurantId: number; amount: number },
): Promise<GiftCardCheckResponse> {
  return apiCall('checkGiftCard', { body: { code: normalizeGiftCardCode(code), order } });
}
