import type { ManageBookingResponse } from '@dekka/contracts/booking';
import type { Language } from '@dekka/contracts/languages';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { bookingCalendar } from '../messages/calendar.ts';
import { bookingMessageLines } from '../messages/message-lines.ts';
import { bookingMessage } from './booking-message.ts';
import { loadBookingSummaryByGuid, summaryInLanguage } from './booking-summary.ts';
import type { BookingRow } from './bookings.repository.ts';
import { cancelVerdict, isLiveHold } from '../booking-lifecycle/lifecycle.ts';
import { sanitizeNote } from '../restaurants/sanitize-note.ts';

const HOUR_MS = 3_600_000;

/** A diner manages what they booked: a lapsed hold has nothing to manage. */
const MANAGEABLE = new Set(['confirmed', 'waitlisted', 'cancelled', 'no_show']);

/**
 * The manage page also shows a live hold ("not completed"): the cancel page, which shows what it
 * cancels, is reachable for a hold too.
 */
function shownAt(booking: BookingRow, now: Date): boolean {
  return MANAGEABLE.has(booking.status) || isLiveHold(booking, now);
}

function notFound(): AppError {
  return new AppError('not_found', 404, 'No such booking');
}

const orNull = (value: string | null) => (value ? value : null);

export type ManageService = ReturnType<typeof createManageService>;

export function createManageService(deps: {
  db: AppDatabase;
  clock: Clock;
  /** Where the calendar file's link points (never a request's Host header). */
  publicUrl: string;
  /** The calendar UID's domain: the same as in the e-mails, so the entries are one. */
  uidDomain: string;
}) {
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
      if (!stored || !shownAt(stored.booking, now)) throw notFound();
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
