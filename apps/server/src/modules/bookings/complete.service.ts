import type { CompleteRequest, CompleteResult } from '@dekka/contracts/booking';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { type BookingRow, createBookingsRepository } from './bookings.repository.ts';
import { updateBooking } from '../booking-lifecycle/booking-rows.ts';
import { findRestaurant } from '../restaurants/restaurant-row.ts';
import type { PaymentRow } from '../payments/payment-records.ts';
import { paymentMethod } from '../payments/payment-method.ts';
import type { PaymentDue, PaymentService } from '../payments/payment.service.ts';
import { validateContact } from './contact-validation.ts';
import {
  assertTransition,
  completedStatus,
  isCompleted,
  isLapsedHold,
} from '../booking-lifecycle/lifecycle.ts';
import { paymentTotals } from './payment-totals.ts';
import { toLanguage } from '../../languages.ts';
import { queueBookingMessage, queueReminder } from '../messages/queue-message.ts';
import { GiftCardCode } from '@dekka/contracts/gift-card';
import {
  type GiftCardRow,
  payWithGiftCard,
  quoteGiftCard,
} from '../gift-cards/gift-card-ledger.ts';

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

/**
 * The gift card a complete names, quoted against what is to be prepaid (its row locked until the
 * transaction ends): null when there is no code or nothing to prepay (the code is not used), a
 * refusal with the reason as the complete result's message, or the card and its part.
 */
async function quoteGiftCardFor(
  tx: AppDatabase,
  typed: string | null | undefined,
  input: { restaurant: { id: number; currency: string }; due: number; now: Date },
): Promise<{ ok: true; card: GiftCardRow; part: number } | { ok: false; reason: string } | null> {
  if (!typed?.trim() || input.due <= 0) return null;
  const code = GiftCardCode.safeParse(typed);
  if (!code.success) return { ok: false, reason: 'gift_card_not_found' };
  return quoteGiftCard(tx, { code: code.data, ...input });
}

export function createCompleteService(deps: {
  db: AppDatabase;
  clock: Clock;
  payments: PaymentService;
  /** Apple Pay is offered (APPLE_PAY_MERCHANT_ID is set). */
  applePay: boolean;
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
            const restaurant = await findRestaurant(tx, booking.restaurantId);
            if (!restaurant) throw new AppError('not_found', 404, 'No such restaurant');
            const totals = paymentTotals(
              restaurant,
              booking.guests,
              await bookingRows.listBookingMenus(booking.id),
            );
            // A gift card pays what it can of the prepayment; the card pays the rest.
            if (totals.totalPrepaid > 0) {
              await deps.payments.supersedeGiftCardAttempts(tx, booking);
            }
            const gift = await quoteGiftCardFor(tx, request.giftCardCode, {
              restaurant,
              due: totals.totalPrepaid,
              now,
            });
            if (gift && !gift.ok) return failure(booking, gift.reason);
            const giftCardPart = gift?.part ?? 0;
            const owed = { ...totals, totalPrepaid: totals.totalPrepaid - giftCardPart };
            if (owed.totalNoShow > 0 || owed.totalPrepaid > 0) {
              // An external payment form means the provider's hosted checkout takes the card.
              const card = restaurant.externalPaymentForm
                ? null
                : paymentMethod(request, now, deps.applePay);
              if (!card && !restaurant.externalPaymentForm) {
                return failure(booking, 'invalid_card');
              }
              const due = { booking, restaurant, totals: owed, card, giftCardPart };
              // One attempt at the provider per booking at a time (409 payment_in_progress).
              const payment = await deps.payments.begin(tx, due);
              if (payment === 'paid') return success(booking);
              // The gift card's part goes with this attempt: back to the card if it fails.
              if (gift) {
                await payWithGiftCard(tx, { ...gift, booking, paymentId: payment.id, now });
              }
              await updateBooking(
                tx,
                booking.id,
                contactValues(request, contact, now, options.language),
              );
              return { ...due, payment };
            }
            // Nothing left for a card to pay or guarantee: the gift card pays, and it is done.
            if (gift) await payWithGiftCard(tx, { ...gift, booking, paymentId: null, now });
          }
          const status = assertTransition(booking.status, completedStatus(booking.isWaitingList));
          await updateBooking(tx, booking.id, {
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
