import { formatGiftCardCode } from '@dekka/contracts/gift-card-code';
import { formatMinorUnits } from '@dekka/contracts/money';
import type { Language } from '../../languages.ts';
import type { GiftCardPdfContent } from './gift-card-pdf.ts';
import { giftCardText } from './gift-card-text.ts';
import type { GiftCardMessage } from './message-payload.ts';
import { fill } from './message-text.ts';

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

function dayIn(language: Language, timeZone: string, date: Date): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone }).format(date);
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
    validUntil: dayIn(language, message.timeZone, card.expiresAt),
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
        date: dayIn(language, message.timeZone, new Date(`${card.deliverOn}T12:00:00Z`)),
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
