// The wall clock a zone shows at an instant, using only Intl. Apart from local-time.ts because
// the web's every page reads a restaurant's clock, while only its time picker converts back.

// Constructing an Intl.DateTimeFormat costs tens of microseconds; formatting with one is cheap.
// A process sees a handful of zones, so an unbounded cache is fine.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      // h23, not hour12: false, which some ICU versions render midnight as '24'.
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock reading at `ms`, expressed as if that reading were UTC ("naive" ms). */
export function wallClockMs(ms: number, timeZone: string): number {
  let year = 0;
  let month = 1;
  let day = 1;
  let hour = 0;
  let minute = 0;
  let second = 0;
  for (const part of formatterFor(timeZone).formatToParts(ms)) {
    const n = Number(part.value);
    switch (part.type) {
      case 'year':
        year = n;
        break;
      case 'month':
        month = n;
        break;
      case 'day':
        day = n;
        break;
      case 'hour':
        hour = n % 24;
        break;
      case 'minute':
        minute = n;
        break;
      case 'second':
        second = n;
        break;
    }
  }
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** A wall-clock reading as numbers; month is 1-12. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/**
 * The wall clock `timeZone` shows at an instant, seconds dropped: 2026-11-27T23:30Z is
 * 2026-11-28 00:30 in Oslo. Throws RangeError for an unknown zone or an invalid instant.
 */
export function wallClockAt(ms: number, timeZone: string): WallClock {
  const wall = new Date(wallClockMs(ms, timeZone));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}
