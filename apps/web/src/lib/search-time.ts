import { DEFAULT_TIME_ZONE } from '@dekka/contracts/site-time-zone';
import { type WallClock, wallClockAt } from '@dekka/time/wall-clock';

export const DEFAULT_GUESTS = 2;

/** Party sizes the search forms offer; larger parties call the restaurant. */
export const MAX_GUESTS = 20;

const MINUTE_MS = 60_000;
const SEARCH_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * Calendar arithmetic on a wall clock, done in a zone-free (UTC) calendar: it only carries
 * minutes into hours, days, months and years. Never used to find an instant, so DST cannot skew it.
 */
function addMinutes(clock: WallClock, minutes: number): WallClock {
  const shifted = new Date(
    Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute) +
      minutes * MINUTE_MS,
  );
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/**
 * The search time a form starts with (docs/product.md, "The booking flow"), as wall-clock time in `timeZone`:
 * - current hour 22 or later → next day 12:00 (too late to go out tonight);
 * - before 08:00 → 08:00 the same day;
 * - otherwise "the next hour with minutes rounded up to a quarter hour plus 15".
 *
 * That last sentence is read literally: the hour is the NEXT hour (current hour + 1), and its
 * minutes are the current minutes rounded up to a quarter hour, plus 15; minutes past 59 carry
 * into the hour. Worked examples (seconds are ignored, the form shows whole minutes):
 *   14:00 → 15:15 (0 is already a quarter; +15)
 *   14:07 → 15:30 (07 → 15; +15 = 30)
 *   14:15 → 15:30
 *   14:46 → 16:15 (46 → 60; +15 = 75 → one more hour and 15)
 *   21:59 → 23:15 (the 22:00 rule looks at the current hour, which is still 21)
 * The other reading, "round the current time up to the next quarter, then add 15 minutes"
 * (14:07 → 14:30), drops the words "the next hour" altogether, and docs/product.md repeats them
 * ("otherwise next hour, minutes rounded up to the quarter plus 15"). It would also suggest
 * times 15-30 minutes away, which most restaurants' lead time already rules out.
 * The results (08:00-23:xx, 12:00) never fall in a DST gap, which European zones put at 02:00-03:00.
 */
export function defaultSearchDateTime(now: Date, timeZone = DEFAULT_TIME_ZONE): string {
  const clock = wallClockAt(now.getTime(), timeZone);
  if (clock.hour >= 22) {
    return formatSearchDateTime({ ...addMinutes(clock, 24 * 60), hour: 12, minute: 0 });
  }
  if (clock.hour < 8) return formatSearchDateTime({ ...clock, hour: 8, minute: 0 });
  const roundedUp = Math.ceil(clock.minute / 15) * 15;
  return formatSearchDateTime(addMinutes({ ...clock, minute: 0 }, 60 + roundedUp + 15));
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

export function formatSearchDateTime(clock: WallClock): string {
  return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}T${pad(clock.hour)}:${pad(clock.minute)}`;
}

/**
 * Strict `YYYY-MM-DDTHH:mm` (the address is user-editable): null unless every field is in range
 * and the date exists (2026-02-29 → null). Hour 24 is not accepted: the URLs never write it.
 */
export function parseSearchDateTime(value: string): WallClock | null {
  const match = SEARCH_DATE_TIME.exec(value);
  if (!match) return null;
  // The pattern matched, so all five groups exist; the defaults only satisfy the index types.
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const isRealDate =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!isRealDate || hour > 23 || minute > 59) return null;
  return { year, month, day, hour, minute };
}

/** 00:00, 00:15 … 23:45: the time pickers' options, `HH:mm`. */
export const QUARTER_HOURS: readonly string[] = Array.from({ length: 96 }, (_, index) => {
  const hour = String(Math.floor(index / 4)).padStart(2, '0');
  const minute = String((index % 4) * 15).padStart(2, '0');
  return `${hour}:${minute}`;
});
