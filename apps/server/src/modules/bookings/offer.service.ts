import type { TableOfferAnswer } from '@dekka/contracts/booking';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { updateBooking } from '../booking-lifecycle/booking-rows.ts';
import { assertTransition, isLiveHold } from '../booking-lifecycle/lifecycle.ts';
import { declineOffer, latestOfferOf } from '../booking-lifecycle/table-offers.ts';
import { queueBookingMessage, queueReminder } from '../messages/queue-message.ts';
import { findRestaurant } from '../restaurants/restaurant-row.ts';
import { type BookingRow, createBookingsRepository } from './bookings.repository.ts';
import { paymentTotals } from './payment-totals.ts';

export type OfferService = ReturnType<typeof createOfferService>;

function answer(
  booking: BookingRow,
  outcome: TableOfferAnswer['outcome'],
  holdExpiresAt: Date | null = null,
): TableOfferAnswer {
  return {
    outcome,
    holdExpiresAt: holdExpiresAt?.toISOString() ?? null,
    restaurantId: booking.restaurantId,
    start: booking.startAt.toISOString(),
  };
}

/**
 * The diner's answer to a table offered to their waiting-list entry
 * (docs/decisions/063-waiting-list-offers.md). The guid in the e-mail's links is the capability,
 * as for the manage page. Both answers lock the entry's row, as a cancel, a complete and the
 * sweep of a lapsed hold do, so an accept racing the lapse is settled by the row lock and the
 * clock: before the deadline it books, after it the offer has lapsed. Answering twice answers as
 * the first time.
 */
export function createOfferService(deps: { db: AppDatabase; clock: Clock }) {
  /** The locked entry and its latest offer, or what the answer is already. */
  async function load(tx: AppDatabase, guid: string) {
    const booking = await createBookingsRepository(tx).findBookingByGuid(guid, {
      forUpdate: true,
    });
    if (!booking) throw new AppError('not_found', 404, 'No such booking');
    const offer = await latestOfferOf(tx, booking.id);
    return { booking, offer };
  }

  return {
    /**
     * Books the offered table: confirmed at once with the usual confirmation (and reminder), or,
     * when the restaurant needs a card, left held for the complete step until the same deadline.
     */
    async accept(guid: string): Promise<TableOfferAnswer> {
      const now = deps.clock.now();
      return deps.db.transaction(async (tx) => {
        const { booking, offer } = await load(tx, guid);
        if (!offer) return answer(booking, 'not_offered');
        if (offer.status === 'accepted') return answer(booking, 'booked');
        if (offer.status === 'declined') return answer(booking, 'declined');
        if (offer.status !== 'live' || !isLiveHold(booking, now)) return answer(booking, 'lapsed');
        const restaurant = await findRestaurant(tx, booking.restaurantId);
        if (!restaurant) throw new AppError('not_found', 404, 'No such restaurant');
        const menus = await createBookingsRepository(tx).listBookingMenus(booking.id);
        const totals = paymentTotals(restaurant, booking.guests, menus);
        if (totals.totalNoShow > 0 || totals.totalPrepaid > 0) {
          return answer(booking, 'complete', booking.holdExpiresAt);
        }
        // Confirming settles the offer as accepted (the bookings trigger of migration 0033).
        await updateBooking(tx, booking.id, {
          status: assertTransition(booking.status, 'confirmed'),
          updatedAt: now,
        });
        await queueBookingMessage(tx, { kind: 'booking_confirmed', bookingId: booking.id, now });
        await queueReminder(tx, booking.id, now);
        return answer(booking, 'booked');
      });
    },

    /** Turns the offer down: the table goes to the next entry, and this one leaves the list. */
    async decline(guid: string): Promise<TableOfferAnswer> {
      const now = deps.clock.now();
      return deps.db.transaction(async (tx) => {
        const { booking, offer } = await load(tx, guid);
        if (!offer) return answer(booking, 'not_offered');
        if (offer.status === 'declined') return answer(booking, 'declined');
        if (offer.status === 'accepted') return answer(booking, 'booked');
        if (offer.status !== 'live' || !isLiveHold(booking, now)) return answer(booking, 'lapsed');
        await declineOffer(tx, { offerId: offer.id, bookingId: booking.id, now });
        return answer(booking, 'declined');
      });
    },
  };
}
