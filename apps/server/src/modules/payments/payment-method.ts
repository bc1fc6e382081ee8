import type { CompleteRequest } from '@dekka/contracts/booking';
import { AppError } from '../../errors.ts';
import { parseApplePayToken, type WalletPayment } from './apple-pay.ts';
import { type Card, parseCard } from './card.ts';

/**
 * How the diner pays in a complete call: Apple Pay's token when the sheet sent one, else the
 * card fields. Null when what came cannot pay (answered as `invalid_card`, echoing nothing).
 */
export function paymentMethod(
  request: CompleteRequest,
  now: Date,
  applePay: boolean,
): Card | WalletPayment | null {
  if (request.applePayToken) {
    if (!applePay) throw new AppError('bad_request', 400, 'Apple Pay is not offered');
    return parseApplePayToken(request.applePayToken);
  }
  return parseCard(
    {
      number: request.cardNumber,
      expiryMonth: request.cardExpiryMonth,
      expiryYear: request.cardExpiryYear,
      cvc: request.cardCvc,
    },
    now,
  );
}
