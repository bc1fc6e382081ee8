import { computeSlots, suggestNear } from '@dekka/availability/slots';
import type { TimeSuggestion } from '@dekka/contracts/suggestion';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { createAvailabilityRepository } from './availability.repository.ts';
import { localInstant, toTimeSuggestion } from './local-window.ts';

/** How many suggestions the restaurant page and search results show around the chosen time. */
export const SUGGESTION_COUNT = 5;

export type SuggestionMode = 'around' | 'all' | 'waitingList';

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;

export type { AvailabilityInputs } from './availability.repository.ts';

/**
 * The engine's inputs for restaurants' days (static inputs cached per process, occupancy read
 * live): what reserve, change and search compute their slots from.
 */
export function availabilityInputs(db: AppDatabase) {
  const { inputs, inputsMany } = createAvailabilityRepository(db);
  return { inputs, inputsMany };
}

export type AvailabilityInputSource = ReturnType<typeof availabilityInputs>;

export function createAvailabilityService(deps: { db: AppDatabase; clock: Clock }) {
  const availability = createAvailabilityRepository(deps.db);
  return {
    /**
     * Slots of the local date of `dateTime` (restaurant-local): the 5 nearest ('around', always
     * with the sitting at `dateTime` itself when the day has one), every one ('all') or those
     * open for the waiting list.
     */
    async suggestions(
      restaurantId: number,
      dateTime: string,
      guests: number,
      mode: SuggestionMode,
    ): Promise<TimeSuggestion[]> {
      const now = deps.clock.now();
      const date = dateTime.slice(0, 10);
      const inputs = await availability.inputs(restaurantId, date, guests, now);
      if (!inputs) throw new AppError('not_found', 404, 'Restaurant not found');
      const query = { ...inputs, date, guests, now: now.getTime() };
      // 'around' judges the sittings closest to the target first and stops at 5 available; the
      // asked-for time keeps its place in the row even when it is full (docs/product.md,
      // "Choosing a time on the restaurant page").
      const chosen =
        mode === 'around'
          ? suggestNear(query, localInstant(dateTime, inputs.rules.timeZone).ms, SUGGESTION_COUNT, {
              keepTarget: true,
            })
          : mode === 'waitingList'
            ? computeSlots(query).filter((slot) => slot.isWaitingListAvailable)
            : computeSlots(query);
      return chosen.map((slot) => toTimeSuggestion(slot, date));
    },
  };
}
