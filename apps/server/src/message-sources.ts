import {
  bookingMessageSource,
  tableOfferMessageSource,
} from './modules/bookings/booking-message.ts';
import { giftCardMessageSource } from './modules/gift-cards/gift-card-message.ts';
import {
  type DrainResult,
  drainOutbox,
  type OutboxSenderDeps,
} from './modules/messages/mail-sender.ts';
import type { MessageSources } from './modules/messages/message-payload.ts';
import { orderMessageSource } from './modules/orders/order-message.ts';
import { surveyInvitationSource } from './modules/surveys/survey-message.ts';

/**
 * Which module builds each kind of message: the outbox knows none of them, so they are wired
 * here (docs/decisions/056-messages-render-typed-payloads.md). A new kind fails the type check
 * until it has a source.
 */
export function messageSources(publicUrl: string): MessageSources {
  const booking = bookingMessageSource(publicUrl);
  const giftCard = giftCardMessageSource(publicUrl);
  const order = orderMessageSource(publicUrl);
  const tableOffer = tableOfferMessageSource(publicUrl);
  return {
    booking_confirmed: booking,
    waiting_list_added: booking,
    booking_cancelled: booking,
    waiting_list_removed: booking,
    payment_receipt: booking,
    booking_changed: booking,
    booking_reminder: booking,
    no_show_fee_receipt: booking,
    payment_link: booking,
    change_receipt: booking,
    survey_invitation: surveyInvitationSource(publicUrl),
    table_offered: tableOffer,
    table_offer_lapsed: tableOffer,
    gift_card_delivery: giftCard,
    gift_card_receipt: giftCard,
    order_receipt: order,
    order_accepted: order,
    order_ready: order,
    order_out_for_delivery: order,
    order_rejected: order,
  };
}

export type MailSenderDeps = Omit<OutboxSenderDeps, 'sources'> & {
  /** Links in the messages start here (never from a request's Host header). */
  publicUrl: string;
};

/** Sends every due message of the outbox, each built by its kind's source. */
export function sendDueMessages(deps: MailSenderDeps): Promise<DrainResult> {
  return drainOutbox({ ...deps, sources: messageSources(deps.publicUrl) });
}
