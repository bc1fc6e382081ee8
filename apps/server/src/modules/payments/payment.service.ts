import { NotificationType, PaymentProviderType } from '@dekka/contracts/enums';
import type { CompleteResult } from '@dekka/contracts/booking';
import type {
  PaymentEvent,
  PaymentFailure,
  PaymentStatusResponse,
} from '@dekka/contracts/payments';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import {
  type BookingRow,
  createBookingsRepository,
  type Executor,
  type RestaurantRow,
} from '../bookings/bookings.repository.ts';
import { assertTransition, isLapsedHold, isLiveHold } from '../bookings/lifecycle.ts';
import { queueBookingMessage, queueReminder } from '../messages/queue-message.ts';
import type { PaymentTotals } from '../bookings/payment-totals.ts';
import type { Card } from './card.ts';
import type { PaymentEventBus } from './payment-event-bus.ts';
import type { CallbackOutcome, PaymentProvider } from './payment-provider.ts';
import {
  createPaymentsRepository,
  type PaymentRow,
  succeededStatuses,
} from './payments.repository.ts';

const MINUTE = 60_000;
/**
 * A 3-D Secure challenge (typing a one-time code from the bank) keeps the table held for 10
 * minutes from when it starts, but never past 15 minutes after the booking's first payment
 * attempt: a diner who walks away must not block the table all evening.
 */
export const CHALLENGE_HOLD_MS = 10 * MINUTE;
export const MAX_CHALLENGE_WINDOW_MS = 15 * MINUTE;
/** Far longer than any provider takes to answer an authorisation. */
const AUTHORIZE_TIMEOUT_MS = 2 * MINUTE;

export type PaymentService = ReturnType<typeof createPaymentService>;

/** What `pay` needs: the booking, what it owes, and the card (null for a hosted checkout). */
export type PaymentDue = {
  booking: BookingRow;
  restaurant: RestaurantRow;
  totals: PaymentTotals;
  card: Card | null;
};

type Settlement = { guid: string; payment: PaymentRow } & (
  | { kind: 'confirmed'; event: PaymentEvent | undefined }
  | { kind: 'declined'; reason: PaymentFailure; event: PaymentEvent | undefined }
  | { kind: 'voided'; reason: PaymentFailure; event: PaymentEvent | undefined }
  | { kind: 'settled_before' }
);

function result(
  booking: BookingRow,
  values: Partial<CompleteResult> & Pick<CompleteResult, 'response'>,
): CompleteResult {
  return {
    redirectHtml: null,
    paymentId: null,
    paymentProviderType: null,
    message: null,
    start: booking.startAt.toISOString(),
    restaurantId: booking.restaurantId,
    ...values,
  };
}

/** The provider type the client sees: Nets for an embedded checkout, else the restaurant's. */
function providerTypeFor(restaurant: RestaurantRow, embedded: boolean): number {
  if (embedded) return PaymentProviderType.Nets;
  const configured = restaurant.paymentProvider;
  return configured && configured !== PaymentProviderType.Nets
    ? configured
    : PaymentProviderType.Borgun;
}

export function createPaymentService(deps: {
  db: AppDatabase;
  clock: Clock;
  provider: PaymentProvider;
  bus: PaymentEventBus;
  logger: FastifyBaseLogger;
}) {
  const bookingRows = createBookingsRepository(deps.db);
  const paymentRows = createPaymentsRepository(deps.db);
  const { db, clock, provider, logger } = deps;

  /** After commit: the event is stored already, so a failed publish only delays it to a replay. */
  async function publish(guid: string, event: PaymentEvent | undefined): Promise<void> {
    if (!event) return;
    try {
      await deps.bus.publish(guid, event);
    } catch (err) {
      logger.error({ err, guid }, 'payment event publish failed; clients get it on reconnect');
    }
  }

  async function storeEvent(
    tx: Executor,
    booking: BookingRow,
    payment: PaymentRow,
    failure: PaymentFailure | null,
    now: Date,
  ) {
    const paymentRows = createPaymentsRepository(tx);
    return paymentRows.insertPaymentEvent({
      guid: booking.guid,
      paymentId: payment.id,
      type: failure ? NotificationType.Warning : NotificationType.PaymentEvent,
      title: failure ?? booking.guid,
      sentDate: now,
    });
  }

  /**
   * Applies the provider's final word on a payment, exactly once: the payment row is locked and
   * only a `pending` payment changes, so replayed or concurrent callbacks find it settled.
   * Approval confirms the booking while its hold is live (a restaurant-made booking paying
   * through a payment link is already confirmed); otherwise the money is given back.
   */
  async function settle(
    reference: string,
    outcome: Exclude<CallbackOutcome, { kind: 'invalid_card' }>,
    /** pay()'s own attempt, approved without a challenge: its reference is not stored yet. */
    attempt?: PaymentRow,
  ): Promise<Settlement> {
    const now = clock.now();
    const settlement = await db.transaction(async (tx): Promise<Settlement> => {
      const bookingRows = createBookingsRepository(tx);
      const paymentRows = createPaymentsRepository(tx);
      const found = attempt ?? (await paymentRows.findPaymentByReference(reference));
      if (!found) throw new AppError('not_found', 404, 'No such payment');
      // Booking first, then payment: the same lock order as complete and cancel.
      const booking = await paymentRows.lockBookingById(found.bookingId);
      // Stored in the same transaction as the outcome, so `begin` never sees this attempt
      // answered but unsettled (it would take that for a challenge the diner walked away from).
      if (attempt) await paymentRows.updatePayment(attempt.id, { providerReference: reference });
      const payment = await paymentRows.findPaymentByReference(reference, { forUpdate: true });
      if (!booking || !payment) throw new AppError('not_found', 404, 'No such payment');
      if (payment.status !== 'pending')
        return { kind: 'settled_before', guid: booking.guid, payment };

      if (outcome.kind === 'declined') {
        await paymentRows.updatePayment(payment.id, {
          status: 'declined',
          failureReason: outcome.reason,
          updatedAt: now,
        });
        const event = await storeEvent(tx, booking, payment, outcome.reason, now);
        return { kind: 'declined', guid: booking.guid, payment, reason: outcome.reason, event };
      }

      const paidBefore = (await paymentRows.listPayments(booking.id)).some(
        (other) => other.id !== payment.id && succeededStatuses.includes(other.status),
      );
      const liveHold = isLiveHold(booking, now);
      const paymentLink = booking.status === 'confirmed' && !paidBefore;
      if (!liveHold && !paymentLink) {
        const reason: PaymentFailure = isLapsedHold(booking, now)
          ? 'hold_expired'
          : 'booking_not_active';
        await paymentRows.updatePayment(payment.id, {
          status: 'voided',
          failureReason: reason,
          providerToken: null,
          updatedAt: now,
        });
        // A booking another payment already confirmed needs no alert: the diner moved on.
        const event =
          booking.status === 'confirmed'
            ? undefined
            : await storeEvent(tx, booking, payment, reason, now);
        return { kind: 'voided', guid: booking.guid, payment, reason, event };
      }

      const confirmed: PaymentRow = {
        ...payment,
        status: payment.kind === 'prepayment' ? 'captured' : 'verified',
        providerToken: outcome.token,
        // A hosted checkout is where the card was typed: only now do we learn brand and last 4.
        cardBrand: outcome.card?.brand ?? payment.cardBrand,
        cardLast4: outcome.card?.last4 ?? payment.cardLast4,
        updatedAt: now,
      };
      await paymentRows.updatePayment(payment.id, {
        status: confirmed.status,
        providerToken: confirmed.providerToken,
        cardBrand: confirmed.cardBrand,
        cardLast4: confirmed.cardLast4,
        updatedAt: now,
      });
      await bookingRows.updateBooking(booking.id, {
        status: assertTransition(booking.status, 'confirmed'),
        updatedAt: now,
      });
      await queueBookingMessage(tx, { kind: 'booking_confirmed', bookingId: booking.id, now });
      await queueReminder(tx, booking.id, now);
      if (payment.kind === 'prepayment') {
        const receipt = { bookingId: booking.id, now, key: payment.id };
        await queueBookingMessage(tx, { kind: 'payment_receipt', ...receipt });
      }
      const event = await storeEvent(tx, booking, payment, null, now);
      return { kind: 'confirmed', guid: booking.guid, payment: confirmed, event };
    });

    // Network calls only after commit (conventions): money moves once the booking is settled.
    const { payment } = settlement;
    if (settlement.kind === 'confirmed' && payment.kind === 'prepayment') {
      await provider.capture(reference);
    }
    if (settlement.kind === 'voided') await provider.refund(reference);
    if (settlement.kind !== 'settled_before') await publish(settlement.guid, settlement.event);
    return settlement;
  }

  /** Keeps a held table for the challenge, within the bound above; never shortens a hold. */
  async function extendHoldForChallenge(tx: Executor, booking: BookingRow, now: Date) {
    const bookingRows = createBookingsRepository(tx);
    const paymentRows = createPaymentsRepository(tx);
    const attempts = await paymentRows.listPayments(booking.id);
    const firstAttempt = attempts[0]?.createdAt ?? now;
    const bound = firstAttempt.getTime() + MAX_CHALLENGE_WINDOW_MS;
    const wanted = Math.min(now.getTime() + CHALLENGE_HOLD_MS, bound);
    const current = booking.holdExpiresAt?.getTime() ?? 0;
    if (booking.status === 'held' && wanted > current) {
      await bookingRows.updateBooking(booking.id, {
        holdExpiresAt: new Date(wanted),
        updatedAt: now,
      });
    }
  }

  return {
    settle,

    /**
     * Opens a payment attempt, inside the caller's transaction and under its lock on the
     * booking row, so that one booking has one call to the provider at a time: concurrent
     * completes (a double click, a retried request, two tabs) would otherwise each authorise the
     * card. Answers 'paid' when a payment already went through. An attempt whose call has
     * answered (it has the provider's reference) no longer blocks: a diner who gives up on the
     * bank's 3-D Secure page may try again. A call unanswered for AUTHORIZE_TIMEOUT_MS is taken
     * as lost (say, the process died mid-call), so a crash never blocks a booking for good.
     */
    async begin(tx: Executor, due: PaymentDue): Promise<PaymentRow | 'paid'> {
      const paymentRows = createPaymentsRepository(tx);
      const { booking, restaurant, totals, card } = due;
      const now = clock.now();
      const attempts = await paymentRows.listPayments(booking.id);
      if (attempts.some((attempt) => succeededStatuses.includes(attempt.status))) return 'paid';
      const inFlight = attempts.some(
        (attempt) =>
          attempt.status === 'pending' &&
          attempt.providerReference === null &&
          attempt.createdAt.getTime() > now.getTime() - AUTHORIZE_TIMEOUT_MS,
      );
      if (inFlight) {
        throw new AppError(
          'payment_in_progress',
          409,
          'A payment for this booking is under way; wait for its outcome',
        );
      }
      const prepayment = totals.totalPrepaid > 0;
      return paymentRows.insertPayment({
        bookingId: booking.id,
        provider: provider.name,
        providerType: providerTypeFor(restaurant, false),
        kind: prepayment ? 'prepayment' : 'no_show_guarantee',
        status: 'pending',
        amount: prepayment ? totals.totalPrepaid : totals.totalNoShow,
        currency: restaurant.currency,
        cardBrand: card?.brand ?? null,
        cardLast4: card?.last4 ?? null,
        createdAt: now,
        updatedAt: now,
      });
    },

    /**
     * Takes the payment a booking needs, for the attempt `begin` opened: charges the prepayment
     * (or verifies the card and keeps a token for a no-show fee). Answers the complete result:
     * success, error with a message key, or a redirect (3) while the diner completes 3-D Secure.
     */
    async pay(
      input: PaymentDue & { payment: PaymentRow; language: string },
    ): Promise<CompleteResult> {
      const { booking, restaurant, totals, card, payment } = input;
      const prepayment = totals.totalPrepaid > 0;

      let outcome;
      try {
        outcome = await provider.authorize({
          amount: prepayment ? totals.totalPrepaid : 0,
          currency: restaurant.currency,
          card,
          merchantName: restaurant.name,
          language: input.language,
        });
      } catch (err) {
        logger.error({ err, paymentId: payment.id }, 'payment provider authorize failed');
        await paymentRows.updatePayment(payment.id, {
          status: 'declined',
          failureReason: 'provider_error',
          updatedAt: clock.now(),
        });
        return result(booking, { response: 2, message: 'payment_declined' });
      }

      if (outcome.kind === 'declined') {
        await paymentRows.updatePayment(payment.id, {
          status: 'declined',
          providerReference: outcome.reference,
          failureReason: outcome.reason,
          updatedAt: clock.now(),
        });
        // The hold stays: the diner sees the alert and may try another card.
        return result(booking, { response: 2, message: outcome.reason });
      }

      if (outcome.kind === 'approved') {
        const settled = await settle(outcome.reference, outcome, payment);
        return settled.kind === 'confirmed'
          ? result(booking, { response: 1 })
          : result(booking, {
              response: 2,
              message: settled.kind === 'settled_before' ? 'payment_declined' : settled.reason,
            });
      }

      const embedded = outcome.kind === 'embedded';
      const providerType = providerTypeFor(restaurant, embedded);
      await db.transaction(async (tx) => {
        const paymentRows = createPaymentsRepository(tx);
        const locked = await paymentRows.lockBookingById(booking.id);
        await paymentRows.updatePayment(payment.id, {
          providerReference: outcome.reference,
          providerType,
        });
        if (locked) await extendHoldForChallenge(tx, locked, clock.now());
      });
      return result(booking, {
        response: 3,
        redirectHtml: outcome.kind === 'challenge' ? outcome.redirectHtml : null,
        paymentId: outcome.kind === 'embedded' ? outcome.paymentId : null,
        paymentProviderType: providerType,
      });
    },

    /** The provider's callback: settles the payment and says how it ended, for its page. */
    async handleCallback(body: unknown): Promise<'approved' | 'declined' | 'invalid_card'> {
      const outcome = await provider.handleCallback(body);
      if (outcome.kind === 'invalid_card') return 'invalid_card';
      const settled = await settle(outcome.reference, outcome);
      if (settled.kind === 'confirmed') return 'approved';
      if (settled.kind === 'settled_before') {
        return succeededStatuses.includes(settled.payment.status) ? 'approved' : 'declined';
      }
      return 'declined';
    },

    /** Inside the cancel transaction: which payments to give back once it commits. */
    async markRefunds(tx: Executor, bookingId: number): Promise<PaymentRow[]> {
      const paymentRows = createPaymentsRepository(tx);
      const now = clock.now();
      const rows = await paymentRows.listPaymentsInStatus(bookingId, ['captured', 'verified']);
      for (const row of rows) {
        await paymentRows.updatePayment(row.id, {
          status: row.status === 'captured' ? 'refund_pending' : 'voided',
          providerToken: null,
          updatedAt: now,
        });
      }
      return rows;
    },

    /** After the cancel commits: refunds charges and releases card guarantees at the provider. */
    async completeRefunds(rows: PaymentRow[]): Promise<void> {
      for (const row of rows) {
        if (!row.providerReference) continue;
        try {
          await provider.refund(row.providerReference);
          if (row.status === 'captured') {
            await paymentRows.updatePayment(row.id, {
              status: 'refunded',
              updatedAt: clock.now(),
            });
          }
        } catch (err) {
          // Stays refund_pending, visible to staff; the cancel itself has happened.
          logger.error({ err, paymentId: row.id }, 'refund failed');
        }
      }
    },

    async status(guid: string): Promise<PaymentStatusResponse> {
      const booking = await bookingRows.findBookingByGuid(guid);
      if (!booking) throw new AppError('not_found', 404, 'No such booking');
      const attempts = await paymentRows.listPayments(booking.id);
      const last = attempts.at(-1);
      const latestEvent = (await paymentRows.latestPaymentEvent(guid)) ?? null;
      if (!last) return { status: 'none', latestEvent };
      if (last.status === 'pending') return { status: 'pending', latestEvent };
      if (last.status === 'declined' || last.status === 'voided') {
        return { status: 'failed', latestEvent };
      }
      return { status: 'succeeded', latestEvent };
    },
  };
}
