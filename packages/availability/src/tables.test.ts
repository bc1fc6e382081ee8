import { describe, expect, it } from 'vitest';
import { buildOccupancyIndex, isTableFree } from './occupancy.ts';
import { rankStaffTableCandidates, rankTableCandidates, sittingMinutes } from './tables.ts';
import { at, buildRules, buildTable } from './test/fixtures.ts';
import type { OccupiedPeriod } from './types.ts';

const T = (iso: string) => at(`2026-06-10T${iso}:00Z`);

describe('rankTableCandidates: ranking order', () => {
  const tables = [
    buildTable({ id: 1, minGuests: 2, maxGuests: 4 }),
    buildTable({ id: 2, minGuests: 2, maxGuests: 2 }),
    buildTable({ id: 3, minGuests: 1, maxGuests: 6 }),
    buildTable({ id: 4, minGuests: 2, maxGuests: 4 }),
    buildTable({ id: 5, minGuests: 1, maxGuests: 4 }),
    buildTable({ id: 6, minGuests: 2, maxGuests: 4, bookableOnline: false }),
    buildTable({ id: 7, minGuests: 3, maxGuests: 8 }),
  ];
  const combinations = [
    { id: 10, tableIds: [1, 4], minGuests: 2, maxGuests: 8 },
    { id: 11, tableIds: [2, 3, 4], minGuests: 2, maxGuests: 8 },
    { id: 12, tableIds: [3, 4], minGuests: 2, maxGuests: 6 },
    { id: 9, tableIds: [1, 2], minGuests: 2, maxGuests: 8 },
    { id: 13, tableIds: [1, 6], minGuests: 2, maxGuests: 4 }, // 6 is not bookable online
    { id: 14, tableIds: [1, 99], minGuests: 2, maxGuests: 4 }, // 99 does not exist
    { id: 15, tableIds: [], minGuests: 2, maxGuests: 4 },
    { id: 16, tableIds: [5, 7], minGuests: 9, maxGuests: 12 }, // too big for 2
  ];
  const window = { start: T('19:00'), end: T('21:00') };

  it.each([
    {
      name: 'all free, 2 guests: smallest single first, then minGuests, then id; then combos',
      guests: 2,
      occupied: [],
      expected: [[2], [5], [1], [4], [3], [3, 4], [1, 2], [1, 4], [2, 3, 4]],
    },
    {
      name: 'table 5 (min 1) ranks before 1 and 4 (min 2) at the same size for 1 guest',
      guests: 1,
      occupied: [],
      expected: [[5], [3]],
    },
    {
      name: 'busy tables drop out, and so does every combination using them',
      guests: 2,
      occupied: [{ tableId: 4, start: T('20:00'), end: T('20:30') }],
      expected: [[2], [5], [1], [3], [1, 2]],
    },
    {
      name: 'a party of 10 has only the big combination',
      guests: 10,
      occupied: [],
      expected: [[5, 7]],
    },
    {
      name: 'nothing fits 13',
      guests: 13,
      occupied: [],
      expected: [],
    },
  ])('$name', ({ guests, occupied, expected }) => {
    expect(rankTableCandidates({ tables, combinations, occupied, guests, ...window })).toEqual(
      expected,
    );
  });

  it('lists a combination that repeats a table id with each table once', () => {
    const result = rankTableCandidates({
      tables: [buildTable({ id: 1, maxGuests: 2 }), buildTable({ id: 2, maxGuests: 2 })],
      combinations: [{ id: 1, tableIds: [1, 2, 1], minGuests: 3, maxGuests: 4 }],
      occupied: [],
      guests: 4,
      ...window,
    });
    expect(result).toEqual([[1, 2]]);
  });
});

describe('occupancy: [start, end) overlap edges', () => {
  // Table 1 is taken 19:00–21:00.
  const occupied: OccupiedPeriod[] = [{ tableId: 1, start: T('19:00'), end: T('21:00') }];

  it.each([
    ['17:00', '19:00', true, 'ends exactly when the booking starts'],
    ['21:00', '23:00', true, 'starts exactly when the booking ends'],
    ['17:00', '19:01', false, 'one minute into the booking'],
    ['20:59', '23:00', false, 'starts one minute before it ends'],
    ['19:30', '20:00', false, 'inside it'],
    ['18:00', '22:00', false, 'around it'],
    ['19:00', '21:00', false, 'the same period'],
  ])('%s–%s free: %s (%s)', (from, to, free) => {
    const candidates = rankTableCandidates({
      tables: [buildTable({ id: 1 })],
      combinations: [],
      occupied,
      guests: 2,
      start: T(from),
      end: T(to),
    });
    expect(candidates.length > 0).toBe(free);
  });

  it('merges overlapping and touching periods and ignores empty ones', () => {
    const index = buildOccupancyIndex([
      { tableId: 1, start: T('18:00'), end: T('19:00') },
      { tableId: 1, start: T('17:00'), end: T('18:30') },
      { tableId: 1, start: T('19:00'), end: T('19:30') },
      { tableId: 1, start: T('22:00'), end: T('22:00') },
      { tableId: 1, start: T('23:00'), end: T('22:30') },
      { tableId: 2, start: T('12:00'), end: T('13:00') },
    ]);
    expect(index.get(1)).toEqual({ starts: [T('17:00')], ends: [T('19:30')] });
    expect(isTableFree(index, 1, T('19:30'), T('23:30'))).toBe(true);
    expect(isTableFree(index, 1, T('16:00'), T('17:01'))).toBe(false);
    expect(isTableFree(index, 2, T('17:00'), T('23:00'))).toBe(true);
    expect(isTableFree(index, 3, T('00:00'), T('23:59'))).toBe(true);
  });

  it('finds a clash among many periods on one table', () => {
    const many: OccupiedPeriod[] = [];
    // Every other half hour of the day is taken: 00:00–00:30, 01:00–01:30, …
    for (let h = 0; h < 24; h++) {
      many.push({
        tableId: 1,
        start: T(`${String(h).padStart(2, '0')}:00`),
        end: T(`${String(h).padStart(2, '0')}:30`),
      });
    }
    const index = buildOccupancyIndex(many.reverse());
    expect(isTableFree(index, 1, T('13:30'), T('14:00'))).toBe(true);
    expect(isTableFree(index, 1, T('13:30'), T('14:01'))).toBe(false);
    expect(isTableFree(index, 1, T('13:29'), T('14:00'))).toBe(false);
  });
});

describe('sittingMinutes', () => {
  const rules = buildRules({
    durationRules: [
      { minGuests: 1, maxGuests: 2, minutes: 90 },
      { minGuests: 3, maxGuests: 6, minutes: 120 },
      { minGuests: 5, maxGuests: 8, minutes: 180 },
      { minGuests: 9, maxGuests: 9, minutes: 0 },
    ],
    defaultDurationMinutes: 150,
  });

  it.each([
    [1, 90],
    [2, 90],
    [3, 120],
    [5, 120], // the first matching rule wins
    [7, 180],
    [9, 150], // a zero-length rule is ignored
    [20, 150],
  ])('%i guests → %i minutes', (guests, minutes) => {
    expect(sittingMinutes(rules, guests)).toBe(minutes);
  });
});

describe('rankStaffTableCandidates: tables bookable online first, then the staff-only ones', () => {
  const tables = [
    buildTable({ id: 1, minGuests: 2, maxGuests: 4, bookableOnline: false }), // the bar
    buildTable({ id: 2, minGuests: 2, maxGuests: 4 }),
    buildTable({ id: 3, minGuests: 4, maxGuests: 6 }),
    buildTable({ id: 4, minGuests: 1, maxGuests: 2 }),
  ];
  const combinations = [
    { id: 20, tableIds: [1, 4], minGuests: 3, maxGuests: 6 },
    { id: 21, tableIds: [2, 4], minGuests: 3, maxGuests: 6 },
  ];
  const window = { start: T('19:00'), end: T('21:00') };
  const rank = (occupied: OccupiedPeriod[]) =>
    rankStaffTableCandidates({ tables, combinations, occupied, guests: 4, ...window });

  it('keeps the online order and adds the staff-only options after it', () => {
    const online = rankTableCandidates({
      tables,
      combinations,
      occupied: [],
      guests: 4,
      ...window,
    });
    expect(online).toEqual([[2], [3], [2, 4]]);
    expect(rank([])).toEqual([[2], [3], [2, 4], [1], [1, 4]]);
  });

  it('gives the staff-only table only when no dining table is free, and never a taken one', () => {
    const dining = [2, 3].map((tableId) => ({ tableId, start: T('18:00'), end: T('19:30') }));
    expect(rank(dining)).toEqual([[1], [1, 4]]);
    expect(rank([...dining, { tableId: 1, start: T('20:30'), end: T('22:00') }])).toEqual([]);
  });
});
