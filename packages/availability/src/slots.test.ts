import { describe, expect, it } from 'vitest';
import { computeSlots } from './slots.ts';
import {
  DINNER,
  LUNCH,
  at,
  buildQuery,
  buildRules,
  buildTable,
  everyDay,
} from './test/fixtures.ts';
import type { Slot, SlotQuery } from './types.ts';

const times = (slots: Slot[]) => slots.map((s) => s.localTime);
const tableFree = (slots: Slot[]) =>
  slots.filter((s) => s.isTableAvailable).map((s) => s.localTime);

const DINNER_STARTS = [
  '17:00',
  '17:30',
  '18:00',
  '18:30',
  '19:00',
  '19:30',
  '20:00',
  '20:30',
  '21:00',
];

describe('computeSlots: which starts are listed', () => {
  const cases: { name: string; query: Partial<SlotQuery>; expected: string[] }[] = [
    {
      name: 'two services a day; 90-minute sittings fit before lunch closes at 14:30 up to 13:00',
      query: {},
      expected: ['11:30', '12:00', '12:30', '13:00', ...DINNER_STARTS],
    },
    {
      name: 'a 120-minute party loses 13:00 too: it would end 15:00, after closing',
      query: { guests: 4 },
      expected: ['11:30', '12:00', '12:30', ...DINNER_STARTS],
    },
    {
      // The worked example: opens 17:00, closes 23:00, last seating 22:00, 120-minute sittings.
      name: 'a sitting may not cross closing time even before the last seating',
      query: {
        guests: 4,
        rules: buildRules({
          services: everyDay([{ opens: '17:00', closes: '23:00', lastSeating: '22:00' }]),
        }),
      },
      expected: DINNER_STARTS,
    },
    {
      name: 'last seating is the last start even when the sitting would fit later',
      query: {
        rules: buildRules({
          services: everyDay([{ opens: '17:00', closes: '23:00', lastSeating: '19:00' }]),
        }),
      },
      expected: ['17:00', '17:30', '18:00', '18:30', '19:00'],
    },
    {
      name: 'a 15-minute interval within an odd service',
      query: {
        rules: buildRules({
          slotIntervalMinutes: 15,
          services: everyDay([{ opens: '18:10', closes: '20:30', lastSeating: '19:00' }]),
        }),
      },
      expected: ['18:10', '18:25', '18:40', '18:55'],
    },
    {
      name: 'closes 24:00 means midnight: 22:30 + 90 minutes fits exactly',
      query: {
        rules: buildRules({
          services: everyDay([{ opens: '21:00', closes: '24:00', lastSeating: '23:00' }]),
        }),
      },
      expected: ['21:00', '21:30', '22:00', '22:30'],
    },
    {
      name: 'a service closing after midnight (closes < opens) lists starts up to last seating',
      query: {
        rules: buildRules({
          services: everyDay([{ opens: '22:00', closes: '01:00', lastSeating: '23:30' }]),
        }),
      },
      expected: ['22:00', '22:30', '23:00', '23:30'],
    },
    {
      name: 'overlapping services do not list a start twice',
      query: {
        rules: buildRules({
          services: everyDay([
            { opens: '17:00', closes: '21:00', lastSeating: '18:00' },
            { opens: '17:30', closes: '21:00', lastSeating: '18:30' },
          ]),
        }),
      },
      expected: ['17:00', '17:30', '18:00', '18:30'],
    },
    {
      name: 'lead time: now 16:50 + 60 minutes → from 18:00',
      query: { now: at('2026-06-10T16:50:00Z') },
      expected: DINNER_STARTS.slice(2),
    },
    {
      name: 'lead time boundary: now 16:00 + 60 minutes → 17:00 itself is bookable',
      query: { now: at('2026-06-10T16:00:00Z') },
      expected: DINNER_STARTS,
    },
    {
      name: 'booking window: 30 days from 2026-05-11 19:00 reaches exactly 19:00 on the date',
      query: {
        now: at('2026-05-11T19:00:00Z'),
        rules: buildRules({ bookingWindowDays: 30 }),
      },
      expected: ['11:30', '12:00', '12:30', '13:00', '17:00', '17:30', '18:00', '18:30', '19:00'],
    },
    {
      name: 'a date in the past lists nothing',
      query: { now: at('2026-06-11T08:00:00Z') },
      expected: [],
    },
    {
      name: 'special day closed',
      query: {
        rules: buildRules({ specialDays: [{ date: '2026-06-10', closed: true, services: [] }] }),
      },
      expected: [],
    },
    {
      name: 'special day with other hours replaces both services',
      query: {
        rules: buildRules({
          specialDays: [
            {
              date: '2026-06-10',
              closed: false,
              services: [{ opens: '12:00', closes: '16:00', lastSeating: '14:00' }],
            },
            { date: '2026-06-11', closed: true, services: [] },
          ],
        }),
      },
      expected: ['12:00', '12:30', '13:00', '13:30', '14:00'],
    },
    {
      name: 'a special day for another date changes nothing',
      query: {
        rules: buildRules({ specialDays: [{ date: '2026-06-11', closed: true, services: [] }] }),
      },
      expected: ['11:30', '12:00', '12:30', '13:00', ...DINNER_STARTS],
    },
    {
      name: 'weekday services: open only on Wednesdays (3), and 2026-06-10 is one',
      query: { rules: buildRules({ services: [{ weekday: 3, ...DINNER }] }) },
      expected: DINNER_STARTS,
    },
    {
      name: 'weekday services: open only on Thursdays → nothing on a Wednesday',
      query: { rules: buildRules({ services: [{ weekday: 4, ...LUNCH }] }) },
      expected: [],
    },
    {
      name: 'a malformed date lists nothing instead of throwing',
      query: { date: '2026-02-30' },
      expected: [],
    },
    {
      name: 'a malformed service row is ignored; the good one still works',
      query: {
        rules: buildRules({ services: everyDay([{ ...LUNCH, opens: '25:00' }, DINNER]) }),
      },
      expected: DINNER_STARTS,
    },
  ];

  it.each(cases)('$name', ({ query, expected }) => {
    expect(times(computeSlots(buildQuery(query)))).toEqual(expected);
  });

  it('gives each slot its instants, ISO date and sitting length', () => {
    const [first] = computeSlots(buildQuery({ guests: 4 }));
    expect(first).toEqual({
      start: at('2026-06-10T11:30:00Z'),
      end: at('2026-06-10T13:30:00Z'),
      date: '2026-06-10T11:30:00.000Z',
      localTime: '11:30',
      isAvailable: true,
      isTableAvailable: true,
      isEventAvailable: false,
      isWaitingListAvailable: false,
      eventIds: [],
    });
  });
});

describe('computeSlots: Oslo DST days', () => {
  const oslo = (services: { opens: string; closes: string; lastSeating: string }[]) =>
    buildQuery({
      now: at('2026-03-01T12:00:00Z'),
      rules: buildRules({
        timeZone: 'Europe/Oslo',
        bookingWindowDays: 365,
        durationRules: [],
        defaultDurationMinutes: 60,
        services: everyDay(services),
      }),
    });

  it.each([
    {
      name: 'spring forward: 02:00 and 02:30 do not exist and are skipped',
      date: '2026-03-29',
      service: { opens: '00:00', closes: '06:00', lastSeating: '04:00' },
      expected: [
        ['00:00', '2026-03-28T23:00:00.000Z'],
        ['00:30', '2026-03-28T23:30:00.000Z'],
        ['01:00', '2026-03-29T00:00:00.000Z'],
        ['01:30', '2026-03-29T00:30:00.000Z'],
        ['03:00', '2026-03-29T01:00:00.000Z'],
        ['03:30', '2026-03-29T01:30:00.000Z'],
        ['04:00', '2026-03-29T02:00:00.000Z'],
      ],
    },
    {
      name: 'spring forward: the evening is on UTC+2',
      date: '2026-03-29',
      service: { opens: '17:00', closes: '23:00', lastSeating: '18:00' },
      expected: [
        ['17:00', '2026-03-29T15:00:00.000Z'],
        ['17:30', '2026-03-29T15:30:00.000Z'],
        ['18:00', '2026-03-29T16:00:00.000Z'],
      ],
    },
    {
      name: 'fall back: 02:00 and 02:30 happen twice and are listed once, at the first',
      date: '2026-10-25',
      service: { opens: '01:00', closes: '04:00', lastSeating: '03:00' },
      expected: [
        ['01:00', '2026-10-24T23:00:00.000Z'],
        ['01:30', '2026-10-24T23:30:00.000Z'],
        ['02:00', '2026-10-25T00:00:00.000Z'],
        ['02:30', '2026-10-25T00:30:00.000Z'],
        ['03:00', '2026-10-25T02:00:00.000Z'],
      ],
    },
    {
      name: 'fall back: the evening is on UTC+1',
      date: '2026-10-25',
      service: { opens: '19:00', closes: '23:00', lastSeating: '19:30' },
      expected: [
        ['19:00', '2026-10-25T18:00:00.000Z'],
        ['19:30', '2026-10-25T18:30:00.000Z'],
      ],
    },
  ])('$name', ({ date, service, expected }) => {
    const slots = computeSlots({ ...oslo([service]), date });
    expect(slots.map((s) => [s.localTime, s.date])).toEqual(expected);
    // Sittings are elapsed time, so each one is exactly 60 minutes even across the change.
    expect(slots.every((s) => s.end - s.start === 3_600_000)).toBe(true);
  });

  it('spring forward: a sitting may not run past a closing time measured in real time', () => {
    // Closes 03:30 CEST = 01:30Z; a 60-minute sitting from 01:30 CET (00:30Z) ends 01:30Z: fits.
    const slots = computeSlots({
      ...oslo([{ opens: '00:30', closes: '03:30', lastSeating: '03:00' }]),
      date: '2026-03-29',
    });
    expect(times(slots)).toEqual(['00:30', '01:00', '01:30']);
  });
});

describe('computeSlots: tables', () => {
  const pair = [
    buildTable({ id: 1, minGuests: 2, maxGuests: 4 }),
    buildTable({ id: 2, minGuests: 2, maxGuests: 4 }),
  ];
  const combo = { id: 10, tableIds: [1, 2], minGuests: 5, maxGuests: 8 };
  // 120 minutes for every party size, so the listed grid is the same in every case below.
  const dinnerOnly = buildRules({ services: everyDay([DINNER]), defaultDurationMinutes: 120 });

  it.each([
    {
      name: 'no table fits a party of 6 on its own and there is no combination',
      query: { guests: 6, tables: pair },
      expected: [],
    },
    {
      name: 'a combination seats a party only it can seat',
      query: { guests: 6, tables: pair, combinations: [combo] },
      expected: DINNER_STARTS,
    },
    {
      name: 'not when one of its tables is taken 19:00–21:00 (touching sittings are fine)',
      query: {
        guests: 6,
        tables: pair,
        combinations: [combo],
        occupied: [
          { tableId: 2, start: at('2026-06-10T19:00:00Z'), end: at('2026-06-10T21:00:00Z') },
        ],
      },
      expected: ['17:00', '21:00'],
    },
    {
      name: 'not when one of its tables is not bookable online',
      query: {
        guests: 6,
        tables: [pair[0], buildTable({ id: 2, maxGuests: 4, bookableOnline: false })].filter(
          (t) => t !== undefined,
        ),
        combinations: [combo],
      },
      expected: [],
    },
    {
      name: 'a single table taken 18:30–20:00 blocks 90-minute sittings that overlap it',
      query: {
        occupied: [
          { tableId: 1, start: at('2026-06-10T18:30:00Z'), end: at('2026-06-10T20:00:00Z') },
        ],
      },
      expected: ['17:00', '20:00', '20:30', '21:00'],
    },
    {
      name: 'a table that is not bookable online is never offered',
      query: { tables: [buildTable({ id: 1, bookableOnline: false })] },
      expected: [],
    },
    {
      name: 'a party above the max online party size gets no table, even one that fits',
      query: { guests: 9, tables: [buildTable({ id: 1, minGuests: 6, maxGuests: 12 })] },
      expected: [],
    },
    {
      name: 'zero guests get no table',
      query: { guests: 0 },
      expected: [],
    },
    {
      name: 'pacing: 4 + 2 covers start in the 19:00 slot; a party of 2 would make 8 > 6',
      query: {
        rules: { ...dinnerOnly, pacingMaxCoversPerSlot: 6 },
        bookingStarts: [
          { start: at('2026-06-10T19:00:00Z'), guests: 4 },
          { start: at('2026-06-10T19:15:00Z'), guests: 2 },
          // Starts at 19:30: counts for the 19:30 slot (4 + 2 ≤ 6), not for 19:00.
          { start: at('2026-06-10T19:30:00Z'), guests: 4 },
        ],
      },
      expected: DINNER_STARTS.filter((t) => t !== '19:00'),
    },
  ])('$name', ({ query, expected }) => {
    const slots = computeSlots(buildQuery({ rules: dinnerOnly, ...query }));
    // Unavailable slots are still listed: the full dinner grid is always there.
    expect(times(slots)).toEqual(DINNER_STARTS);
    expect(tableFree(slots)).toEqual(expected);
  });
});
