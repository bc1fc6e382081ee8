import type { CancelMessage } from '@dekka/contracts/booking';
import type { BookingStatus } from '../../db/schema.ts';

/**
 * The booking lifecycle (docs/product.md, "Booking rules"), as pure functions: every service,
 * repository and SQL condition that asks "is this booking active?" or "may it move on?" asks
 * here.
 *
 *   held ──complete──▶ confirmed | waitlisted ──cancel──▶ cancelled
 *     │                     ▲──seated by staff──┘
 *     ├──hold lapses──▶ expired        confirmed ◀──nobody came──▶ no_show
 *     └──cancel──────▶ cancelled        (undone when the party came after all)
 *
 *   waitlisted ──a freed table is offered──▶ held (the offer's deadline is the hold's expiry)
 *     ▲──the offer lapses──┘   accepted: held ──▶ confirmed; declined: held ──▶ cancelled
 *   (table-offers.ts; docs/decisions/063-waiting-list-offers.md)
 *
 * A payment link confirms a booking that is already confirmed again (a no-op), so staying in
 * a state is always allowed.
 */
export const TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  held: ['confirmed', 'waitlisted', 'expired', 'cancelled'],
  confirmed: ['cancelled', 'no_show'],
  // The restaurant seats a waiting-list party that turned up (the guest list's "Seat now"), or
  // a freed table is offered to the entry and held for it until the offer's deadline.
  waitlisted: ['confirmed', 'cancelled', 'held'],
  cancelled: [],
  expired: [],
  // The restaurant marked a no-show by mistake (the party came after all).
  no_show: ['confirmed'],
};

/** The statuses that keep their tables and tickets whatever the clock says. */
export const OCCUPYING_STATUSES = ['confirmed'] as const satisfies readonly BookingStatus[];

type Lifecycle = { status: BookingStatus; holdExpiresAt: Date | null };

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return from === to || TRANSITIONS[from].includes(to);
}

/** For the code that changes a status: an illegal move is a bug, never a diner's mistake. */
export function assertTransition(from: BookingStatus, to: BookingStatus): BookingStatus {
  if (!canTransition(from, to)) throw new Error(`booking cannot go from ${from} to ${to}`);
  return to;
}

/** Held, and the hold has not run out at `now`. */
export function isLiveHold(booking: Lifecycle, now: Date): boolean {
  return (
    booking.status === 'held' &&
    booking.holdExpiresAt !== null &&
    booking.holdExpiresAt.getTime() > now.getTime()
  );
}

/**
 * A hold that ran out, whether or not the sweeper has marked it `expired` yet: a lapsed hold
 * reads the same before and after the sweep.
 */
export function isLapsedHold(booking: Lifecycle, now: Date): boolean {
  return booking.status === 'expired' || (booking.status === 'held' && !isLiveHold(booking, now));
}

/** Owns its tables and event tickets at `now`: confirmed, or a live hold. */
export function occupiesAt(booking: Lifecycle, now: Date): boolean {
  return (
    (OCCUPYING_STATUSES as readonly string[]).includes(booking.status) || isLiveHold(booking, now)
  );
}

/** Completed by the diner: a confirmed booking or a waiting-list entry. */
export function isCompleted(status: BookingStatus): boolean {
  return status === 'confirmed' || status === 'waitlisted';
}

/** Active at `now`: occupying its tables, or waiting on the list (which holds no table). */
export function isActiveAt(booking: Lifecycle, now: Date): boolean {
  return occupiesAt(booking, now) || booking.status === 'waitlisted';
}

/** What completing a live hold makes of it. */
export function completedStatus(isWaitingList: boolean): BookingStatus {
  return isWaitingList ? 'waitlisted' : 'confirmed';
}

const HOUR_MS = 3_600_000;

export type CancelVerdict = { allowed: boolean; message: CancelMessage };

/**
 * Whether the diner may cancel now. Waiting-list entries hold no table, so they can always be
 * removed; a table booking only until the restaurant's deadline, e.g. 24 h before a Friday
 * 19:00 start → until Thursday 19:00.
 */
export function cancelVerdict(
  booking: Lifecycle & { isWaitingList: boolean; startAt: Date },
  restaurant: { cancellationDeadlineHours: number },
  now: Date,
): CancelVerdict {
  if (!isActiveAt(booking, now)) return { allowed: false, message: 'booking_not_active' };
  if (booking.isWaitingList) return { allowed: true, message: 'cancel_allowed' };
  const deadline = booking.startAt.getTime() - restaurant.cancellationDeadlineHours * HOUR_MS;
  return now.getTime() < deadline
    ? { allowed: true, message: 'cancel_allowed' }
    : { allowed: false, message: 'cancel_deadline_passed' };
}
