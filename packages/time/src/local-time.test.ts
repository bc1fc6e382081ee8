import { describe, expect, it } from 'vitest';
import {
  addDays,
  createDayClock,
  parseLocalDateTime,
  utcToZoned,
  zonedToUtc,
} from './local-time.ts';

// 2026's European DST changes are at 01:00 UTC on Sunday 29 March (clocks jump 02:00 → 03:00)
// and Sunday 25 October (clocks go back 03:00 → 02:00). Reykjavik stays on UTC all year.
const CET_ZONES = ['Europe/Oslo', 'Europe/Copenhagen', 'Europe/Madrid'];

describe('zonedToUtc', () => {
  const cetCases: [date: string, time: string, expected: string | null, why: string][] = [
    ['2026-01-15', '12:00', '2026-01-15T11:00:00.000Z', 'winter, UTC+1'],
    ['2026-07-01', '12:00', '2026-07-01T10:00:00.000Z', 'summer, UTC+2'],
    ['2026-01-15', '00:00', '2026-01-14T23:00:00.000Z', 'midnight is the previous UTC day'],
    ['2026-01-15', '24:00', '2026-01-15T23:00:00.000Z', '24:00 is midnight at the end of the day'],
    ['2026-03-29', '01:30', '2026-03-29T00:30:00.000Z', 'spring forward: before the jump'],
    ['2026-03-29', '01:59', '2026-03-29T00:59:00.000Z', 'spring forward: last minute before'],
    ['2026-03-29', '02:00', null, 'spring forward: 02:00 does not exist'],
    ['2026-03-29', '02:30', null, 'spring forward: 02:30 does not exist'],
    ['2026-03-29', '03:00', '2026-03-29T01:00:00.000Z', 'spring forward: first minute after'],
    ['2026-03-29', '20:00', '2026-03-29T18:00:00.000Z', 'spring forward: evening is UTC+2'],
    ['2026-10-25', '01:30', '2026-10-24T23:30:00.000Z', 'fall back: before, still UTC+2'],
    ['2026-10-25', '02:00', '2026-10-25T00:00:00.000Z', 'fall back: ambiguous, first (CEST)'],
    ['2026-10-25', '02:30', '2026-10-25T00:30:00.000Z', 'fall back: ambiguous, first (CEST)'],
    ['2026-10-25', '03:00', '2026-10-25T02:00:00.000Z', 'fall back: after, UTC+1'],
    ['2026-10-25', '20:00', '2026-10-25T19:00:00.000Z', 'fall back: evening is UTC+1'],
  ];

  for (const zone of CET_ZONES) {
    it.each(cetCases)(`${zone} %s %s → %s (%s)`, (date, time, expected) => {
      const ms = zonedToUtc(date, time, zone);
      expect(ms === null ? null : new Date(ms).toISOString()).toBe(expected);
    });
  }

  it.each([
    ['2026-03-29', '02:30', '2026-03-29T02:30:00.000Z'],
    ['2026-10-25', '02:30', '2026-10-25T02:30:00.000Z'],
    ['2026-07-01', '12:00', '2026-07-01T12:00:00.000Z'],
    ['2026-12-31', '24:00', '2027-01-01T00:00:00.000Z'],
  ])('Atlantic/Reykjavik %s %s → %s (no DST)', (date, time, expected) => {
    const ms = zonedToUtc(date, time, 'Atlantic/Reykjavik');
    expect(ms === null ? null : new Date(ms).toISOString()).toBe(expected);
  });

  it.each([
    ['2026-02-29', '12:00'],
    ['2026-01-15', '24:30'],
    ['2026-01-15', '7:00'],
    ['15.01.2026', '12:00'],
  ])('returns null for malformed input %s %s', (date, time) => {
    expect(zonedToUtc(date, time, 'Europe/Oslo')).toBeNull();
  });

  it('throws for an unknown zone rather than guessing an offset', () => {
    expect(() => zonedToUtc('2026-01-15', '12:00', 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('utcToZoned', () => {
  it.each([
    ['2026-03-29T00:59:00Z', 'Europe/Oslo', '2026-03-29', '01:59', 0],
    ['2026-03-29T01:00:00Z', 'Europe/Oslo', '2026-03-29', '03:00', 0],
    ['2026-10-25T00:30:00Z', 'Europe/Copenhagen', '2026-10-25', '02:30', 0],
    ['2026-10-25T01:30:00Z', 'Europe/Copenhagen', '2026-10-25', '02:30', 0],
    ['2026-03-28T23:00:00Z', 'Europe/Madrid', '2026-03-29', '00:00', 0],
    ['2026-06-09T22:30:00Z', 'Europe/Madrid', '2026-06-10', '00:30', 3],
    ['2026-06-09T22:30:00Z', 'Atlantic/Reykjavik', '2026-06-09', '22:30', 2],
    ['2026-01-01T00:00:00Z', 'Atlantic/Reykjavik', '2026-01-01', '00:00', 4],
  ])('%s in %s → %s %s weekday %i', (iso, zone, date, time, weekday) => {
    expect(utcToZoned(Date.parse(iso), zone)).toEqual({ date, time, weekday });
  });

  it('round-trips every quarter hour of both DST days in Oslo', () => {
    for (const date of ['2026-03-29', '2026-10-25']) {
      for (let m = 0; m < 1440; m += 15) {
        const time = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
        const ms = zonedToUtc(date, time, 'Europe/Oslo');
        if (ms === null) continue;
        expect(utcToZoned(ms, 'Europe/Oslo')).toMatchObject({ date, time });
      }
    }
  });
});

describe('createDayClock', () => {
  it('agrees with zonedToUtc on a DST day, shifting a gap time forward when asked', () => {
    const clock = createDayClock('2026-03-29', 'Europe/Oslo');
    expect(clock?.weekday).toBe(0);
    expect(clock?.toUtc(90, 'skip')).toBe(zonedToUtc('2026-03-29', '01:30', 'Europe/Oslo'));
    expect(clock?.toUtc(150, 'skip')).toBeNull();
    // 02:30 does not exist; as a closing time it means 03:30 CEST, the wall clock 60 min on.
    expect(clock?.toUtc(150, 'shift')).toBe(Date.parse('2026-03-29T01:30:00Z'));
    expect(clock?.toUtc(1440 + 60, 'skip')).toBe(Date.parse('2026-03-29T23:00:00Z'));
  });

  it('returns null for a malformed date', () => {
    expect(createDayClock('2026-02-30', 'Europe/Oslo')).toBeNull();
  });

  // The web's time picker leaves out the wall times this reports as skipped.
  for (const zone of CET_ZONES) {
    it(`${zone}: only 02:00-02:59 is skipped on the spring-forward day, nothing on fall-back`, () => {
      const skipped = (date: string) => {
        const clock = createDayClock(date, zone);
        const times: number[] = [];
        for (let m = 0; m < 1440; m += 15) if (clock?.toUtc(m, 'skip') === null) times.push(m);
        return times;
      };
      expect(skipped('2026-03-29')).toEqual([120, 135, 150, 165]);
      expect(skipped('2026-10-25')).toEqual([]);
      expect(skipped('2026-03-28')).toEqual([]);
    });
  }
});

describe('addDays', () => {
  it.each([
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-03-29', 0, '2026-03-29'],
  ])('%s + %i → %s', (date, n, expected) => {
    expect(addDays(date, n)).toBe(expected);
  });

  it('throws on a malformed date', () => {
    expect(() => addDays('2026-13-01', 1)).toThrow(RangeError);
  });
});

describe('parseLocalDateTime', () => {
  it.each([
    ['2026-03-29T02:30', { date: '2026-03-29', time: '02:30' }],
    ['2028-02-29T10:00', { date: '2028-02-29', time: '10:00' }],
    ['2026-12-31T23:59', { date: '2026-12-31', time: '23:59' }],
    ['2026-02-29T10:00', null],
    ['2026-13-01T10:00', null],
    ['2026-00-10T10:00', null],
    ['2026-04-31T10:00', null],
    ['2026-01-01T24:30', null],
    ['2026-01-01T24:00', null],
    ['2026-01-01T10:60', null],
    ['2026-01-01 10:00', null],
    ['2026-01-01T10:00:00', null],
    ['2026-1-1T10:00', null],
    ['garbage', null],
    ['', null],
  ])('%j → %j', (value, expected) => {
    expect(parseLocalDateTime(value)).toEqual(expected);
  });
});
