import { formatDayMonthLong, formatWeekdayLong, hasIntlData } from '../../../lib/locale-format';

/**
 * The confirmation response carries UTC start/end but not the restaurant's zone, so times are
 * shown in Atlantic/Reykjavik, the product's home zone (docs/product.md, "Timings and limits"). Iceland first: correct for
 * every Icelandic restaurant; a restaurant elsewhere would need its zone in the response.
 */
export const CONFIRMATION_TIME_ZONE = 'Atlantic/Reykjavik';

/**
 * "Tuesday, December 1" / "þriðjudagur, 1. desember". Browsers without the language's Intl data
 * (Chromium without full ICU knows no Icelandic) get the names from the locale files instead of
 * a silent English date.
 */
export function formatBookingDay(iso: string, language: string): string {
  if (hasIntlData(language)) {
    return new Intl.DateTimeFormat(language, {
      timeZone: CONFIRMATION_TIME_ZONE,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    }).format(new Date(iso));
  }
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: CONFIRMATION_TIME_ZONE,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, Number(part.value)]),
  );
  const date = { year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1 };
  const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return `${formatWeekdayLong(weekday, language)}, ${formatDayMonthLong(date, language)}`;
}

/** `19:00–21:00`: 24-hour clock, as the Nordic languages and the booking times use. */
export function formatTimeRange(startIso: string, endIso: string, language: string): string {
  const time = new Intl.DateTimeFormat(language, {
    timeZone: CONFIRMATION_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${time.format(new Date(startIso))}–${time.format(new Date(endIso))}`;
}

/** Only web addresses are followed; anything else (javascript:, data:) is ignored. */
export function safeRedirectTarget(url: string | null): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
