import type { GuestListEntry, GuestListTable, TableBlock } from '@dekka/contracts/guest-list';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dropVerdict,
  joinedTables,
  partyToSeat,
  placeTables,
  roomsOf,
  tableStateAt,
} from './floor-state';

const DATE = '2026-12-04';
const ZONE = 'Atlantic/Reykjavik';
/** 19:30 on DATE in Reykjavík (UTC all year). */
const NOW = Date.parse(`${DATE}T19:30:00Z`);

function table(id: number, more: Partial<GuestListTable> = {}): GuestListTable {
  return {
    id,
    name: String(id),
    minGuests: 1,
    maxGuests: 4,
    floorPlanId: 1,
    floorPlan: 'Room',
    shape: 'square',
    layout: null,
    ...more,
  };
}

function booking(
  id: number,
  from: string,
  to: string,
  more: Partial<GuestListEntry> = {},
): GuestListEntry {
  return {
    id,
    startsAt: `${DATE}T${from}`,
    endsAt: `${DATE}T${to}`,
    guests: 2,
    name: `Party ${id}`,
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

const block = (tableIds: number[], from: string, to: string): TableBlock => ({
  id: 900,
  tableIds,
  tables: tableIds.map(String),
  startsAt: `${DATE}T${from}`,
  endsAt: `${DATE}T${to}`,
  reason: 'Broken chair',
});

/** 1170 → "19:30". */
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const dayOf = (entries: GuestListEntry[], blocks: TableBlock[] = []) => ({
  restaurant: { timeZone: ZONE },
  entries,
  blocks,
  tables: [1, 2, 3, 4, 5].map((id) => table(id)),
});

describe('placing tables on the floor plan', () => {
  it('keeps placed tables where they are and fills free cells after them, row by row', () => {
    const placed = placeTables([
      table(1, { layout: { x: 2, y: 0 } }),
      table(2),
      table(3, { layout: { x: 0, y: 1 }, shape: 'long' }),
      table(4, { shape: 'long' }),
    ]);
    expect(placed.map(({ table: { id }, x, y, width }) => ({ id, x, y, width }))).toEqual([
      { id: 1, x: 2, y: 0, width: 1 },
      { id: 2, x: 0, y: 2, width: 1 },
      { id: 3, x: 0, y: 1, width: 2 },
      { id: 4, x: 1, y: 2, width: 2 },
    ]);
  });

  it('fills rows eight cells wide when the placed tables use fewer columns', () => {
    const placed = placeTables(Array.from({ length: 10 }, (_, index) => table(index + 1)));
    expect(placed.map(({ x, y }) => [x, y])).toEqual([
      ...Array.from({ length: 8 }, (_, x) => [x, 0]),
      [0, 1],
      [1, 1],
    ]);
    const wide = placeTables([
      table(1, { layout: { x: 11, y: 0 } }),
      ...[2, 3].map((id) => table(id)),
    ]);
    expect(wide.map(({ x, y }) => [x, y])).toEqual([
      [11, 0],
      [0, 1],
      [1, 1],
    ]);
  });

  it('never puts two tables on one cell', () => {
    const tables = fc.array(
      fc.record({
        placed: fc.option(fc.record({ x: fc.nat(23), y: fc.nat(15) })),
        long: fc.boolean(),
      }),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(tables, (specs) => {
        const used = new Set<string>();
        // The owner's editor never overlaps tables: keep the generated placed ones apart.
        const input = specs.map((spec, index) => {
          const width = spec.long ? 2 : 1;
          const cells = spec.placed
            ? Array.from({ length: width }, (_, dx) => `${spec.placed!.x + dx},${spec.placed!.y}`)
            : [];
          const fits =
            spec.placed && spec.placed.x + width <= 24 && cells.every((cell) => !used.has(cell));
          if (fits) cells.forEach((cell) => used.add(cell));
          return table(index + 1, {
            shape: spec.long ? 'long' : 'square',
            layout: fits ? spec.placed : null,
          });
        });
        const cells = placeTables(input).flatMap(({ x, y, width }) =>
          Array.from({ length: width }, (_, dx) => `${x + dx},${y}`),
        );
        expect(new Set(cells).size).toBe(cells.length);
      }),
    );
  });

  it('groups tables by room', () => {
    const rooms = roomsOf([
      table(1, { layout: { x: 3, y: 2 } }),
      table(2, { floorPlanId: 2, floorPlan: 'Terrace' }),
    ]);
    expect(rooms.map(({ name, columns, rows }) => ({ name, columns, rows }))).toEqual([
      { name: 'Room', columns: 4, rows: 3 },
      { name: 'Terrace', columns: 1, rows: 1 },
    ]);
  });
});

describe('a table’s state now', () => {
  it('is free, reserved soon, seated, overdue, late or blocked', () => {
    const day = dayOf(
      [
        booking(1, '20:15', '22:15', { tableIds: [1] }),
        booking(2, '21:00', '23:00', { tableIds: [2] }),
        booking(3, '19:00', '21:00', {
          tableIds: [3],
          status: 'seated',
          seatedAt: `${DATE}T19:05:00.000Z`,
        }),
        booking(4, '17:00', '19:00', { tableIds: [4], status: 'seated' }),
        booking(5, '19:00', '21:00', { tableIds: [5] }),
        booking(6, '18:00', '20:00', { tableIds: [6], status: 'finished' }),
      ],
      [block([7], '19:00', '22:00')],
    );
    const kinds = [1, 2, 3, 4, 5, 6, 7].map((id) => tableStateAt(id, day, NOW));
    expect(kinds.map((state) => state.kind)).toEqual([
      'reserved',
      'free',
      'seated',
      'overdue',
      'overdue',
      'free',
      'blocked',
    ]);
    expect(kinds[2]).toMatchObject({ turnMinutes: 25 });
    expect(kinds[3]).toMatchObject({ flag: 'overdue', minutes: 30 });
    expect(kinds[4]).toMatchObject({ flag: 'late', minutes: 30 });
    expect(kinds[1]).toMatchObject({ next: { id: 2 } });
  });

  it('offers the table’s own party about to come, or a party expected now without a table', () => {
    const own = booking(1, '20:00', '22:00', { tableIds: [1] });
    const tableless = booking(2, '19:30', '21:30');
    const day = dayOf([own, tableless]);
    expect(partyToSeat(1, tableStateAt(1, day, NOW), day, NOW)?.id).toBe(1);
    expect(partyToSeat(2, tableStateAt(2, day, NOW), day, NOW)?.id).toBe(2);
    expect(partyToSeat(2, tableStateAt(2, dayOf([own]), NOW), dayOf([own]), NOW)).toBeNull();
  });
});

describe('joined tables', () => {
  it('draws a party at several tables of the room once, around all of them', () => {
    const tables = [
      table(1, { layout: { x: 0, y: 0 } }),
      table(2, { layout: { x: 1, y: 0 } }),
      table(3, { layout: { x: 1, y: 1 }, shape: 'long' }),
      table(4, { layout: { x: 5, y: 0 } }),
    ];
    const joined = booking(1, '19:00', '21:00', { tableIds: [2, 3], status: 'seated' });
    const alone = booking(2, '19:00', '21:00', { tableIds: [4], status: 'seated' });
    const day = dayOf([joined, alone]);
    const states = new Map(tables.map((one) => [one.id, tableStateAt(one.id, day, NOW)]));
    const [room] = roomsOf(tables);
    if (!room) throw new Error('no room');
    expect(joinedTables(room, states)).toEqual([
      { entry: joined, tableIds: [2, 3], x: 1, y: 0, width: 2, height: 2 },
    ]);
    // A party only at one table of this room (its other table in another room) is not joined here.
    expect(
      joinedTables({ tables: room.tables.filter((one) => one.table.id !== 3) }, states),
    ).toEqual([]);
  });
});

describe('dropping a party on another table', () => {
  it('moves it when the table is free for its sitting, and says why not otherwise', () => {
    const moving = booking(1, '19:00', '21:00', { tableIds: [1, 2], status: 'seated' });
    const day = dayOf(
      [
        moving,
        booking(2, '20:30', '22:30', { tableIds: [3] }),
        booking(3, '17:00', '19:00', { tableIds: [4] }),
      ],
      [block([5], '20:00', '21:00')],
    );
    expect(dropVerdict(moving, 1, 4, day, NOW)).toEqual({ allowed: true, tableIds: [2, 4] });
    expect(dropVerdict(moving, 1, 3, day, NOW)).toEqual({
      allowed: false,
      reason: 'taken',
      by: 'Party 2',
    });
    expect(dropVerdict(moving, 1, 5, day, NOW)).toMatchObject({ reason: 'blocked' });
    expect(dropVerdict(moving, 1, 2, day, NOW)).toMatchObject({ reason: 'same' });
  });

  it('refuses a table too small for the party, counting the tables it keeps', () => {
    const six = booking(1, '19:00', '21:00', { tableIds: [1, 2], guests: 6 });
    const day = {
      ...dayOf([six]),
      tables: [table(1), table(2), table(3, { maxGuests: 2 }), table(4, { maxGuests: 6 })],
    };
    // Swapping table 1 (4 seats) for table 3 (2) leaves 2 + 4 = 6: enough.
    expect(dropVerdict(six, 1, 3, day, NOW)).toEqual({ allowed: true, tableIds: [2, 3] });
    // From the row without a table, table 3 alone seats 2 of 6.
    expect(dropVerdict({ ...six, tableIds: [] }, null, 3, day, NOW)).toEqual({
      allowed: false,
      reason: 'small',
      by: null,
    });
    expect(dropVerdict({ ...six, tableIds: [] }, null, 4, day, NOW)).toEqual({
      allowed: true,
      tableIds: [4],
    });
  });

  it('never leaves a party at tables that seat fewer than it, and swaps only the table it left', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 5, maxLength: 5 }),
        fc.integer({ min: 1, max: 12 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { maxLength: 3 }),
        fc.integer({ min: 1, max: 5 }),
        (seats, guests, tableIds, to) => {
          const tables = seats.map((maxGuests, index) => table(index + 1, { maxGuests }));
          const moving = booking(1, '19:00', '21:00', { guests, tableIds });
          const from = tableIds[0] ?? null;
          const verdict = dropVerdict(moving, from, to, { ...dayOf([moving]), tables }, NOW);
          if (!verdict.allowed) return;
          const seated = verdict.tableIds.reduce((sum, id) => sum + (seats[id - 1] ?? 0), 0);
          expect(seated).toBeGreaterThanOrEqual(guests);
          expect(verdict.tableIds).toEqual([...tableIds.filter((id) => id !== from), to]);
        },
      ),
    );
  });

  it('is never allowed onto a table another booking or a block has in the booking’s period', () => {
    const period = fc
      .tuple(fc.integer({ min: 16 * 4, max: 23 * 4 }), fc.integer({ min: 1, max: 16 }))
      .map(([quarter, quarters]) => {
        const start = quarter * 15;
        return [clock(start), clock(Math.min(start + quarters * 15, 23 * 60 + 59))] as const;
      });
    const status = fc.constantFrom(
      'confirmed',
      'arrived',
      'seated',
      'finished',
      'no_show',
      'cancelled',
    ) as fc.Arbitrary<GuestListEntry['status']>;
    const other = fc.record({ period, table: fc.integer({ min: 1, max: 4 }), status });
    fc.assert(
      fc.property(
        period,
        fc.array(other, { maxLength: 8 }),
        fc.array(fc.record({ period, table: fc.integer({ min: 1, max: 4 }) }), { maxLength: 2 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 16 * 60, max: 23 * 60 }),
        (own, others, blocks, to, nowMinutes) => {
          const now = Date.parse(`${DATE}T00:00:00Z`) + nowMinutes * 60_000;
          const moving = booking(1, own[0], own[1], { tableIds: [5] });
          const entries = others.map((spec, index) =>
            booking(index + 2, spec.period[0], spec.period[1], {
              tableIds: [spec.table],
              status: spec.status,
            }),
          );
          const day = dayOf(
            [moving, ...entries],
            blocks.map((spec) => block([spec.table], spec.period[0], spec.period[1])),
          );
          const verdict = dropVerdict(moving, 5, to, day, now);
          // A seated party holds its table past its end, up to now.
          const nowLocal = `${DATE}T${clock(nowMinutes)}`;
          const before = (entry: GuestListEntry) =>
            moving.startsAt < entry.endsAt ||
            (entry.status === 'seated' && moving.startsAt <= nowLocal);
          const clash =
            entries.some(
              (entry) =>
                entry.tableIds.includes(to) &&
                ['confirmed', 'arrived', 'seated'].includes(entry.status) &&
                entry.startsAt < moving.endsAt &&
                before(entry),
            ) ||
            day.blocks.some(
              (candidate) =>
                candidate.tableIds.includes(to) &&
                candidate.startsAt < moving.endsAt &&
                moving.startsAt < candidate.endsAt,
            );
          if (clash) expect(verdict.allowed).toBe(false);
          else expect(verdict).toEqual({ allowed: true, tableIds: [to] });
        },
      ),
    );
  });
});
