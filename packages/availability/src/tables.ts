// Which tables can seat a party for a sitting, best first. The reserve code walks this list and
// lets the database exclusion constraint on booking_tables settle races, so the order here is
// only a preference: the smallest table that fits, then the least wasteful combination.
import { buildOccupancyIndex, isTableFree, type OccupancyIndex } from './occupancy.ts';
import type { OccupiedPeriod, RestaurantRules, Table, TableCombination } from './types.ts';

/**
 * Sitting length for a party: the first duration rule (in the given order) whose
 * minGuests ≤ guests ≤ maxGuests, else the default. Rules with a non-positive length are
 * ignored so a bad row cannot produce zero-length sittings that never clash.
 * Example: rules [{1–2: 90}, {3–6: 120}], default 150 → 2 guests 90, 5 guests 120, 8 guests 150.
 */
export function sittingMinutes(
  rules: Pick<RestaurantRules, 'durationRules' | 'defaultDurationMinutes'>,
  guests: number,
): number {
  const rule = rules.durationRules.find(
    (r) => r.minutes > 0 && r.minGuests <= guests && guests <= r.maxGuests,
  );
  return rule ? rule.minutes : rules.defaultDurationMinutes;
}

/** Tables and combinations that could seat `guests` online at all, each list in ranking order. */
export interface SeatingOptions {
  singles: Table[];
  combinations: { id: number; tableIds: number[]; maxGuests: number }[];
}

/**
 * The time-independent half of ranking, done once per day rather than once per slot.
 * A combination needs every table to exist and be bookable online: staff may join tables that
 * guests cannot book one by one, but the web must not hand out a table staff kept back.
 */
export function seatingOptions(
  tables: readonly Table[],
  combinations: readonly TableCombination[],
  guests: number,
): SeatingOptions {
  const online = new Map<number, Table>();
  for (const t of tables) if (t.bookableOnline) online.set(t.id, t);

  const singles = [...online.values()]
    .filter((t) => t.minGuests <= guests && guests <= t.maxGuests)
    .sort((a, b) => a.maxGuests - b.maxGuests || a.minGuests - b.minGuests || a.id - b.id);

  const combos = combinations
    .filter((c) => c.minGuests <= guests && guests <= c.maxGuests)
    .map((c) => ({ id: c.id, tableIds: [...new Set(c.tableIds)], maxGuests: c.maxGuests }))
    .filter((c) => c.tableIds.length > 0 && c.tableIds.every((id) => online.has(id)))
    .sort(
      (a, b) => a.maxGuests - b.maxGuests || a.tableIds.length - b.tableIds.length || a.id - b.id,
    );

  return { singles, combinations: combos };
}

/** Free options for [start, end) from precomputed options and an occupancy index. */
export function freeCandidates(
  options: SeatingOptions,
  index: OccupancyIndex,
  start: number,
  end: number,
): number[][] {
  const result: number[][] = [];
  for (const t of options.singles) {
    if (isTableFree(index, t.id, start, end)) result.push([t.id]);
  }
  for (const c of options.combinations) {
    if (c.tableIds.every((id) => isTableFree(index, id, start, end))) result.push([...c.tableIds]);
  }
  return result;
}

/** True as soon as one option is free; the slot grid only needs a yes or no. */
export function hasFreeCandidate(
  options: SeatingOptions,
  index: OccupancyIndex,
  start: number,
  end: number,
): boolean {
  return (
    options.singles.some((t) => isTableFree(index, t.id, start, end)) ||
    options.combinations.some((c) => c.tableIds.every((id) => isTableFree(index, id, start, end)))
  );
}

/**
 * Every free option as table ids, best first. Singles that fit, smallest first (maxGuests, then
 * minGuests, then id) so a couple does not take the eight-top; then combinations with the fewest
 * seats wasted (maxGuests), then fewest tables, then id.
 * Example: party of 4, tables A(2–4), B(4–6), combo C+D(4–8) → [[A], [B], [C, D]] when all free.
 * Party size limits of the restaurant (max online party size) are not checked here.
 */
export function rankTableCandidates(args: {
  tables: Table[];
  combinations: TableCombination[];
  occupied: OccupiedPeriod[];
  start: number;
  end: number;
  guests: number;
}): number[][] {
  const options = seatingOptions(args.tables, args.combinations, args.guests);
  return freeCandidates(options, buildOccupancyIndex(args.occupied), args.start, args.end);
}

/**
 * The staff's ranking (the guest list's pickers and a staff booking with no table ticked): the
 * same options as rankTableCandidates, in its order, first; then what the web never hands out,
 * tables kept back from online booking (a bar table, a staff-only corner) and combinations that
 * join one, ranked by the same rules. So a party of four goes to a free dining table before a
 * staff-only one, and to a staff-only one rather than nowhere.
 * Example: dining table A(2–4) taken, dining B(4–6) free, bar table C(2–4, staff only) free →
 * [[B], [C]].
 */
export function rankStaffTableCandidates(args: {
  tables: Table[];
  combinations: TableCombination[];
  occupied: OccupiedPeriod[];
  start: number;
  end: number;
  guests: number;
}): number[][] {
  const index = buildOccupancyIndex(args.occupied);
  const online = freeCandidates(
    seatingOptions(args.tables, args.combinations, args.guests),
    index,
    args.start,
    args.end,
  );
  const everyTable = args.tables.map((table) => ({ ...table, bookableOnline: true }));
  const kept = freeCandidates(
    seatingOptions(everyTable, args.combinations, args.guests),
    index,
    args.start,
    args.end,
  );
  const seen = new Set(online.map((ids) => ids.join(',')));
  return [...online, ...kept.filter((ids) => !seen.has(ids.join(',')))];
}
