import { wallClockAt } from '@dekka/time/wall-clock';
import { i18n } from './i18n';
import {
  formatDayMonthLong,
  formatDayShort,
  formatWeekdayLong,
  hasIntlData,
} from './locale-format';
import { formatSearchDateTime, parseSearchDateTime } from './search-time';

/**
 * Every booking and event time the diner sees, formatted here: in the restaurant's own zone
 * (each response with a time carries it), never in the browser's, so a Madrid table at 20:00
 * reads 20:00 wherever the diner is. Browsers without the language's Intl data (Chromium
 * without full ICU knows no Icelandic) get the names from the locale files instead of a silent
 * English date.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar day of an instant in the restaurant's zone. */
export function restaurantDay(
  iso: string,
  timeZone: string,
): { year: number; month: number; day: number } {
  const { year, month, day } = wallClockAt(Date.parse(iso), timeZone);
  return { year, month, day };
}

/** "19:00": the 24-hour clock the booking times use everywhere. */
export function formatClock(iso: string, timeZone: string): string {
  const { hour, minute } = wallClockAt(Date.parse(iso), timeZone);
  return `${pad(hour)}:${pad(minute)}`;
}

/** `19:00–21:00`. */
export function formatTimeRange(startIso: string, endIso: string, timeZone: string): string {
  return `${formatClock(startIso, timeZone)}–${formatClock(endIso, timeZone)}`;
}

/** "Tuesday, December 1" / "þriðjudagur, 1. desember". */
export function formatBookingDay(iso: string, timeZone: string, language: string): string {
  if (hasIntlData(language)) {
    return new Intl.DateTimeFormat(language, {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    }).format(new Date(iso));
  }
  const date = restaurantDay(iso, timeZone);
  const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return `${formatWeekdayLong(weekday, language)}, ${formatDayMonthLong(date, language)}`;
}

/** "Nov 24" / "24. nóv." (MMM DD) in the diner's language. */
export function formatMonthDay(iso: string, timeZone: string, language: string): string {
  if (hasIntlData(language)) {
    return new Intl.DateTimeFormat(language, { timeZone, month: 'short', day: '2-digit' }).format(
      new Date(iso),
    );
  }
  const { month, day } = restaurantDay(iso, timeZone);
  const t = i18n.getFixedT(language);
  return t('calendar.dayMonthLong', {
    day,
    month: t('calendar.monthsShort').split(',')[month - 1],
  });
}

/** "26 November" / "26. nóvember": the day of an event occurrence. */
export function formatEventDay(iso: string, timeZone: string, language: string): string {
  return formatDayMonthLong(restaurantDay(iso, timeZone), language);
}

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
  return formatSearchDateTime(wallClockAt(Date.parse(isoInstant), timeZone));
}
