// Property: the shortcuts the server takes give exactly what the whole-day computation gives.
// suggestNear judges sittings closest-first and stops early; computeSlots with `only` judges a
// window of starts (reserve asks for one). Both must agree with computeSlots over the whole day,
// whatever the tables, bookings, pacing, lead time and target.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeSlots, suggestAround, suggestNear } from './slots.ts';
import { buildRules, everyDay, LUNCH, DINNER } from './test/fixtures.ts';
import type { BookingStart, OccupiedPeriod, SlotQuery, Table } from './types.ts';

const QUARTER = 15 * 60_000;
const DAY_START = Date.parse('2026-06-10T10:00:00Z');

const tablesArb = fc
  .array(fc.record({ minGuests: fc.integer({ min: 1, max: 3 }), extra: fc.nat(4) }), {
    minLength: 1,
    maxLength: 5,
  })
  .map((rows): Table[] =>
    rows.map((r, i) => ({
      id: i + 1,
      floorPlanId: 1,
      minGuests: r.minGuests,
      maxGuests: r.minGuests + r.extra,
      bookableOnline: true,
    })),
  );

const occupiedArb = fc.array(
  fc
    .record({
      tableId: fc.integer({ min: 1, max: 5 }),
      startQuarter: fc.integer({ min: -4, max: 52 }),
      lengthQuarters: fc.integer({ min: 1, max: 12 }),
    })
    .map((r): OccupiedPeriod => ({
      tableId: r.tableId,
      start: DAY_START + r.startQuarter * QUARTER,
      end: DAY_START + (r.startQuarter + r.lengthQuarters) * QUARTER,
    })),
  { maxLength: 30 },
);

const startsArb = fc.array(
  fc
    .record({ quarter: fc.integer({ min: 0, max: 52 }), guests: fc.integer({ min: 1, max: 6 }) })
    .map((r): BookingStart => ({ start: DAY_START + r.quarter * QUARTER, guests: r.guests })),
  { maxLength: 20 },
);

const queryArb = fc
  .record({
    tables: tablesArb,
    occupied: occupiedArb,
    bookingStarts: startsArb,
    guests: fc.integer({ min: 1, max: 9 }),
    pacing: fc.option(fc.integer({ min: 2, max: 12 }), { nil: null }),
    interval: fc.constantFrom(15, 30),
    // now from the day before to the evening itself, so lead time cuts some days short.
    nowQuarter: fc.integer({ min: -96, max: 40 }),
  })
  .map((r): SlotQuery => ({
    rules: buildRules({
      slotIntervalMinutes: r.interval,
      pacingMaxCoversPerSlot: r.pacing,
      waitingListEnabled: true,
      services: everyDay([LUNCH, DINNER]),
    }),
    tables: r.tables,
    combinations: [],
    occupied: r.occupied,
    bookingStarts: r.bookingStarts,
    events: [],
    date: '2026-06-10',
    guests: r.guests,
    now: DAY_START + r.nowQuarter * QUARTER,
  }));

const targetArb = fc.integer({ min: -8, max: 60 }).map((q) => DAY_START + q * QUARTER);

describe('suggestNear', () => {
  it('equals suggestAround over the whole day', () => {
    fc.assert(
      fc.property(queryArb, targetArb, fc.integer({ min: 1, max: 8 }), (q, target, count) => {
        expect(suggestNear(q, target, count)).toEqual(
          suggestAround(computeSlots(q), target, count),
        );
      }),
      { numRuns: 400 },
    );
  });

  it('equals suggestAround over the whole day when it keeps the target', () => {
    fc.assert(
      fc.property(queryArb, targetArb, fc.integer({ min: 1, max: 8 }), (q, target, count) => {
        const keep = { keepTarget: true };
        const near = suggestNear(q, target, count, keep);
        expect(near).toEqual(suggestAround(computeSlots(q), target, count, keep));
        // The target's own sitting is listed whenever the day has it, in any state.
        const own = computeSlots(q).find((slot) => slot.start === target);
        if (own) expect(near).toContainEqual(own);
      }),
      { numRuns: 400 },
    );
  });

  it('gives nothing for a count of 0 and for a closed day', () => {
    const q = fc.sample(queryArb, { numRuns: 1, seed: 7 })[0]!;
    expect(suggestNear(q, DAY_START, 0)).toEqual([]);
    const closed = { ...q, rules: { ...q.rules, services: [] } };
    expect(suggestNear(closed, DAY_START, 5)).toEqual([]);
  });
});

describe('computeSlots with a window of starts', () => {
  it('equals the whole day filtered to that window, for one start and for ranges', () => {
    fc.assert(
      fc.property(queryArb, targetArb, fc.nat(8), (q, from, quarters) => {
        const to = from + quarters * QUARTER;
        const day = computeSlots(q);
        expect(computeSlots(q, { from, to })).toEqual(
          day.filter((slot) => slot.start >= from && slot.start <= to),
        );
        for (const slot of day.slice(0, 3)) {
          expect(computeSlots(q, { from: slot.start, to: slot.start })).toEqual([slot]);
        }
      }),
      { numRuns: 300 },
    );
  });
});
