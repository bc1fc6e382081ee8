import type { RestaurantResponse } from '@dekka/contracts/restaurant';
import { createDayClock } from '@dekka/time/local-time';
import { wallClockAt } from '@dekka/time/wall-clock';

/**
 * Which days and times a restaurant is open, from the weekly hours and the special days its page
 * already has (docs/product.md, "Choosing a time on the restaurant page"). Dates are the
 * restaurant's wall-clock dates `YYYY-MM-DD`, done as calendar arithmetic (never "add 24 hours"),
 * so a DST change cannot move a day; only "today" and the times a DST change skips need the zone.
 */

export type OpeningHours = Pick<RestaurantResponse, 'openingHours' | 'specialDays'>;

export interface ServiceHours {
  opens: string;
  closes: string;
  lastSeating: string;
}

/** Open with its services, closed every such weekday (0 = Sunday), or closed on this date only. */
export type DayHours =
  | { kind: 'open'; services: ServiceHours[] }
  | { kind: 'closedWeekday'; weekday: number }
  | { kind: 'closedDate' };

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

function utcMidnight(date: string): number | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const [year = 0, month = 0, day = 0] = match.slice(1).map(Number);
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  const real =
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day;
  return real ? ms : null;
}

function formatDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** `addDays('2026-03-28', 2)` → '2026-03-30', across months, years and DST alike. */
export function addDays(date: string, days: number): string {
  const midnight = utcMidnight(date);
  if (midnight === null) throw new RangeError(`Invalid date: ${date}`);
  return formatDate(midnight + days * DAY_MS);
}

/** 0 = Sunday … 6 = Saturday, as the opening hours number them. */
export function weekdayOf(date: string): number {
  const midnight = utcMidnight(date);
  if (midnight === null) throw new RangeError(`Invalid date: ${date}`);
  return new Date(midnight).getUTCDay();
}

/** The restaurant's date at `now`, in its zone: what "today" is there, whatever the browser's zone. */
export function restaurantToday(now: Date, timeZone: string): string {
  const { year, month, day } = wallClockAt(now.getTime(), timeZone);
  return formatDate(Date.UTC(year, month - 1, day));
}

/**
 * A date's hours: a special day replaces the weekday's (closed, or its own services); otherwise
 * the weekday's services. A weekday without services in the week is "closed on Mondays", also on a
 * special closed day that falls on it; any other closed date is "closed on this day".
 */
export function dayHours(hours: OpeningHours, date: string): DayHours {
  const weekday = weekdayOf(date);
  const weekly = hours.openingHours.find((day) => day.weekday === weekday)?.services ?? [];
  const special = hours.specialDays.find((day) => day.date === date);
  const services = special ? (special.closed ? [] : special.services) : weekly;
  if (services.length > 0) return { kind: 'open', services };
  return weekly.length === 0 ? { kind: 'closedWeekday', weekday } : { kind: 'closedDate' };
}

/** How far ahead the next open day is looked for: a year. */
const NEXT_OPEN_HORIZON_DAYS = 366;

/**
 * The first open day after `date`, never before `today` (both the restaurant's dates); null when
 * none comes within a year (a restaurant without hours).
 */
export function nextOpenDay(hours: OpeningHours, date: string, today: string): string | null {
  const start = addDays(date, 1) < today ? today : addDays(date, 1);
  for (let offset = 0; offset < NEXT_OPEN_HORIZON_DAYS; offset += 1) {
    const candidate = addDays(start, offset);
    if (dayHours(hours, candidate).kind === 'open') return candidate;
  }
  return null;
}

function minutesOf(time: string): number | null {
  const match = TIME.exec(time);
  if (!match) return null;
  const [hours = 0, minutes = 0] = match.slice(1).map(Number);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

function formatTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * Whether each wall time of `date` exists in `timeZone`: false for the hour a spring-forward
 * change skips (Oslo 2026-03-29 02:00–02:59), with the availability engine's own day clock.
 */
function wallTimeCheck(date: string, timeZone: string): (minutes: number) => boolean {
  const clock = createDayClock(date, timeZone);
  if (!clock) return () => true;
  return (minutes) => clock.toUtc(minutes, 'skip') !== null;
}

/**
 * The times the time picker offers on a day: every quarter hour from each service's opening to
 * its last seating, in order, each once. Only starts on the day itself count (a service that runs
 * past midnight offers up to 23:45), and wall times a DST change skips are left out, as the
 * availability engine does.
 */
export function dayTimes(
  services: readonly ServiceHours[],
  date: string,
  timeZone: string,
): string[] {
  const exists = wallTimeCheck(date, timeZone);
  const starts = new Set<number>();
  for (const service of services) {
    const opens = minutesOf(service.opens);
    let last = minutesOf(service.lastSeating);
    if (opens === null || last === null) continue;
    if (last < opens) last += 1440;
    for (let minutes = opens; minutes <= last && minutes < 1440; minutes += 15) {
      if (exists(minutes)) starts.add(minutes);
    }
  }
  return [...starts].sort((a, b) => a - b).map(formatTime);
}

/** `time` when the day offers it, else the offered time closest to it (the earlier on a tie). */
export function nearestTime(times: readonly string[], time: string): string {
  if (times.includes(time)) return time;
  const wanted = minutesOf(time);
  if (wanted === null) return times[0] ?? time;
  let best = time;
  let bestDistance = Infinity;
  for (const option of times) {
    const distance = Math.abs((minutesOf(option) ?? 0) - wanted);
    if (distance < bestDistance) {
      best = option;
      bestDistance = distance;
    }
  }
  return best;
}
