import { describe, expect, it } from 'vitest';
import { ZonedDate } from './zoned-date.ts';

// 2026's European DST changes are at 01:00 UTC on Sunday 29 March and Sunday 25 October.
const wall = (date: Date) =>
  [date.getFullYear(), date.getMonth() + 1, date.getDate(), date.getHours(), date.getMinutes()]
    .map((n) => String(n).padStart(2, '0'))
    .join(' ');

describe('ZonedDate', () => {
  for (const zone of ['Europe/Oslo', 'Europe/Madrid', 'Europe/Copenhagen']) {
    it.each([
      ['2026-03-29T00:59:00Z', '2026 03 29 01 59', -60, 'spring forward: before the jump'],
      ['2026-03-29T01:00:00Z', '2026 03 29 03 00', -120, 'spring forward: after the jump'],
      ['2026-10-25T00:30:00Z', '2026 10 25 02 30', -120, 'fall back: the first 02:30'],
      ['2026-10-25T01:30:00Z', '2026 10 25 02 30', -60, 'fall back: the second 02:30'],
      ['2026-12-31T23:30:00Z', '2027 01 01 00 30', -60, 'a new year in the zone'],
    ])(`${zone} %s reads %s, offset %i (%s)`, (iso, expected, offset) => {
      const date = new ZonedDate(new Date(iso), zone);
      expect(wall(date)).toBe(expected);
      expect(date.getTimezoneOffset()).toBe(offset);
      // The instant itself does not move.
      expect(date.toISOString()).toBe(new Date(iso).toISOString());
    });
  }

  it('has no offset in Reykjavik and moves to another zone on request', () => {
    const date = new ZonedDate(Date.parse('2026-07-01T19:00:00Z'), 'Atlantic/Reykjavik');
    expect(wall(date)).toBe('2026 07 01 19 00');
    expect(date.tzComponents()).toEqual(['+', '00', '00']);
    const madrid = date.withTimeZone('Europe/Madrid');
    expect(wall(madrid)).toBe('2026 07 01 21 00');
    expect(madrid.tzComponents()).toEqual(['+', '02', '00']);
    expect(madrid.getTime()).toBe(date.getTime());
  });
});
