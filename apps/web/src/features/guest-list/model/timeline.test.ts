import type { GuestListEntry, GuestListTable, TableBlock } from '@dekka/contracts/guest-list';
import { describe, expect, it } from 'vitest';
import {
  bookingChange,
  byFit,
  partySize,
  staffBookingRequest,
  tableBlockRequest,
} from './staff-booking';
import { clockOf, layoutTimeline, offsetOf, timelineRange, timelineRooms } from './timeline';

const DATE = '2026-12-04';
const ROOM = { floorPlanId: 1, floorPlan: 'Room', shape: 'square', layout: null } as const;
const TABLES: GuestListTable[] = [
  { id: 1, name: '1', minGuests: 1, maxGuests: 2, ...ROOM },
  { id: 2, name: '2', minGuests: 2, maxGuests: 4, ...ROOM },
  { id: 3, name: '3', minGuests: 4, maxGuests: 8, ...ROOM },
];
const DINNER = { name: 'Dinner', opens: '17:00', closes: '23:00' };

let nextId = 1;
function booking(from: string, to: string, more: Partial<GuestListEntry> = {}): GuestListEntry {
  return {
    id: nextId++,
    startsAt: from.length === 5 ? `${DATE}T${from}` : from,
    endsAt: to.length === 5 ? `${DATE}T${to}` : to,
    guests: 2,
    name: 'Guest',
    phone: null,
    email: null,
    status: 'confirmed',
    isWaitingList: false,
    tables: [],
    tableIds: [1],
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

const block = (more: Partial<TableBlock> = {}): TableBlock => ({
  id: 9,
  tableIds: [3],
  tables: ['3'],
  startsAt: `${DATE}T18:00`,
  endsAt: `${DATE}T20:00`,
  reason: null,
  ...more,
});

const dayOf = (entries: GuestListEntry[], more = {}) => ({
  date: DATE,
  services: [DINNER],
  entries,
  tables: TABLES,
  blocks: [],
  ...more,
});

describe('the timeline’s hours', () => {
  it('runs from the first opening to the last closing, in whole hours', () => {
    const lunch = { name: 'Lunch', opens: '11:30', closes: '14:00' };
    expect(timelineRange(dayOf([], { services: [lunch, DINNER] }))).toEqual({
      start: 11 * 60,
      end: 23 * 60,
    });
  });

  it('runs on past midnight for a service that closes after it', () => {
    const late = { name: '', opens: '18:00', closes: '01:30' };
    expect(timelineRange(dayOf([], { services: [late] }))).toEqual({ start: 1080, end: 1560 });
    expect(clockOf(1500)).toBe('01:00');
  });

  it('shows 11:00–23:00 on a day without service hours, widened to the bookings', () => {
    expect(timelineRange(dayOf([], { services: [] }))).toEqual({ start: 660, end: 1380 });
    expect(
      timelineRange(
        dayOf([booking('09:15', '10:00'), booking('22:30', '23:45')], { services: [] }),
      ),
    ).toEqual({ start: 540, end: 1440 });
  });

  it('is not widened by cancelled bookings', () => {
    expect(timelineRange(dayOf([booking('09:00', '10:00', { status: 'cancelled' })]))).toEqual({
      start: 1020,
      end: 1380,
    });
  });

  it('places the current time, and nothing outside the range', () => {
    const range = { start: 1020, end: 1380 };
    expect(offsetOf(range, 1200)).toBe(0.5);
    expect(offsetOf(range, 600)).toBeNull();
  });
});

describe('the timeline’s rows and bars', () => {
  it('has a row per table and a bar on each table of a booking, placed by its times', () => {
    const joined = booking('19:00', '21:00', { tableIds: [1, 2] });
    const { rows } = layoutTimeline(dayOf([joined]));
    expect(rows.map((row) => row.table?.id)).toEqual([1, 2, 3]);
    expect(rows.map((row) => row.bars.length)).toEqual([1, 1, 0]);
    // 19:00–21:00 of 17:00–23:00.
    expect(rows[0]?.bars[0]).toMatchObject({ kind: 'booking', entry: joined, lane: 0 });
    expect(rows[0]?.bars[0]?.offset).toBeCloseTo(2 / 6);
    expect(rows[0]?.bars[0]?.span).toBeCloseTo(2 / 6);
    expect(rows[1]?.bars[0]?.key).not.toBe(rows[0]?.bars[0]?.key);
  });

  it('draws blocks on their tables, cut at the range’s edges', () => {
    const { rows } = layoutTimeline(
      dayOf([], { blocks: [block(), block({ id: 10, tableIds: [1], startsAt: `${DATE}T08:00` })] }),
    );
    expect(rows[2]?.bars).toMatchObject([{ kind: 'block', offset: 1 / 6, span: 2 / 6 }]);
    // 08:00–20:00 shows from 17:00.
    expect(rows[0]?.bars).toMatchObject([{ kind: 'block', offset: 0, span: 3 / 6 }]);
  });

  it('groups the rows by room in the tables’ order, the bookings without a table on their own', () => {
    const terrace = { ...ROOM, floorPlanId: 2, floorPlan: 'Terrace' };
    const tables = [...TABLES, { id: 4, name: 'T1', minGuests: 2, maxGuests: 4, ...terrace }];
    const { rows } = layoutTimeline(
      dayOf([booking('19:00', '21:00', { tableIds: [] })], { tables }),
    );
    expect(
      timelineRooms(rows).map((room) => [room.name, room.rows.map((row) => row.table?.id)]),
    ).toEqual([
      ['Room', [1, 2, 3]],
      ['Terrace', [4]],
      [null, [undefined]],
    ]);
  });

  it('stacks overlapping bars of a table in lanes, and reuses a lane once it is free', () => {
    const first = booking('18:00', '20:00', { status: 'no_show' });
    const second = booking('19:00', '21:00');
    const third = booking('20:00', '22:00');
    const [row] = layoutTimeline(dayOf([third, second, first])).rows;
    expect(row?.lanes).toBe(2);
    const lane = (entry: GuestListEntry) =>
      row?.bars.find((bar) => bar.kind === 'booking' && bar.entry === entry)?.lane;
    expect([lane(first), lane(second), lane(third)]).toEqual([0, 1, 0]);
  });

  it('leaves out cancellations and the waiting list, and puts bookings without a table last', () => {
    const { rows } = layoutTimeline(
      dayOf([
        booking('18:00', '20:00', { status: 'cancelled' }),
        booking('18:00', '20:00', { status: 'waitlisted', isWaitingList: true, tableIds: [] }),
        booking('19:00', '20:00', { tableIds: [] }),
        booking('19:00', '20:00', { tableIds: [99] }),
      ]),
    );
    expect(rows.map((row) => row.table?.id ?? null)).toEqual([1, 2, 3, null]);
    expect(rows.slice(0, 3).flatMap((row) => row.bars)).toEqual([]);
    expect(rows[3]?.bars).toHaveLength(2);
  });

  it('gives a booking without a length a bar that can be seen', () => {
    const [row] = layoutTimeline(dayOf([booking('19:00', '19:00')])).rows;
    expect(row?.bars[0]?.span).toBeCloseTo(15 / 360);
  });
});

describe('what the staff’s forms send', () => {
  const draft = {
    kind: 'phone' as const,
    time: '19:30',
    guests: 4,
    tableIds: [],
    firstName: ' Anna ',
    lastName: '',
    phone: '+354 555 1234',
    email: '',
    specialRequest: '',
    internalNote: '  ',
  };

  it('sends only what was filled in, trimmed; a walk-in without a time starts now', () => {
    expect(staffBookingRequest(DATE, draft)).toEqual({
      kind: 'phone',
      startsAt: '2026-12-04T19:30',
      guests: 4,
      firstName: 'Anna',
      phone: '+354 555 1234',
    });
    expect(
      staffBookingRequest(DATE, { ...draft, kind: 'walk_in', time: '', tableIds: [2], phone: '' }),
    ).toEqual({ kind: 'walk_in', guests: 4, tableIds: [2], firstName: 'Anna' });
  });

  it('sends only the changes to a booking, null for an emptied note, nothing without changes', () => {
    const entry = booking('19:00', '21:00', { tableIds: [1, 2], guests: 4, internalNote: 'VIP' });
    const same = { time: '19:00', guests: 4, tableIds: [2, 1], internalNote: 'VIP ' };
    expect(bookingChange(entry, same)).toBeNull();
    expect(bookingChange(entry, { ...same, time: '20:15', internalNote: '' })).toEqual({
      startsAt: '2026-12-04T20:15',
      internalNote: null,
    });
    expect(bookingChange(entry, { ...same, tableIds: [3], guests: 6 })).toEqual({
      tableIds: [3],
      guests: 6,
    });
    // No tables ticked leaves them be.
    expect(bookingChange(entry, { ...same, tableIds: [] })).toBeNull();
  });

  it('makes a block of the shown day, without an empty reason', () => {
    expect(
      tableBlockRequest(DATE, { tableIds: [3], from: '18:00', to: '20:00', reason: ' ' }),
    ).toEqual({ tableIds: [3], startsAt: '2026-12-04T18:00', endsAt: '2026-12-04T20:00' });
  });

  it('reads a party size of 1 to 100 and puts the tables that fit it first', () => {
    expect(['4', ' 12 ', '0', '101', '2.5', '', 'x'].map(partySize)).toEqual([
      4,
      12,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(byFit(TABLES, 5).map((table) => table.id)).toEqual([3, 1, 2]);
    expect(byFit(TABLES, 2).map((table) => table.id)).toEqual([1, 2, 3]);
  });
});
