import type { PaymentStatusResponse } from '@dekka/contracts/payments';
import { apiCall } from '../../../lib/api-client';

/**
 * GET /api/web/booking/paymentstatus/{guid}: asked after each hub (re)connect and each page the
 * payment frame loads, so an outcome the hub could not deliver is still seen. Not a query: each
 * call must reach the server, never a cache.
 */
export function getPaymentStatus(
  guid: string,
  signal?: AbortSignal,
): Promise<PaymentStatusResponse> {
  return apiCall('paymentStatus', { params: { guid }, signal });
}
