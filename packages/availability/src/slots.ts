// The time suggestions for one restaurant, date and party size: which sittings exist and, for
// each, whether a table, an event place or the waiting list is open. Pure: `now` comes in.
import { buildOccupancyIndex, type OccupancyIndex } from './occupancy.ts';
import { sittingsForDate, type Sitting } from './opening-hours.ts';
import { createCoversCounter, type CoversCounter } from './pacing.ts';
import { hasFreeCandidate, seatingOptions, sittingMinutes } from './tables.ts';
import type { EventOccurrence, Slot, SlotQuery } from './types.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * Every bookable start of `q.date`, chronological. Starts before now + lead time or after
 * now + booking window are left out entirely; everything else is listed, available or not, so
 * the guest sees the restaurant's rhythm with the full slots struck through.
 *
 * Example (Reykjavik, 15-minute interval, 120-minute sittings, lead time 60, now 17:20):
 *   service 17:00–23:00, last seating 21:00 → 18:30 … 21:00 (17:00 – 18:15 are too soon).
 *
 * A table is available when one free online table fits the party, or failing that a free
 * combination of online tables fits it, AND pacing leaves room for the party. A party outside
 * 1..maxOnlinePartySize never gets a table online (it must call the restaurant) and gets no
 * waiting list either, but events are judged on their own tickets and guest limits.
 */
export function computeSlots(q: SlotQuery, only?: StartWindow): Slot[] {
  return evaluate(q, sittingsFor(q, only));
}

/** Starts in [from, to] (ms): the sittings a caller will judge, when not the whole day. */
export type StartWindow = { from: number; to: number };

/**
 * The sittings of `q.date` for `q.guests` (starts and ends, no availability yet), only those
 * starting in `only` when given: what a caller needs to know which bookings can matter before
 * it reads them.
 */
export function sittingsFor(
  q: Pick<SlotQuery, 'rules' | 'date' | 'guests'>,
  only?: StartWindow,
): readonly Sitting[] {
  const all = sittingsForDate(q.rules, q.date, sittingMinutes(q.rules, q.guests));
  return only ? all.filter((s) => s.start >= only.from && s.start <= only.to) : all;
}

/**
 * For every party size in `sittingsByParty` (each with the sittings sittingsFor gives it), the
 * sittings where computeSlots would say isAvailable, as their starts. The availability index's
 * work: the occupancy index and pacing counter are built once for all the parties, and no slot
 * objects are made.
 */
export function freeStartsByParty(
  q: Omit<SlotQuery, 'guests'>,
  sittingsByParty: ReadonlyMap<number, readonly Sitting[]>,
): Map<number, number[]> {
  const day = prepareDay(q);
  const free = new Map<number, number[]>();
  for (const [guests, sittings] of sittingsByParty) {
    const party = prepareParty({ ...q, guests }, day);
    const starts: number[] = [];
    for (const { start, end } of sittings) {
      if (
        party.inWindow(start) &&
        (party.tableFree(start, end) || party.eventIdsAt(start).length > 0)
      ) {
        starts.push(start);
      }
    }
    free.set(guests, starts);
  }
  return free;
}

function evaluate(q: SlotQuery, sittings: readonly Sitting[]): Slot[] {
  if (sittings.length === 0) return [];
  const judge = prepareJudge(q);
  const slots: Slot[] = [];
  for (const sitting of sittings) {
    const slot = judge(sitting);
    if (slot) slots.push(slot);
  }
  return slots;
}

/** The day's work that does not depend on the party: who sits where, and the pacing counter. */
type DayState = { index: OccupancyIndex; covers: CoversCounter | null };

function prepareDay(q: Pick<SlotQuery, 'occupied' | 'bookingStarts' | 'rules'>): DayState {
  return {
    index: buildOccupancyIndex(q.occupied),
    // Sorting the day's bookings is a large share of the cost; skip it when pacing is off.
    covers: q.rules.pacingMaxCoversPerSlot === null ? null : createCoversCounter(q.bookingStarts),
  };
}

/** ISO strings of recent slot starts: see isoInstant. */
const isoOfStart = new Map<number, string>();
/** More distinct starts than a busy server judges in a while; past it the memory starts over. */
const ISO_MEMORY = 4096;

/**
 * `new Date(start).toISOString()`, remembered: a page of search results judges the same few
 * starts for every one of its restaurants, and building the string was a tenth of the engine's
 * time there.
 */
function isoInstant(start: number): string {
  let iso = isoOfStart.get(start);
  if (iso === undefined) {
    if (isoOfStart.size >= ISO_MEMORY) isoOfStart.clear();
    iso = new Date(start).toISOString();
    isoOfStart.set(start, iso);
  }
  return iso;
}

/**
 * One party's questions about a sitting over the day's state: is the start inside now + lead
 * time … now + booking window, is a table free (online party size, pacing, a free table or
 * combination), which events have room at the start.
 */
function prepareParty(q: SlotQuery, day: DayState) {
  const { rules, guests, now } = q;
  const earliest = now + rules.leadTimeMinutes * MINUTE_MS;
  const latest = now + rules.bookingWindowDays * DAY_MS;
  const bookableOnline =
    Number.isInteger(guests) && guests >= 1 && guests <= rules.maxOnlinePartySize;
  const options = seatingOptions(q.tables, q.combinations, guests);
  const paceLimit = rules.pacingMaxCoversPerSlot;
  const paceWindow = rules.slotIntervalMinutes * MINUTE_MS;
  const events = eventsForParty(q.events, guests);
  return {
    bookableOnline,
    inWindow: (start: number) => start >= earliest && start <= latest,
    tableFree: (start: number, end: number) =>
      bookableOnline &&
      (day.covers === null ||
        paceLimit === null ||
        day.covers(start, start + paceWindow) + guests <= paceLimit) &&
      hasFreeCandidate(options, day.index, start, end),
    eventIdsAt: (start: number) => eventIdsAt(events, start),
  };
}

/**
 * The per-day work (seating options, occupancy index, pacing counter, events for the party)
 * done once; the returned function judges one sitting, or gives undefined for a start before
 * now + lead time or after now + booking window.
 */
function prepareJudge(q: SlotQuery): (sitting: Sitting) => Slot | undefined {
  const party = prepareParty(q, prepareDay(q));
  return ({ start, end, localTime }) => {
    if (!party.inWindow(start)) return undefined;
    const isTableAvailable = party.tableFree(start, end);
    const eventIds = party.eventIdsAt(start);
    const isEventAvailable = eventIds.length > 0;
    return {
      start,
      end,
      date: isoInstant(start),
      localTime,
      isAvailable: isTableAvailable || isEventAvailable,
      isTableAvailable,
      isEventAvailable,
      isWaitingListAvailable:
        q.rules.waitingListEnabled && party.bookableOnline && !isTableAvailable,
      eventIds,
    };
  };
}

function eventsForParty(events: readonly EventOccurrence[], guests: number): EventOccurrence[] {
  if (!Number.isInteger(guests) || guests < 1) return [];
  return events.filter(
    (e) =>
      e.ticketsLeft >= guests &&
      (e.minGuests === undefined || e.minGuests <= guests) &&
      (e.maxGuests === undefined || guests <= e.maxGuests),
  );
}

/** Events with an occurrence running at `start` (start ≤ t < end), each event id once. */
function eventIdsAt(events: readonly EventOccurrence[], start: number): number[] {
  const ids: number[] = [];
  for (const e of events) {
    if (e.start <= start && start < e.end && !ids.includes(e.eventId)) ids.push(e.eventId);
  }
  return ids;
}

const byStart = (a: Slot, b: Slot) => a.start - b.start;

/** How the suggestions around a time are chosen. */
export interface SuggestOptions {
  /**
   * The sitting at `target` itself, when the day has one, always has a place: when the `count`
   * closest available slots leave it out (it is full), it takes the place of the farthest of
   * them. The restaurant page asks for this so the diner's own time stays in the row, as a
   * waiting-list time or fully booked, instead of silently vanishing.
   */
  keepTarget?: boolean;
}

/**
 * The `count` slots closest to `target`, returned chronologically. Available slots come first:
 * the closest available ones are taken, and unavailable ones only fill up when fewer than
 * `count` are available. Ties in distance go to the earlier slot.
 * Example: target 19:00; available 17:00, 18:00, 18:30, 21:00; full 19:00, 19:30.
 *   count 3 → 17:00, 18:00, 18:30 (30 and 60 min away, then 17:00 wins the 2 h tie with 21:00);
 *   count 3, keepTarget → 18:00, 18:30, 19:00 (the full 19:00 takes 17:00's place);
 *   count 6 → all four available plus the two closest full ones, 19:00 and 19:30.
 */
export function suggestAround(
  slots: Slot[],
  target: number,
  count = 5,
  options: SuggestOptions = {},
): Slot[] {
  if (!(count > 0)) return [];
  const byCloseness = [...slots].sort(
    (a, b) => Math.abs(a.start - target) - Math.abs(b.start - target) || a.start - b.start,
  );
  const available = byCloseness.filter((s) => s.isAvailable).slice(0, count);
  const fill = byCloseness.filter((s) => !s.isAvailable).slice(0, count - available.length);
  const asked = options.keepTarget ? slots.find((s) => s.start === target) : undefined;
  return keeping(asked, [...available, ...fill], count).sort(byStart);
}

/**
 * `chosen` (closest first) with `asked` in it: when it is missing, the farthest choice makes
 * room. It can only be missing when `count` available slots were found, so nothing else is lost.
 */
function keeping(asked: Slot | undefined, chosen: Slot[], count: number): Slot[] {
  if (!asked || chosen.includes(asked)) return chosen;
  return [...chosen.slice(0, count - 1), asked];
}

/**
 * Chronological sittings (one per start) closest to `target` first, ties to the earlier: the
 * order a sort by distance would give, walked outwards from the target without copying or
 * sorting the day, since a search asks it of every restaurant on the page.
 */
function* closestFirst(sittings: readonly Sitting[], target: number): Generator<Sitting> {
  let after = sittings.findIndex((sitting) => sitting.start >= target);
  if (after === -1) after = sittings.length;
  let before = after - 1;
  for (;;) {
    const early = sittings[before];
    const late = sittings[after];
    if (early && (!late || target - early.start <= late.start - target)) {
      yield early;
      before -= 1;
    } else if (late) {
      yield late;
      after += 1;
    } else {
      return;
    }
  }
}

/**
 * `suggestAround(computeSlots(q), target, count, options)` without judging every sitting of the
 * day: the sittings are judged closest first, and judging stops once `count` available ones are
 * found (none of the day's unavailable slots is then needed, except the target's own sitting,
 * which is judged first anyway). Only when fewer than `count` are available is the whole day
 * judged, exactly as before. Same result, same order.
 * Example: target 19:00, 5 wanted, 18:00–20:00 all free → judges 18:30, 18:45, 19:00, 19:15,
 * 19:30 and stops, instead of judging all of 17:00–22:00.
 */
export function suggestNear(
  q: SlotQuery,
  target: number,
  count = 5,
  options: SuggestOptions = {},
): Slot[] {
  if (!(count > 0)) return [];
  const judge = prepareJudge(q);
  const judged: Slot[] = [];
  let available = 0;
  for (const sitting of closestFirst(sittingsFor(q), target)) {
    const slot = judge(sitting);
    if (!slot) continue;
    judged.push(slot);
    if (slot.isAvailable) available += 1;
    if (available === count) {
      const asked = options.keepTarget ? judged.find((s) => s.start === target) : undefined;
      const closest = judged.filter((x) => x.isAvailable);
      return keeping(asked, closest, count).sort(byStart);
    }
  }
  return suggestAround(judged, target, count, options);
}
