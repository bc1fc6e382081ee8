import type { TimeSuggestion } from '@dekka/contracts/suggestion';

/** A time in a search row's list, free (`isAvailable`) or not, as the search answers give it. */
export function timeSlot(
  localTime: string,
  isAvailable: boolean,
  isWaitingListAvailable = false,
): TimeSuggestion {
  return {
    date: `${localTime}:00.000Z`,
    localTime,
    isAvailable,
    isTableAvailable: isAvailable,
    isEventAvailable: false,
    isWaitingListAvailable,
    eventIds: [],
  };
}
