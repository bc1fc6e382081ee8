import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSiteSettings } from '../../../lib/api/get-settings';
import { checkApplePay } from '../model/apple-pay';

export function applePayQueryOptions(merchantId: string | null) {
  return queryOptions({
    queryKey: ['apple-pay', merchantId],
    queryFn: () => checkApplePay(merchantId),
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
