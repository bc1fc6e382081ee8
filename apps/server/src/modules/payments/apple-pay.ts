import type { ApplePayToken } from '@dekka/contracts/apple-pay';

/**
 * Apple's payment gateways, the only places merchant validation may be sent (Apple's list of
 * "Apple Pay servers" for merchant validation; the -cert ones are its sandbox). The sheet names
 * one in its validationURL; the server goes to the matching entry of this list, never to the
 * address as the browser sent it.
 */
const GATEWAY_HOSTS = [
  'apple-pay-gateway.apple.com',
  'cn-apple-pay-gateway.apple.com',
  ...[1, 2, 3, 4, 5, 6].map((pod) => `apple-pay-gateway-nc-pod${pod}.apple.com`),
  ...[1, 2, 3, 4, 5].map((pod) => `apple-pay-gateway-pr-pod${pod}.apple.com`),
  ...[1, 2, 3].map((pod) => `cn-apple-pay-gateway-sh-pod${pod}.apple.com`),
  ...[1, 2, 3].map((pod) => `cn-apple-pay-gateway-tj-pod${pod}.apple.com`),
  'apple-pay-gateway-cert.apple.com',
  'cn-apple-pay-gateway-cert.apple.com',
] as const;

/**
 * The merchant-validation address for a sheet's validationURL: Apple's start-session endpoint on
 * the gateway it names, built from our own list; null for anything that is not one of them.
 */
export function applePayGatewayUrl(validationUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(validationUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return null;
  const host = GATEWAY_HOSTS.find((known) => known === url.hostname);
  return host ? `https://${host}/paymentservices/startSession` : null;
}

/**
 * A payment made in a wallet: the provider gets the encrypted token, Dekka keeps what it keeps
 * of a card (brand and last four, from the sheet's display name) and nothing else.
 */
export type WalletPayment = {
  wallet: 'apple_pay';
  /** The encrypted paymentData, as JSON: only the provider can read it. */
  paymentData: string;
  brand: string;
  last4: string;
};

/** Apple's network names, as the card brands Dekka records (the card form's names). */
const BRANDS: Record<string, string> = {
  visa: 'visa',
  mastercard: 'mastercard',
  amex: 'american-express',
  discover: 'discover',
  jcb: 'jcb',
  maestro: 'maestro',
  chinaunionpay: 'unionpay',
};

/** The token as a wallet payment; null when it does not say which card it is. */
export function parseApplePayToken(token: ApplePayToken): WalletPayment | null {
  const last4 = /(\d{4})\s*$/.exec(token.paymentMethod.displayName)?.[1];
  const brand = BRANDS[token.paymentMethod.network.toLowerCase()];
  if (!last4 || !brand) return null;
  return { wallet: 'apple_pay', paymentData: JSON.stringify(token.paymentData), brand, last4 };
}
