import type { GiftCardPurchaseRequest, GiftCardPurchaseResult } from '@dekka/contracts/gift-card';
import { apiCall } from '../../../lib/api-client';

/**
 * POST /api/web/giftcards: buys a card. The card details go straight to the server and are never
 * kept or logged here. The answer is shaped like a booking's complete result: 1 paid, 2 not paid
 * (`message` says why), 3 a 3-D Secure challenge for the payment dialog.
 */
export function buyGiftCard(request: GiftCardPurchaseRequest): Promise<GiftCardPurchaseResult> {
  return apiCall('buyGiftCard', { body: request });
}
