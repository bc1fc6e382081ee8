import type {
  BookingInfoForCompleteResponse,
  BookingInfoForConfirmationResponse,
} from '@dekka/contracts/booking';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { createBookingsRepository } from './bookings.repository.ts';
import { isCompleted } from './lifecycle.ts';
import { maskEmail } from './mask-email.ts';
import { paymentTotals } from './payment-totals.ts';
import { sanitizeNote } from './sanitize-note.ts';

export type BookingInfoService = ReturnType<typeof createBookingInfoService>;

function notFound(): AppError {
  return new AppError('not_found', 404, 'No such booking');
}

/** Empty strings in optional restaurant columns mean "not set", which the API says as null. */
function orNull(value: string | null): string | null {
  return value === null || value === '' ? null : value;
}

export function createBookingInfoService(deps: { db: AppDatabase }) {
  const bookingRows = createBookingsRepository(deps.db);
  return {
    /** What the complete page needs; the guid alone is the capability (docs/architecture.md). */
    async forComplete(guid: string): Promise<BookingInfoForCompleteResponse> {
      const row = await bookingRows.findBookingWithRestaurant(guid);
      if (!row) throw notFound();
      const { booking, restaurant } = row;
      // Waiting-list entries hold no table, so nothing is guaranteed or prepaid for them.
      const totals = booking.isWaitingList
        ? { totalNoShow: 0, totalPrepaid: 0 }
        : paymentTotals(restaurant, booking.guests, await bookingRows.listBookingMenus(booking.id));
      return {
        start: booking.startAt.toISOString(),
        timeZone: restaurant.timeZone,
        guests: booking.guests,
        restaurantName: restaurant.name,
        restaurantId: restaurant.id,
        restaurantCountry: restaurant.country,
        currency: { code: restaurant.currency },
        locale: restaurant.locale,
        paymentRequirements: totals,
        isExternalPaymentForm: restaurant.externalPaymentForm,
        requirePolicyAccept: restaurant.requirePolicyAccept,
        policyText: orNull(restaurant.policyText),
        gaTrackingId: orNull(restaurant.gaTrackingId),
        fbPixelId: orNull(restaurant.fbPixelId),
        // A lapsed hold keeps its time, so the page's countdown shows "expired" at once.
        holdExpiresAt:
          (booking.status === 'held' || booking.status === 'expired') && booking.holdExpiresAt
            ? booking.holdExpiresAt.toISOString()
            : null,
      };
    },

    /** Only completed bookings have a confirmation; a hold or a cancelled booking is a 404. */
    async forConfirmation(guid: string): Promise<BookingInfoForConfirmationResponse> {
      const row = await bookingRows.findBookingWithRestaurant(guid);
      if (!row) throw notFound();
      const { booking, restaurant } = row;
      if (!isCompleted(booking.status)) throw notFound();
      return {
        bookingId: booking.id,
        start: booking.startAt.toISOString(),
        end: booking.endAt.toISOString(),
        timeZone: restaurant.timeZone,
        guests: booking.guests,
        restaurantName: restaurant.name,
        restaurantLat: restaurant.lat,
        restaurantLon: restaurant.lon,
        restaurantAddress: orNull(restaurant.address),
        restaurantWebsite: orNull(restaurant.website),
        restaurantNote: orNull(sanitizeNote(restaurant.confirmationNote)),
        logoUrl: orNull(restaurant.logoUrl),
        redirectUrl: orNull(restaurant.redirectUrl),
        gaTrackingId: orNull(restaurant.gaTrackingId),
        fbPixelId: orNull(restaurant.fbPixelId),
        isWaitingList: booking.isWaitingList,
        status: booking.status,
        emailHint: maskEmail(booking.email),
      };
    },
  };
}
