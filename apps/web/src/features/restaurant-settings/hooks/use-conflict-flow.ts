import type { AffectedBooking } from '@dekka/contracts/restaurant-settings';
import { useState } from 'react';
import { affectedBookings, refusedFields } from '../model/conflict';

type Send = (keepBookings: boolean) => Promise<unknown>;

/**
 * Saving a change of hours: sent as it is first; when the server answers that future bookings
 * would fall outside, the dialog lists them and the person decides: keep them and save (sent
 * again with keepBookings) or cancel (nothing saved). Other failures are kept for the page.
 */
export function useConflictFlow() {
  const [conflict, setConflict] = useState<{
    bookings: AffectedBooking[];
    send: Send;
    done: () => void;
  } | null>(null);
  const [keeping, setKeeping] = useState(false);
  const [failure, setFailure] = useState<{ refused: string[]; error: unknown } | null>(null);

  function fail(error: unknown) {
    setFailure({ refused: refusedFields(error), error });
  }

  return {
    failure,
    /** Sends the change; `done` runs once it is saved. */
    save(send: Send, done: () => void = () => undefined) {
      setFailure(null);
      send(false).then(done, (error: unknown) => {
        const bookings = affectedBookings(error);
        if (bookings) setConflict({ bookings, send, done });
        else fail(error);
      });
    },
    dialog: {
      bookings: conflict?.bookings ?? null,
      saving: keeping,
      onCancel: () => setConflict(null),
      onKeep: () => {
        if (!conflict) return;
        setKeeping(true);
        const { send, done } = conflict;
        send(true)
          .then(done, fail)
          .finally(() => {
            setConflict(null);
            setKeeping(false);
          });
      },
    },
  };
}
