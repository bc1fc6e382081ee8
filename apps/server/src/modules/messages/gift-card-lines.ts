import { formatGiftCardCode } from '@dekka/contracts/gift-card-code';
import type { AppDatabase } from '../../db/client.ts';
import type { GiftCardMessageKind } from '../../db/schema.ts';
import { type Language, toLanguage } from '../../languages.ts';
import type { GiftCardPdfContent } from '../gift-cards/gift-card-pdf.ts';
import { DELIVERY_TIME_ZONE } from '../gift-cards/gift-card-rules.ts';
import {
  createGiftCardsRepository,
  type GiftCardWithRestaurant,
} from '../gift-cards/gift-cards.repository.ts';
import { formatMinorUnits } from '../payments/money.ts';
import { createPaymentsRepository } from '../payments/payments.repository.ts';
import { giftCardText } from './gift-card-text.ts';
import { fill } from './message-text.ts';

/** A gift card message as it is sent: read from the card when sending (the outbox keeps its id). */
export type GiftCardMessage = {
  kind: GiftCardMessageKind;
  language: Language;
  /** The recipient's address for the card, the buyer's for the receipt. */
  to: string;
  card: GiftCardWithRestaurant;
  /** The card that paid, for the receipt. */
  paidWith: { brand: string | null; last4: string | null } | null;
  /** `${PUBLIC_URL}/giftcard/view/{code}`: the card's page (and its QR code). */
  viewUrl: string;
};

/** A gift card message in words, for the template. */
export type GiftCardMessageLines = {
  language: Language;
  subject: string;
  heading: string;
  greeting: string;
  intro: string;
  quote: { label: string; text: string } | null;
  details: { label: string; value: string }[];
  notes: string[];
  action: { url: string; label: string };
  footer: string;
};

/** The card's page, where its QR code leads. */
export function giftCardViewUrl(publicUrl: string, code: string): string {
  return `${publicUrl}/giftcard/view/${code}`;
}

/** The card behind an outbox row, or undefined when it is gone (or was never paid). */
export async function loadGiftCardMessage(
  db: AppDatabase,
  input: { kind: GiftCardMessageKind; giftCardId: number; publicUrl: string },
): Promise<GiftCardMessage | undefined> {
  const card = await createGiftCardsRepository(db).findById(input.giftCardId);
  if (!card || card.status !== 'paid') return undefined;
  const payment = (await createPaymentsRepository(db).listGiftCardPayments(card.id)).find(
    (row) => row.status === 'captured',
  );
  return {
    kind: input.kind,
    language: toLanguage(card.language),
    to: input.kind === 'gift_card_delivery' ? card.recipientEmail : card.buyerEmail,
    card,
    paidWith: payment ? { brand: payment.cardBrand, last4: payment.cardLast4 } : null,
    viewUrl: giftCardViewUrl(input.publicUrl, card.code),
  };
}

function dayIn(language: Language, date: Date): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeZone: DELIVERY_TIME_ZONE,
  }).format(date);
}

/** The words both messages and the PDF share: amount, where, code, expiry. */
function basics(message: GiftCardMessage) {
  const { card, language } = message;
  const text = giftCardText[language];
  return {
    text,
    amount: formatMinorUnits(card.amount, card.currency, language),
    where: card.restaurant?.name ?? text.anyRestaurant,
    code: formatGiftCardCode(card.code),
    validUntil: dayIn(language, card.expiresAt),
  };
}

export function giftCardMessageLines(message: GiftCardMessage): GiftCardMessageLines {
  const { card, language } = message;
  const { text, amount, where, code, validUntil } = basics(message);
  const names = { buyer: card.buyerName, recipient: card.recipientName, amount, where };
  const details = [
    { label: text.amount, value: amount },
    { label: text.validAt, value: where },
    { label: text.code, value: code },
    { label: text.validUntil, value: validUntil },
  ];
  const action = { url: message.viewUrl, label: text.viewCard };
  const footer = text.footer;

  if (message.kind === 'gift_card_delivery') {
    return {
      language,
      subject: fill(text.deliverySubject, names),
      heading: text.deliveryHeading,
      greeting: fill(text.greeting, { name: card.recipientName }),
      intro: fill(text.deliveryIntro, names),
      quote: card.message.trim()
        ? { label: fill(text.messageFrom, names), text: card.message.trim() }
        : null,
      details,
      notes: [text.howToUse, text.attachment],
      action,
      footer,
    };
  }

  const when = card.deliverOn
    ? fill(text.receiptSendOn, {
        email: card.recipientEmail,
        date: dayIn(language, new Date(`${card.deliverOn}T12:00:00Z`)),
      })
    : fill(text.receiptSentNow, { email: card.recipientEmail });
  const paid = [{ label: text.paid, value: amount }];
  if (message.paidWith?.last4) {
    const brand = message.paidWith.brand ? `${message.paidWith.brand} ` : '';
    paid.push({ label: text.card, value: `${brand}•••• ${message.paidWith.last4}` });
  }
  return {
    language,
    subject: text.receiptSubject,
    heading: text.receiptHeading,
    greeting: fill(text.greeting, { name: card.buyerName }),
    intro: fill(text.receiptIntro, names),
    quote: null,
    details: [{ label: text.recipient, value: card.recipientName }, ...details, ...paid],
    notes: [when],
    action,
    footer,
  };
}

/** What the recipient's PDF says (amount, where, message, code, expiry, the QR code's page). */
export function giftCardPdfContent(message: GiftCardMessage): GiftCardPdfContent {
  const { card, language } = message;
  const { text, amount, where, code, validUntil } = basics(message);
  return {
    language,
    title: text.pdfTitle,
    amount,
    validAt: { label: text.validAt, value: where },
    fromTo: fill(text.pdfFromTo, { buyer: card.buyerName, recipient: card.recipientName }),
    message: card.message,
    code: { label: text.code, value: code },
    validUntil: { label: text.validUntil, value: validUntil },
    viewUrl: message.viewUrl,
    scanNote: text.pdfScan,
    issuedAt: card.issuedAt ?? card.createdAt,
  };
}
