import type {
  GuestListEntry,
  GuestListResponse,
  GuestListTable,
  TableBlock,
} from '@dekka/contracts/guest-list';
import { isOnWaitingList } from './covers';

/*
 * The timeline by table: one row per table, the day's hours across, each booking a bar on every
 * table it sits at and each block a bar of its own. Times are minutes from the shown day's
 * midnight, so a service that closes after midnight runs on past 24:00 (1440) without wrapping.
 */

const DAY = 24 * 60;
/** Without service periods (a closed day, a special day without hours): a restaurant's usual day. */
const DEFAULT_OPENS = 11 * 60;
const DEFAULT_CLOSES = 23 * 60;
/** The shortest bar drawn, so a booking without a length can still be seen and tapped. */
const MIN_MINUTES = 15;

/** [start, end) in minutes from the shown day's midnight, whole hours. */
export interface TimelineRange {
  start: number;
  end: number;
}

interface BarPlace {
  /** Where the bar starts and how much of the range it covers, both shares of the range (0…1). */
  offset: number;
  span: number;
  /** Bars of one row that overlap (a no-show and the party after it) stack in lanes. */
  lane: number;
}

export type TimelineBar =
  | (BarPlace & { kind: 'booking'; key: string; entry: GuestListEntry })
  | (BarPlace & { kind: 'block'; key: string; block: TableBlock });

export interface TimelineRow {
  /** Null for the row of bookings that have no table (or only tables no longer on a plan). */
  table: GuestListTable | null;
  bars: TimelineBar[];
  lanes: number;
}

export interface Timeline {
  range: TimelineRange;
  /** The full hours from the start up to the end, minutes from midnight. */
  hours: number[];
  rows: TimelineRow[];
}

/** "19:30" → 1170. */
export function clockMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** 1170 → "19:30"; 1500 (01:00 the next day) → "01:00". */
export function clockOf(minutes: number): string {
  const inDay = ((minutes % DAY) + DAY) % DAY;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}`;
}

function dayNumber(date: string): number {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

/** "2026-12-05T01:00" seen from 2026-12-04 → 1500: minutes from the shown day's midnight. */
export function minutesInto(date: string, dateTime: string): number {
  return (
    (dayNumber(dateTime.slice(0, 10)) - dayNumber(date)) * DAY +
    clockMinutes(dateTime.slice(11, 16))
  );
}

/** Whether a booking takes a place on the timeline: it holds (or held) its tables. */
export function isOnTimeline(entry: GuestListEntry): boolean {
  return entry.status !== 'cancelled' && !(isOnWaitingList(entry) && entry.tableIds.length === 0);
}

type Day = Pick<GuestListResponse, 'date' | 'services' | 'entries' | 'tables' | 'blocks'>;

/**
 * From the first service's opening to the last one's closing (11:00–23:00 without any), widened
 * to every booking on the timeline, in whole hours; never beyond the day and the night after.
 */
export function timelineRange(day: Day): TimelineRange {
  let start = Infinity;
  let end = -Infinity;
  for (const { opens, closes } of day.services) {
    const from = clockMinutes(opens);
    const to = clockMinutes(closes);
    start = Math.min(start, from);
    end = Math.max(end, to > from ? to : to + DAY);
  }
  if (start === Infinity) [start, end] = [DEFAULT_OPENS, DEFAULT_CLOSES];
  for (const entry of day.entries.filter(isOnTimeline)) {
    const from = minutesInto(day.date, entry.startsAt);
    start = Math.min(start, from);
    end = Math.max(end, from + MIN_MINUTES, minutesInto(day.date, entry.endsAt));
  }
  start = Math.max(0, Math.floor(start / 60) * 60);
  end = Math.min(2 * DAY, Math.max(start + 60, Math.ceil(end / 60) * 60));
  return { start, end };
}

/** Where [from, to) falls on the range, cut at its edges; null when it falls outside. */
function place(range: TimelineRange, from: number, to: number): Omit<BarPlace, 'lane'> | null {
  const start = Math.max(range.start, from);
  const end = Math.min(range.end, Math.max(to, from + MIN_MINUTES));
  if (end <= start) return null;
  const length = range.end - range.start;
  return { offset: (start - range.start) / length, span: (end - start) / length };
}

/** Gives overlapping bars lanes of their own, earliest first; returns how many lanes it took. */
function assignLanes(bars: TimelineBar[]): number {
  bars.sort((a, b) => a.offset - b.offset || b.span - a.span);
  const laneEnds: number[] = [];
  for (const bar of bars) {
    const free = laneEnds.findIndex((laneEnd) => laneEnd <= bar.offset + 1e-9);
    bar.lane = free === -1 ? laneEnds.length : free;
    laneEnds[bar.lane] = bar.offset + bar.span;
  }
  return Math.max(1, laneEnds.length);
}

/** The whole timeline of a day: its range, its hours and a row per table, bars in lanes. */
export function layoutTimeline(day: Day): Timeline {
  const range = timelineRange(day);
  const rows = new Map<number, TimelineRow>(
    day.tables.map((table) => [table.id, { table, bars: [], lanes: 1 }]),
  );
  const unassigned: TimelineRow = { table: null, bars: [], lanes: 1 };

  for (const entry of day.entries.filter(isOnTimeline)) {
    const at = place(
      range,
      minutesInto(day.date, entry.startsAt),
      minutesInto(day.date, entry.endsAt),
    );
    if (!at) continue;
    const onRows = entry.tableIds.flatMap((id) => rows.get(id) ?? []);
    for (const row of onRows.length > 0 ? onRows : [unassigned]) {
      const key = `booking-${entry.id}-${row.table?.id ?? 'none'}`;
      row.bars.push({ kind: 'booking', key, entry, ...at, lane: 0 });
    }
  }
  for (const block of day.blocks) {
    const at = place(
      range,
      minutesInto(day.date, block.startsAt),
      minutesInto(day.date, block.endsAt),
    );
    if (!at) continue;
    for (const id of block.tableIds) {
      const row = rows.get(id);
      row?.bars.push({ kind: 'block', key: `block-${block.id}-${id}`, block, ...at, lane: 0 });
    }
  }

  const all = [...rows.values(), ...(unassigned.bars.length > 0 ? [unassigned] : [])];
  for (const row of all) row.lanes = assignLanes(row.bars);
  const hours: number[] = [];
  for (let hour = range.start; hour < range.end; hour += 60) hours.push(hour);
  return { range, hours, rows: all };
}

export interface TimelineRoom {
  /** The floor plan's id; null for the row of bookings without a table. */
  id: number | null;
  /** The room's name as the owner wrote it; null for the row without a table. */
  name: string | null;
  rows: TimelineRow[];
}

/**
 * The rows by room, in the order they come (the tables are sorted by floor plan): a host reads
 * the day room by room, as the tables stand.
 */
export function timelineRooms(rows: readonly TimelineRow[]): TimelineRoom[] {
  const rooms: TimelineRoom[] = [];
  for (const row of rows) {
    const id = row.table?.floorPlanId ?? null;
    const last = rooms.at(-1);
    if (last && last.id === id) last.rows.push(row);
    else rooms.push({ id, name: row.table?.floorPlan ?? null, rows: [row] });
  }
  return rooms;
}

/** Where a time of the shown day (minutes from its midnight) falls on the range (0…1); null outside it. */
export function offsetOf(range: TimelineRange, minutes: number): number | null {
  if (minutes < range.start || minutes > range.end) return null;
  return (minutes - range.start) / (range.end - range.start);
}
