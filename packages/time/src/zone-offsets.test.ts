import { describe, expect, it } from 'vitest';
import { knowZoneOffsets, wallClockMs, zoneOffsets } from './wall-clock.ts';

// Dekka's zones, and zones whose changes are at odd minutes, by half an hour, or twice a year
// in the southern summer.
const ZONES = [
  'Atlantic/Reykjavik',
  'Europe/Oslo',
  'Europe/Madrid',
  'Atlantic/Canary',
  'Australia/Lord_Howe',
  'America/St_Johns',
  'Pacific/Chatham',
  'Asia/Kolkata',
  'America/Santiago',
];
// Bounds as a clock gives them, between seconds.
const FROM = Date.parse('2026-01-01T00:00:00.250Z');
const UNTIL = Date.parse('2027-06-01T00:00:00.750Z');

/** Every hour of the span at a minute and second that moves, and each change's neighbours. */
function instants(offsets: ReturnType<typeof zoneOffsets>): number[] {
  const hourly = Array.from(
    { length: Math.floor((UNTIL - FROM) / 3_600_000) },
    (_, index) => FROM + index * 3_600_000 + ((index * 7_919) % 3_600_000),
  );
  const aroundChanges = offsets.spans.flatMap(([from]) => [
    from - 1000,
    from - 1,
    from,
    from + 999,
  ]);
  return [...hourly, ...aroundChanges];
}

describe('zone offsets worked out ahead', () => {
  it('read every zone as Intl does, to the second, inside their span, and leave the rest to Intl', () => {
    const tables = Object.fromEntries(ZONES.map((zone) => [zone, zoneOffsets(zone, FROM, UNTIL)]));
    const expected = ZONES.map((zone) =>
      instants(tables[zone]!).map((ms) => wallClockMs(ms, zone)),
    );
    knowZoneOffsets(tables);
    ZONES.forEach((zone, index) => {
      const read = instants(tables[zone]!).map((ms) => wallClockMs(ms, zone));
      expect(read, zone).toEqual(expected[index]);
    });
    // Oslo changes twice a year, Reykjavik never.
    expect(tables['Europe/Oslo']?.spans).toHaveLength(4);
    expect(tables['Atlantic/Reykjavik']?.spans).toEqual([[FROM - 250, 0]]);
    expect(tables['Europe/Oslo']?.spans[1]).toEqual([Date.parse('2026-03-29T01:00:00Z'), 120]);
    // Past the span's end the zone's clock is Intl's again: Oslo's winter time in November 2027,
    // not the summer time the span ends in.
    const winter = Date.parse('2027-11-15T12:00:00Z');
    expect(wallClockMs(winter, 'Europe/Oslo')).toBe(winter + 3_600_000);
  });
});
