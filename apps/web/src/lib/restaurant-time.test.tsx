// .tsx: the locale-file fallback needs i18n, which runs in the browser-like (jsdom) project.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from './i18n';
import { resetIntlSupportCache } from './locale-format';
import {
  formatBookingDay,
  formatClock,
  formatEventDay,
  formatMonthDay,
  formatTimeRange,
} from './restaurant-time';

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
  it('names the day in the diner’s language, in the restaurant’s zone', () => {
    // 23:30 UTC on 30 November is still 30 November in Reykjavík (UTC all year) and already
    // 1 December in Copenhagen.
    expect(formatBookingDay('2026-11-30T23:30:00.000Z', 'Atlantic/Reykjavik', 'en')).toBe(
      'Monday, November 30',
    );
    expect(formatBookingDay('2026-11-30T23:30:00.000Z', 'Europe/Copenhagen', 'en')).toBe(
      'Tuesday, December 1',
    );
  });

  it('uses the locale files when the browser has no Icelandic data', () => {
    withoutIcelandicIntl();
    expect(formatBookingDay('2026-11-26T19:00:00.000Z', 'Atlantic/Reykjavik', 'is')).toBe(
      'fimmtudagur, 26. nóvember',
    );
    // Proof the names come from the locale file, not from Intl (Node has Icelandic data).
    const weekdays = i18n.getFixedT('is')('calendar.weekdaysLong');
    i18n.addStrings('is', { calendar: { weekdaysLong: weekdays.toUpperCase() } });
    try {
      expect(formatBookingDay('2026-11-26T19:00:00.000Z', 'Atlantic/Reykjavik', 'is')).toBe(
        'FIMMTUDAGUR, 26. nóvember',
      );
    } finally {
      i18n.addStrings('is', { calendar: { weekdaysLong: weekdays } });
    }
  });
});

describe('formatTimeRange', () => {
  it('is start–end on the 24-hour clock, in the restaurant’s zone', () => {
    const [start, end] = ['2026-11-26T19:00:00.000Z', '2026-11-26T20:30:00.000Z'];
    expect(formatTimeRange(start, end, 'Atlantic/Reykjavik')).toBe('19:00–20:30');
    // A Copenhagen booking at 20:00 local is 19:00 UTC: it must read 20:00, not 19:00.
    expect(formatTimeRange(start, end, 'Europe/Copenhagen')).toBe('20:00–21:30');
    expect(
      formatTimeRange('2026-07-01T18:00:00.000Z', '2026-07-01T20:00:00.000Z', 'Europe/Madrid'),
    ).toBe('20:00–22:00');
  });
});

describe('formatEventDay', () => {
  it('is the occurrence’s day where the restaurant is', () => {
    expect(formatEventDay('2026-12-24T23:30:00.000Z', 'Europe/Oslo', 'en')).toBe('December 25');
  });
});

describe('formatMonthDay and formatClock', () => {
  it('show the restaurant’s local day and time (MMM DD, HH:mm)', () => {
    // 23:30 UTC in winter is 00:30 the next day in Oslo.
    expect(formatMonthDay('2026-11-30T23:30:00.000Z', 'Europe/Oslo', 'en')).toBe('Dec 01');
    expect(formatClock('2026-11-30T23:30:00.000Z', 'Europe/Oslo')).toBe('00:30');
    expect(formatClock('2026-11-30T19:05:00.000Z', 'Atlantic/Reykjavik')).toBe('19:05');
  });

  it('takes Icelandic month names from the locale files when the browser has none', () => {
    resetIntlSupportCache();
    const dates = Intl.DateTimeFormat.supportedLocalesOf.bind(Intl.DateTimeFormat);
    vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockImplementation((locales) =>
      dates(locales).filter((locale) => locale !== 'is'),
    );
    expect(formatMonthDay('2026-11-26T19:00:00.000Z', 'Atlantic/Reykjavik', 'is')).toBe('26. nóv.');
    // Proof the names come from the locale file, not from Intl (Node has Icelandic data).
    const months = i18n.getFixedT('is')('calendar.monthsShort');
    i18n.addStrings('is', { calendar: { monthsShort: months.toUpperCase() } });
    try {
      expect(formatMonthDay('2026-11-26T19:00:00.000Z', 'Atlantic/Reykjavik', 'is')).toBe(
        '26. NÓV.',
      );
    } finally {
      i18n.addStrings('is', { calendar: { monthsShort: months } });
    }
  });
});
