import type { AppDatabase } from '../../db/client.ts';
import type { BookingMessageKind } from '../../db/schema.ts';
import {
  type BookingSummary,
  loadBookingSummaryById,
  type SettledPayment,
  summaryInLanguage,
} from '../bookings/booking-summary.ts';
import { type Language, toLanguage } from '../../languages.ts';
import { createGiftCardsRepository } from '../gift-cards/gift-cards.repository.ts';

/** Everything a booking message shows, read when it is sent (the outbox keeps only the id). */
export type BookingMessage = {
  kind: BookingMessageKind;
  language: Language;
  to: string | null;
  firstName: string;
  bookingId: number;
  guid: string;
  status: string;
  startAt: Date;
  endAt: Date;
  guests: number;
  menus: { name: string; count: number }[];
  specialRequest: string | null;
  /** Set when the restaurant cancelled: its reason, quoted to the diner. */
  cancelReason: string | null;
  payment: SettledPayment | null;
  /**
   * What gift cards paid toward the prepayment beside (or instead of) `payment`, and how much of
   * it went back to them (a cancellation); in the booking's currency.
   */
  giftCard: { paid: number; returned: number; currency: string };
  /** How many times the booking was changed: the calendar entry's SEQUENCE. */
  changes: number;
  restaurant: {
    name: string;
    address: string;
    lat: number;
    lon: number;
    /** Only an https address: mail clients block data URLs and most block plain http. */
    logoUrl: string | null;
    website: string;
    timeZone: string;
    cancellationDeadlineHours: number;
    policyText: string | null;
  };
  /** The manage-booking page, in the diner's language. */
  manageUrl: string;
  /** The payment-link page, where the diner adds the card a restaurant-made booking needs. */
  paymentUrl: string;
  /** The post-visit survey's page, in the diner's language. */
  surveyUrl: string;
  mapUrl: string;
};

/** The booking behind an outbox row, or undefined when it is gone. */
export async function loadBookingMessage(
  db: AppDatabase,
  input: { kind: BookingMessageKind; bookingId: number; publicUrl: string },
): Promise<BookingMessage | undefined> {
  const summary = await loadBookingSummaryById(db, input.bookingId);
  if (!summary) return undefined;
  const giftCard = await createGiftCardsRepository(db).paidForBooking(
    input.bookingId,
    summary.payment?.id ?? null,
  );
  return bookingMessage(summary, input, giftCard);
}

/** What a message of `kind` says about the booking. */
export function bookingMessage(
  summary: BookingSummary,
  input: { kind: BookingMessageKind; publicUrl: string },
  giftCard: { paid: number; returned: number } = { paid: 0, returned: 0 },
): BookingMessage {
  const language = toLanguage(summary.booking.language);
  // The menus and the policy in the message's language too, where the restaurant has them.
  const inLanguage = summaryInLanguage(summary, language);
  const { booking, restaurant } = inLanguage;
  const manage = new URL('/booking', input.publicUrl);
  manage.searchParams.set('guid', booking.guid);
  manage.searchParams.set('lng', language);
  const payment = new URL('/paymentlink', input.publicUrl);
  payment.searchParams.set('guid', booking.guid);
  payment.searchParams.set('lng', language);
  const survey = new URL('/survey', input.publicUrl);
  survey.searchParams.set('guid', booking.guid);
  survey.searchParams.set('lng', language);
  return {
    kind: input.kind,
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
