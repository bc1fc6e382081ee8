import type { BookingInfoForCompleteResponse } from '@dekka/contracts/booking';

/**
 * What a booking's submit button says will happen (docs/product.md, "Complete"): the complete
 * page's and the payment link's, so both name the same charge the same way.
 */
export type SubmitAction =
  | { kind: 'joinWaitingList' }
  | { kind: 'pay'; amount: number }
  | { kind: 'confirm' }
  | { kind: 'complete' };

/**
 * A waiting-list entry joins the list; a prepayment is paid now ("Confirm and pay 25.800 kr."),
 * less what a gift card pays (`giftCardPays`); a no-show guarantee, or a prepayment the gift card
 * pays in full, charges the card nothing now ("Confirm booking"); anything else completes.
 */
export function submitAction(
  info: Pick<BookingInfoForCompleteResponse, 'isWaitingList' | 'paymentRequirements'>,
  giftCardPays = 0,
): SubmitAction {
  if (info.isWaitingList) return { kind: 'joinWaitingList' };
  const { totalPrepaid, totalNoShow } = info.paymentRequirements;
  if (totalPrepaid > giftCardPays) return { kind: 'pay', amount: totalPrepaid - giftCardPays };
  if (totalPrepaid > 0 || totalNoShow > 0) return { kind: 'confirm' };
  return { kind: 'complete' };
}
