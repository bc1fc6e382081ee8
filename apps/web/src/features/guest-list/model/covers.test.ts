import type { GuestListEntry } from '@dekka/contracts/guest-list';
import { describe, expect, it } from 'vitest';
import { coversPerPeriod, coversPerQuarterHour, summarizeDay } from './covers';

let nextId = 1;
function entry(
  startsAt: string,
  guests: number,
  more: Partial<GuestListEntry> = {},
): GuestListEntry {
  return {
    id: nextId++,
    startsAt: `2026-12-04T${startsAt}`,
    endsAt: `2026-12-04T${startsAt}`,
    guests,
    name: 'Guest',
    phone: null,
    email: null,
    status: 'confirmed',
    isWaitingList: false,
    tables: [],
    tableIds: [],
    menus: [],
    eventName: null,
    payment: 'none',
    specialRequest: null,
    source: 'web',
    visits: 0,
    cancelReason: null,
    seatedAt: null,
    internalNote: null,
    noShowFee: null,
    offer: null,
    ...more,
  };
}

const LUNCH = { name: 'Lunch', opens: '11:30', closes: '14:00' };
const DINNER = { name: 'Dinner', opens: '17:00', closes: '22:00' };

describe('covers per service period', () => {
  it('counts a party in the period whose [opens, closes) holds its start', () => {
    const entries = [
      entry('11:30', 2), // the opening minute belongs to the period
      entry('13:45', 4),
      entry('14:00', 3), // the closing minute does not
      entry('17:00', 5),
      entry('21:59', 1),
    ];
    expect(coversPerPeriod(entries, [LUNCH, DINNER])).toEqual({
      periods: [
        { ...LUNCH, covers: 6 },
        { ...DINNER, covers: 6 },
      ],
      outsidePeriods: 3,
    });
  });

  it('leaves out cancelled, no-show and waiting-list parties, and counts the evening’s others', () => {
    const entries = [
      entry('18:00', 2, { status: 'cancelled', cancelReason: 'Closed' }),
      entry('18:00', 3, { status: 'no_show' }),
      entry('18:00', 4, { status: 'waitlisted', isWaitingList: true }),
      entry('18:00', 1, { status: 'arrived' }),
      entry('18:00', 2, { status: 'seated' }),
      entry('18:00', 6, { status: 'finished' }),
      entry('18:00', 5, { status: 'confirmed' }),
    ];
    expect(coversPerPeriod(entries, [DINNER]).periods[0]?.covers).toBe(14);
  });

  it('wraps a period that closes after midnight', () => {
    const late = { name: '', opens: '22:00', closes: '02:00' };
    const { periods, outsidePeriods } = coversPerPeriod(
      [entry('23:30', 2), entry('00:15', 3), entry('02:00', 4)],
      [late],
    );
    expect(periods[0]?.covers).toBe(5);
    expect(outsidePeriods).toBe(4);
  });

  it('has no periods on a closed day', () => {
    expect(coversPerPeriod([entry('19:00', 2)], [])).toEqual({ periods: [], outsidePeriods: 2 });
  });
});

describe('covers per quarter-hour', () => {
  it('adds parties up by the quarter they start in, only quarters with covers, earliest first', () => {
    const entries = [
      entry('19:20', 2),
      entry('18:00', 4),
      entry('19:15', 3),
      entry('19:29', 1),
      entry('19:30', 6),
      entry('20:45', 2, { status: 'cancelled' }),
      entry('21:00', 3, { status: 'waitlisted', isWaitingList: true }),
    ];
    expect(coversPerQuarterHour(entries)).toEqual([
      { time: '18:00', covers: 4 },
      { time: '19:15', covers: 6 },
      { time: '19:30', covers: 6 },
    ]);
  });
});

describe('the day’s numbers', () => {
  it('counts bookings without cancellations or the waiting list, covers and those waiting', () => {
    const summary = summarizeDay({
      services: [DINNER],
      entries: [
        entry('18:00', 2),
        entry('18:30', 4, { status: 'seated' }),
        entry('19:00', 3, { status: 'no_show' }),
        entry('19:00', 5, { status: 'cancelled' }),
        entry('19:30', 2, { status: 'waitlisted', isWaitingList: true }),
        entry('20:00', 6, { status: 'cancelled', isWaitingList: true }),
      ],
    });
    expect(summary).toMatchObject({ bookings: 3, covers: 6, waitingList: 1, outsidePeriods: 0 });
    expect(summary.periods).toEqual([{ ...DINNER, covers: 6 }]);
    expect(summary.quarters).toEqual([
      { time: '18:00', covers: 2 },
      { time: '18:30', covers: 4 },
    ]);
  });
});
