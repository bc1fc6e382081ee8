import { createDayClock, parseLocalDateTime } from '@dekka/time/local-time';
import type { Slot } from '@dekka/availability/types';
import type { TimeSuggestion } from '@dekka/contracts/suggestion';

/**
 * The instant a restaurant-local 'YYYY-MM-DDTHH:mm' names. A wall time skipped by a DST change
 * (Oslo 2026-03-29 02:30) moves forward by the gap, so a suggestion target always exists.
 */
export function localInstant(dateTime: string, timeZone: string): { date: string; ms: number } {
  const parsed = parseLocalDateTime(dateTime);
  const clock = parsed ? createDayClock(parsed.date, timeZone) : null;
  if (!parsed || !clock) throw new RangeError(`invalid local date-time ${dateTime}`);
  const [hours = 0, minutes = 0] = parsed.time.split(':').map(Number);
  const ms = clock.toUtc(hours * 60 + minutes, 'shift');
  if (ms === null) throw new RangeError(`no instant for ${dateTime} in ${timeZone}`);
  return { date: parsed.date, ms };
}

/**
 * A slot of local date `date` as the API shows it. The engine only lists sittings that start on
 * the date asked for (sittingsForDate stops at local midnight and leaves out wall times a DST
 * change skips), so the slot's own wall time on `date` is its local start: no zone lookup per
 * slot, which a search over hundreds of restaurants would otherwise pay hundreds of times.
 */
export function toTimeSuggestion(slot: Slot, date: string): TimeSuggestion {
  return {
    date: slot.date,
    localTime: `${date}T${slot.localTime}`,
    isAvailable: slot.isAvailable,
    isTableAvailable: slot.isTableAvailable,
    isEventAvailable: slot.isEventAvailable,
    isWaitingListAvailable: slot.isWaitingListAvailable,
    eventIds: slot.eventIds,
  };
}
