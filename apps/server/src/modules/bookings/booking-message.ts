import type { AppDatabase } from '../../db/client.ts';
import { toLanguage } from '../../languages.ts';
import { giftCardPaidForBooking } from '../gift-cards/gift-card-ledger.ts';
import { latestOfferOf } from '../booking-lifecycle/table-offers.ts';
import type {
  BookingFacts,
  BookingMessage,
  ChangeMoney,
  MessageSource,
  TableOfferMessage,
} from '../messages/message-payload.ts';
import { bookingPayments } from '../payments/payment-records.ts';
import {
  type BookingSummary,
  loadBookingSummaryById,
  summaryInLanguage,
} from './booking-summary.ts';

/** The booking as a message shows it now, or undefined when it is gone. */
export async function loadBookingFacts(
  db: AppDatabase,
  bookingId: number,
  publicUrl: string,
): Promise<BookingFacts | undefined> {
  const summary = await loadBookingSummaryById(db, bookingId);
  if (!summary) return undefined;
  const giftCard = await giftCardPaidForBooking(db, bookingId, summary.payment?.id ?? null);
  return bookingFacts(summary, publicUrl, giftCard);
}

/** The booking behind an outbox row, or undefined when it is gone. */
export async function loadBookingMessage(
  db: AppDatabase,
  input: { kind: BookingMessage['kind']; bookingId: number; publicUrl: string },
): Promise<BookingMessage | undefined> {
  const facts = await loadBookingFacts(db, input.bookingId, input.publicUrl);
  return facts && { kind: input.kind, ...facts };
}

/**
 * Where the booking messages come from (every kind but the survey's invitation): the booking as
 * it is when the message is sent, so a late confirmation shows the booking's latest state.
 */
export function bookingMessageSource(publicUrl: string): MessageSource<BookingMessage> {
  return {
    async load(db, { kind, subjectId, paymentId }) {
      const message = await loadBookingMessage(db, { kind, bookingId: subjectId, publicUrl });
      if (!message?.to) return { skip: 'no e-mail address' };
      if (kind === 'change_receipt') {
        const change = await changeMoney(db, subjectId, paymentId ?? null);
        if (!change) return { skip: 'no settled payment for the change' };
        return { ...message, change };
      }
      // Cancelling drops the reminder in its transaction; this also covers a booking that
      // ended otherwise (a no-show marked early) before its reminder came due.
      if (kind === 'booking_reminder' && message.status !== 'confirmed') {
        return { skip: 'booking not confirmed' };
      }
      return message;
    },
  };
}

/**
 * Where the table offer's messages come from (docs/decisions/063-waiting-list-offers.md): the
 * entry and its latest offer as they are when the message is sent. An offer that is no longer
 * live by then (answered, lapsed, or the entry gone) is not announced; a lapse is told only while
 * it is the entry's latest word (not once the entry was offered another table or booked).
 */
export function tableOfferMessageSource(publicUrl: string): MessageSource<TableOfferMessage> {
  return {
    async load(db, { kind, subjectId, now }) {
      const facts = await loadBookingFacts(db, subjectId, publicUrl);
      if (!facts?.to) return { skip: 'no e-mail address' };
      const offer = await latestOfferOf(db, subjectId);
      if (!offer) return { skip: 'never offered a table' };
      if (kind === 'table_offered' && (offer.status !== 'live' || offer.expiresAt <= now)) {
        return { skip: 'offer no longer open' };
      }
      if (kind === 'table_offer_lapsed' && offer.status !== 'lapsed') {
        return { skip: 'offer settled otherwise' };
      }
      const answer = (choice: 'accept' | 'decline') => {
        const url = new URL('/offer', publicUrl);
        url.searchParams.set('guid', facts.guid);
        url.searchParams.set('answer', choice);
        url.searchParams.set('lng', facts.language);
        return url.toString();
      };
      return {
        kind,
        ...facts,
        offer: {
          expiresAt: offer.expiresAt,
          acceptUrl: answer('accept'),
          declineUrl: answer('decline'),
        },
      };
    },
  };
}

/** What a message of `kind` says about the booking (the manage page's calendar file too). */
export function bookingMessage(
  summary: BookingSummary,
  input: { kind: BookingMessage['kind']; publicUrl: string },
  giftCard: { paid: number; returned: number } = { paid: 0, returned: 0 },
): BookingMessage {
  return { kind: input.kind, ...bookingFacts(summary, input.publicUrl, giftCard) };
}

function bookingFacts(
  summary: BookingSummary,
  publicUrl: string,
  giftCard: { paid: number; returned: number },
): BookingFacts {
  const language = toLanguage(summary.booking.language);
  // The menus and the policy in the message's language too, where the restaurant has them.
  const inLanguage = summaryInLanguage(summary, language);
  const { booking, restaurant } = inLanguage;
  const manage = new URL('/booking', publicUrl);
  manage.searchParams.set('guid', booking.guid);
  manage.searchParams.set('lng', language);
  const payment = new URL('/paymentlink', publicUrl);
  payment.searchParams.set('guid', booking.guid);
  payment.searchParams.set('lng', language);
  const survey = new URL('/survey', publicUrl);
  survey.searchParams.set('guid', booking.guid);
  survey.searchParams.set('lng', language);
  return {
    language,
    to: booking.email,
    firstName: booking.firstName ?? '',
    bookingId: booking.id,
    guid: booking.guid,
    status: booking.status,
    startAt: booking.startAt,
    endAt: booking.endAt,
    guests: booking.guests,
    menus: inLanguage.menus.map(({ name, count }) => ({ name, count })),
    specialRequest: booking.specialRequest,
    cancelReason: booking.cancelReason,
    payment: summary.payment,
    giftCard: { ...giftCard, currency: restaurant.currency },
    changes: summary.changes,
    restaurant: {
      name: restaurant.name,
      address: restaurant.address,
      lat: restaurant.lat,
      lon: restaurant.lon,
      logoUrl: restaurant.logoUrl.startsWith('https://') ? restaurant.logoUrl : null,
      website: restaurant.website,
      timeZone: restaurant.timeZone,
      cancellationDeadlineHours: restaurant.cancellationDeadlineHours,
      policyText: restaurant.policyText,
    },
    manageUrl: manage.toString(),
    paymentUrl: payment.toString(),
    surveyUrl: survey.toString(),
    mapUrl: `https://www.openstreetmap.org/?mlat=${restaurant.lat}&mlon=${restaurant.lon}#map=17/${restaurant.lat}/${restaurant.lon}`,
  };
}

/**
 * What one change of the booking charged, checked or gave back (ADR 064): its payment, once it
 * went through (a refund also while it is on its way).
 */
async function changeMoney(
  db: AppDatabase,
  bookingId: number,
  paymentId: number | null,
): Promise<ChangeMoney | undefined> {
  const payment = (await bookingPayments(db, bookingId)).find((row) => row.id === paymentId);
  if (!payment) return undefined;
  const card = { cardBrand: payment.cardBrand, cardLast4: payment.cardLast4 };
  const money = { amount: payment.amount, currency: payment.currency, ...card };
  if (payment.kind === 'change_refund') {
    const given = payment.status === 'refunded' || payment.status === 'refund_pending';
    return given ? { kind: 'refunded', ...money } : undefined;
  }
  if (payment.status === 'captured') return { kind: 'charged', ...money };
  if (payment.status === 'verified') return { kind: 'card_checked', ...money };
  return undefined;
}
