import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from './i18n';
import {
  formatDayMonthLong,
  formatDayShort,
  formatMoney,
  formatWeekdayLong,
  hasIntlData,
  resetIntlSupportCache,
} from './locale-format';

/** A browser like this project's CI Chromium: Intl without Icelandic data. */
function withoutIntlData(...missing: string[]) {
  resetIntlSupportCache();
  const keep = (locales: string[]) => locales.filter((locale) => !missing.includes(locale));
  const dates = Intl.DateTimeFormat.supportedLocalesOf.bind(Intl.DateTimeFormat);
  const numbers = Intl.NumberFormat.supportedLocalesOf.bind(Intl.NumberFormat);
  vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockImplementation((locales) =>
    keep(dates(locales)),
  );
  vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf').mockImplementation((locales) =>
    keep(numbers(locales)),
  );
}

// The fallback reads the locale files, which load on demand (lib/i18n.ts).
beforeAll(async () => {
  await i18n.loadLanguages(['is', 'nb', 'da', 'es']);
});

afterEach(() => resetIntlSupportCache());

const FRIDAY = { year: 2026, month: 11, day: 27 };

describe('formatting without the browser language data', () => {
  it('detects missing data', () => {
    withoutIntlData('is');
    expect(hasIntlData('is')).toBe(false);
    expect(hasIntlData('da')).toBe(true);
  });

  it.each([
    ['is', 'fös. 27. nóv.', '27. nóvember', 'föstudagur'],
    ['nb', 'fre. 27. nov.', '27. november', 'fredag'],
    ['da', 'fre. 27. nov.', '27. november', 'fredag'],
    ['es', 'vie, 27 nov', '27 de noviembre', 'viernes'],
  ])('%s: day and month names come from the locale file', (language, short, long, weekday) => {
    withoutIntlData(language);
    expect(formatDayShort(FRIDAY, language)).toBe(short);
    expect(formatDayMonthLong(FRIDAY, language)).toBe(long);
    expect(formatWeekdayLong(5, language)).toBe(weekday);
  });

  it.each([
    ['is', 12900, 'ISK', '12.900\u00a0kr.'],
    ['is', 1234550, 'EUR', '12.345,50\u00a0EUR'],
    ['nb', 1234550, 'NOK', '12\u00a0345,50\u00a0NOK'],
    ['da', 990, 'DKK', '9,90\u00a0DKK'],
  ])('%s: %i %s → %j, in one piece', (language, minor, currency, expected) => {
    withoutIntlData(language);
    expect(formatMoney(minor, currency, language)).toBe(expected);
  });
});

describe('formatting with Intl data', () => {
  it('uses Intl when the browser has the language', () => {
    expect(formatDayShort(FRIDAY, 'en')).toBe('Fri, Nov 27');
    expect(formatWeekdayLong(0, 'en')).toBe('Sunday');
    expect(formatMoney(12950, 'EUR', 'es')).toBe('129,50\u00a0€');
  });

  it('pins the digits to the currency exponent and refuses unknown currencies', () => {
    expect(formatMoney(12900, 'ISK', 'en')).toBe('ISK\u00a012,900');
    expect(() => formatMoney(100, 'GBP', 'en')).toThrow(
      'Currency not found, Please contact Dekka support.',
    );
  });
});
