import type { PaymentStatusResponse } from '@dekka/contracts/payments';
import { apiRequest, checkedByServer } from '../../../lib/api-client';

/**
 * GET /api/web/booking/paymentstatus/{guid}: asked after each hub (re)connect and each page the
 * payment frame loads, so an outcome the hub could not deliver is still seen. Not a query: each
 * call must reach the server, never a cache.
 */
export function getPaymentStatus(
  guid: string,
  signal?: AbortSignal,
): Promise<PaymentStatusResponse> {
  return apiRequest(`/web/booking/paymentstatus/${encodeURIComponent(guid)}`, {
    schema: checkedByServer<PaymentStatusResponse>(),
    signal,
  });
}
