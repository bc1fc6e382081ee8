import type { GuestListEntry, GuestStatus, GuestStatusRequest } from '@dekka/contracts/guest-list';
import { GUEST_TRANSITIONS, guestMoveVerdict, isUndo } from '@dekka/contracts/guest-status-rules';
import { parseLocalDateTime, zonedToUtc } from '@dekka/time/local-time';

/** The steps forward a row offers as buttons of their own, in their fixed slots' order. */
export type ForwardStatus = 'arrived' | 'seated' | 'finished' | 'no_show';
type Target = GuestStatusRequest['status'];

/**
 * Each forward step has its own slot in the row, whichever the row offers now: after "Seated" the
 * next step ("Finished") is in another place, so a second tap where "Seated" was lands on nothing.
 */
export const FORWARD_SLOTS: readonly ForwardStatus[] = ['arrived', 'seated', 'finished', 'no_show'];
const isForward = (status: GuestStatus): status is ForwardStatus =>
  (FORWARD_SLOTS as readonly GuestStatus[]).includes(status);
const isTarget = (status: GuestStatus): status is Target => status !== 'waitlisted';

/** What the status rules' clock needs: the booking's start and now (epoch ms), the grace period. */
export interface RowClock {
  startsAt: number;
  now: number;
  noShowGraceMinutes: number;
}

export interface RowActions {
  forward: ForwardStatus[];
  /**
   * Forward steps the table allows but not yet, each with the instant it becomes possible (a
   * no-show before the start plus the grace period): shown, refused, with that time.
   */
  notYet: Partial<Record<ForwardStatus, number>>;
  /** The one step back, when there is one: "arrived" → "confirmed". */
  undo: Target | null;
  canCancel: boolean;
}

/**
 * What a row offers, exactly as the status rules allow (the server refuses anything else): the
 * steps forward, the step back (isUndo) and cancelling, which asks for a reason. Without a clock
 * every step the table has is offered; with one, a step that is too early is in `notYet`.
 */
export function actionsFor(status: GuestStatus, clock?: RowClock): RowActions {
  const allowed = GUEST_TRANSITIONS[status];
  const notYet: Partial<Record<ForwardStatus, number>> = {};
  const forward = allowed.filter((to) => !isUndo(status, to)).filter(isForward);
  if (clock) {
    for (const to of forward) {
      const verdict = guestMoveVerdict(status, to, clock);
      if (!verdict.allowed && verdict.reason === 'too_early') notYet[to] = verdict.allowedFrom;
    }
  }
  return {
    forward,
    notYet,
    undo: allowed.filter((to) => isUndo(status, to)).find(isTarget) ?? null,
    canCancel: allowed.includes('cancelled'),
  };
}

/** The booking's start as an instant, from its local time in the restaurant's zone. */
export function startInstant(entry: Pick<GuestListEntry, 'startsAt'>, timeZone: string): number {
  const local = parseLocalDateTime(entry.startsAt);
  const instant = local && zonedToUtc(local.date, local.time, timeZone);
  // A start the clock skips cannot be stored; read it as the hour after, as the server did.
  return instant ?? Date.parse(`${entry.startsAt}:00Z`);
}
