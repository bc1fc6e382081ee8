import type { AppDatabase } from '../../db/client.ts';
import { SqlState, sqlState } from '../../db/sql-state.ts';
import { dropReminder, queueBookingMessage, queueReminder } from '../messages/queue-message.ts';
import { expireLapsedHolds, updateBooking } from '../booking-lifecycle/booking-rows.ts';
import { claimTables, freeTables } from '../booking-lifecycle/table-claims.ts';
import { type BookingRow, createBookingsRepository } from './bookings.repository.ts';
import { createChangeRepository } from './change.repository.ts';

/**
 * Moving a booking that a change planned (ADR 017): the step a free change takes in its own
 * transaction and a paid change takes when its payment is approved (ADR 064), both under the
 * booking's row lock.
 */

/** Thrown inside the move's transaction to roll it back: the new time has no table left. */
export class NoTableLeft extends Error {}

/** Where and for whom the booking sits: what a change was planned against. */
export function samePlacing(
  a: Pick<BookingRow, 'status' | 'guests' | 'startAt' | 'endAt' | 'eventOccurrenceId'>,
  b: Pick<BookingRow, 'status' | 'guests' | 'startAt' | 'endAt' | 'eventOccurrenceId'>,
): boolean {
  return (
    a.status === b.status &&
    a.guests === b.guests &&
    a.startAt.getTime() === b.startAt.getTime() &&
    a.endAt.getTime() === b.endAt.getTime() &&
    a.eventOccurrenceId === b.eventOccurrenceId
  );
}

/** Where a change moves a booking, planned from committed state before the lock. */
export type MovePlan = {
  startAt: Date;
  endAt: Date;
  guests: number;
  /** The ranked table sets to try, best first; null when the restaurant seats no tables. */
  candidates: number[][] | null;
  /** The menus after the change, when it alters them. */
  menus: { id: number; count: number }[] | null;
  idempotencyKey: string | null;
};

/**
 * Moves the locked `booking` as planned: checks its event's seats, releases its tables and takes
 * the first free candidate (else throws NoTableLeft, so the caller's transaction or savepoint
 * rolls back), updates the row and menus, records the change and queues its message and the
 * moved reminder. Answers the change's id, or 'unavailable' when the event has no seats left.
 */
export async function moveBooking(
  tx: AppDatabase,
  booking: BookingRow,
  plan: MovePlan,
  now: Date,
): Promise<number | 'unavailable'> {
  const rows = createBookingsRepository(tx);
  let occurrenceId = booking.eventOccurrenceId;
  if (booking.eventId !== null) {
    // The occurrence's row lock queues this with reserves for its last seats.
    const occurrence = await rows.lockOccurrenceAt(booking.eventId, plan.startAt);
    if (!occurrence) return 'unavailable';
    const ownTickets = occurrence.id === booking.eventOccurrenceId ? booking.guests : 0;
    const taken = await rows.ticketsTaken(occurrence.id, now);
    if (occurrence.ticketCapacity - taken + ownTickets < plan.guests) return 'unavailable';
    occurrenceId = occurrence.id;
  }

  const period = { startAt: plan.startAt, endAt: plan.endAt };
  await freeTables(tx, booking.id);
  if (plan.candidates !== null) {
    if (!(await seatFirstFree(tx, booking, plan.candidates, period, now))) {
      throw new NoTableLeft();
    }
  }
  await updateBooking(tx, booking.id, {
    ...period,
    guests: plan.guests,
    eventOccurrenceId: occurrenceId,
    updatedAt: now,
  });
  const changes = createChangeRepository(tx);
  if (plan.menus) await changes.replaceMenus(booking.id, plan.menus);
  const changeId = await changes.record({
    bookingId: booking.id,
    idempotencyKey: plan.idempotencyKey,
    fromStartAt: booking.startAt,
    toStartAt: period.startAt,
    fromGuests: booking.guests,
    toGuests: plan.guests,
    createdAt: now,
  });
  await queueBookingMessage(tx, {
    kind: 'booking_changed',
    bookingId: booking.id,
    now,
    key: changeId,
  });
  // The reminder follows the booking to its new time.
  await dropReminder(tx, booking.id, 'booking moved');
  await queueReminder(tx, booking.id, now);
  return changeId;
}

/**
 * Tries the ranked candidates in order, each in a savepoint (a refused insert aborts only the
 * savepoint). A refusal may be a lapsed hold that still has its row: those are released once,
 * then the candidate is tried again, as reserve does.
 */
async function seatFirstFree(
  tx: AppDatabase,
  booking: BookingRow,
  candidates: number[][],
  period: { startAt: Date; endAt: Date },
  now: Date,
): Promise<boolean> {
  let released = false;
  for (const tableIds of candidates) {
    for (let retry = 0; retry < 2; retry += 1) {
      try {
        await tx.transaction((savepoint) =>
          claimTables(savepoint, booking.id, tableIds, period.startAt, period.endAt),
        );
        return true;
      } catch (error) {
        if (sqlState(error) !== SqlState.exclusionViolation) throw error;
        if (released) break;
        released = true;
        const expired = await tx.transaction((savepoint) =>
          expireLapsedHolds(savepoint, now, { restaurantId: booking.restaurantId }),
        );
        if (expired === 0) break;
      }
    }
  }
  return false;
}
