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
import { assertTransition, isLapsedHold, isLiveHold } from '../booking-lifecycle/lifecycle.ts';
import { queueBookingMessage, queueReminder } from '../messages/queue-message.ts';
import type { PaymentTotals } from '../bookings/payment-totals.ts';
import { issueGiftCard, releaseGiftCardParts } from '../gift-cards/gift-card-ledger.ts';
import { createGiftCardsRepository } from '../gift-cards/gift-cards.repository.ts';
import { settleFoodOrder } from '../orders/order-settlement.ts';
import { createOrdersRepository } from '../orders/orders.repository.ts';
import type { WalletPayment } from './apple-pay.ts';
import type { Card } from './card.ts';
import {
  assertHoldAttemptsLeft,
  type CardAttemptLimit,
  declinesExhausted,
} from './card-attempts.ts';
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

/**
 * What `pay` needs: the booking, what it owes (less what a gift card pays), and the card (null
 * for a hosted checkout).
 */
export type PaymentDue = {
  booking: BookingRow;
  restaurant: RestaurantRow;
  totals: PaymentTotals;
  card: Card | WalletPayment | null;
  /** What a gift card pays beside this payment: it goes back to the card if this one fails. */
  giftCardPart?: number;
};

/** Why an attempt was dropped for a newer one: its gift card part went to the newer attempt. */
const SUPERSEDED = 'superseded';

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
  /** Card attempts a booking may make, and the declines that release its hold. */
  cardAttempts: CardAttemptLimit;
}) {
  const bookingRows = createBookingsRepository(deps.db);
  const paymentRows = createPaymentsRepository(deps.db);
  const giftCardRows = createGiftCardsRepository(deps.db);
  const foodOrderRows = createOrdersRepository(deps.db);
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

  /** The outcome event in the guid's room: type 5 titled with the guid, or 4 with the failure. */
  async function storeEvent(
    tx: Executor,
    owner: { guid: string },
    payment: PaymentRow,
    failure: PaymentFailure | null,
    now: Date,
  ) {
    const paymentRows = createPaymentsRepository(tx);
    return paymentRows.insertPaymentEvent({
      guid: owner.guid,
      paymentId: payment.id,
      type: failure ? NotificationType.Warning : NotificationType.PaymentEvent,
      title: failure ?? owner.guid,
      sentDate: now,
    });
  }

  /**
   * A gift card order's payment, settled once like a booking's: the order's row is locked, then
   * the payment; only a pending payment changes. Approval issues the card (its e-mails queued in
   * the same transaction) and stores the success event titled with the order's guid.
   */
  async function settleGiftCardOrder(
    tx: Executor,
    giftCardId: number,
    reference: string,
    outcome: Exclude<CallbackOutcome, { kind: 'invalid_card' }>,
    attempt: PaymentRow | undefined,
    now: Date,
  ): Promise<Settlement> {
    const paymentRows = createPaymentsRepository(tx);
    const cards = createGiftCardsRepository(tx);
    // The order first, then its payment: the same lock order as a booking's settlement.
    const order = await cards.lockById(giftCardId);
    if (attempt) await paymentRows.updatePayment(attempt.id, { providerReference: reference });
    const payment = await paymentRows.findPaymentByReference(reference, { forUpdate: true });
    if (!order || !payment) throw new AppError('not_found', 404, 'No such payment');
    const owner = { guid: order.orderGuid };
    if (payment.status !== 'pending') return { kind: 'settled_before', ...owner, payment };

    if (outcome.kind === 'declined') {
      await paymentRows.updatePayment(payment.id, {
        status: 'declined',
        failureReason: outcome.reason,
        updatedAt: now,
      });
      await cards.markFailed(order.id);
      const event = await storeEvent(tx, owner, payment, outcome.reason, now);
      return { kind: 'declined', ...owner, payment, reason: outcome.reason, event };
    }

    const captured = await paymentRows.capture(payment, outcome.card, now);
    await issueGiftCard(tx, order.id, now);
    const event = await storeEvent(tx, owner, payment, null, now);
    return { kind: 'confirmed', ...owner, payment: captured, event };
  }

  /**
   * Ends a hold whose cards were declined as often as one booking may try (see
   * declinesExhausted), as the hold sweeper ends a lapsed one: `expired`, its tables freed and
   * its gift card parts given back. Otherwise a card tester keeps the table from diners for the
   * whole hold, and a diner keeps it for nothing. Inside the caller's transaction, with the
   * booking's row locked and the decline already stored.
   */
  async function releaseHoldAfterDeclines(
    tx: Executor,
    booking: BookingRow,
    now: Date,
  ): Promise<void> {
    if (!isLiveHold(booking, now)) return;
    const attempts = await createPaymentsRepository(tx).listPayments(booking.id);
    if (!declinesExhausted(attempts, deps.cardAttempts, now)) return;
    const bookingRows = createBookingsRepository(tx);
    await bookingRows.deleteBookingTables(booking.id);
    await bookingRows.updateBooking(booking.id, {
      status: assertTransition(booking.status, 'expired'),
      holdExpiresAt: now,
      updatedAt: now,
    });
    await releaseGiftCardParts(tx, { booking, now });
    logger.info({ bookingId: booking.id }, 'released a hold after repeated declined cards');
  }

  /**
   * A booking's attempt failed at once: the payment is marked, the gift card part that went
   * with it goes back, and a hold out of attempts is released, in one transaction (the booking
   * locked first, as everywhere).
   */
  async function failAttempt(
    due: PaymentDue,
    payment: PaymentRow,
    values: Partial<PaymentRow>,
  ): Promise<void> {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const paymentRows = createPaymentsRepository(tx);
      const booking = await paymentRows.lockBookingById(due.booking.id);
      await paymentRows.updatePayment(payment.id, { ...values, updatedAt: now });
      if (due.giftCardPart) {
        await releaseGiftCardParts(tx, { booking: due.booking, paymentId: payment.id, now });
      }
      if (booking) await releaseHoldAfterDeclines(tx, booking, now);
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
      if (found.giftCardId !== null) {
        return settleGiftCardOrder(tx, found.giftCardId, reference, outcome, attempt, now);
      }
      if (found.foodOrderId !== null) {
        const foodOrderId = found.foodOrderId;
        return settleFoodOrder(tx, { foodOrderId, reference, outcome, attempt, now, storeEvent });
      }
      if (found.bookingId === null) throw new Error(`payment ${found.id} has no owner`);
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
        await releaseGiftCardParts(tx, { booking, paymentId: payment.id, now });
        await releaseHoldAfterDeclines(tx, booking, now);
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
        await releaseGiftCardParts(tx, { booking, paymentId: payment.id, now });
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
    if (
      settlement.kind === 'confirmed' &&
      (payment.kind === 'prepayment' ||
        payment.kind === 'gift_card' ||
        payment.kind === 'food_order')
    ) {
      await provider.capture(reference);
    }
    if (settlement.kind === 'voided') await provider.refund(reference);
    // An attempt dropped for a newer one (its challenge left) that the bank approves after all:
    // the approval is released at the provider (a no-op for one released before).
    if (
      settlement.kind === 'settled_before' &&
      payment.status === 'voided' &&
      outcome.kind === 'approved'
    ) {
      await provider.refund(reference);
    }
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
     * Inside complete's transaction, before a gift card is applied: earlier attempts whose 3-D
     * Secure challenge the diner left (answered by the provider, still pending) and that took a
     * gift card part are dropped (voided), and their parts go back to the cards, so the new
     * attempt can use the card again. Should the bank approve such an attempt later, the
     * approval finds it settled and is released at the provider.
     */
    async supersedeGiftCardAttempts(tx: Executor, booking: BookingRow): Promise<void> {
      const paymentRows = createPaymentsRepository(tx);
      const now = clock.now();
      for (const attempt of await paymentRows.listPayments(booking.id)) {
        if (attempt.status !== 'pending' || attempt.providerReference === null) continue;
        const released = await releaseGiftCardParts(tx, { booking, paymentId: attempt.id, now });
        if (released === 0) continue;
        await paymentRows.updatePayment(attempt.id, {
          status: 'voided',
          failureReason: SUPERSEDED,
          providerToken: null,
          updatedAt: now,
        });
      }
    },

    /**
     * Opens a payment attempt, inside the caller's transaction and under its lock on the
     * booking row, so that one booking has one call to the provider at a time: concurrent
     * completes (a double click, a retried request, two tabs) would otherwise each authorise the
     * card. Answers 'paid' when a payment already went through. An attempt whose call has
     * answered (it has the provider's reference) no longer blocks: a diner who gives up on the
     * bank's 3-D Secure page may try again. A call unanswered for AUTHORIZE_TIMEOUT_MS is taken
     * as lost (say, the process died mid-call), so a crash never blocks a booking for good.
     * A booking that has made as many attempts as one may in the card-attempt window answers
     * 429 until the oldest leaves it.
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
      // Each attempt is an authorisation at the provider: a card tester's oracle, one per card.
      assertHoldAttemptsLeft(attempts, deps.cardAttempts, now);
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
        await failAttempt(input, payment, { status: 'declined', failureReason: 'provider_error' });
        return result(booking, { response: 2, message: 'payment_declined' });
      }

      if (outcome.kind === 'declined') {
        await failAttempt(input, payment, {
          status: 'declined',
          providerReference: outcome.reference,
          failureReason: outcome.reason,
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

    /**
     * Inside the cancel transaction: which payments to give back once it commits. What gift
     * cards paid goes back to them at once, in this transaction (ledger 'refunded').
     */
    async markRefunds(
      tx: Executor,
      booking: { id: number; restaurantId: number },
    ): Promise<PaymentRow[]> {
      const paymentRows = createPaymentsRepository(tx);
      const now = clock.now();
      await releaseGiftCardParts(tx, { booking, now });
      const rows = await paymentRows.listPaymentsInStatus(booking.id, ['captured', 'verified']);
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

    /**
     * Where a booking's payment stands, or a gift card order's (by the order's guid), or a food
     * order's (by its token).
     */
    async status(guid: string): Promise<PaymentStatusResponse> {
      const booking = await bookingRows.findBookingByGuid(guid);
      const order = booking ? undefined : await giftCardRows.findByOrderGuid(guid);
      const foodOrder = booking || order ? undefined : await foodOrderRows.findByToken(guid);
      const attempts = booking
        ? await paymentRows.listPayments(booking.id)
        : order
          ? await paymentRows.listGiftCardPayments(order.id)
          : foodOrder
            ? await foodOrderRows.payments(foodOrder.id)
            : undefined;
      if (!attempts) throw new AppError('not_found', 404, 'No such booking');
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
