import { toLanguage } from '../../languages.ts';
import type { GiftCardMessage, MessageSource } from '../messages/message-payload.ts';
import { cardThatPaidForGiftCard } from '../payments/captured-card.ts';
import { DELIVERY_TIME_ZONE } from './gift-card-rules.ts';
import { createGiftCardsRepository } from './gift-cards.repository.ts';

/**
 * Where a gift card's messages come from: the card as it is when the message is sent (the
 * recipient's may be due days after the purchase), or nothing when it was never paid. Sending
 * the recipient's records the card as delivered.
 */
export function giftCardMessageSource(publicUrl: string): MessageSource<GiftCardMessage> {
  return {
    async load(db, { kind, subjectId }) {
      const card = await createGiftCardsRepository(db).findById(subjectId);
      if (!card || card.status !== 'paid') return { skip: 'gift card not issued' };
      return {
        kind,
        language: toLanguage(card.language),
        // Empty once erased with the buyer's account.
        to: kind === 'gift_card_delivery' ? card.recipientEmail : card.buyerEmail,
        card,
        timeZone: DELIVERY_TIME_ZONE,
        paidWith: await cardThatPaidForGiftCard(db, card.id),
        viewUrl: `${publicUrl}/giftcard/view/${card.code}`,
      };
    },
    async sent(db, { kind, subjectId, now }) {
      if (kind === 'gift_card_delivery') {
        await createGiftCardsRepository(db).markDelivered(subjectId, now);
      }
    },
  };
}
