import type { CompleteRequest, CompleteResult } from '@dekka/contracts/booking';
import { apiCall } from '../../../lib/api-client';

/**
 * PUT /api/web/booking/complete/v2 (docs/product.md, "The API"). The body may carry card details; they go
 * straight to the server and are never kept or logged here. A 429 (too many card attempts) is
 * shown by the form itself, beside the card, not in a window alert.
 */
export function completeBooking(request: CompleteRequest): Promise<CompleteResult> {
  return apiCall('complete', { body: request, showsRateLimit: true });
}
