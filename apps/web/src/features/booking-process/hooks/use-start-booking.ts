import { useState } from 'react';
import { useNavigate } from 'react-router';
import { startProcess } from '../model/booking-process';
import type { StartProcessInput } from '../model/booking-process';
import { writeProcessState } from '../model/process-storage';
import { stepLocation } from '../model/step-location';
import { reportError } from '../../../lib/error-reporting';
import { useIsolation } from '../../../lib/use-isolation';
import { getProcessSteps } from '../api/get-process-steps';

/*
 * Where the booking-process pages find the process this hook starts: sessionStorage key
 * 'dekka.bookingProcess' (PROCESS_STORAGE_KEY, written through the booking process's own
 * writeProcessState so both sides agree on one parser). The value is
 * `JSON.stringify(BookingProcessState)` (features/booking-process/model/booking-process.ts)
 * right after `startProcess`, i.e. already moved to the first step:
 *   {
 *     "restaurantId": 1, "dateTime": "2026-11-23T19:00", "guests": 2,
 *     "eventId": null, "isWaitingList": false, "isWaitingListWhenFullyBooked": false,
 *     "guid": null,
 *     "currentStep": 5,            // BookingStep number of the page navigated to
 *     "remainingSteps": [0, 1, 2]  // the server's order after the current step
 *   }
 * sessionStorage, not localStorage: a process belongs to one tab and dies with it.
 */

/** `key` names what is starting (a slot's time, an occurrence id) so only its button spins. */
export type StartBooking = (input: StartProcessInput, key: string) => Promise<void>;

/**
 * Starts a booking (docs/product.md, "The booking flow"): drops any earlier process, fetches the step order, stores
 * the new process and moves to its first step. A failed fetch, or a plan with no steps, ends on
 * reservation-unsuccessful (docs/product.md, "Errors").
 */
export function useStartBooking(): { start: StartBooking; startingKey: string | null } {
  const navigate = useNavigate();
  const isolation = useIsolation();
  const [startingKey, setStartingKey] = useState<string | null>(null);

  const start: StartBooking = async (input, key) => {
    if (startingKey !== null) return;
    setStartingKey(key);
    // docs/product.md, "The booking flow": starting clears any earlier process, even if this one fails.
    writeProcessState(null);
    const unsuccessful = `/book/reservation-unsuccessful?restaurantId=${input.restaurantId}`;
    try {
      const { bookingProcessSteps } = await getProcessSteps({
        restaurantId: input.restaurantId,
        eventId: input.eventId ?? null,
        isWaitingList: input.isWaitingList ?? false,
        dateTime: input.dateTime,
      });
      const move = startProcess(input, bookingProcessSteps);
      if (move.kind === 'unsuccessful' || move.state.currentStep === null) {
        await navigate(unsuccessful);
        return;
      }
      const location = stepLocation(move.state, move.state.currentStep, {
        now: new Date(),
        isolation,
      });
      writeProcessState(move.state);
      await navigate(location);
    } catch (error) {
      reportError(error);
      await navigate(unsuccessful);
    } finally {
      setStartingKey(null);
    }
  };

  return { start, startingKey };
}
