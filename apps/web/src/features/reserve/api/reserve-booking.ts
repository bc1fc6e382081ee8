import type { ReserveRequest, ReserveResponse } from '@dekka/contracts/booking';
import { apiCall } from '../../../lib/api-client';

/**
 * POST /api/web/booking/reserve: holds a table for five minutes (docs/product.md, "The API"). The
 * idempotency key makes a repeated call (reload, double effect) return the first answer instead
 * of a second hold. A mutation, so it has no query options or hook.
 */
export function reserveBooking(
  request: ReserveRequest,
  options: { token: string; idempotencyKey: string },
): Promise<ReserveResponse> {
  return apiCall('reserve', {
    body: request,
    token: options.token,
    headers: { 'Idempotency-Key': options.idempotencyKey },
  });
}
