import type { GiftCardRedeemResponse, GiftCardStatusResponse } from '@dekka/contracts/gift-card';
import { useMutation } from '@tanstack/react-query';
import { apiCall, ApiError } from '../../../lib/api-client';
import { reportError } from '../../../lib/error-reporting';
import { normalizeGiftCardCode } from '@dekka/contracts/gift-card-code';
import type { TranslationKey } from '../../../lib/i18n';

/*
 * A gift card at the table: the staff look the card up (balance, expiry, where it is valid),
 * then take the amount of the bill it pays. Neither changes the guest list.
 */

/** POST /api/web/giftcards/status: the card's balance and state. */
export function useLookUpGiftCard() {
  return useMutation({
    mutationFn: (code: string): Promise<GiftCardStatusResponse> =>
      apiCall('giftCardStatus', { body: { code: normalizeGiftCardCode(code) } }),
    onError: reportUnexpected,
  });
}

/** POST /api/restaurant/{id}/giftcards/redeem: takes `amount` (minor units) off the card. */
export function useRedeemGiftCard(target: { token: string; restaurantId: number }) {
  return useMutation({
    mutationFn: (body: { code: string; amount: number }): Promise<GiftCardRedeemResponse> =>
      apiCall('redeemGiftCard', {
        params: { restaurantId: String(target.restaurantId) },
        body: { code: normalizeGiftCardCode(body.code), amount: body.amount },
        token: target.token,
      }),
    onError: reportUnexpected,
  });
}

const REFUSALS: Record<string, TranslationKey> = {
  gift_card_not_found: 'giftCard.errors.gift_card_not_found',
  gift_card_insufficient_balance: 'giftCard.errors.gift_card_insufficient_balance',
  gift_card_expired: 'giftCard.errors.gift_card_expired',
  gift_card_other_restaurant: 'giftCard.errors.gift_card_other_restaurant',
};

/** The words for a refused lookup or redemption (the giftCard strings come with the panel). */
export function giftCardProblem(error: unknown): TranslationKey {
  if (error instanceof ApiError) {
    const known = REFUSALS[error.code];
    if (known) return known;
    if (error.status === 404) return 'giftCard.errors.gift_card_not_found';
    if (error.status === 400) return 'giftCard.status.malformed';
    if (error.status === 429) return 'giftCard.tooMany';
  }
  return 'staff.guestList.changeFailed';
}

function reportUnexpected(error: unknown): void {
  if (giftCardProblem(error) === 'staff.guestList.changeFailed') reportError(error);
}
