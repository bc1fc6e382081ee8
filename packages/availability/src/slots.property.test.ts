// Property: the slot grid and the reserve-time ranking never disagree. If computeSlots says a
// table is free, reserve must find a candidate, and every candidate must really be free — else
// guests would click a green slot and get "reservation unsuccessful", or be double-booked.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeSlots } from './slots.ts';
import { rankTableCandidates } from './tables.ts';
import { buildRules, everyDay } from './test/fixtures.ts';
import type { OccupiedPeriod, Table, TableCombination } from './types.ts';

const QUARTER = 15 * 60_000;
const DAY_START = Date.parse('2026-06-10T10:00:00Z');
const MAX_TABLES = 8;

const tablesArb = fc
  .array(
    fc.record({
      minGuests: fc.integer({ min: 1, max: 4 }),
      extra: fc.integer({ min: 0, max: 4 }),
      // Four in five tables are bookable online, like a real floor.
      bookableOnline: fc.integer({ min: 0, max: 4 }).map((n) => n > 0),
    }),
    { minLength: 1, maxLength: MAX_TABLES },
  )
  .map((rows): Table[] =>
    rows.map((r, i) => ({
      id: i + 1,
      floorPlanId: 1,
      minGuests: r.minGuests,
      maxGuests: r.minGuests + r.extra,
      bookableOnline: r.bookableOnline,
    })),
  );

const combinationsArb = fc
  .array(
    fc.record({
      tableIds: fc.uniqueArray(fc.integer({ min: 1, max: MAX_TABLES + 1 }), {
        minLength: 1,
        maxLength: 3,
      }),
      minGuests: fc.integer({ min: 2, max: 6 }),
      extra: fc.integer({ min: 0, max: 6 }),
    }),
    { maxLength: 4 },
  )
  .map((rows): TableCombination[] =>
    rows.map((r, i) => ({
      id: 100 + i,
      tableIds: r.tableIds,
      minGuests: r.minGuests,
      maxGuests: r.minGuests + r.extra,
    })),
  );

// Quarter-hour grid so periods often touch slot boundaries exactly, the edge that matters.
const occupiedArb = fc.array(
  fc
    .record({
      tableId: fc.integer({ min: 1, max: MAX_TABLES }),
      startQuarter: fc.integer({ min: -8, max: 56 }),
      lengthQuarters: fc.integer({ min: 0, max: 12 }),
    })
    .map((r): OccupiedPeriod => ({
      tableId: r.tableId,
      start: DAY_START + r.startQuarter * QUARTER,
      end: DAY_START + (r.startQuarter + r.lengthQuarters) * QUARTER,
    })),
  { maxLength: 25 },
);

/** Brute-force oracle. An empty period [t, t) blocks nothing, as an empty tstzrange in SQL. */
function isReallyFree(occupied: OccupiedPeriod[], tableId: number, start: number, end: number) {
  return !occupied.some(
    (p) => p.tableId === tableId && p.start < p.end && p.start < end && start < p.end,
  );
}

describe('computeSlots ⇔ rankTableCandidates', () => {
  it('agree on every slot, and every candidate is free, online and fits the party', () => {
    fc.assert(
      fc.property(
        tablesArb,
        combinationsArb,
        occupiedArb,
        fc.integer({ min: 1, max: 10 }),
        (tables, combinations, occupied, guests) => {
          const rules = buildRules({
            slotIntervalMinutes: 15,
            maxOnlinePartySize: 10,
            services: everyDay([{ opens: '10:00', closes: '23:00', lastSeating: '21:00' }]),
          });
          const slots = computeSlots({
            rules,
            tables,
            combinations,
            occupied,
            bookingStarts: [],
            events: [],
            date: '2026-06-10',
            guests,
            now: Date.parse('2026-06-09T08:00:00Z'),
          });
          expect(slots.length).toBeGreaterThan(0);
          const byId = new Map(tables.map((t) => [t.id, t]));

          for (const slot of slots) {
            const { start, end } = slot;
            const candidates = rankTableCandidates({
              tables,
              combinations,
              occupied,
              start,
              end,
              guests,
            });
            // No pacing and a party within limits: availability is exactly "a candidate exists".
            expect(candidates.length > 0).toBe(slot.isTableAvailable);
            for (const ids of candidates) {
              for (const id of ids) {
                expect(byId.get(id)?.bookableOnline).toBe(true);
                expect(isReallyFree(occupied, id, start, end)).toBe(true);
              }
              const [only] = ids;
              const single = ids.length === 1 && only !== undefined ? byId.get(only) : undefined;
              const fitsAlone =
                single !== undefined && single.minGuests <= guests && guests <= single.maxGuests;
              const fitsAsCombination = combinations.some(
                (c) =>
                  c.minGuests <= guests &&
                  guests <= c.maxGuests &&
                  [...new Set(c.tableIds)].join() === ids.join(),
              );
              expect(fitsAlone || fitsAsCombination).toBe(true);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
