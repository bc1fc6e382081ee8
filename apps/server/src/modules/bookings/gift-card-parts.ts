import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { bookingsWithUnpaidParts, releaseGiftCardParts } from '../gift-cards/gift-card-ledger.ts';
import type { BookingPrepaymentDue } from '../gift-cards/gift-card.service.ts';
import { createBookingsRepository } from './bookings.repository.ts';
import { isLapsedHold, isLiveHold } from '../booking-lifecycle/lifecycle.ts';
import { findRestaurant } from '../restaurants/restaurant-row.ts';
import { paymentTotals } from './payment-totals.ts';

/**
 * The hold sweeper's half for gift cards: a booking whose hold lapsed (or that was cancelled)
 * while a gift card part was taken for it, and whose card payment never settled it, gives the
 * part back. Each booking in a transaction of its own, locked first, so a callback settling it
 * at the same moment and this sweep give the part back once. Answers the amount given back.
 */
export async function releaseUnpaidGiftCardParts(db: AppDatabase, now: Date): Promise<number> {
  let released = 0;
  for (const bookingId of await bookingsWithUnpaidParts(db, now)) {
    released += await db.transaction(async (tx) => {
      const booking = await createBookingsRepository(tx).lockBookingById(bookingId);
      const unpaid = booking && (booking.status === 'cancelled' || isLapsedHold(booking, now));
      return unpaid ? releaseGiftCardParts(tx, { booking, now }) : 0;
    });
  }
  return released;
}

/**
 * What a gift card may pay toward a booking, for the card's check: the prepayment of a live
 * hold, else 0 (a waiting-list entry, a lapsed or finished booking). 404 for an unknown guid.
 */
export function createBookingPrepaymentDue(db: AppDatabase): BookingPrepaymentDue {
  const bookingRows = createBookingsRepository(db);
  return async (guid, now) => {
    const booking = await bookingRows.findBookingByGuid(guid);
    if (!booking) throw new AppError('not_found', 404, 'No such booking');
    const restaurant = await findRestaurant(db, booking.restaurantId);
    if (!restaurant) throw new AppError('not_found', 404, 'No such restaurant');
    if (booking.isWaitingList || !isLiveHold(booking, now)) return { restaurant, prepayment: 0 };
    const menus = await bookingRows.listBookingMenus(booking.id);
    return {
      restaurant,
      prepayment: paymentTotals(restaurant, booking.guests, menus).totalPrepaid,
    };
  };
}
