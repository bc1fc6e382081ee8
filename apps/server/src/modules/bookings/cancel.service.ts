import type {
  CancelAllowedResponse,
  CancelMessage,
  CancelResponse,
} from '@dekka/contracts/booking';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { PaymentService } from '../payments/payment.service.ts';
import {
  deleteBookingTables,
  findBookingByGuid,
  findRestaurant,
  updateBooking,
  type BookingRow,
  type Executor,
} from './bookings.repository.ts';

const HOUR_MS = 3_600_000;

export type CancelService = ReturnType<typeof createCancelService>;

type Verdict = { allowed: boolean; message: CancelMessage };

/**
 * Whether the diner may cancel now. Active means confirmed, waitlisted, or held and unexpired.
 * Waiting-list entries hold no table, so they can always be removed; a table booking only until
 * the restaurant's deadline, e.g. 24 h before a Friday 19:00 start → until Thursday 19:00.
 */
async function verdict(db: Executor, booking: BookingRow, now: Date): Promise<Verdict> {
  const liveHold =
    booking.status === 'held' &&
    booking.holdExpiresAt !== null &&
    booking.holdExpiresAt.getTime() > now.getTime();
  const active = liveHold || booking.status === 'confirmed' || booking.status === 'waitlisted';
  if (!active) return { allowed: false, message: 'booking_not_active' };
  if (booking.isWaitingList) return { allowed: true, message: 'cancel_allowed' };
  const restaurant = await findRestaurant(db, booking.restaurantId);
  if (!restaurant) throw new AppError('not_found', 404, 'No such restaurant');
  const deadline = booking.startAt.getTime() - restaurant.cancellationDeadlineHours * HOUR_MS;
  return now.getTime() < deadline
    ? { allowed: true, message: 'cancel_allowed' }
    : { allowed: false, message: 'cancel_deadline_passed' };
}

export function createCancelService(deps: {
  db: AppDatabase;
  clock: Clock;
  payments: PaymentService;
}) {
  return {
    async isCancelAllowed(guid: string): Promise<CancelAllowedResponse> {
      const booking = await findBookingByGuid(deps.db, guid);
      if (!booking) throw new AppError('not_found', 404, 'No such booking');
      const result = await verdict(deps.db, booking, deps.clock.now());
      return {
        success: result.allowed,
        isWaitingList: booking.isWaitingList,
        message: result.message,
      };
    },

    /**
     * Cancels and frees the tables at once; cancelling a cancelled booking again is harmless.
     * Before the deadline a prepayment is refunded and a no-show guarantee released (after
     * commit, at the provider). After the deadline the policy text applies: "cancel at least
     * N hours ahead, otherwise a fee may be charged", so the booking cannot be cancelled online
     * any more, the prepayment stays with the restaurant and the diner contacts it directly.
     */
    async cancel(guid: string): Promise<CancelResponse> {
      const now = deps.clock.now();
      const { response, refunds } = await deps.db.transaction(async (tx) => {
        const booking = await findBookingByGuid(tx, guid, { forUpdate: true });
        if (!booking) throw new AppError('not_found', 404, 'No such booking');
        const nothing = { refunds: [] };
        if (booking.status === 'cancelled') {
          return { response: { success: true, message: 'cancelled' } as const, ...nothing };
        }
        const result = await verdict(tx, booking, now);
        if (!result.allowed) {
          return { response: { success: false, message: result.message }, ...nothing };
        }
        await deleteBookingTables(tx, booking.id);
        await updateBooking(tx, booking.id, {
          status: 'cancelled',
          cancelledAt: now,
          updatedAt: now,
        });
        const marked = await deps.payments.markRefunds(tx, booking.id);
        return { response: { success: true, message: 'cancelled' } as const, refunds: marked };
      });
      await deps.payments.completeRefunds(refunds);
      return response;
    },
  };
}
