// Which sittings a date offers, before any table is looked at.
import { createDayClock, localTimeToMinutes, minutesToLocalTime } from '@dekka/time/local-time';
import type { LocalDate, LocalTime, RestaurantRules, Service } from './types.ts';

const MINUTE_MS = 60_000;

/** The services that apply on a date: a special day replaces the weekday's; closed → none. */
export function servicesForDate(
  rules: Pick<RestaurantRules, 'services' | 'specialDays'>,
  date: LocalDate,
  weekday: number,
): Omit<Service, 'weekday'>[] {
  const special = rules.specialDays.find((d) => d.date === date);
  if (special) return special.closed ? [] : special.services;
  return rules.services.filter((s) => s.weekday === weekday);
}

export interface Sitting {
  start: number;
  end: number;
  localTime: LocalTime;
}

/**
 * Sitting starts for a date, chronological, one per instant (overlapping services do not list a
 * time twice). A service offers opens, opens + interval, … up to and including lastSeating, minus
 * the starts whose sitting would run past closing:
 *   opens 17:00, closes 23:00, last seating 21:00, 120-minute sittings → 17:00 … 21:00;
 *   the same with last seating 22:00 and a 30-minute interval → still 17:00 … 21:00, because a
 *   21:30 sitting would end at 23:30.
 * Lengths are elapsed time, so on a DST day a 01:30 sitting of 120 minutes in Oslo on
 * 2026-03-29 ends at 04:30 wall time. Starts the clock skips (02:00–02:59 that day) are left out.
 * closes ≤ opens means the service closes after midnight (opens 18:00, closes 01:00); a
 * lastSeating before opens is read the same way, but only starts on `date` itself are listed.
 * Malformed services and intervals under a minute give no sittings rather than an exception, so
 * one bad row in a search over hundreds of restaurants cannot fail the whole request.
 */
export function sittingsForDate(
  rules: RestaurantRules,
  date: LocalDate,
  durationMinutes: number,
): readonly Sitting[] {
  let byDay = computed.get(rules);
  if (!byDay) {
    byDay = new Map();
    computed.set(rules, byDay);
  }
  const key = `${date}|${durationMinutes}`;
  let sittings = byDay.get(key);
  if (!sittings) {
    if (byDay.size >= REMEMBERED_PER_RULES) byDay.clear();
    sittings = Object.freeze(computeSittings(rules, date, durationMinutes));
    byDay.set(key, sittings);
  }
  return sittings;
}

/**
 * Sittings already worked out, per rules object and day: a search judges the same restaurants'
 * same day again and again, and the rules come from the static inputs' cache as one shared
 * object until they change (a changed restaurant gets a new one; this map lets the old go).
 * Rules are values, never mutated in place, so a remembered answer stays right; the arrays are
 * frozen so that no caller can change them for the next.
 */
const computed = new WeakMap<RestaurantRules, Map<string, readonly Sitting[]>>();
/**
 * Day and sitting-length pairs remembered per rules object before all are forgotten at once: a
 * search asks one day, the availability index a day's three or four lengths at a time, and a
 * process caching ten thousand restaurants' rules keeps a few kB per restaurant at most.
 */
const REMEMBERED_PER_RULES = 8;

function computeSittings(
  rules: RestaurantRules,
  date: LocalDate,
  durationMinutes: number,
): Sitting[] {
  const interval = rules.slotIntervalMinutes;
  const clock = createDayClock(date, rules.timeZone);
  if (!clock || !(interval >= 1) || !(durationMinutes > 0)) return [];

  const byStart = new Map<number, Sitting>();
  for (const service of servicesForDate(rules, date, clock.weekday)) {
    const opens = localTimeToMinutes(service.opens);
    let closes = localTimeToMinutes(service.closes, true);
    let lastSeating = localTimeToMinutes(service.lastSeating);
    if (opens === null || closes === null || lastSeating === null) continue;
    if (closes <= opens) closes += 1440;
    if (lastSeating < opens) lastSeating += 1440;
    // A closing time inside a DST gap is treated as the moment the clock jumps past it.
    const closesAt = clock.toUtc(closes, 'shift');
    if (closesAt === null) continue;

    for (let m = opens; m <= lastSeating && m < 1440; m += interval) {
      const start = clock.toUtc(m, 'skip');
      if (start === null || byStart.has(start)) continue;
      const end = start + durationMinutes * MINUTE_MS;
      if (end > closesAt) continue;
      byStart.set(start, { start, end, localTime: minutesToLocalTime(m) });
    }
  }
  return [...byStart.values()].sort((a, b) => a.start - b.start);
}
