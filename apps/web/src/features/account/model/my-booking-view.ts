import type { MyBooking } from '@dekka/contracts/auth';
import type { TranslationKey } from '../../../lib/i18n';
import { i18n } from '../../../lib/i18n';
import { formatLocalDay } from '../../../lib/restaurant-time';
import { parseSearchDateTime } from '../../../lib/search-time';

/**
 * A booking's day and time as the list shows them: the restaurant's wall clock as the server
 * wrote it (no time zone to convert), the day in the diner's language, with the year when it is
 * not this one (past bookings reach back).
 */
export function bookingWhen(
  dateTime: string,
  language: string,
  now: Date,
): { day: string; time: string } {
  const clock = parseSearchDateTime(dateTime);
  if (!clock) return { day: dateTime, time: '' };
  const day = formatLocalDay(dateTime, language);
  const time = dateTime.slice(11, 16);
  if (clock.year === now.getFullYear()) return { day, time };
  return {
    day: i18n.getFixedT(language)('account.bookings.dayWithYear', { day, year: clock.year }),
    time,
  };
}

/** The badge: an ended booking says how it ended, a live waiting-list entry says it is one. */
export function bookingStatus(booking: Pick<MyBooking, 'status' | 'isWaitingList'>): {
  key: TranslationKey;
  tone: 'confirmed' | 'waiting' | 'held' | 'ended';
} {
  switch (booking.status) {
    case 'cancelled':
      return { key: 'account.bookings.status.cancelled', tone: 'ended' };
    case 'no_show':
      return { key: 'account.bookings.status.noShow', tone: 'ended' };
    case 'waitlisted':
      return { key: 'account.bookings.status.waitingList', tone: 'waiting' };
    case 'held':
      // Still being completed, table or waiting-list place alike.
      return { key: 'account.bookings.status.held', tone: 'held' };
    case 'confirmed':
      return booking.isWaitingList
        ? { key: 'account.bookings.status.waitingList', tone: 'waiting' }
        : { key: 'account.bookings.status.confirmed', tone: 'confirmed' };
  }
}

/** The manage page every booking e-mail links to (docs/product.md, "Routes": /booking?guid=). */
export function managePath(guid: string): string {
  return `/booking?guid=${encodeURIComponent(guid)}`;
}
