import type { PaymentCard, PaymentLinkResponse } from '@dekka/contracts/payments';
import { cardDigits, parseCardExpiry } from '@dekka/validation/card';
import {
  validateCardCvc,
  validateCardExpiry,
  validateCardNumber,
} from '../../complete/model/complete-form-rules';
import type { CompleteMessageKey } from '../../complete/model/complete-form-rules';

export interface CardValues {
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
}

export type CardField = keyof CardValues;
export type CardErrors = Partial<Record<CardField, CompleteMessageKey>>;

/** The complete form's card rules (docs/product.md, "The booking flow"), field by field, in form order. */
export function validateCard(values: CardValues, now: Date): CardErrors {
  const errors: CardErrors = {};
  const number = validateCardNumber(values.cardNumber);
  const expiry = validateCardExpiry(values.cardExpiry, now);
  const cvc = validateCardCvc(values.cardCvc, values.cardNumber);
  if (number) errors.cardNumber = number;
  if (expiry) errors.cardExpiry = expiry;
  if (cvc) errors.cardCvc = cvc;
  return errors;
}

/**
 * The card as the payment link sends it: digits only, a four-digit year, the CVC as typed
 * (a string keeps its leading zero). Null when the values do not make a card.
 */
export function paymentCard(values: CardValues, now: Date): PaymentCard | null {
  const expiry = parseCardExpiry(values.cardExpiry, now);
  const cvc = values.cardCvc.trim();
  if (!expiry || !/^\d{3,4}$/.test(cvc)) return null;
  return {
    number: cardDigits(values.cardNumber),
    expiryMonth: expiry.month,
    expiryYear: expiry.year,
    cvc,
  };
}

/**
 * What the page asks of the diner: a card on this page, a card on the provider's own checkout
 * (external payment form), or only a confirmation when nothing is owed.
 */
export type PaymentLinkMode = 'card' | 'hostedCheckout' | 'confirmOnly';

export function paymentLinkMode(link: PaymentLinkResponse): PaymentLinkMode {
  if (!link.cardRequired) return 'confirmOnly';
  return link.isExternalPaymentForm ? 'hostedCheckout' : 'card';
}
