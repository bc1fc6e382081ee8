import type { CompleteRequest, CompleteResult } from '@dekka/contracts/booking';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import {
  findBookingByGuid,
  findRestaurant,
  listBookingMenus,
  updateBooking,
  type BookingRow,
} from './bookings.repository.ts';
import { validateContact } from './contact-validation.ts';
import { paymentTotals } from './payment-totals.ts';

export type CompleteService = ReturnType<typeof createCompleteService>;

function success(booking: BookingRow): CompleteResult {
  return {
    response: 1,
    redirectHtml: null,
    paymentId: null,
    paymentProviderType: null,
    message: null,
    start: booking.startAt.toISOString(),
    restaurantId: booking.restaurantId,
  };
}

function failure(booking: BookingRow, message: string): CompleteResult {
  return { ...success(booking), response: 2, message };
}

export function createCompleteService(deps: { db: AppDatabase; clock: Clock }) {
  return {
    /**
     * Turns a live hold into `confirmed` (a waiting-list entry into `waitlisted`) with the
     * diner's contact details. Card fields are never read: payments arrive in a later issue, and
     * until then a booking that needs one is refused with 409 rather than confirmed unpaid.
     */
    async complete(request: CompleteRequest): Promise<CompleteResult> {
      const contact = validateContact(request);
      const now = deps.clock.now();
      return deps.db.transaction(async (tx) => {
        // Locked so a concurrent complete, cancel or sweep of the same booking waits its turn.
        const booking = await findBookingByGuid(tx, request.guid, { forUpdate: true });
        if (!booking) throw new AppError('not_found', 404, 'No such booking');
        // Completing twice (a retried request) answers like the first time.
        if (booking.status === 'confirmed' || booking.status === 'waitlisted') {
          return success(booking);
        }
        // A lapsed hold reads the same whether or not something has marked it expired yet.
        const lapsed =
          booking.status === 'expired' ||
          (booking.status === 'held' &&
            (!booking.holdExpiresAt || booking.holdExpiresAt.getTime() <= now.getTime()));
        if (lapsed) return failure(booking, 'hold_expired');
        if (booking.status !== 'held') return failure(booking, 'booking_not_active');
        if (!booking.isWaitingList) {
          const restaurant = await findRestaurant(tx, booking.restaurantId);
          if (!restaurant) throw new AppError('not_found', 404, 'No such restaurant');
          const totals = paymentTotals(
            restaurant,
            booking.guests,
            await listBookingMenus(tx, booking.id),
          );
          if (
            restaurant.paymentRule !== 'none' ||
            totals.totalNoShow > 0 ||
            totals.totalPrepaid > 0
          ) {
            throw new AppError(
              'payment_required_unavailable',
              409,
              'This booking requires a payment, which cannot be taken online yet',
            );
          }
        }
        const completed: BookingRow = {
          ...booking,
          status: booking.isWaitingList ? 'waitlisted' : 'confirmed',
          firstName: contact.firstName,
          lastName: contact.lastName,
          email: contact.email,
          phone: contact.phone,
          phoneRegion: contact.phoneRegion,
          specialRequest: request.bookingSpecialRequest?.trim() || null,
          allowDineoutEmails: request.allowDineoutEmails,
          allowRestaurantEmails: request.allowRestaurantEmails,
          referrerCode: request.referrerCode?.trim() || null,
          updatedAt: now,
        };
        await updateBooking(tx, booking.id, {
          status: completed.status,
          firstName: completed.firstName,
          lastName: completed.lastName,
          email: completed.email,
          phone: completed.phone,
          phoneRegion: completed.phoneRegion,
          specialRequest: completed.specialRequest,
          allowDineoutEmails: completed.allowDineoutEmails,
          allowRestaurantEmails: completed.allowRestaurantEmails,
          referrerCode: completed.referrerCode,
          updatedAt: now,
        });
        return success(completed);
      });
    },
  };
}
