import { formatMinorUnits } from '@dekka/contracts/money';
import type { Language } from '../../languages.ts';
import type { GiftCardMessageLines } from './gift-card-lines.ts';
import type { OrderMessage } from './message-payload.ts';
import { fill, messageText } from './message-text.ts';
import { orderText } from './order-text.ts';

/**
 * The order e-mails share the gift card e-mails' layout (heading, intro, quoted text, label/value
 * rows, notes, one button), so they share its template and its lines' shape.
 */
type OrderMessageLines = GiftCardMessageLines;

function dateTimeIn(language: Language, timeZone: string, date: Date): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'full',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone,
  }).format(date);
}

function timeIn(language: Language, timeZone: string, date: Date): string {
  return new Intl.DateTimeFormat(language, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(date);
}

/** "2 × Pizza (Stór, Ostur)": the line as the diner chose it. */
function lineLabel(line: OrderMessage['lines'][number]): string {
  const choices = line.choices.map((choice) => choice.name).join(', ');
  return `${line.quantity} × ${line.name}${choices ? ` (${choices})` : ''}`;
}

/** A food order message in words, for the template. */
export function orderMessageLines(message: OrderMessage): OrderMessageLines {
  const { order, language, restaurant, kind, giftCard } = message;
  const text = orderText[language];
  const money = (amount: number) => formatMinorUnits(amount, order.currency, language);
  const ready = order.readyAt ? timeIn(language, restaurant.timeZone, order.readyAt) : '';
  const names = { restaurant: restaurant.name, ready };

  const details = [
    { label: text.restaurant, value: restaurant.name },
    { label: text.mode, value: text.modes[order.mode] },
    { label: text.time, value: dateTimeIn(language, restaurant.timeZone, order.slotAt) },
  ];
  if (order.cateringGuests)
    details.push({ label: text.guests, value: String(order.cateringGuests) });
  if (order.deliveryStreet) {
    const place = [order.deliveryPostcode, order.deliveryCity].filter(Boolean).join(' ');
    details.push({ label: text.deliverTo, value: [order.deliveryStreet, place].join(', ') });
  }
  if (kind === 'order_accepted' && ready) details.push({ label: text.readyAt, value: ready });

  const notes: string[] = [];
  const left = order.total - order.payNow;
  if (kind === 'order_receipt') {
    details.push(
      ...message.lines.map((line) => ({ label: lineLabel(line), value: money(line.lineTotal) })),
    );
    if (order.deliveryFee > 0) {
      details.push({ label: text.subtotal, value: money(order.subtotal) });
      details.push({ label: text.deliveryFee, value: money(order.deliveryFee) });
    }
    details.push({ label: text.total, value: money(order.total) });
    details.push({ label: text.paidNow, value: money(order.payNow) });
    if (left > 0) {
      details.push({ label: text.leftToPay, value: money(left) });
      notes.push(fill(text.restNote, { amount: money(left) }));
    }
    if (message.paidWith?.last4) {
      const brand = message.paidWith.brand ? `${message.paidWith.brand} ` : '';
      details.push({ label: text.card, value: `${brand}•••• ${message.paidWith.last4}` });
    }
    // The same words as a booking's confirmation uses for its gift card part.
    if (giftCard.paid > 0) {
      notes.push(fill(messageText[language].giftCardPaid, { amount: money(giftCard.paid) }));
    }
  }
  if (kind === 'order_rejected') {
    // The card part goes back to the card, the gift card part to the gift card.
    const byCard = order.payNow - giftCard.paid;
    if (byCard > 0) notes.push(fill(text.refunded, { amount: money(byCard) }));
    if (giftCard.returned > 0) {
      const amount = money(giftCard.returned);
      notes.push(fill(messageText[language].giftCardReturned, { amount }));
    }
  }

  return {
    language,
    subject: fill(text.subject[kind], names),
    heading: text.heading[kind],
    greeting: fill(text.greeting, { name: order.firstName }),
    intro: fill(text.intro[kind], names),
    quote:
      kind === 'order_rejected' && order.rejectReason?.trim()
        ? { label: text.reason, text: order.rejectReason.trim() }
        : null,
    details,
    notes,
    action: { url: message.statusUrl, label: text.viewOrder },
    footer: text.footer,
  };
}
