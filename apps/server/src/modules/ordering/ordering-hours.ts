import { addDays, createDayClock, localTimeToMinutes, utcToZoned } from '@dekka/time/local-time';
import { servicesForDate } from '@dekka/availability/opening-hours';
import type { Service, SpecialDay } from '@dekka/availability/types';

/** How far ahead the next opening is looked for: a restaurant shut longer shows none. */
export const OPENING_LOOKAHEAD_DAYS = 7;

type Hours = { services: Service[]; specialDays: SpecialDay[] };

/**
 * Whether a restaurant takes orders at `now`, and otherwise when it next does (a wall-clock
 * 'YYYY-MM-DDTHH:mm' in its zone). Ordering hours are the opening hours (ADR 044): a service from
 * `opens` to `closes` of its date, special days replacing the weekday's, a service closing at or
 * before it opens running past midnight. Yesterday is looked at for such a late service.
 */
export function orderingHours(
  hours: Hours,
  timeZone: string,
  now: number,
): { openNow: boolean; opensAt: string | null } {
  const today = utcToZoned(now, timeZone).date;
  let opensAt: { ms: number; local: string } | null = null;
  for (let offset = -1; offset <= OPENING_LOOKAHEAD_DAYS; offset++) {
    const date = addDays(today, offset);
    const clock = createDayClock(date, timeZone);
    if (!clock) continue;
    for (const service of servicesForDate(hours, date, clock.weekday)) {
      const opens = localTimeToMinutes(service.opens);
      const closesAt = localTimeToMinutes(service.closes, true);
      if (opens === null || closesAt === null) continue;
      const closes = closesAt <= opens ? closesAt + 24 * 60 : closesAt;
      const start = clock.toUtc(opens, 'shift');
      const end = clock.toUtc(closes, 'shift');
      if (start === null || end === null) continue;
      if (start <= now && now < end) return { openNow: true, opensAt: null };
      if (start > now && (opensAt === null || start < opensAt.ms)) {
        opensAt = { ms: start, local: `${date}T${service.opens}` };
      }
    }
  }
  return { openNow: false, opensAt: opensAt?.local ?? null };
}
