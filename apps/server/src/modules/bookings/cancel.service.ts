import type { CancelAllowedResponse, CancelResponse } from '@dekka/contracts/booking';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { PaymentService } from '../payments/payment.service.ts';
import { type BookingRow, createBookingsRepository } from './bookings.repository.ts';
import { updateBooking } from '../booking-lifecycle/booking-rows.ts';
import {
  assertTransition,
  cancelVerdict,
  type CancelVerdict,
} from '../booking-lifecycle/lifecycle.ts';
import { freeTables } from '../booking-lifecycle/table-claims.ts';
import { findRestaurant } from '../restaurants/restaurant-row.ts';
import { dropReminder, queueBookingMessage } from '../messages/queue-message.ts';

/** The lifecycle's cancel verdict, with the booking's restaurant read for its deadline. */
async function verdict(db: AppDatabase, booking: BookingRow, now: Date): Promise<CancelVerdict> {
  const restaurant = await findRestaurant(db, booking.restaurantId);
  if (!restaurant) throw new AppError('not_found', 404, 'No such restaurant');
  return cancelVerdict(booking, restaurant, now);
}

export type CancelService = ReturnType<typeof createCancelService>;

export function createCancelService(deps: {
  db: AppDatabase;
  clock: Clock;
  payments: PaymentService;
}) {
  const bookingRows = createBookingsRepository(deps.db);
  return {
    async isCancelAllowed(guid: string): Promise<CancelAllowedResponse> {
      const booking = await bookingRows.findBookingByGuid(guid);
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
        const bookingRows = createBookingsRepository(tx);
        const booking = await bookingRows.findBookingByGuid(guid, { forUpdate: true });
        if (!booking) throw new AppError('not_found', 404, 'No such booking');
        const nothing = { refunds: [] };
        if (booking.status === 'cancelled') {
          return { response: { success: true, message: 'cancelled' } as const, ...nothing };
        }
        const result = await verdict(tx, booking, now);
        if (!result.allowed) {
          return { response: { success: false, message: result.message }, ...nothing };
        }
        await freeTables(tx, booking.id);
        await updateBooking(tx, booking.id, {
          status: assertTransition(booking.status, 'cancelled'),
          cancelledAt: now,
          updatedAt: now,
        });
        await queueBookingMessage(tx, {
          kind: booking.isWaitingList ? 'waiting_list_removed' : 'booking_cancelled',
          bookingId: booking.id,
          now,
        });
        await dropReminder(tx, booking.id, 'booking cancelled');
        const marked = await deps.payments.markRefunds(tx, booking);
        return { response: { success: true, message: 'cancelled' } as const, refunds: marked };
      });
      await deps.payments.completeRefunds(refunds);
      return response;
    },
  };
}
