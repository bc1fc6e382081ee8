import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../../db/client.ts';
import { releaseGiftCardParts } from '../gift-cards/gift-card-ledger.ts';
import { queueBookingMessage, queueReminder } from '../messages/queue-message.ts';
import type {
  BookingDue,
  BookingPayable,
  LockedBooking,
  PaymentHistory,
} from '../payments/settlement-port.ts';
import { type BookingRow, createBookingsRepository } from './bookings.repository.ts';
import { updateBooking } from '../booking-lifecycle/booking-rows.ts';
import { assertTransition, isLapsedHold, isLiveHold } from '../booking-lifecycle/lifecycle.ts';
import { freeTables } from '../booking-lifecycle/table-claims.ts';
import { paymentTotals } from './payment-totals.ts';

/**
 * A booking as a payable (the payments' settlement port): what its card payment's approval,
 * decline or lapse does to it, inside the payment's transaction, and what payments may ask of
 * it (what it owes, whether it is still held). Approval confirms a live hold (a restaurant-made
 * booking paying through a payment link is confirmed already); gift card parts that went with a
 * failed payment go back to their cards.
 */
export function createBookingPayable(deps: {
  db: AppDatabase;
  logger: FastifyBaseLogger;
}): BookingPayable {
  const bookingRows = createBookingsRepository(deps.db);

  function settling(tx: AppDatabase, booking: BookingRow, now: Date): LockedBooking {
    /**
     * Ends a hold whose cards were declined as often as one booking may try, as the hold
     * sweeper ends a lapsed one: `expired`, its tables freed and its gift card parts given back.
     * Otherwise a card tester keeps the table from diners for the whole hold, and a diner keeps
     * it for nothing.
     */
    async function releaseHoldAfterDeclines(history: PaymentHistory): Promise<void> {
      if (!isLiveHold(booking, now)) return;
      if (!(await history.declinesExhausted())) return;
      await freeTables(tx, booking.id);
      await updateBooking(tx, booking.id, {
        status: assertTransition(booking.status, 'expired'),
        holdExpiresAt: now,
        updatedAt: now,
      });
      await releaseGiftCardParts(tx, { booking, now });
      deps.logger.info({ bookingId: booking.id }, 'released a hold after repeated declined cards');
    }

    return {
      guid: booking.guid,

      async lapse(_payment, history) {
        if (isLiveHold(booking, now)) return null;
        // A payment link pays for a booking the restaurant confirmed: until one payment did.
        if (booking.status === 'confirmed' && !(await history.paidBefore())) return null;
        return {
          reason: isLapsedHold(booking, now) ? 'hold_expired' : 'booking_not_active',
          // A booking another payment already confirmed needs no alert: the diner moved on.
          alert: booking.status !== 'confirmed',
        };
      },

      async approved(payment) {
        await updateBooking(tx, booking.id, {
          status: assertTransition(booking.status, 'confirmed'),
          updatedAt: now,
        });
        await queueBookingMessage(tx, { kind: 'booking_confirmed', bookingId: booking.id, now });
        await queueReminder(tx, booking.id, now);
        if (payment.kind === 'prepayment') {
          const receipt = { bookingId: booking.id, now, key: payment.id };
          await queueBookingMessage(tx, { kind: 'payment_receipt', ...receipt });
        }
      },

      async declined(payment, history) {
        await releaseGiftCardParts(tx, { booking, paymentId: payment.id, now });
        await releaseHoldAfterDeclines(history);
      },

      async voided(payment) {
        await releaseGiftCardParts(tx, { booking, paymentId: payment.id, now });
      },

      async keepHeldUntil(until) {
        const current = booking.holdExpiresAt?.getTime() ?? 0;
        if (booking.status === 'held' && until.getTime() > current) {
          await updateBooking(tx, booking.id, { holdExpiresAt: until, updatedAt: now });
        }
      },
    };
  }

  return {
    async lock(tx, id, now) {
      const booking = await createBookingsRepository(tx).lockBookingById(id);
      return booking && settling(tx, booking, now);
    },

    async findId(guid) {
      return (await bookingRows.findBookingByGuid(guid))?.id;
    },

    async findDue(guid, now): Promise<BookingDue | undefined> {
      const row = await bookingRows.findBookingWithRestaurant(guid);
      if (!row) return undefined;
      const { booking, restaurant } = row;
      const menus = await bookingRows.listBookingMenus(booking.id);
      const totals = paymentTotals(restaurant, booking.guests, menus);
      const standing = isLiveHold(booking, now)
        ? 'live_hold'
        : booking.status === 'confirmed'
          ? 'confirmed'
          : 'inactive';
      return { booking, restaurant, totals, standing };
    },

    giveBackAttemptParts(tx, booking, paymentId, now) {
      return releaseGiftCardParts(tx, { booking, paymentId, now });
    },

    async refunded(tx, booking, now) {
      await releaseGiftCardParts(tx, { booking, now });
    },
  };
}
