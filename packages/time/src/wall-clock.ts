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

/**
 * A zone's offsets from UTC over a stretch of time, worked out where Intl already runs (the
 * server), so a browser can read the zone's clock without starting Intl: a page's first Intl
 * object costs it tens of milliseconds (ICU starts up), in the middle of hydrating the page.
 * `spans` are [from ms, offset minutes], ascending; the last one holds until `until`.
 */
export interface ZoneOffsets {
  until: number;
  spans: [from: number, offsetMinutes: number][];
}

const knownOffsets = new Map<string, ZoneOffsets>();

/** Offsets wallClockMs takes instead of asking Intl, for the instants they cover. */
export function knowZoneOffsets(table: Record<string, ZoneOffsets>): void {
  for (const [timeZone, offsets] of Object.entries(table)) knownOffsets.set(timeZone, offsets);
}

function knownOffsetMinutes(ms: number, timeZone: string): number | undefined {
  const known = knownOffsets.get(timeZone);
  if (!known || ms >= known.until) return undefined;
  let offset: number | undefined;
  for (const [from, minutes] of known.spans) {
    if (from > ms) break;
    offset = minutes;
  }
  return offset;
}

/** How far apart zoneOffsets looks: no zone changes its offset twice within a day. */
const SCAN_STEP_MS = 86_400_000;

/**
 * `timeZone`'s offsets from `from` to `until` (whole seconds), as Intl has them: read once a
 * day, and to the second where the offset changes.
 */
export function zoneOffsets(timeZone: string, from: number, until: number): ZoneOffsets {
  const offsetAt = (ms: number) => (intlWallClockMs(ms, timeZone) - ms) / 60_000;
  const [start, end] = [from, until].map((ms) => Math.floor(ms / 1000) * 1000) as [number, number];
  const spans: [number, number][] = [[start, offsetAt(start)]];
  for (let before = start; before < end;) {
    const after = Math.min(before + SCAN_STEP_MS, end);
    const current = spans[spans.length - 1]?.[1];
    if (offsetAt(after) !== current) {
      // The first second with the new offset lies in (low, high].
      let [low, high] = [before, after];
      while (high - low > 1000) {
        const middle = low + Math.floor((high - low) / 2000) * 1000;
        if (offsetAt(middle) === current) low = middle;
        else high = middle;
      }
      spans.push([high, offsetAt(high)]);
    }
    before = after;
  }
  return { until: end, spans };
}

/** The wall-clock reading at `ms`, expressed as if that reading were UTC ("naive" ms). */
export function wallClockMs(ms: number, timeZone: string): number {
  const offset = knownOffsetMinutes(ms, timeZone);
  // To the second, as Intl reads it.
  if (offset !== undefined) return Math.floor(ms / 1000) * 1000 + offset * 60_000;
  return intlWallClockMs(ms, timeZone);
}

function intlWallClockMs(ms: number, timeZone: string): number {
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
