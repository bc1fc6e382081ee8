// A guard against accidental O(n³), not a benchmark: one search request runs the engine for
// hundreds of restaurants, so a day must cost well under a millisecond. Measured at 0.45–0.7 s
// (cold, including JIT warm-up, other test files running in parallel) on a fast machine; the
// budget allows a machine 3x slower with the typecheck sharing its cores, and an accidental
// O(n³) would still blow through it many times over.
import { describe, expect, it } from 'vitest';
import { computeSlots } from './slots.ts';
import { buildRules, everyDay } from './test/fixtures.ts';
import { createRandom } from './test/random.ts';
import type { OccupiedPeriod, SlotQuery, Table, TableCombination } from './types.ts';

const DAY_START = Date.parse('2026-06-10T10:00:00Z');
const HOUR = 3_600_000;

function restaurant(seed: number): SlotQuery {
  const random = createRandom(seed);
  const tables: Table[] = Array.from({ length: 60 }, (_, i) => {
    const minGuests = random(1, 4);
    return {
      id: i + 1,
      floorPlanId: 1,
      minGuests,
      maxGuests: minGuests + random(0, 4),
      bookableOnline: random(0, 9) > 0,
    };
  });
  const combinations: TableCombination[] = Array.from({ length: 20 }, (_, i) => ({
    id: 100 + i,
    tableIds: [random(1, 60), random(1, 60), random(1, 60)],
    minGuests: 5,
    maxGuests: random(6, 14),
  }));
  const occupied: OccupiedPeriod[] = Array.from({ length: 500 }, () => {
    const start = DAY_START + random(0, 47) * (HOUR / 4);
    return { tableId: random(1, 60), start, end: start + random(4, 10) * (HOUR / 4) };
  });
  return {
    rules: buildRules({
      slotIntervalMinutes: 15,
      // Oslo, to include the zone lookups a real restaurant pays for.
      timeZone: 'Europe/Oslo',
      services: everyDay([{ opens: '10:00', closes: '22:00', lastSeating: '21:00' }]),
      pacingMaxCoversPerSlot: 40,
    }),
    tables,
    combinations,
    occupied,
    bookingStarts: occupied.map((p) => ({ start: p.start, guests: 2 })),
    events: [],
    date: '2026-06-10',
    guests: random(1, 8),
    now: Date.parse('2026-06-01T08:00:00Z'),
  };
}

describe('computeSlots performance guard', () => {
  it('computes a busy 12-hour day for 1,000 restaurants in under 10 s', () => {
    const restaurants = Array.from({ length: 1000 }, (_, i) => restaurant(i + 1));
    let slotCount = 0;
    // Date.now, not performance.now: the package compiles without DOM or Node types.
    const started = Date.now();
    for (const q of restaurants) slotCount += computeSlots(q).length;
    const elapsed = Date.now() - started;

    // 10:00 … 20:30 for 90-minute sittings up to 10:00 … 20:00 for 120 (default 150 not used).
    expect(slotCount).toBeGreaterThan(1000 * 40);
    expect(elapsed).toBeLessThan(10_000);
  });
});
