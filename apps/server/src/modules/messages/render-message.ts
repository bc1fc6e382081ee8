import { render } from '@react-email/render';
import { createElement } from 'react';
import { bookingCalendar } from './calendar.ts';
import { giftCardMessageLines, giftCardPdfContent } from './gift-card-lines.ts';
import { renderGiftCardPdf } from './gift-card-pdf.ts';
import { giftCardText } from './gift-card-text.ts';
import { bookingMessageLines } from './message-lines.ts';
import type {
  BookingMessage,
  GiftCardMessage,
  MessagePayload,
  OrderMessage,
  SurveyInvitation,
  TableOfferMessage,
} from './message-payload.ts';
import { orderMessageLines } from './order-lines.ts';
import { isGiftCardMessageKind, isOrderMessageKind } from './queue-message.ts';
import { BookingEmail } from './templates/booking-email.tsx';
import { GiftCardEmail } from './templates/gift-card-email.tsx';

export type RenderedMessage = {
  subject: string;
  html: string;
  text: string;
  /** The booking as an iCalendar file, for the messages that put it in or take it out of a calendar. */
  calendar: { content: string; method: 'PUBLISH' | 'CANCEL' } | null;
  /** Files sent with the message (the gift card's PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};

/** The e-mail for one booking message: HTML, its plain-text part and the calendar file. */
export async function renderBookingMessage(
  message: BookingMessage | SurveyInvitation | TableOfferMessage,
  options: { now: Date; uidDomain: string },
): Promise<RenderedMessage> {
  const lines = bookingMessageLines(message, options.now);
  const email = createElement(BookingEmail, { lines });
  const [html, text] = await Promise.all([render(email), render(email, { plainText: true })]);
  const withCalendar =
    message.kind === 'booking_confirmed' ||
    message.kind === 'booking_changed' ||
    message.kind === 'booking_cancelled';
  return {
    subject: lines.subject,
    html,
    text,
    calendar: withCalendar
      ? {
          content: bookingCalendar(message, lines, options.uidDomain),
          method: message.kind === 'booking_cancelled' ? 'CANCEL' : 'PUBLISH',
        }
      : null,
  };
}

/** The e-mail for a gift card message; the recipient's carries the card as a PDF attachment. */
export async function renderGiftCardMessage(message: GiftCardMessage): Promise<RenderedMessage> {
  const lines = giftCardMessageLines(message);
  const email = createElement(GiftCardEmail, { lines });
  const [html, text] = await Promise.all([render(email), render(email, { plainText: true })]);
  const attachments =
    message.kind === 'gift_card_delivery'
      ? [
          {
            filename: `${giftCardText[message.language].fileName}.pdf`,
            content: Buffer.from(await renderGiftCardPdf(giftCardPdfContent(message))),
            contentType: 'application/pdf',
          },
        ]
      : [];
  return { subject: lines.subject, html, text, calendar: null, attachments };
}

/** The e-mail for a food order message (the gift card layout: see order-lines.ts). */
export async function renderOrderMessage(message: OrderMessage): Promise<RenderedMessage> {
  const lines = orderMessageLines(message);
  const email = createElement(GiftCardEmail, { lines });
  const [html, text] = await Promise.all([render(email), render(email, { plainText: true })]);
  return { subject: lines.subject, html, text, calendar: null };
}

/** Any message, by its kind. */
export async function renderMessage(
  message: MessagePayload,
  options: { now: Date; uidDomain: string },
): Promise<RenderedMessage> {
  if (isGiftCardMessage(message)) return renderGiftCardMessage(message);
  if (isOrderMessage(message)) return renderOrderMessage(message);
  return renderBookingMessage(message, options);
}

function isGiftCardMessage(message: MessagePayload): message is GiftCardMessage {
  return isGiftCardMessageKind(message.kind);
}

function isOrderMessage(message: MessagePayload): message is OrderMessage {
  return isOrderMessageKind(message.kind);
}
