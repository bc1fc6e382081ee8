import type { ReserveRequest, ReserveResponse } from '@dekka/contracts/booking';
import { apiCall } from '../../../lib/api-client';

/**
 * POST /api/web/booking/reserve, the booking flow's own hold call (docs/product.md, "The API"),
 * for a hold that lapsed on the complete page. A fresh idempotency key: this is a new hold, not a
 * retry of the first one (whose key would answer with the lapsed guid).
 */
export function reserveAgain(request: ReserveRequest, token: string): Promise<ReserveResponse> {
  return apiCall('reserve', {
    body: request,
    token,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
}
