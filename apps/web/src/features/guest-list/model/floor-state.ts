import type {
  GuestListEntry,
  GuestListResponse,
  GuestListTable,
  TableBlock,
} from '@dekka/contracts/guest-list';
import { FLOOR_GRID, footprint, shapeWidth } from '@dekka/contracts/floor-plan-grid';
import { startInstant } from './guest-actions';
import { serviceTimeOf } from './service-time';

/*
 * The host's live floor plan (docs/decisions/077-live-floor-plan.md): each room's tables where
 * the owner put them, each in its state now, and whether a party may be dragged onto a table.
 * Pure: the clock (epoch ms) and the restaurant's zone come in.
 */

/**
 * How wide the rows are that tables not yet placed fill, when the placed ones use fewer columns:
 * a room of unplaced tables is drawn eight to a row, not in one long line across the grid.
 */
export const UNPLACED_ROW = 8;

/** A booking this close to its start makes its table "reserved soon". */
export const SOON_MS = 60 * 60_000;

export interface PlacedTable {
  table: GuestListTable;
  /** Its cell, column and row from the top left, and how many cells it covers across. */
  x: number;
  y: number;
  width: number;
}

export interface Room {
  id: number;
  name: string;
  tables: PlacedTable[];
  /** The columns and rows drawn: up to the last one used, and one more when the grid has it. */
  columns: number;
  rows: number;
}

/**
 * One room's tables on its grid: the placed ones where the owner put them, then the others in
 * the free cells after them, row by row (starting on the row after the last placed table), in
 * the list's order. Those rows are as wide as the placed tables' columns, at least UNPLACED_ROW
 * and at most the grid's.
 */
export function placeTables(tables: readonly GuestListTable[]): PlacedTable[] {
  const taken = new Set<string>();
  const cellsOf = (table: GuestListTable, x: number, y: number) =>
    footprint({ x, y, shape: table.shape }).map((cell) => `${cell.x},${cell.y}`);
  const occupy = (table: GuestListTable, x: number, y: number) => {
    for (const cell of cellsOf(table, x, y)) taken.add(cell);
  };
  const isFree = (table: GuestListTable, x: number, y: number) =>
    cellsOf(table, x, y).every((cell) => !taken.has(cell));
  const placed = new Map<number, PlacedTable>();
  let firstFreeRow = 0;
  let usedColumns = 0;
  for (const table of tables) {
    if (!table.layout) continue;
    const width = shapeWidth(table.shape);
    placed.set(table.id, { table, x: table.layout.x, y: table.layout.y, width });
    occupy(table, table.layout.x, table.layout.y);
    firstFreeRow = Math.max(firstFreeRow, table.layout.y + 1);
    usedColumns = Math.max(usedColumns, table.layout.x + width);
  }
  const rowWidth = Math.min(Math.max(usedColumns, UNPLACED_ROW), FLOOR_GRID.columns);
  let x = 0;
  let y = firstFreeRow;
  for (const table of tables) {
    if (table.layout) continue;
    const width = shapeWidth(table.shape);
    while (x + width > rowWidth || !isFree(table, x, y)) {
      x += 1;
      if (x + width > rowWidth) {
        x = 0;
        y += 1;
      }
    }
    placed.set(table.id, { table, x, y, width });
    occupy(table, x, y);
  }
  return tables.flatMap((table) => placed.get(table.id) ?? []);
}

/** The rooms in the list's order (floor plan, then table), each with its placed tables. */
export function roomsOf(tables: readonly GuestListTable[]): Room[] {
  const byRoom = new Map<number, GuestListTable[]>();
  for (const table of tables) {
    const room = byRoom.get(table.floorPlanId) ?? [];
    room.push(table);
    byRoom.set(table.floorPlanId, room);
  }
  return [...byRoom.entries()].map(([id, roomTables]) => {
    const placed = placeTables(roomTables);
    const columns = Math.max(0, ...placed.map((table) => table.x + table.width));
    const rows = Math.max(0, ...placed.map((table) => table.y + 1));
    return {
      id,
      name: roomTables[0]?.floorPlan ?? '',
      tables: placed,
      columns: Math.min(Math.max(columns, 1), FLOOR_GRID.columns),
      rows: Math.max(rows, 1),
    };
  });
}

/** What a table is doing now. */
export type TableState =
  | { kind: 'free'; next: GuestListEntry | null }
  /** A booking starts within the hour (or its party has arrived and waits). */
  | { kind: 'reserved'; entry: GuestListEntry }
  | { kind: 'seated'; entry: GuestListEntry; turnMinutes: number }
  /** Seated past its sitting, or expected and late (the guest list's late and overdue flags). */
  | { kind: 'overdue'; entry: GuestListEntry; flag: 'late' | 'overdue'; minutes: number }
  | { kind: 'blocked'; block: TableBlock };

export type TableStateKind = TableState['kind'];

/** The states, in the legend's order. */
export const TABLE_STATES: readonly TableStateKind[] = [
  'free',
  'reserved',
  'seated',
  'overdue',
  'blocked',
];

type Day = Pick<GuestListResponse, 'entries' | 'blocks'> & {
  restaurant: Pick<GuestListResponse['restaurant'], 'timeZone'>;
};

const instant = (local: string, timeZone: string) => startInstant({ startsAt: local }, timeZone);

/** [start, end) of a booking, instants; a seated party past its end holds its table till now. */
function periodOf(entry: GuestListEntry, timeZone: string, now: number): [number, number] {
  const start = instant(entry.startsAt, timeZone);
  const end = instant(entry.endsAt, timeZone);
  return [start, entry.status === 'seated' ? Math.max(end, now + 1) : end];
}

/**
 * Whether a booking holds its tables: expected, arrived or seated, or a waiting-list entry while
 * a table offered to it is held. Finished, no-show and cancelled bookings have given theirs back.
 */
export function holdsTables(entry: GuestListEntry): boolean {
  if (entry.status === 'waitlisted') return entry.offer?.status === 'live';
  return entry.status === 'confirmed' || entry.status === 'arrived' || entry.status === 'seated';
}

/** The table's state at `now` (epoch ms). */
export function tableStateAt(tableId: number, day: Day, now: number): TableState {
  const zone = day.restaurant.timeZone;
  const block = day.blocks.find(
    (candidate) =>
      candidate.tableIds.includes(tableId) &&
      instant(candidate.startsAt, zone) <= now &&
      now < instant(candidate.endsAt, zone),
  );
  if (block) return { kind: 'blocked', block };
  const here = day.entries.filter(
    (entry) => entry.tableIds.includes(tableId) && holdsTables(entry),
  );
  const seated = here.find((entry) => entry.status === 'seated');
  if (seated) {
    const timing = serviceTimeOf(seated, zone, now);
    return timing.flag === 'overdue'
      ? { kind: 'overdue', entry: seated, flag: 'overdue', minutes: timing.minutesBehind }
      : { kind: 'seated', entry: seated, turnMinutes: timing.turn?.minutes ?? 0 };
  }
  const current = here.filter((entry) => {
    const [start, end] = periodOf(entry, zone, now);
    return start <= now && now < end;
  });
  const late = current.find((entry) => serviceTimeOf(entry, zone, now).flag === 'late');
  if (late) {
    const { minutesBehind } = serviceTimeOf(late, zone, now);
    return { kind: 'overdue', entry: late, flag: 'late', minutes: minutesBehind };
  }
  const upcoming = here
    .filter((entry) => instant(entry.startsAt, zone) > now)
    .sort((a, b) => instant(a.startsAt, zone) - instant(b.startsAt, zone));
  const arrived = current.find((entry) => entry.status === 'arrived');
  if (arrived) return { kind: 'reserved', entry: arrived };
  const [next] = upcoming;
  if (next && instant(next.startsAt, zone) - now <= SOON_MS)
    return { kind: 'reserved', entry: next };
  return { kind: 'free', next: next ?? null };
}

/**
 * A booking to seat at a free table now: the table's own next booking within the hour, or else
 * the earliest party expected about now (from an hour ago to an hour ahead) that has no table.
 */
export function partyToSeat(
  tableId: number,
  state: TableState,
  day: Day,
  now: number,
): GuestListEntry | null {
  if (state.kind === 'reserved') return state.entry;
  if (state.kind !== 'free') return null;
  const zone = day.restaurant.timeZone;
  const near = (entry: GuestListEntry) => Math.abs(instant(entry.startsAt, zone) - now) <= SOON_MS;
  if (state.next && near(state.next) && state.next.tableIds.includes(tableId)) return state.next;
  return (
    day.entries.find(
      (entry) =>
        (entry.status === 'confirmed' || entry.status === 'arrived') &&
        !entry.isWaitingList &&
        entry.tableIds.length === 0 &&
        near(entry),
    ) ?? null
  );
}

/** Tables of one room that one party holds now: drawn joined, one outline and the name once. */
export interface JoinedTables {
  entry: GuestListEntry;
  tableIds: number[];
  /** The cells the outline covers: from column x and row y, width columns and height rows. */
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The parties at two or more tables of `room` now (seated, reserved soon or late there), each
 * with the box of cells around its tables, in the order of their first table.
 */
export function joinedTables(
  room: Pick<Room, 'tables'>,
  states: ReadonlyMap<number, TableState>,
): JoinedTables[] {
  const byEntry = new Map<number, { entry: GuestListEntry; tables: PlacedTable[] }>();
  for (const placed of room.tables) {
    const state = states.get(placed.table.id);
    if (!state || !('entry' in state)) continue;
    const group = byEntry.get(state.entry.id) ?? { entry: state.entry, tables: [] };
    group.tables.push(placed);
    byEntry.set(state.entry.id, group);
  }
  return [...byEntry.values()]
    .filter((group) => group.tables.length > 1)
    .map(({ entry, tables }) => {
      const x = Math.min(...tables.map((placed) => placed.x));
      const y = Math.min(...tables.map((placed) => placed.y));
      const right = Math.max(...tables.map((placed) => placed.x + placed.width));
      const bottom = Math.max(...tables.map((placed) => placed.y + 1));
      const tableIds = tables.map((placed) => placed.table.id);
      return { entry, tableIds, x, y, width: right - x, height: bottom - y };
    });
}

export type DropVerdict =
  | { allowed: true; tableIds: number[] }
  | { allowed: false; reason: 'same' | 'taken' | 'blocked' | 'small'; by: string | null };

/** A day with its tables: enough to judge a drop (their seats count too). */
type DropDay = Day & Pick<GuestListResponse, 'tables'>;

/**
 * Whether `entry`, dragged from its table `from` onto table `to`, may sit there: refused when
 * `to` is already one of its tables, another booking holding tables or a block has `to` for
 * any part of the booking's period (a seated party's runs on till now when it stays longer), or
 * the tables it would then have seat fewer than the party. Allowed, the booking's tables become
 * its old ones with `from` swapped for `to`. The floor plan's drag, its "Move to table" and the
 * timeline's drag all ask this.
 */
export function dropVerdict(
  entry: GuestListEntry,
  from: number | null,
  to: number,
  day: DropDay,
  now: number,
): DropVerdict {
  if (entry.tableIds.includes(to)) return { allowed: false, reason: 'same', by: null };
  const zone = day.restaurant.timeZone;
  const [start, end] = periodOf(entry, zone, now);
  const overlaps = (otherStart: number, otherEnd: number) => otherStart < end && start < otherEnd;
  const block = day.blocks.find(
    (candidate) =>
      candidate.tableIds.includes(to) &&
      overlaps(instant(candidate.startsAt, zone), instant(candidate.endsAt, zone)),
  );
  if (block) return { allowed: false, reason: 'blocked', by: block.reason };
  const other = day.entries.find(
    (candidate) =>
      candidate.id !== entry.id &&
      candidate.tableIds.includes(to) &&
      holdsTables(candidate) &&
      overlaps(...periodOf(candidate, zone, now)),
  );
  if (other) return { allowed: false, reason: 'taken', by: other.name };
  const kept = entry.tableIds.filter((id) => id !== from);
  const tableIds = from === null ? [to] : [...kept, to];
  if (seatsOf(tableIds, day.tables) < entry.guests) {
    return { allowed: false, reason: 'small', by: null };
  }
  return { allowed: true, tableIds };
}

/** How many the tables seat together (a table not in the day's list seats nobody). */
function seatsOf(tableIds: readonly number[], tables: readonly GuestListTable[]): number {
  return tableIds.reduce(
    (sum, id) => sum + (tables.find((table) => table.id === id)?.maxGuests ?? 0),
    0,
  );
}
