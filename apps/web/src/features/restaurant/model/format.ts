import { formatSearchDateTime, parseSearchDateTime, wallClockIn } from '../../../lib/search-time';
import {
  formatDayShort,
  formatMoney as formatLocalMoney,
  formatWeekdayLong,
} from '../../../lib/locale-format';

/**
 * `YYYY-MM-DDTHH:mm` (restaurant wall clock) → "Fri, Nov 27" in the diner's language ("fös. 27.
 * nóv." in Icelandic, also in browsers without Icelandic Intl data: lib/locale-format).
 */
export function formatLocalDay(localDateTime: string, language: string): string {
  const clock = parseSearchDateTime(
    localDateTime.length === 10 ? `${localDateTime}T00:00` : localDateTime,
  );
  if (!clock) return localDateTime;
  return formatDayShort(clock, language);
}

/** A UTC instant as the restaurant's wall clock, `YYYY-MM-DDTHH:mm`. */
export function toLocalDateTime(isoInstant: string, timeZone: string): string {
  return formatSearchDateTime(wallClockIn(new Date(isoInstant), timeZone));
}

/** Weekday names Sunday (0) … Saturday (6), as the server numbers them, in the diner's language. */
export const weekdayName = formatWeekdayLong;

/** Amounts arrive in minor units (øre, cents; ISK is whole krónur). */
export const formatMoney = formatLocalMoney;
