import type { ApplePayToken } from '@dekka/contracts/apple-pay';
import { CURRENCY_EXPONENTS } from '../../../lib/locale-format';

/**
 * Apple Pay's payment sheet (Safari's ApplePaySession, version 3), driven for one payment:
 * merchant validation goes through our server, the token goes to `pay`, and the sheet shows the
 * outcome. Only what Dekka uses of the API is typed here.
 */

export interface ApplePayPaymentRequest {
  countryCode: string;
  currencyCode: string;
  supportedNetworks: string[];
  merchantCapabilities: string[];
  total: { label: string; amount: string; type: 'final' | 'pending' };
}

interface SheetSession {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: { token: ApplePayToken } }) => void) | null;
  oncancel: (() => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completePayment(result: { status: number }): void;
}

interface SheetConstructor {
  new (version: number, request: ApplePayPaymentRequest): SheetSession;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
}

function sheetConstructor(scope: object): SheetConstructor | null {
  if (!('ApplePaySession' in scope) || typeof scope.ApplePaySession !== 'function') return null;
  return scope.ApplePaySession as SheetConstructor;
}

const NETWORKS = ['visa', 'masterCard', 'amex', 'maestro'];

/**
 * What the sheet shows: the restaurant and the amount charged now. A no-show guarantee charges
 * nothing now, so its total is 0 and "pending" (the card is kept for a fee that may come later).
 */
export function applePayRequest(options: {
  restaurantName: string;
  /** ISO 3166 alpha-2 of the restaurant's country. */
  countryCode: string;
  currency: string;
  /** Minor units charged now; 0 for a guarantee. */
  amount: number;
}): ApplePayPaymentRequest {
  const exponent = CURRENCY_EXPONENTS[options.currency.toUpperCase()] ?? 2;
  return {
    countryCode: options.countryCode.toUpperCase(),
    currencyCode: options.currency.toUpperCase(),
    supportedNetworks: NETWORKS,
    merchantCapabilities: ['supports3DS'],
    total: {
      label: options.restaurantName,
      amount: (options.amount / 10 ** exponent).toFixed(exponent),
      type: options.amount > 0 ? 'final' : 'pending',
    },
  };
}

export type SheetOutcome = 'paid' | 'failed' | 'cancelled';

/**
 * Opens the sheet; must run inside the tap's handler (Safari allows the sheet only then).
 * `validate` gets the merchant session from our server; `pay` completes the booking with the
 * token and says whether it went through. Resolves when paid, or when the sheet is closed:
 * 'failed' when a payment was refused before, else 'cancelled'.
 */
export function runApplePaySheet(options: {
  request: ApplePayPaymentRequest;
  validate: (validationUrl: string) => Promise<unknown>;
  pay: (token: ApplePayToken) => Promise<boolean>;
  scope?: object;
}): Promise<SheetOutcome> {
  const Sheet = sheetConstructor(options.scope ?? window);
  if (!Sheet) return Promise.resolve('failed');
  const session = new Sheet(3, options.request);
  return new Promise((resolve) => {
    session.onvalidatemerchant = (event) => {
      options.validate(event.validationURL).then(
        (merchantSession) => session.completeMerchantValidation(merchantSession),
        () => {
          session.abort();
          resolve('failed');
        },
      );
    };
    // A refused card leaves the sheet open (Apple's sheet says so and offers another card);
    // the diner then pays again or closes it, and the closing says how it ended.
    let refused = false;
    session.onpaymentauthorized = (event) => {
      const finish = (paid: boolean) => {
        session.completePayment({ status: paid ? Sheet.STATUS_SUCCESS : Sheet.STATUS_FAILURE });
        if (paid) resolve('paid');
        else refused = true;
      };
      options.pay(event.payment.token).then(finish, () => finish(false));
    };
    session.oncancel = () => resolve(refused ? 'failed' : 'cancelled');
    session.begin();
  });
}
