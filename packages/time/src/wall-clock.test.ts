import { describe, expect, it } from 'vitest';
import { utcToZoned } from './local-time.ts';
import { wallClockAt } from './wall-clock.ts';

// 2026's European DST changes are at 01:00 UTC on Sunday 29 March (clocks jump 02:00 → 03:00)
// and Sunday 25 October (clocks go back 03:00 → 02:00). Reykjavik stays on UTC all year.
const CET_ZONES = ['Europe/Oslo', 'Europe/Copenhagen', 'Europe/Madrid'];

// The web's restaurant times, "today" and its default search time read the wall clock here.
describe('wallClockAt', () => {
  it('is the day in the given zone, not the process zone', () => {
    const lateInOslo = Date.parse('2026-11-27T23:30:00Z');
    expect(wallClockAt(lateInOslo, 'Atlantic/Reykjavik')).toEqual({
      year: 2026,
      month: 11,
      day: 27,
      hour: 23,
      minute: 30,
    });
    expect(wallClockAt(lateInOslo, 'Europe/Oslo')).toMatchObject({
      year: 2026,
      month: 11,
      day: 28,
    });
  });

  const hm = (clock: { hour: number; minute: number }) =>
    `${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`;

  for (const zone of CET_ZONES) {
    it.each([
      ['2026-03-29T00:59:00Z', '01:59', 'spring forward: the last minute of CET'],
      ['2026-03-29T01:00:00Z', '03:00', 'spring forward: 02:00 is skipped'],
      ['2026-10-25T00:30:00Z', '02:30', 'fall back: the first 02:30 (CEST)'],
      ['2026-10-25T01:30:00Z', '02:30', 'fall back: the second 02:30 (CET)'],
      ['2026-10-25T02:00:00Z', '03:00', 'fall back: after, UTC+1'],
    ])(`${zone} %s → %s (%s)`, (iso, time) => {
      const clock = wallClockAt(Date.parse(iso), zone);
      expect(hm(clock)).toBe(time);
      expect(clock).toMatchObject({ year: 2026, day: Number(iso.slice(8, 10)) });
    });
  }

  it('drops the seconds and agrees with utcToZoned', () => {
    const ms = Date.parse('2026-06-09T22:30:59.999Z');
    expect(hm(wallClockAt(ms, 'Europe/Madrid'))).toBe(utcToZoned(ms, 'Europe/Madrid').time);
  });

  it('throws for an unknown zone or an invalid instant', () => {
    expect(() => wallClockAt(0, 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => wallClockAt(Date.parse('garbage'), 'Europe/Oslo')).toThrow(RangeError);
  });
});
