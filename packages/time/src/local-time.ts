// Wall-clock ↔ UTC conversion for a restaurant's IANA zone, using only Intl (no dependency).
// The one place Dekka converts between instants and a zone's wall clock: the availability
// engine, the server and the web all use it.
//
// Worked example, Europe/Oslo on 2026-03-29 (spring forward at 01:00 UTC, 02:00 CET → 03:00 CEST):
//   01:30 → 00:30Z (UTC+1) · 02:30 → null (the clock skips it) · 03:00 → 01:00Z (UTC+2).
// And on 2026-10-25 (fall back at 01:00 UTC, 03:00 CEST → 02:00 CET) 02:30 happens twice,
// 00:30Z and 01:30Z; we take the first, 00:30Z, so a slot is never listed twice.
import { wallClockMs } from './wall-clock.ts';

/** 'YYYY-MM-DD', a wall-clock date in the restaurant's time zone. */
export type LocalDate = string;
/** 'HH:mm' wall-clock time; '24:00' is allowed only for `closes` (midnight at the end of the day). */
export type LocalTime = string;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^(\d{2}):(\d{2})$/;
const DATE_TIME_RE = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

export interface CalendarDate {
  year: number;
  month: number; // 1-12
  day: number;
}

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; Date.UTC handles leap years for us.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Strict 'YYYY-MM-DD' parser: '2026-02-29' is null (2026 is not a leap year). */
export function parseLocalDate(date: string): CalendarDate | null {
  const m = DATE_RE.exec(date);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/**
 * Minutes since midnight for 'HH:mm'. '24:00' (= 1440) only when `allowEndOfDay`, because a
 * service may close at midnight but nothing can start then on the same date.
 */
export function localTimeToMinutes(time: string, allowEndOfDay = false): number | null {
  const m = TIME_RE.exec(time);
  if (!m) return null;
  const hours = Number(m[1]);
  const minutes = Number(m[2]);
  if (allowEndOfDay && hours === 24 && minutes === 0) return 1440;
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/** 'HH:mm' for minutes since midnight, wrapping past 24 h (1500 → '01:00'). */
export function minutesToLocalTime(minutes: number): LocalTime {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

function formatDate(ms: number): LocalDate {
  const d = new Date(ms);
  return `${String(d.getUTCFullYear()).padStart(4, '0')}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

/** Calendar arithmetic on a wall-clock date: addDays('2026-02-28', 1) → '2026-03-01'. */
export function addDays(date: LocalDate, n: number): LocalDate {
  const d = parseLocalDate(date);
  if (!d) throw new RangeError(`Invalid local date: ${date}`);
  return formatDate(Date.UTC(d.year, d.month - 1, d.day + n));
}

/** Strict parser for the product's URL format 'YYYY-MM-DDTHH:mm' (wall clock; '24:00' rejected). */
export function parseLocalDateTime(value: string): { date: LocalDate; time: LocalTime } | null {
  const m = DATE_TIME_RE.exec(value);
  if (!m || m[1] === undefined || m[2] === undefined) return null;
  if (!parseLocalDate(m[1]) || localTimeToMinutes(m[2]) === null) return null;
  return { date: m[1], time: m[2] };
}

/** The zone's UTC offset at an instant, in ms (Oslo in summer: +7_200_000). */
function offsetAt(ms: number, timeZone: string): number {
  const wholeSecond = Math.floor(ms / 1000) * 1000;
  return wallClockMs(wholeSecond, timeZone) - wholeSecond;
}

/** What to do with a wall time the clock skips on a spring-forward day. */
export type GapPolicy = 'skip' | 'shift';

/**
 * Resolves a naive wall-clock ms to an instant. Offsets a day either side bracket any single
 * transition (IANA zones never change twice within two days), so the answer is one of them.
 * Gap: 'skip' → null, 'shift' → moved forward by the gap (Oslo 02:30 → 03:30 CEST).
 * Overlap: the earlier instant.
 */
function resolveNaive(naive: number, timeZone: string, gap: GapPolicy): number | null {
  const before = offsetAt(naive - DAY_MS, timeZone);
  const after = offsetAt(naive + DAY_MS, timeZone);
  if (before === after) return naive - before;
  const candidates = [naive - before, naive - after].filter(
    (t) => wallClockMs(t, timeZone) === naive,
  );
  if (candidates.length > 0) return Math.min(...candidates);
  return gap === 'shift' ? naive - before : null;
}

/**
 * The UTC instant of a wall-clock date and time in `timeZone`; null when the input is malformed
 * or the wall time does not exist (Oslo 2026-03-29 02:30). Ambiguous times give the first one.
 * '24:00' means midnight at the end of `date`. Throws RangeError for an unknown zone.
 */
export function zonedToUtc(date: LocalDate, time: LocalTime, timeZone: string): number | null {
  const d = parseLocalDate(date);
  const minutes = localTimeToMinutes(time, true);
  if (!d || minutes === null) return null;
  return resolveNaive(Date.UTC(d.year, d.month - 1, d.day) + minutes * MINUTE_MS, timeZone, 'skip');
}

/** The wall-clock date, time and weekday (0 = Sunday) at an instant in `timeZone`. */
export function utcToZoned(
  ms: number,
  timeZone: string,
): { date: LocalDate; time: LocalTime; weekday: number } {
  const wall = wallClockMs(ms, timeZone);
  const minuteOfDay = Math.floor((wall - Math.floor(wall / DAY_MS) * DAY_MS) / MINUTE_MS);
  return {
    date: formatDate(wall),
    time: minutesToLocalTime(minuteOfDay),
    weekday: new Date(wall).getUTCDay(),
  };
}

/**
 * Converts "minutes after local midnight of `date`" to instants, for many times on one date.
 * Most days have no transition, so we check once and then convert by subtraction; this is what
 * keeps a search over hundreds of restaurants cheap. Minutes may exceed 1440 (a service that
 * closes after midnight). Returns null for a malformed date.
 */
export function createDayClock(date: LocalDate, timeZone: string): DayClock | null {
  const key = `${date}|${timeZone}`;
  const cached = dayClocks.get(key);
  if (cached !== undefined) return cached;
  const clock = buildDayClock(date, timeZone);
  // A process sees few (date, zone) pairs at a time; dropping them all now and then bounds memory.
  if (dayClocks.size >= MAX_DAY_CLOCKS) dayClocks.clear();
  dayClocks.set(key, clock);
  return clock;
}

export type DayClock = {
  weekday: number;
  toUtc: (minutes: number, gap: GapPolicy) => number | null;
};

// A day clock is a pure function of (date, zone), and building one costs two Intl lookups:
// a search builds one per restaurant, almost all for the same date and zone.
const MAX_DAY_CLOCKS = 4096;
const dayClocks = new Map<string, DayClock | null>();

function buildDayClock(date: LocalDate, timeZone: string): DayClock | null {
  const d = parseLocalDate(date);
  if (!d) return null;
  const midnight = Date.UTC(d.year, d.month - 1, d.day);
  const weekday = new Date(midnight).getUTCDay();
  // Two days of wall time plus a day of margin each side covers every offset (±14 h).
  const before = offsetAt(midnight - DAY_MS, timeZone);
  const after = offsetAt(midnight + 3 * DAY_MS, timeZone);
  if (before === after) {
    return { weekday, toUtc: (minutes) => midnight + minutes * MINUTE_MS - before };
  }
  return {
    weekday,
    toUtc: (minutes, gap) => resolveNaive(midnight + minutes * MINUTE_MS, timeZone, gap),
  };
}
