// .tsx: the locale-file fallback needs i18n, which runs in the browser-like (jsdom) project.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { resetIntlSupportCache } from '../../../lib/locale-format';
import { formatClock, formatMonthDay, restaurantTimeZone } from './booking-time';

beforeAll(async () => {
  await i18n.loadLanguages(['is']);
});

afterEach(() => resetIntlSupportCache());

describe('restaurantTimeZone', () => {
  it.each([
    ['is', 'Atlantic/Reykjavik'],
    ['no', 'Europe/Oslo'],
    ['nb', 'Europe/Oslo'],
    ['DK', 'Europe/Copenhagen'],
    ['es', 'Europe/Madrid'],
    ['fr', 'Atlantic/Reykjavik'],
  ])('%s → %s', (country, zone) => {
    expect(restaurantTimeZone(country)).toBe(zone);
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
    const months = String(i18n.getResource('is', 'translation', 'calendar.monthsShort'));
    i18n.addResource('is', 'translation', 'calendar.monthsShort', months.toUpperCase());
    try {
      expect(formatMonthDay('2026-11-26T19:00:00.000Z', 'Atlantic/Reykjavik', 'is')).toBe(
        '26. NÓV.',
      );
    } finally {
      i18n.addResource('is', 'translation', 'calendar.monthsShort', months);
    }
  });
});
