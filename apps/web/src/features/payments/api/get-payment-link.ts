import type { PaymentLinkResponse } from '@dekka/contracts/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** GET /api/web/booking/paymentlink/{guid}: what a booking still owes, and whether a card is. */
export function getPaymentLink(guid: string, signal?: AbortSignal): Promise<PaymentLinkResponse> {
  return apiCall('paymentLink', { params: { guid }, signal });
}

export function paymentLinkQueryOptions(guid: string) {
  return queryOptions({
    queryKey: ['booking', 'payment-link', guid],
    queryFn: ({ signal }) => getPaymentLink(guid, signal),
    staleTime: Infinity,
    retryOnMount: false,
  });
}

export function usePaymentLink(guid: string) {
  return useQuery(paymentLinkQueryOptions(guid));
}
