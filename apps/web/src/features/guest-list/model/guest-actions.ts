import type { GuestStatus, GuestStatusRequest } from '@dekka/contracts/guest-list';
import { GUEST_TRANSITIONS, isUndo } from '@dekka/contracts/guest-status-rules';

/** The steps forward a row offers as buttons of their own. */
export type ForwardStatus = 'arrived' | 'seated' | 'finished' | 'no_show';
type Target = GuestStatusRequest['status'];

const FORWARD: readonly GuestStatus[] = ['arrived', 'seated', 'finished', 'no_show'];
const isForward = (status: GuestStatus): status is ForwardStatus => FORWARD.includes(status);
const isTarget = (status: GuestStatus): status is Target => status !== 'waitlisted';

export interface RowActions {
  forward: ForwardStatus[];
  /** The one step back, when there is one: "arrived" → "confirmed". */
  undo: Target | null;
  canCancel: boolean;
}

/**
 * What a row offers, exactly as GUEST_TRANSITIONS allows (the server refuses anything else):
 * the steps forward, the step back (isUndo) and cancelling, which asks for a reason.
 */
export function actionsFor(status: GuestStatus): RowActions {
  const allowed = GUEST_TRANSITIONS[status];
  return {
    forward: allowed.filter((to) => !isUndo(status, to)).filter(isForward),
    undo: allowed.filter((to) => isUndo(status, to)).find(isTarget) ?? null,
    canCancel: allowed.includes('cancelled'),
  };
}
