import type { CompleteRequest, CompleteResult } from '@dekka/contracts/booking';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { type BookingRow, createBookingsRepository } from './bookings.repository.ts';
import type { PaymentRow } from '../payments/payments.repository.ts';
import { parseCard } from '../payments/card.ts';
import type { PaymentDue, PaymentService } from '../payments/payment.service.ts';
import { validateContact } from './contact-validation.ts';
import { assertTransition, completedStatus, isCompleted, isLapsedHold } from './lifecycle.ts';
import { paymentTotals } from './payment-totals.ts';
import { toLanguage } from '../../languages.ts';
import { queueBookingMessage, queueReminder } from '../messages/queue-message.ts';

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

function contactValues(
  request: CompleteRequest,
  contact: ReturnType<typeof validateContact>,
  now: Date,
  language: string | undefined,
) {
  return {
    language: toLanguage(language),
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
}

export function createCompleteService(deps: {
  db: AppDatabase;
  clock: Clock;
  payments: PaymentService;
}) {
  return {
    /**
     * Turns a live hold into `confirmed` (a waiting-list entry into `waitlisted`) with the
     * diner's contact details. When the restaurant asks for a prepayment or a no-show guarantee,
     * the contact details are saved on the still-held booking and the card goes to the payment
     * provider after this transaction commits (no network call inside a transaction); the
     * provider's approval, now or after 3-D Secure, is what confirms the booking.
     */
    async complete(
      request: CompleteRequest,
      options: { language?: string } = {},
    ): Promise<CompleteResult> {
      const contact = validateContact(request);
      const now = deps.clock.now();
      const outcome = await deps.db.transaction(
        async (tx): Promise<CompleteResult | (PaymentDue & { payment: PaymentRow })> => {
          const bookingRows = createBookingsRepository(tx);
          // Locked so a concurrent complete, cancel or sweep of the same booking waits its turn.
          const booking = await bookingRows.findBookingByGuid(request.guid, { forUpdate: true });
          if (!booking) throw new AppError('not_found', 404, 'No such booking');
          // Completing twice (a retried request) answers like the first time.
          if (isCompleted(booking.status)) return success(booking);
          if (isLapsedHold(booking, now)) return failure(booking, 'hold_expired');
          if (booking.status !== 'held') return failure(booking, 'booking_not_active');
          if (!booking.isWaitingList) {
            const restaurant = await bookingRows.findRestaurant(booking.restaurantId);
            if (!restaurant) throw new AppError('not_found', 404, 'No such restaurant');
            const totals = paymentTotals(
              restaurant,
              booking.guests,
              await bookingRows.listBookingMenus(booking.id),
            );
            if (totals.totalNoShow > 0 || totals.totalPrepaid > 0) {
              // An external payment form means the provider's hosted checkout takes the card.
              const card = restaurant.externalPaymentForm
                ? null
                : parseCard(
                    {
                      number: request.cardNumber,
                      expiryMonth: request.cardExpiryMonth,
                      expiryYear: request.cardExpiryYear,
                      cvc: request.cardCvc,
                    },
                    now,
                  );
              if (!card && !restaurant.externalPaymentForm) {
                return failure(booking, 'invalid_card');
              }
              const due = { booking, restaurant, totals, card };
              // One attempt at the provider per booking at a time (409 payment_in_progress).
              const payment = await deps.payments.begin(tx, due);
              if (payment === 'paid') return success(booking);
              await bookingRows.updateBooking(
                booking.id,
                contactValues(request, contact, now, options.language),
              );
              return { ...due, payment };
            }
          }
          const status = assertTransition(booking.status, completedStatus(booking.isWaitingList));
          await bookingRows.updateBooking(booking.id, {
            ...contactValues(request, contact, now, options.language),
            status,
          });
          await queueBookingMessage(tx, {
            kind: status === 'waitlisted' ? 'waiting_list_added' : 'booking_confirmed',
            bookingId: booking.id,
            now,
          });
          if (status === 'confirmed') await queueReminder(tx, booking.id, now);
          return success(booking);
        },
      );
      if ('response' in outcome) return outcome;
      return deps.payments.pay({ ...outcome, language: options.language ?? 'en' });
    },
  };
}
