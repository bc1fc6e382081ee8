import type {
  BookingInfoForCompleteResponse,
  BookingInfoForConfirmationResponse,
} from '@dekka/contracts/booking';
import type { Language } from '@dekka/contracts/languages';
import { localize, TRANSLATED_FIELDS } from '../../content-language.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { RestaurantRow } from '../restaurants/restaurant-row.ts';
import { createBookingsRepository } from './bookings.repository.ts';
import { isCompleted } from '../booking-lifecycle/lifecycle.ts';
import { maskEmail } from './mask-email.ts';
import { paymentTotals } from './payment-totals.ts';
import { sanitizeNote } from '../restaurants/sanitize-note.ts';

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
    /**
     * What the complete page needs; the guid alone is the capability (docs/architecture.md).
     * Policy, menu and event names in `language` where the restaurant has them (null: as stored).
     */
    async forComplete(
      guid: string,
      language: Language | null = null,
    ): Promise<BookingInfoForCompleteResponse> {
      const row = await bookingRows.findBookingWithRestaurant(guid);
      if (!row) throw notFound();
      const { booking } = row;
      const restaurant = localize(row.restaurant, language, TRANSLATED_FIELDS.restaurants);
      const menus = (await bookingRows.listBookingMenus(booking.id)).map((menu) =>
        localize(menu, language, TRANSLATED_FIELDS.menus),
      );
      const eventRow =
        booking.eventId === null ? undefined : await bookingRows.findEventPrice(booking.eventId);
      const event = eventRow && localize(eventRow, language, TRANSLATED_FIELDS.events);
      // Waiting-list entries hold no table, so nothing is guaranteed or prepaid for them.
      const totals = booking.isWaitingList
        ? { totalNoShow: 0, totalPrepaid: 0 }
        : paymentTotals(restaurant, booking.guests, menus);
      const perGuest = (rule: RestaurantRow['paymentRule']) =>
        !booking.isWaitingList && restaurant.paymentRule === rule
          ? restaurant.paymentAmountPerGuest
          : 0;
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
        isWaitingList: booking.isWaitingList,
        // The lines the totals above are made of, so every price shows before the diner commits.
        prices: {
          prepaymentPerGuest: perGuest('prepayment'),
          noShowFeePerGuest: perGuest('no_show_fee'),
          menus: menus.map((menu) => ({
            id: menu.id,
            name: menu.name,
            count: menu.count,
            pricePerGuest: menu.price,
            paymentType: menu.paymentType === 1 || menu.paymentType === 2 ? menu.paymentType : 0,
          })),
          event: event ? { name: event.name, pricePerGuest: event.pricePerGuest } : null,
        },
      };
    },

    /**
     * Only completed bookings have a confirmation; a hold or a cancelled booking is a 404. The
     * restaurant's note in `language` where it has it (null: as stored).
     */
    async forConfirmation(
      guid: string,
      language: Language | null = null,
    ): Promise<BookingInfoForConfirmationResponse> {
      const row = await bookingRows.findBookingWithRestaurant(guid);
      if (!row) throw notFound();
      const { booking } = row;
      const restaurant = localize(row.restaurant, language, TRANSLATED_FIELDS.restaurants);
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
