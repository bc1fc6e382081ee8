import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayHours,
  dayTimes,
  nearestTime,
  nextOpenDay,
  type OpeningHours,
  restaurantToday,
  weekdayOf,
} from './opening-days';

const DINNER = { name: 'Kvöld', opens: '17:00', closes: '23:00', lastSeating: '21:30' };
const LUNCH = { name: 'Hádegi', opens: '11:30', closes: '14:30', lastSeating: '13:30' };

/** Dinner Tuesday to Sunday, closed on Mondays (weekday 1), as the demo's dinner places. */
function dinnerOnly(specialDays: OpeningHours['specialDays'] = []): OpeningHours {
  return {
    openingHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      services: weekday === 1 ? [] : [DINNER],
    })),
    specialDays,
  };
}

const CHRISTMAS = dinnerOnly([
  {
    date: '2026-12-24',
    closed: false,
    services: [{ opens: '11:30', closes: '15:00', lastSeating: '14:00' }],
  },
  { date: '2026-12-25', closed: true, services: [] },
  { date: '2026-12-26', closed: true, services: [] },
  { date: '2027-01-01', closed: true, services: [] },
]);

describe('calendar dates', () => {
  it.each([
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-02-28', 1, '2027-03-01'],
    // Oslo and Reykjavík alike: a date is a date, DST or not.
    ['2026-03-28', 2, '2026-03-30'],
    ['2026-10-24', 1, '2026-10-25'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('%s + %i → %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('names weekdays as the opening hours do, Sunday 0', () => {
    expect(weekdayOf('2026-12-06')).toBe(0);
    expect(weekdayOf('2026-12-07')).toBe(1);
    expect(weekdayOf('2026-03-29')).toBe(0);
  });

  it('refuses a date that does not exist', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('restaurantToday', () => {
  it.each([
    // Reykjavík is UTC all year.
    ['2026-12-02T23:59:00Z', 'Atlantic/Reykjavik', '2026-12-02'],
    // Oslo is an hour ahead in winter, two in summer: already tomorrow there.
    ['2026-12-02T23:30:00Z', 'Europe/Oslo', '2026-12-03'],
    ['2026-03-28T22:30:00Z', 'Europe/Oslo', '2026-03-28'],
    ['2026-03-29T22:30:00Z', 'Europe/Oslo', '2026-03-30'],
    ['2026-10-24T22:30:00Z', 'Europe/Oslo', '2026-10-25'],
    ['2026-10-25T22:30:00Z', 'Europe/Oslo', '2026-10-25'],
  ])('%s in %s is %s', (instant, zone, expected) => {
    expect(restaurantToday(new Date(instant), zone)).toBe(expected);
  });
});

describe('dayHours', () => {
  it('gives a weekday its services', () => {
    expect(dayHours(dinnerOnly(), '2026-12-08')).toEqual({ kind: 'open', services: [DINNER] });
  });

  it('says a weekday without services is closed every such weekday', () => {
    expect(dayHours(dinnerOnly(), '2026-12-07')).toEqual({ kind: 'closedWeekday', weekday: 1 });
  });

  it('says a special closed date is closed on that day only', () => {
    expect(dayHours(CHRISTMAS, '2026-12-25')).toEqual({ kind: 'closedDate' });
  });

  it('lets a special day replace the week’s hours', () => {
    expect(dayHours(CHRISTMAS, '2026-12-24')).toEqual({
      kind: 'open',
      services: [{ opens: '11:30', closes: '15:00', lastSeating: '14:00' }],
    });
  });

  it('opens a weekday the week keeps closed when a special day says so', () => {
    const hours = dinnerOnly([{ date: '2026-12-28', closed: false, services: [DINNER] }]);
    expect(dayHours(hours, '2026-12-28').kind).toBe('open');
  });

  it('calls a special closed Monday of a place closed on Mondays "closed on Mondays"', () => {
    const hours = dinnerOnly([{ date: '2026-12-07', closed: true, services: [] }]);
    expect(dayHours(hours, '2026-12-07')).toEqual({ kind: 'closedWeekday', weekday: 1 });
  });

  it('treats a special day that is not closed but has no services as closed', () => {
    const hours = dinnerOnly([{ date: '2026-12-08', closed: false, services: [] }]);
    expect(dayHours(hours, '2026-12-08')).toEqual({ kind: 'closedDate' });
  });
});

describe('nextOpenDay', () => {
  it.each([
    ['a closed Monday → Tuesday', dinnerOnly(), '2026-12-07', '2026-12-08'],
    ['Christmas Day and Boxing Day closed → the 27th', CHRISTMAS, '2026-12-25', '2026-12-27'],
    ['over the new year', CHRISTMAS, '2026-12-31', '2027-01-02'],
    // The week around Oslo's spring-forward Sunday, 29 March 2026.
    ['across a DST change', dinnerOnly(), '2026-03-29', '2026-03-31'],
  ])('%s', (_name, hours, date, expected) => {
    expect(nextOpenDay(hours, date, '2026-03-01')).toBe(expected);
  });

  it('never answers a day before today', () => {
    // A closed Monday long gone: the next open day is from today on (a Wednesday).
    expect(nextOpenDay(dinnerOnly(), '2026-11-30', '2026-12-02')).toBe('2026-12-02');
    // Today is itself a closed Monday.
    expect(nextOpenDay(dinnerOnly(), '2026-11-23', '2026-12-07')).toBe('2026-12-08');
  });

  it('gives up after a year without hours', () => {
    const never: OpeningHours = { openingHours: [], specialDays: [] };
    expect(nextOpenDay(never, '2026-12-07', '2026-12-02')).toBeNull();
  });
});

describe('dayTimes', () => {
  it('offers quarter hours from opening to last seating, for every service of the day', () => {
    const times = dayTimes([LUNCH, DINNER], '2026-12-08', 'Atlantic/Reykjavik');
    expect(times.slice(0, 9)).toEqual([
      '11:30',
      '11:45',
      '12:00',
      '12:15',
      '12:30',
      '12:45',
      '13:00',
      '13:15',
      '13:30',
    ]);
    expect(times[9]).toBe('17:00');
    expect(times.at(-1)).toBe('21:30');
    expect(times).toHaveLength(9 + 19);
  });

  it('lists an overlapping time once, in order', () => {
    const early = { opens: '16:00', closes: '20:00', lastSeating: '17:30' };
    const times = dayTimes([DINNER, early], '2026-12-08', 'Atlantic/Reykjavik');
    expect(times.slice(0, 8)).toEqual([
      '16:00',
      '16:15',
      '16:30',
      '16:45',
      '17:00',
      '17:15',
      '17:30',
      '17:45',
    ]);
    expect(new Set(times).size).toBe(times.length);
  });

  it('stops at midnight for a service that runs past it', () => {
    const late = { opens: '22:00', closes: '02:00', lastSeating: '00:30' };
    expect(dayTimes([late], '2026-12-08', 'Atlantic/Reykjavik')).toEqual([
      '22:00',
      '22:15',
      '22:30',
      '22:45',
      '23:00',
      '23:15',
      '23:30',
      '23:45',
    ]);
  });

  it('leaves out the hour a spring-forward change skips, and only on that day', () => {
    const night = { opens: '01:00', closes: '05:00', lastSeating: '03:30' };
    const dstDay = dayTimes([night], '2026-03-29', 'Europe/Oslo');
    expect(dstDay).toEqual(['01:00', '01:15', '01:30', '01:45', '03:00', '03:15', '03:30']);
    expect(dayTimes([night], '2026-03-28', 'Europe/Oslo')).toHaveLength(11);
    // Falling back repeats 02:00–02:59; each wall time is still offered once.
    expect(dayTimes([night], '2026-10-25', 'Europe/Oslo')).toHaveLength(11);
    // Reykjavík has no DST.
    expect(dayTimes([night], '2026-03-29', 'Atlantic/Reykjavik')).toHaveLength(11);
  });

  it('skips a malformed service', () => {
    expect(
      dayTimes([{ opens: 'x', closes: '23:00', lastSeating: '21:00' }], '2026-12-08', 'UTC'),
    ).toEqual([]);
  });
});

describe('nearestTime', () => {
  const evening = ['17:00', '17:15', '17:30', '21:30'];

  it.each([
    ['an offered time stays', '17:15', '17:15'],
    ['lunchtime moves to the first dinner time', '12:00', '17:00'],
    ['late moves to the last seating', '23:00', '21:30'],
    ['a tie goes to the earlier time', '19:30', '17:30'],
  ])('%s', (_name, time, expected) => {
    expect(nearestTime(evening, time)).toBe(expected);
  });

  it('keeps the time when the day offers none', () => {
    expect(nearestTime([], '19:00')).toBe('19:00');
  });
});
