import type { ManageBookingResponse, WaitingListState } from '@dekka/contracts/booking';
import type { Language } from '@dekka/contracts/languages';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { bookingCalendar } from '../messages/calendar.ts';
import { bookingMessageLines } from '../messages/message-lines.ts';
import { bookingMessage } from './booking-message.ts';
import { loadBookingSummaryByGuid, summaryInLanguage } from './booking-summary.ts';
import { type BookingRow, createBookingsRepository } from './bookings.repository.ts';
import { paymentTotals } from './payment-totals.ts';
import { latestOfferOf, type TableOffer } from '../booking-lifecycle/table-offers.ts';
import type { RestaurantRow } from '../restaurants/restaurant-row.ts';
import { cancelVerdict, isLiveHold } from '../booking-lifecycle/lifecycle.ts';
import { sanitizeNote } from '../restaurants/sanitize-note.ts';

const HOUR_MS = 3_600_000;

/** A diner manages what they booked: a lapsed hold has nothing to manage. */
const MANAGEABLE = new Set(['confirmed', 'waitlisted', 'cancelled', 'no_show']);

/**
 * The manage page also shows a live hold ("not completed"): the cancel page, which shows what it
 * cancels, is reachable for a hold too. A waiting-list entry that was offered a table is shown
 * whatever its hold does: it is the diner's entry, offered, or lapsed back onto the list.
 */
function shownAt(booking: BookingRow, offer: TableOffer | undefined, now: Date): boolean {
  return MANAGEABLE.has(booking.status) || isLiveHold(booking, now) || offer !== undefined;
}

/** Where a waiting-list entry stands (ADR 063); null for a booking that never was one. */
function waitingListState(
  booking: BookingRow,
  offer: TableOffer | undefined,
  needsCard: boolean,
  now: Date,
): WaitingListState | null {
  const state = (name: WaitingListState['state'], expiresAt: Date | null = null) => ({
    state: name,
    offerExpiresAt: expiresAt?.toISOString() ?? null,
    offerNeedsCard: needsCard,
  });
  if (offer?.status === 'live' && isLiveHold(booking, now))
    return state('offered', offer.expiresAt);
  if (offer?.status === 'accepted' && booking.status !== 'cancelled') return state('booked');
  if (offer?.status === 'declined') return state('declined');
  const waiting = booking.status === 'waitlisted' || booking.status === 'held';
  if (offer && waiting) return state('lapsed');
  if (booking.status === 'waitlisted') return state('waiting');
  return null;
}

function notFound(): AppError {
  return new AppError('not_found', 404, 'No such booking');
}

const orNull = (value: string | null) => (value ? value : null);

export type ManageService = ReturnType<typeof createManageService>;

/**
 * Whether completing the booking takes a card: a prepayment or a no-show guarantee, by the
 * restaurant's rule or a paid menu (as the complete step counts it).
 */
async function needsCardFor(
  db: AppDatabase,
  booking: BookingRow,
  restaurant: RestaurantRow,
): Promise<boolean> {
  const menus = await createBookingsRepository(db).listBookingMenus(booking.id);
  const totals = paymentTotals(restaurant, booking.guests, menus);
  return totals.totalNoShow > 0 || totals.totalPrepaid > 0;
}

export function createManageService(deps: {
  db: AppDatabase;
  clock: Clock;
  /** Where the calendar file's link points (never a request's Host header). */
  publicUrl: string;
  /** The calendar UID's domain: the same as in the e-mails, so the entries are one. */
  uidDomain: string;
}) {
  const needsCard = (booking: BookingRow, restaurant: RestaurantRow) =>
    needsCardFor(deps.db, booking, restaurant);
  return {
    /**
     * The manage-booking page's data; the guid alone is the capability, as for cancelling. Menus
     * and policy in `language` where the restaurant has them (null: as stored).
     */
    async forManage(
      guid: string,
      language: Language | null = null,
    ): Promise<ManageBookingResponse> {
      const stored = await loadBookingSummaryByGuid(deps.db, guid);
      const now = deps.clock.now();
      const offer = stored && (await latestOfferOf(deps.db, stored.booking.id));
      if (!stored || !shownAt(stored.booking, offer, now)) throw notFound();
      const summary = summaryInLanguage(stored, language);
      const { booking, restaurant } = summary;
      const verdict = cancelVerdict(booking, restaurant, now);
      const deadline = booking.isWaitingList
        ? null
        : new Date(booking.startAt.getTime() - restaurant.cancellationDeadlineHours * HOUR_MS);
      return {
        bookingId: booking.id,
        status: booking.status,
        isWaitingList: booking.isWaitingList,
        start: booking.startAt.toISOString(),
        end: booking.endAt.toISOString(),
        timeZone: restaurant.timeZone,
        guests: booking.guests,
        restaurant: {
          id: restaurant.id,
          slug: restaurant.slug,
          name: restaurant.name,
          address: orNull(restaurant.address),
          phone: orNull(restaurant.phone),
          website: orNull(restaurant.website),
        },
        menus: summary.menus.map(({ name, count }) => ({ name, count })),
        payment: summary.payment && {
          kind: summary.payment.kind,
          status: summary.payment.status,
          amount: summary.payment.amount,
          currency: summary.payment.currency,
          cardBrand: summary.payment.cardBrand,
          cardLast4: summary.payment.cardLast4,
        },
        cancel: { ...verdict, deadline: deadline?.toISOString() ?? null },
        policyText: orNull(sanitizeNote(restaurant.policyText ?? '')),
        waitingList: waitingListState(
          booking,
          offer,
          offer !== undefined && (await needsCard(booking, restaurant)),
          now,
        ),
      };
    },

    /** The booking as the same calendar file its e-mails carry (a cancelled one as a CANCEL). */
    async calendar(guid: string): Promise<string> {
      const summary = await loadBookingSummaryByGuid(deps.db, guid);
      if (!summary || !MANAGEABLE.has(summary.booking.status) || summary.booking.isWaitingList) {
        throw notFound();
      }
      const kind =
        summary.booking.status === 'cancelled'
          ? 'booking_cancelled'
          : summary.changes > 0
            ? 'booking_changed'
            : 'booking_confirmed';
      const message = bookingMessage(summary, {
        kind,
        publicUrl: deps.publicUrl,
      });
      const now = deps.clock.now();
      return bookingCalendar(message, bookingMessageLines(message, now), deps.uidDomain);
    },
  };
}
