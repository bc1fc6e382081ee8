// The time suggestions for one restaurant, date and party size: which sittings exist and, for
// each, whether a table, an event place or the waiting list is open. Pure: `now` comes in.
import { buildOccupancyIndex } from './occupancy.ts';
import { sittingsForDate } from './opening-hours.ts';
import { createCoversCounter } from './pacing.ts';
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
export function computeSlots(q: SlotQuery): Slot[] {
  const { rules, guests, now } = q;
  const sittings = sittingsForDate(rules, q.date, sittingMinutes(rules, guests));
  if (sittings.length === 0) return [];

  const earliest = now + rules.leadTimeMinutes * MINUTE_MS;
  const latest = now + rules.bookingWindowDays * DAY_MS;
  const partyBookableOnline =
    Number.isInteger(guests) && guests >= 1 && guests <= rules.maxOnlinePartySize;
  const options = seatingOptions(q.tables, q.combinations, guests);
  const index = buildOccupancyIndex(q.occupied);
  const paceLimit = rules.pacingMaxCoversPerSlot;
  // Sorting the day's bookings is a large share of the cost; skip it when pacing is off.
  const pacing =
    paceLimit === null ? null : { limit: paceLimit, covers: createCoversCounter(q.bookingStarts) };
  const paceWindow = rules.slotIntervalMinutes * MINUTE_MS;
  const events = eventsForParty(q.events, guests);

  const slots: Slot[] = [];
  for (const { start, end, localTime } of sittings) {
    if (start < earliest || start > latest) continue;
    const paced = !pacing || pacing.covers(start, start + paceWindow) + guests <= pacing.limit;
    const isTableAvailable =
      partyBookableOnline && paced && hasFreeCandidate(options, index, start, end);
    const eventIds = eventIdsAt(events, start);
    const isEventAvailable = eventIds.length > 0;
    slots.push({
      start,
      end,
      date: new Date(start).toISOString(),
      localTime,
      isAvailable: isTableAvailable || isEventAvailable,
      isTableAvailable,
      isEventAvailable,
      isWaitingListAvailable: rules.waitingListEnabled && partyBookableOnline && !isTableAvailable,
      eventIds,
    });
  }
  return slots;
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

/**
 * The `count` slots closest to `target`, returned chronologically. Available slots come first:
 * the closest available ones are taken, and unavailable ones only fill up when fewer than
 * `count` are available. Ties in distance go to the earlier slot.
 * Example: target 19:00; available 17:00, 18:00, 18:30, 21:00; full 19:00, 19:30.
 *   count 3 → 17:00, 18:00, 18:30 (30 and 60 min away, then 17:00 wins the 2 h tie with 21:00);
 *   count 6 → all four available plus the two closest full ones, 19:00 and 19:30.
 */
export function suggestAround(slots: Slot[], target: number, count = 5): Slot[] {
  if (!(count > 0)) return [];
  const byCloseness = [...slots].sort(
    (a, b) => Math.abs(a.start - target) - Math.abs(b.start - target) || a.start - b.start,
  );
  const available = byCloseness.filter((s) => s.isAvailable).slice(0, count);
  const fill = byCloseness.filter((s) => !s.isAvailable).slice(0, count - available.length);
  return [...available, ...fill].sort((a, b) => a.start - b.start);
}
