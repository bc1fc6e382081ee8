import type { CompleteResult } from '@dekka/contracts/booking';
import type { PaymentLinkConfirmRequest } from '@dekka/contracts/payments';
import { apiCall } from '../../../lib/api-client';

/**
 * PUT /api/web/booking/paymentlink/confirm (docs/product.md, "The API"): the card, or null when none is
 * owed. Answers a complete result, which may be a 3-D Secure redirect. The card goes straight
 * to the server and is never kept or logged here. A 429 (too many card attempts) is shown by
 * the form itself, not in a window alert.
 */
export function confirmPaymentLink(request: PaymentLinkConfirmRequest): Promise<CompleteResult> {
  return apiCall('confirmPaymentLink', { body: request, showsRateLimit: true });
}
