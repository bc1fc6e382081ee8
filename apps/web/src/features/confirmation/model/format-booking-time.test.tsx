// .tsx: the locale-file fallback needs i18n, which runs in the browser-like (jsdom) project.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { resetIntlSupportCache } from '../../../lib/locale-format';
import { formatBookingDay, formatTimeRange, safeRedirectTarget } from './format-booking-time';

/** Like this project's CI Chromium: Intl without Icelandic data. */
function withoutIcelandicIntl() {
  resetIntlSupportCache();
  const dates = Intl.DateTimeFormat.supportedLocalesOf.bind(Intl.DateTimeFormat);
  vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockImplementation((locales) =>
    dates(locales).filter((locale) => locale !== 'is'),
  );
}

beforeAll(async () => {
  await i18n.loadLanguages(['is']);
});

afterEach(() => resetIntlSupportCache());

describe('formatBookingDay', () => {
  it('names the day in the diner’s language, in Reykjavík time', () => {
    // 23:30 UTC on 30 November is still 30 November in Reykjavík (UTC all year).
    expect(formatBookingDay('2026-11-30T23:30:00.000Z', 'en')).toBe('Monday, November 30');
  });

  it('uses the locale files when the browser has no Icelandic data', () => {
    withoutIcelandicIntl();
    expect(formatBookingDay('2026-11-26T19:00:00.000Z', 'is')).toBe('fimmtudagur, 26. nóvember');
    // Proof the names come from the locale file, not from Intl (Node has Icelandic data).
    const weekdays = String(i18n.getResource('is', 'translation', 'calendar.weekdaysLong'));
    i18n.addResource('is', 'translation', 'calendar.weekdaysLong', weekdays.toUpperCase());
    try {
      expect(formatBookingDay('2026-11-26T19:00:00.000Z', 'is')).toBe('FIMMTUDAGUR, 26. nóvember');
    } finally {
      i18n.addResource('is', 'translation', 'calendar.weekdaysLong', weekdays);
    }
  });
});

describe('formatTimeRange', () => {
  it('is start–end on the 24-hour clock', () => {
    expect(formatTimeRange('2026-11-26T19:00:00.000Z', '2026-11-26T20:30:00.000Z', 'en')).toBe(
      '19:00–20:30',
    );
  });
});

describe('safeRedirectTarget', () => {
  it.each([
    ['/terms', '/terms'],
    ['https://lyng.test/thanks', 'https://lyng.test/thanks'],
    ['//evil.test', null],
    ['javascript:alert(1)', null],
    [null, null],
  ])('%s → %s', (input, expected) => {
    expect(safeRedirectTarget(input)).toBe(expected);
  });
});
