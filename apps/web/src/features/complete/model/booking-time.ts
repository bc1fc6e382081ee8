import { i18n } from '../../../lib/i18n';
import { hasIntlData } from '../../../lib/locale-format';

/**
 * The complete-page info carries the restaurant's country but not its zone. Dekka's countries
 * each have one zone, so the country names it; anything else falls back to Iceland's.
 */
const ZONE_BY_COUNTRY: Readonly<Record<string, string>> = {
  is: 'Atlantic/Reykjavik',
  no: 'Europe/Oslo',
  nb: 'Europe/Oslo',
  dk: 'Europe/Copenhagen',
  es: 'Europe/Madrid',
};

export function restaurantTimeZone(country: string): string {
  return ZONE_BY_COUNTRY[country.toLowerCase()] ?? 'Atlantic/Reykjavik';
}

function localParts(iso: string, timeZone: string): Record<string, string> {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  return Object.fromEntries(parts.map((part) => [part.type, part.value]));
}

/**
 * "Nov 24" / "24. nóv." (spec: MMM DD) in the diner's language. Browsers without the
 * language's Intl data (Chromium without full ICU knows no Icelandic) get the month names from
 * the locale files, as the rest of the site does.
 */
export function formatMonthDay(iso: string, timeZone: string, language: string): string {
  if (hasIntlData(language)) {
    return new Intl.DateTimeFormat(language, { timeZone, month: 'short', day: '2-digit' }).format(
      new Date(iso),
    );
  }
  const { month = '1', day = '1' } = localParts(iso, timeZone);
  const t = i18n.getFixedT(language);
  return t('calendar.dayMonthLong', {
    day: Number(day),
    month: t('calendar.monthsShort').split(',')[Number(month) - 1],
  });
}

/** "19:00": the 24-hour clock the booking times use everywhere. */
export function formatClock(iso: string, timeZone: string): string {
  const { hour = '00', minute = '00' } = localParts(iso, timeZone);
  return `${hour}:${minute}`;
}
