import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSiteSettings } from '../../../lib/api/get-settings';

export function applePayQueryOptions(merchantId: string | null) {
  return queryOptions({
    queryKey: ['apple-pay', merchantId],
    // The check's code comes only to sites that offer Apple Pay.
    queryFn: async () =>
      merchantId !== null && (await import('../model/apple-pay')).checkApplePay(merchantId),
    // The answer only changes when the diner adds a card to their wallet.
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * Whether Apple Pay can be offered (docs/product.md, "The API", UI state), with the merchant identifier from
 * the site settings (APPLE_PAY_MERCHANT_ID). False until known, and whenever the check fails.
 */
export function useApplePayAvailable(): boolean {
  const { applePayMerchantId } = useSiteSettings();
  return useQuery(applePayQueryOptions(applePayMerchantId)).data ?? false;
}
