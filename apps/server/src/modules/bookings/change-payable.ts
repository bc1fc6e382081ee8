import { queueBookingMessage } from '../messages/queue-message.ts';
import type { Payable } from '../payments/settlement-port.ts';
import { createBookingsRepository } from './bookings.repository.ts';
import { moveBooking, NoTableLeft, samePlacing } from './change-move.ts';
import { createChangeRepository } from './change.repository.ts';
import { paymentTotals } from './payment-totals.ts';
import { findRestaurant } from '../restaurants/restaurant-row.ts';

/**
 * A change of a confirmed booking that waits for money (ADR 064) as a payable: its payment
 * (the difference of a prepayment, or a card check for a larger guarantee) settles the change,
 * not the booking. Locked booking first, then the change, then (by payments) the payment: the
 * lock order of complete, cancel and change.
 *
 * An approval moves the booking, if it is still confirmed and placed as the change was planned
 * against, the change is the booking's latest and has not run out, and a planned table is still
 * free; otherwise the approval lapses, the payment is voided and its money goes back after
 * commit. A decline leaves the booking as it was.
 */
export function createChangePayable(): Payable {
  return {
    async lock(tx, id, now) {
      const changes = createChangeRepository(tx);
      const found = await changes.findPending(id);
      if (!found) return undefined;
      const booking = await createBookingsRepository(tx).lockBookingById(found.bookingId);
      const change = await changes.findPending(id, { forUpdate: true });
      if (!booking || !change) return undefined;

      async function lapsed(reason: 'hold_expired' | 'booking_not_active') {
        if (change?.status === 'pending') await changes.setPendingStatus(id, 'lapsed');
        return { reason, alert: true };
      }

      return {
        guid: booking.guid,

        async lapse() {
          if (change.status !== 'pending') return lapsed('booking_not_active');
          // A challenge the diner left: the booking stays as it was.
          if (now.getTime() >= change.expiresAt.getTime()) return lapsed('hold_expired');
          const plannedFrom = {
            status: 'confirmed' as const,
            guests: change.fromGuests,
            startAt: change.fromStartAt,
            endAt: change.fromEndAt,
            eventOccurrenceId: booking.eventOccurrenceId,
          };
          if (!samePlacing(booking, plannedFrom)) return lapsed('booking_not_active');
          // The difference was priced against the prepayment as it was: it still is.
          const restaurant = await findRestaurant(tx, booking.restaurantId);
          const menus = await createBookingsRepository(tx).listBookingMenus(booking.id);
          if (
            !restaurant ||
            paymentTotals(restaurant, booking.guests, menus).totalPrepaid !== change.prepaidBefore
          ) {
            return lapsed('booking_not_active');
          }
          const plan = {
            startAt: change.toStartAt,
            endAt: change.toEndAt,
            guests: change.toGuests,
            candidates: change.candidates,
            menus: change.menus,
            idempotencyKey: change.idempotencyKey,
          };
          try {
            // A savepoint: a table taken meanwhile rolls back only the move, and the approval
            // then lapses (its money goes back).
            const moved = await tx.transaction((savepoint) =>
              moveBooking(savepoint, booking, plan, now),
            );
            if (moved === 'unavailable') return lapsed('booking_not_active');
          } catch (error) {
            if (error instanceof NoTableLeft) return lapsed('booking_not_active');
            throw error;
          }
          return null;
        },

        async approved(payment) {
          await changes.setPendingStatus(id, 'applied');
          await queueBookingMessage(tx, {
            kind: 'change_receipt',
            bookingId: booking.id,
            now,
            key: payment.id,
            paymentId: payment.id,
          });
        },

        async declined() {
          if (change.status === 'pending') await changes.setPendingStatus(id, 'declined');
        },

        async voided() {
          // lapse() marked the change already; the booking never moved.
        },
      };
    },

    // The diner's pages know the booking's guid; its payments (this change's among them) are
    // found through the booking.
    async findId() {
      return undefined;
    },
  };
}
