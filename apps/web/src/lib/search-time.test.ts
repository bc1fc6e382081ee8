import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GUESTS,
  defaultSearchDateTime,
  formatSearchDateTime,
  parseSearchDateTime,
  QUARTER_HOURS,
} from './search-time';

describe('defaultSearchDateTime in Atlantic/Reykjavik (UTC all year)', () => {
  it.each([
    // Otherwise: the next hour, minutes rounded up to a quarter plus 15.
    ['2026-05-01T14:00:00Z', '2026-05-01T15:15'],
    ['2026-05-01T14:00:59Z', '2026-05-01T15:15'],
    ['2026-05-01T14:07:00Z', '2026-05-01T15:30'],
    ['2026-05-01T14:15:00Z', '2026-05-01T15:30'],
    ['2026-05-01T14:16:00Z', '2026-05-01T15:45'],
    ['2026-05-01T14:30:00Z', '2026-05-01T15:45'],
    ['2026-05-01T14:45:00Z', '2026-05-01T16:00'],
    ['2026-05-01T14:46:00Z', '2026-05-01T16:15'],
    ['2026-05-01T08:00:00Z', '2026-05-01T09:15'],
    ['2026-05-01T21:59:00Z', '2026-05-01T23:15'],
    // From 22:00: the next day at noon, across month and year ends.
    ['2026-05-01T22:00:00Z', '2026-05-02T12:00'],
    ['2026-05-31T23:59:00Z', '2026-06-01T12:00'],
    ['2026-12-31T22:30:00Z', '2027-01-01T12:00'],
    ['2028-02-28T22:00:00Z', '2028-02-29T12:00'],
    // Before 08:00: 08:00 the same day.
    ['2026-05-01T00:00:00Z', '2026-05-01T08:00'],
    ['2026-05-01T07:59:00Z', '2026-05-01T08:00'],
  ])('%s → %s', (now, expected) => {
    expect(defaultSearchDateTime(new Date(now))).toBe(expected);
  });
});

describe('defaultSearchDateTime in zones with DST', () => {
  it.each([
    // Oslo is UTC+2 in summer: 12:07 UTC is 14:07 there.
    ['2026-07-01T12:07:00Z', 'Europe/Oslo', '2026-07-01T15:30'],
    // Madrid on the spring-forward day (29 March 2026), after the jump: 10:20 UTC = 12:20 CEST.
    ['2026-03-29T10:20:00Z', 'Europe/Madrid', '2026-03-29T13:45'],
    // Copenhagen on the fall-back day (25 October 2026): 21:00 UTC = 22:00 CET → next day noon.
    ['2026-10-25T21:00:00Z', 'Europe/Copenhagen', '2026-10-26T12:00'],
    // 23:30 UTC on 31 December is already 00:30 on 1 January in Oslo → 08:00 that day.
    ['2026-12-31T23:30:00Z', 'Europe/Oslo', '2027-01-01T08:00'],
  ])('%s in %s → %s', (now, zone, expected) => {
    expect(defaultSearchDateTime(new Date(now), zone)).toBe(expected);
  });
});

describe('DEFAULT_GUESTS', () => {
  it('is 2 (docs/product.md, "Timings and limits")', () => {
    expect(DEFAULT_GUESTS).toBe(2);
  });
});

describe('parseSearchDateTime / formatSearchDateTime', () => {
  it.each([
    ['2026-05-01T19:00', { year: 2026, month: 5, day: 1, hour: 19, minute: 0 }],
    ['2028-02-29T00:00', { year: 2028, month: 2, day: 29, hour: 0, minute: 0 }],
    ['2026-12-31T23:59', { year: 2026, month: 12, day: 31, hour: 23, minute: 59 }],
  ])('%s round-trips', (text, clock) => {
    expect(parseSearchDateTime(text)).toEqual(clock);
    expect(formatSearchDateTime(clock)).toBe(text);
  });

  it.each([
    '2026-02-29T19:00',
    '2026-13-01T19:00',
    '2026-00-10T19:00',
    '2026-04-31T19:00',
    '2026-05-01T24:00',
    '2026-05-01T19:60',
    '2026-05-01 19:00',
    '2026-05-01T19:00:00',
    '2026-5-1T19:00',
    '2026-05-01T19:00Z',
    '',
  ])('%j → null', (text) => {
    expect(parseSearchDateTime(text)).toBeNull();
  });
});

it('offers every quarter hour of the day', () => {
  expect(QUARTER_HOURS).toHaveLength(96);
  expect(QUARTER_HOURS.slice(0, 2)).toEqual(['00:00', '00:15']);
  expect(QUARTER_HOURS.at(-1)).toBe('23:45');
});
