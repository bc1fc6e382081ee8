import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useIsolation } from '../../../lib/use-isolation';
import { nextStep } from '../model/booking-process';
import type { BookingProcessState } from '../model/booking-process';
import { processForAddress } from '../model/process-from-address';
import { readProcessState, writeProcessState } from '../model/process-storage';
import { stepLocation } from '../model/step-location';

export interface BookingProcess {
  state: BookingProcessState;
  /** Moves to the next step (the reserve step passes the guid it got). */
  next: (options?: { guid?: string }) => void;
}

/**
 * The booking process of docs/product.md, "The booking flow" for the step page at the current address: the stored
 * plan restored for this step (or rebuilt from the address), and `next`, which stores the moved
 * process and navigates, or ends at reservation-unsuccessful when no steps remain.
 */
export function useBookingProcess(): BookingProcess {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const isolation = useIsolation();
  // Derived from storage and the address on each render of a new address; throws for an
  // unknown step name so the route's error page shows.
  const state = useMemo(() => processForAddress(readProcessState(), params), [params]);

  const next = useCallback(
    (options: { guid?: string } = {}) => {
      const move = nextStep(state, options);
      if (move.kind === 'unsuccessful' || move.state.currentStep === null) {
        writeProcessState(null);
        const restaurantId = state.restaurantId === null ? '' : String(state.restaurantId);
        void navigate(`/book/reservation-unsuccessful?restaurantId=${restaurantId}`, {
          replace: true,
        });
        return;
      }
      const location = stepLocation(move.state, move.state.currentStep, {
        now: new Date(),
        isolation,
        menuSelection: params.get('menuSelection'),
      });
      writeProcessState(move.state);
      // Replace: Back from the next step must not re-run a step that already happened.
      void navigate(location, { replace: true });
    },
    [state, isolation, navigate, params],
  );

  return { state, next };
}
