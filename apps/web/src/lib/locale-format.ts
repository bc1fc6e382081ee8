import { i18n } from './i18n';
import { wordsAsServer } from './render-context';

/**
 * Day names, month names and money in the diner's language, even in browsers that ship without
 * that language's Intl data. Chromium builds without full ICU (this project's CI Chromium among
 * them) know no Icelandic: `Intl.DateTimeFormat('is')` quietly answers "Fri, Nov 27" and
 * `NumberFormat('is')` "ISK 12,900". When the browser lacks the language, the names and patterns
 * come from the locale files (`calendar.*`) instead.
 */

export interface CalendarDay {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
}

const supportCache = new Map<string, boolean>();

/** Whether this browser's Intl has data for `language` (not a silent fallback to English). */
export function hasIntlData(language: string): boolean {
  // A page the server draws and the browser hydrating it must write the same words, and Node's
  // ICU words dates unlike a browser's ("fös., 4. des." / "fös. 4. des."): both use the locale
  // files' names and patterns (render-context.ts).
  if (wordsAsServer()) return false;
  let supported = supportCache.get(language);
  if (supported === undefined) {
    supported =
      Intl.DateTimeFormat.supportedLocalesOf([language]).length > 0 &&
      Intl.NumberFormat.supportedLocalesOf([language]).length > 0;
    supportCache.set(language, supported);
  }
  return supported;
}

/** For tests that pretend to be a browser without some language's data. */
export function resetIntlSupportCache(): void {
  supportCache.clear();
}

type NameList = 'weekdaysShort' | 'weekdaysLong' | 'monthsShort' | 'monthsLong';

function names(language: string, list: NameList): string[] {
  return i18n.getFixedT(language)(`calendar.${list}`).split(',');
}

function weekdayOf(date: CalendarDay): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/** "Fri 27 Nov" / "fös. 27. nóv." */
export function formatDayShort(date: CalendarDay, language: string): string {
  if (hasIntlData(language)) {
    return new Intl.DateTimeFormat(language, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
  }
  return i18n.getFixedT(language)('calendar.dayShort', {
    weekday: names(language, 'weekdaysShort')[weekdayOf(date)],
    day: date.day,
    month: names(language, 'monthsShort')[date.month - 1],
  });
}

/** "27 November" / "27. nóvember", without the year. */
export function formatDayMonthLong(date: CalendarDay, language: string): string {
  if (hasIntlData(language)) {
    return new Intl.DateTimeFormat(language, {
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
  }
  return i18n.getFixedT(language)('calendar.dayMonthLong', {
    day: date.day,
    month: names(language, 'monthsLong')[date.month - 1],
  });
}

/** "24 Dec" / "24. des.", without the weekday or the year. */
export function formatDayMonthShort(date: CalendarDay, language: string): string {
  if (hasIntlData(language)) {
    return new Intl.DateTimeFormat(language, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
  }
  return i18n.getFixedT(language)('calendar.dayMonthLong', {
    day: date.day,
    month: names(language, 'monthsShort')[date.month - 1],
  });
}

/** Sunday (0) … Saturday (6), as the server numbers weekdays: "Friday" / "föstudagur". */
export function formatWeekdayLong(weekday: number, language: string): string {
  if (hasIntlData(language)) {
    // 2023-01-01 was a Sunday.
    return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2023, 0, 1 + weekday)),
    );
  }
  return names(language, 'weekdaysLong')[weekday] ?? String(weekday);
}

/** Minor-unit exponents of the currencies Dekka charges in (docs/product.md, "The API" and "Timings and limits"). */
export const CURRENCY_EXPONENTS: Readonly<Record<string, number>> = {
  ISK: 0,
  NOK: 2,
  USD: 2,
  DKK: 2,
  EUR: 2,
};

export function isSupportedCurrency(currency: string): boolean {
  return CURRENCY_EXPONENTS[currency.toUpperCase()] !== undefined;
}

function groupDigits(whole: string, separator: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * An amount in minor units in the booking's currency and the diner's language: ISK 12900 →
 * "12.900 kr." in Icelandic, EUR 12950 → "129,50 €" in Spanish. The digits are pinned to the
 * currency's exponent rather than left to Intl, whose data for ISK has varied between ICU
 * releases. A currency outside the table would be shown at the wrong scale, so it throws with
 * the message in docs/product.md, "Errors".
 */
export function formatMoney(minor: number, currency: string, language: string): string {
  const code = currency.toUpperCase();
  const exponent = CURRENCY_EXPONENTS[code];
  if (exponent === undefined) throw new Error('Currency not found, Please contact Dekka support.');
  const major = minor / 10 ** exponent;
  if (hasIntlData(language)) {
    return oneWord(
      new Intl.NumberFormat(language, {
        style: 'currency',
        currency: code,
        minimumFractionDigits: exponent,
        maximumFractionDigits: exponent,
      }).format(major),
    );
  }
  const t = i18n.getFixedT(language);
  // The locale files write one number, "1.234,50", to show their separators (a lone
  // separator would be a blank string for languages grouping with a space).
  const sample = t('calendar.numberSample');
  const [whole = '0', fraction] = Math.abs(major).toFixed(exponent).split('.');
  const digits =
    groupDigits(whole, sample.charAt(1)) + (fraction ? `${sample.charAt(5)}${fraction}` : '');
  const amount = major < 0 ? `-${digits}` : digits;
  return oneWord(
    code === 'ISK'
      ? t('calendar.moneyIsk', { amount })
      : t('calendar.money', { amount, currency: code }),
  );
}

/** An amount never breaks over two lines: "12.900" here and "kr." on the next reads as two things. */
function oneWord(amount: string): string {
  return amount.replace(/ /g, '\u00a0');
}
