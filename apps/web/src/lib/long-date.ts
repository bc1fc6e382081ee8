import { i18n } from './i18n';
import { formatDayMonthLong, hasIntlData } from './locale-format';
import { restaurantDay } from './restaurant-time';

/**
 * Days with their year, for what lasts longer than a booking (a gift card's expiry, the day it
 * is sent): "24 December 2026" / "24. desember 2026", also in browsers without the language's
 * Intl data (lib/locale-format).
 */

type Day = { year: number; month: number; day: number };

/** "24 December 2026", or with `short` months "24 Dec 2026" (a table's narrow column). */
function formatDay(date: Day, language: string, month: 'long' | 'short' = 'long'): string {
  if (hasIntlData(language)) {
    return new Intl.DateTimeFormat(language, {
      day: 'numeric',
      month,
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
  }
  if (month === 'long') return `${formatDayMonthLong(date, language)} ${date.year}`;
  const t = i18n.getFixedT(language);
  const name = t('calendar.monthsShort').split(',')[date.month - 1];
  return `${t('calendar.dayMonthLong', { day: date.day, month: name })} ${date.year}`;
}

/** `YYYY-MM-DD` → "24 December 2026". */
export function formatCalendarDate(day: string, language: string): string {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return formatDay({ year, month, day: date }, language);
}

/**
 * An instant → its day in `timeZone`, "2 December 2027". Gift cards live on Iceland's calendar
 * (sent in its morning, expiring at its day's end), the default.
 */
export function formatInstantDate(
  iso: string,
  language: string,
  options: { timeZone?: string; month?: 'long' | 'short' } = {},
): string {
  const day = restaurantDay(iso, options.timeZone ?? 'Atlantic/Reykjavik');
  return formatDay(day, language, options.month);
}
