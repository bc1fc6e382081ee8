import type { Sitting } from '@dekka/availability/opening-hours';
import { freeStartsByParty, sittingsFor } from '@dekka/availability/slots';
import { zonedToUtc } from '@dekka/time/local-time';
import type { LiveInputs } from '../availability/live-inputs.ts';
import type { StaticInputs } from '../availability/static-inputs.ts';

const MINUTE_MS = 60_000;

/**
 * The largest party size the index knows (a row holds one segment per size, 54 bytes each). A
 * larger party is never bookable online (the home page offers up to 20), only at an event; search
 * does not order such a party by availability.
 */
const INDEXED_PARTY_MAX = 31;

/** Far beyond any booking window: search applies the restaurant's own window (see indexRow). */
const UNBOUNDED_WINDOW_DAYS = 36_500;

/** The index's time resolution: every booking interval (10–60 minutes) is a multiple of it. */
export const CELL_MINUTES = 5;
/**
 * Cells a party's day holds: 36 hours from the day's local midnight, so that sittings after
 * midnight (a service closing at 02:00) still belong to their day. A start later than that is
 * left out of the index (search then sees that day as less free than it is, never freer).
 */
export const DAY_CELLS = (36 * 60) / CELL_MINUTES;

/**
 * One index row. `free` is one DAY_CELLS-bit string per party size 1…partyCount, in order, as
 * hex: bit c of party g's string is set when that party can book a start in
 * [origin + c·CELL_MINUTES, origin + (c + 1)·CELL_MINUTES) minutes. `origin` is the day's local
 * midnight in minutes since the Unix epoch.
 */
export type IndexRow = { origin: number; partyCount: number; free: string };

/** The party sizes worth judging: those bookable online, and every indexed size with events. */
function indexedParties(inputs: StaticInputs): number {
  return inputs.hasEvents
    ? INDEXED_PARTY_MAX
    : Math.min(INDEXED_PARTY_MAX, inputs.rules.maxOnlinePartySize);
}

/**
 * The day's sittings for every indexed party size (parties of one sitting length share one list,
 * which sittingsFor remembers): party size → sittings.
 */
export function daySittings(inputs: StaticInputs, date: string): Map<number, readonly Sitting[]> {
  const byParty = new Map<number, readonly Sitting[]>();
  for (let guests = 1; guests <= indexedParties(inputs); guests += 1) {
    byParty.set(guests, sittingsFor({ rules: inputs.rules, date, guests }));
  }
  return byParty;
}

/**
 * The span of time whose bookings can matter for the day: from the first sitting start of any
 * indexed party to the last end (or pacing window). Undefined when the restaurant has no sitting
 * that day, so nothing needs reading.
 */
export function liveSpan(
  inputs: StaticInputs,
  sittings: ReadonlyMap<number, readonly Sitting[]>,
): { fromMs: number; toMs: number } | undefined {
  let fromMs = Infinity;
  let toMs = -Infinity;
  const paceMs = inputs.rules.slotIntervalMinutes * MINUTE_MS;
  for (const list of new Set(sittings.values())) {
    for (const sitting of list) {
      fromMs = Math.min(fromMs, sitting.start);
      toMs = Math.max(toMs, sitting.end, sitting.start + paceMs);
    }
  }
  return fromMs === Infinity ? undefined : { fromMs, toMs };
}

/** Bits (one per cell, cell 0 first) as hex, four cells a digit; DAY_CELLS is a multiple of 4. */
function toHex(bits: Uint8Array): string {
  let hex = '';
  for (let i = 0; i < bits.length; i += 4) {
    hex += ((bits[i]! << 3) | (bits[i + 1]! << 2) | (bits[i + 2]! << 1) | bits[i + 3]!).toString(
      16,
    );
  }
  return hex;
}

/**
 * The engine's answer for every indexed party on `date`, folded into one row of cells. Lead
 * time and booking window are left to the search query (they move with the clock, the row must
 * not), so the engine runs here with no lead time and an unbounded window; every other rule is
 * the engine's own.
 */
export function indexRow(
  inputs: StaticInputs,
  live: LiveInputs,
  date: string,
  sittings: ReadonlyMap<number, readonly Sitting[]>,
  nowMs: number,
): IndexRow {
  const { hasEvents: _hasEvents, ...engine } = inputs;
  const rules = { ...engine.rules, leadTimeMinutes: 0, bookingWindowDays: UNBOUNDED_WINDOW_DAYS };
  const originMs = zonedToUtc(date, '00:00', inputs.rules.timeZone) ?? Date.parse(date);
  const partyCount = sittings.size;
  const bits = new Uint8Array(partyCount * DAY_CELLS);
  const free = freeStartsByParty({ ...engine, ...live, rules, date, now: nowMs }, sittings);
  for (const [guests, starts] of free) {
    for (const start of starts) {
      const cell = Math.floor((start - originMs) / (CELL_MINUTES * MINUTE_MS));
      if (cell >= 0 && cell < DAY_CELLS) bits[(guests - 1) * DAY_CELLS + cell] = 1;
    }
  }
  return { origin: Math.round(originMs / MINUTE_MS), partyCount, free: toHex(bits) };
}
