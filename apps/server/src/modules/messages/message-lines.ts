import { formatMinorUnits } from '@dekka/contracts/money';
import sanitizeHtml from 'sanitize-html';
import type { Language } from '../../languages.ts';
import type { BookingMessage, SurveyInvitation, TableOfferMessage } from './message-payload.ts';
import { fill, messageText } from './message-text.ts';

/** A booking message in words: what the template lays out, in the diner's language. */
export type BookingMessageLines = {
  language: Language;
  subject: string;
  restaurantName: string;
  logoUrl: string | null;
  heading: string;
  greeting: string;
  intro: string;
  details: { label: string; value: string }[];
  notes: string[];
  manage: { url: string; label: string } | null;
  /** A second, quieter button beside `manage` (declining a table offer). */
  secondary: { url: string; label: string } | null;
  address: string;
  map: { url: string; label: string };
  policy: { label: string; text: string } | null;
  footer: string;
};

const HOUR_MS = 3_600_000;

function dateIn(language: Language, timeZone: string, date: Date): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone }).format(date);
}

function timeIn(language: Language, timeZone: string, date: Date): string {
  return new Intl.DateTimeFormat(language, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(date);
}

/** The restaurant's policy is HTML (it is shown as such on the booking pages); mail gets its text. */
function policyAsText(html: string | null): string | null {
  if (!html) return null;
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/\s+/g, ' ')
    .trim();
  return text || null;
}

/**
 * The survey invitation: which visit it asks about (day, time, party), until when the survey is
 * open, and the button to it. Nothing about payments or cancelling: the visit is over.
 */
function surveyInvitationLines(message: SurveyInvitation): BookingMessageLines {
  const { language, restaurant } = message;
  const text = messageText[language];
  const zone = restaurant.timeZone;
  const names = { restaurant: restaurant.name };
  return {
    language,
    subject: fill(text.subject.survey_invitation, names),
    restaurantName: restaurant.name,
    logoUrl: restaurant.logoUrl,
    heading: text.heading.survey_invitation,
    greeting: fill(text.greeting, { name: message.firstName }),
    intro: fill(text.intro.survey_invitation, names),
    details: [
      { label: text.date, value: dateIn(language, zone, message.startAt) },
      {
        label: text.time,
        value: `${timeIn(language, zone, message.startAt)}–${timeIn(language, zone, message.endAt)}`,
      },
      { label: text.guests, value: String(message.guests) },
    ],
    notes: [fill(text.surveyUntil, { date: dateIn(language, zone, message.surveyClosesAt) })],
    manage: { url: message.surveyUrl, label: text.rateVisit },
    secondary: null,
    address: restaurant.address,
    map: { url: message.mapUrl, label: text.openMap },
    policy: null,
    footer: fill(text.footer, names),
  };
}

/**
 * A table offered to a waiting-list entry: the sitting, until when the table is held, and the
 * buttons to accept or decline it; or the offer lapsing, with the link to the entry that is
 * still on the list. Nothing about payments: the complete step shows those when accepting.
 */
function tableOfferLines(message: TableOfferMessage): BookingMessageLines {
  const { language, restaurant } = message;
  const text = messageText[language];
  const zone = restaurant.timeZone;
  const deadline = timeIn(language, zone, message.offer.expiresAt);
  const names = { restaurant: restaurant.name, deadline };
  const offered = message.kind === 'table_offered';
  const details = [
    { label: text.confirmationNumber, value: String(message.bookingId) },
    { label: text.date, value: dateIn(language, zone, message.startAt) },
    {
      label: text.time,
      value: `${timeIn(language, zone, message.startAt)}–${timeIn(language, zone, message.endAt)}`,
    },
    { label: text.guests, value: String(message.guests) },
  ];
  if (offered) details.push({ label: text.offerUntil, value: deadline });
  return {
    language,
    subject: fill(text.subject[message.kind], names),
    restaurantName: restaurant.name,
    logoUrl: restaurant.logoUrl,
    heading: text.heading[message.kind],
    greeting: fill(text.greeting, { name: message.firstName }),
    intro: fill(text.intro[message.kind], names),
    details,
    notes: [],
    manage: offered
      ? { url: message.offer.acceptUrl, label: text.acceptOffer }
      : { url: message.manageUrl, label: text.manageBooking },
    secondary: offered ? { url: message.offer.declineUrl, label: text.declineOffer } : null,
    address: restaurant.address,
    map: { url: message.mapUrl, label: text.openMap },
    policy: null,
    footer: fill(text.footer, names),
  };
}

export function bookingMessageLines(
  message: BookingMessage | SurveyInvitation | TableOfferMessage,
  now: Date,
): BookingMessageLines {
  if (message.kind === 'survey_invitation') return surveyInvitationLines(message);
  if (message.kind === 'table_offered' || message.kind === 'table_offer_lapsed') {
    return tableOfferLines(message);
  }
  const { language, restaurant, payment } = message;
  const text = messageText[language];
  const zone = restaurant.timeZone;
  const money = (amount: number, currency: string) => formatMinorUnits(amount, currency, language);
  const names = { restaurant: restaurant.name };

  const details = [
    { label: text.confirmationNumber, value: String(message.bookingId) },
    { label: text.date, value: dateIn(language, zone, message.startAt) },
    {
      label: text.time,
      value: `${timeIn(language, zone, message.startAt)}–${timeIn(language, zone, message.endAt)}`,
    },
    { label: text.guests, value: String(message.guests) },
  ];
  if (message.menus.length > 0) {
    const value = message.menus.map((menu) => `${menu.count} × ${menu.name}`).join(', ');
    details.push({ label: text.menus, value });
  }
  if (message.specialRequest) {
    details.push({ label: text.specialRequest, value: message.specialRequest });
  }
  if ((message.kind === 'payment_receipt' || message.kind === 'no_show_fee_receipt') && payment) {
    details.push({ label: text.receiptPaid, value: money(payment.amount, payment.currency) });
    if (payment.cardLast4) {
      const brand = payment.cardBrand ? `${payment.cardBrand} ` : '';
      details.push({ label: text.receiptCard, value: `${brand}•••• ${payment.cardLast4}` });
    }
  }

  if (message.kind === 'change_receipt' && message.change) {
    const { change } = message;
    const label =
      change.kind === 'refunded'
        ? text.receiptRefunded
        : change.kind === 'card_checked'
          ? text.receiptCardChecked
          : text.receiptPaid;
    if (change.kind !== 'card_checked') {
      details.push({ label, value: money(change.amount, change.currency) });
    }
    if (change.cardLast4) {
      const brand = change.cardBrand ? `${change.cardBrand} ` : '';
      const cardLabel = change.kind === 'card_checked' ? label : text.receiptCard;
      details.push({ label: cardLabel, value: `${brand}•••• ${change.cardLast4}` });
    }
  }

  const notes: string[] = [];
  // Cancelled by the restaurant, not by the diner: say so, and pass its reason on.
  const restaurantCancelled =
    message.cancelReason !== null &&
    (message.kind === 'booking_cancelled' || message.kind === 'waiting_list_removed');
  if (restaurantCancelled) {
    notes.push(fill(text.restaurantReason, { reason: message.cancelReason ?? '' }));
  }
  const last4 = payment?.cardLast4 ?? '••••';
  // A changed booking is confirmed anew, and a reminder repeats the booking: the same lines on
  // what was paid and until when it can be cancelled.
  const confirms =
    message.kind === 'booking_confirmed' ||
    message.kind === 'booking_changed' ||
    message.kind === 'booking_reminder';
  if (confirms) {
    if (payment?.kind === 'prepayment') {
      notes.push(fill(text.prepaid, { amount: money(payment.amount, payment.currency) }));
    }
    if (message.giftCard.paid > 0) {
      const amount = money(message.giftCard.paid, message.giftCard.currency);
      notes.push(fill(text.giftCardPaid, { amount }));
    }
    if (payment?.kind === 'no_show_guarantee') {
      const amount = money(payment.amount, payment.currency);
      notes.push(fill(text.guarantee, { amount, last4 }));
    }
    const deadline = new Date(
      message.startAt.getTime() - restaurant.cancellationDeadlineHours * HOUR_MS,
    );
    if (deadline > now) {
      notes.push(
        fill(text.cancellationPolicy, {
          hours: restaurant.cancellationDeadlineHours,
          deadline: `${dateIn(language, zone, deadline)} ${timeIn(language, zone, deadline)}`,
        }),
      );
    }
    if (message.kind !== 'booking_reminder') notes.push(text.calendarNote);
  }
  if (
    message.kind === 'booking_cancelled' &&
    payment?.kind === 'prepayment' &&
    (payment.status === 'refund_pending' || payment.status === 'refunded')
  ) {
    notes.push(fill(text.refund, { amount: money(payment.amount, payment.currency), last4 }));
  }
  if (message.kind === 'booking_cancelled' && message.giftCard.returned > 0) {
    const amount = money(message.giftCard.returned, message.giftCard.currency);
    notes.push(fill(text.giftCardReturned, { amount }));
  }

  const policyText = confirms ? policyAsText(restaurant.policyText) : null;
  return {
    language,
    subject: fill(text.subject[message.kind], names),
    restaurantName: restaurant.name,
    logoUrl: restaurant.logoUrl,
    heading: text.heading[message.kind],
    greeting: fill(text.greeting, { name: message.firstName }),
    intro: fill(
      restaurantCancelled && message.kind === 'booking_cancelled'
        ? text.cancelledByRestaurant
        : text.intro[message.kind],
      names,
    ),
    details,
    notes,
    manage:
      message.kind === 'booking_cancelled' || message.kind === 'waiting_list_removed'
        ? null
        : message.kind === 'payment_link'
          ? { url: message.paymentUrl, label: text.addCard }
          : { url: message.manageUrl, label: text.manageBooking },
    secondary: null,
    address: restaurant.address,
    map: { url: message.mapUrl, label: text.openMap },
    policy: policyText ? { label: text.restaurantPolicy, text: policyText } : null,
    footer: fill(text.footer, names),
  };
}
