import type { PaymentCard, PaymentLinkResponse } from '@dekka/contracts/payments';
import { cardDigits, parseCardExpiry } from '@dekka/validation/card';
import type { CardValues } from './card-rules';
import { submitAction, type SubmitAction } from './submit-action';

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

/**
 * What the payment link's button does, named as the complete page names it: "Confirm and pay
 * 12.900 kr." for a prepayment, "Confirm booking" for a guarantee that charges nothing now, and
 * "Confirm booking" too once nothing more is owed (the booking is already the diner's).
 */
export function paymentLinkAction(link: PaymentLinkResponse): SubmitAction {
  if (!link.cardRequired) return { kind: 'confirm' };
  return submitAction({ isWaitingList: false, paymentRequirements: link.paymentRequirements });
}
