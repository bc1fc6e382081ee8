import type { BookingInfoForCompleteResponse } from '@dekka/contracts/booking';
import { BookingStep } from '@dekka/contracts/enums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { ensureSession } from '../../../lib/auth';
import { reportError } from '../../../lib/error-reporting';
import { useIsolation } from '../../../lib/use-isolation';
import { useBookingProcess } from '../../booking-process/hooks/use-booking-process';
import { writeProcessState } from '../../booking-process/model/process-storage';
import { stepLocation } from '../../booking-process/model/step-location';
import { reserveAgain } from '../api/reserve-again';
import { bookingInfoForCompleteQueryOptions } from '../api/get-booking-info-for-complete';
import { holdAgainRequest } from '../model/hold-again';

/** idle (or held again), holding, gone (the time is no longer free) or failed (try again). */
export type HoldAgainState = 'idle' | 'holding' | 'gone' | 'failed';

/** Where focus goes once the table is held again: the form can be sent at once. */
const SUBMIT_ID = 'complete-submit';

/**
 * Holds the same table again after the hold lapsed (docs/product.md, "Complete"): the same
 * reserve call as the booking flow, for the same restaurant, time, party, event and menus. When a
 * table is free the page moves to the new hold's address with a fresh countdown, keeping what the
 * diner typed (the new hold's details are read first, so the form never unmounts); when none is,
 * the state is `gone` and the page says so.
 */
export function useHoldAgain(
  info: BookingInfoForCompleteResponse,
  eventId: number | null,
): { state: HoldAgainState; holdAgain: () => void } {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isolation = useIsolation();
  const { state: process } = useBookingProcess();

  const mutation = useMutation({
    mutationFn: async (): Promise<string | null> => {
      const session = await ensureSession();
      const result = await reserveAgain(
        holdAgainRequest(info, { eventId, isolation }),
        session.token,
      );
      if (!result.success || !result.guid) return null;
      await queryClient.fetchQuery(bookingInfoForCompleteQueryOptions(result.guid, false));
      return result.guid;
    },
    onSuccess: (guid) => {
      if (!guid) return;
      const moved = {
        ...process,
        restaurantId: info.restaurantId,
        eventId,
        isWaitingList: false,
        isWaitingListWhenFullyBooked: false,
        guid,
      };
      writeProcessState(moved);
      const location = stepLocation(moved, BookingStep.Complete, { now: new Date(), isolation });
      void Promise.resolve(navigate(location, { replace: true })).then(() => {
        window.setTimeout(() => document.getElementById(SUBMIT_ID)?.focus(), 0);
      });
    },
    onError: (error) => {
      // A 429 has told the diner when to come back already (the API client's alert).
      if (!(error instanceof ApiError && error.status === 429)) reportError(error);
    },
  });

  const state: HoldAgainState = mutation.isPending
    ? 'holding'
    : mutation.isError
      ? 'failed'
      : mutation.isSuccess && mutation.data === null
        ? 'gone'
        : 'idle';
  return { state, holdAgain: () => mutation.mutate() };
}
