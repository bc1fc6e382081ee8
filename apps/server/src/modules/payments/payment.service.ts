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
  type NewPayment,
  payableOf,
  type PaymentRow,
  succeededStatuses,
} from './payments.repository.ts';
import type {
  LockedBooking,
  LockedPayable,
  Payable,
  Payables,
  PaymentHistory,
} from './settlement-port.ts';

type Executor = AppDatabase;

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
 * What `pay` needs: the booking (as its complete result names it), the restaurant that is paid,
 * what it owes (less what a gift card pays), and the card (null for a hosted checkout).
 */
export type PaymentDue = {
  booking: { id: number; startAt: Date; restaurantId: number };
  restaurant: { name: string; currency: string; paymentProvider: number | null };
  totals: { totalNoShow: number; totalPrepaid: number };
  card: Card | WalletPayment | null;
  /** What a gift card pays beside this payment: it goes back to the card if this one fails. */
  giftCardPart?: number;
};

/** Part of a prepayment a change gives back, and the charge it goes back to. */
export type ChangeRefund = { payment: PaymentRow; sourceReference: string };

/** Why an attempt was dropped for a newer one: its gift card part went to the newer attempt. */
const SUPERSEDED = 'superseded';

type Settlement = { guid: string; payment: PaymentRow } & (
  | { kind: 'confirmed'; event: PaymentEvent | undefined }
  | { kind: 'declined'; reason: PaymentFailure; event: PaymentEvent | undefined }
  | { kind: 'voided'; reason: PaymentFailure; event: PaymentEvent | undefined }
  | { kind: 'settled_before' }
);

function result(
  booking: PaymentDue['booking'],
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

/**
 * The pending row an attempt starts as, for a booking's first payment and for a change's alike:
 * the prepayment when one is due (for a change, the difference), else a card check for the
 * no-show guarantee.
 */
function pendingPayment(
  providerName: string,
  { booking, restaurant, totals, card }: Omit<PaymentDue, 'booking'> & { booking: { id: number } },
  now: Date,
): NewPayment {
  const prepayment = totals.totalPrepaid > 0;
  return {
    bookingId: booking.id,
    provider: providerName,
    providerType: providerTypeFor(restaurant, false),
    kind: prepayment ? 'prepayment' : 'no_show_guarantee',
    status: 'pending',
    amount: prepayment ? totals.totalPrepaid : totals.totalNoShow,
    currency: restaurant.currency,
    cardBrand: card?.brand ?? null,
    cardLast4: card?.last4 ?? null,
    createdAt: now,
    updatedAt: now,
  };
}

/** The provider type the client sees: Nets for an embedded checkout, else the restaurant's. */
function providerTypeFor(restaurant: PaymentDue['restaurant'], embedded: boolean): number {
  if (embedded) return PaymentProviderType.Nets;
  const configured = restaurant.paymentProvider;
  return configured && configured !== PaymentProviderType.Nets
    ? configured
    : PaymentProviderType.Borgun;
}

/**
 * The payment as an approval leaves it: a no-show guarantee verified, anything else captured,
 * with the card the provider names (a hosted checkout is where the card was typed: only now do
 * we learn brand and last 4). A booking's payment keeps the provider's token for later charges.
 */
function approvedPayment(
  payment: PaymentRow,
  outcome: Extract<CallbackOutcome, { kind: 'approved' }>,
  now: Date,
): PaymentRow {
  const forBooking = payment.kind === 'prepayment' || payment.kind === 'no_show_guarantee';
  return {
    ...payment,
    status: payment.kind === 'no_show_guarantee' ? 'verified' : 'captured',
    providerToken: forBooking ? outcome.token : payment.providerToken,
    cardBrand: outcome.card?.brand ?? payment.cardBrand,
    cardLast4: outcome.card?.last4 ?? payment.cardLast4,
    updatedAt: now,
  };
}

export function createPaymentService(deps: {
  db: AppDatabase;
  clock: Clock;
  provider: PaymentProvider;
  bus: PaymentEventBus;
  logger: FastifyBaseLogger;
  /** Card attempts a booking may make, and the declines that release its hold. */
  cardAttempts: CardAttemptLimit;
  /** What each kind of payable does as its payment settles (the settlement port). */
  payables: Payables;
}) {
  const paymentRows = createPaymentsRepository(deps.db);
  const { db, clock, provider, logger, payables } = deps;

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

  /** The payable's other attempts, read inside the transaction only when a hook asks. */
  function historyOf(tx: Executor, payment: PaymentRow, now: Date): PaymentHistory {
    const attempts = () => createPaymentsRepository(tx).listPaymentsOf(payableOf(payment));
    return {
      async paidBefore() {
        return (await attempts()).some(
          (other) => other.id !== payment.id && succeededStatuses.includes(other.status),
        );
      },
      async declinesExhausted() {
        return declinesExhausted(await attempts(), deps.cardAttempts, now);
      },
    };
  }

  /**
   * A booking's attempt failed at once: the payment is marked and its payable hears of the
   * decline (a booking's gift card part goes back and a hold out of attempts is released; a
   * change stays unmade), in one transaction (the booking locked first, as everywhere).
   */
  async function failAttempt(payment: PaymentRow, values: Partial<PaymentRow>): Promise<void> {
    const now = clock.now();
    const owner = payableOf(payment);
    await db.transaction(async (tx) => {
      const payable: Payable = payables[owner.kind];
      const locked = await payable.lock(tx, owner.id, now);
      await createPaymentsRepository(tx).updatePayment(payment.id, { ...values, updatedAt: now });
      if (locked) await locked.declined(payment, historyOf(tx, payment, now));
    });
  }

  /**
   * Inside the settlement's transaction: applies the outcome to a pending payment and tells its
   * payable (locked by the caller) what happened. An approval the payable no longer takes (a
   * lapsed hold, an order placed meanwhile) voids the payment; its money goes back after commit.
   */
  async function applyOutcome(
    tx: Executor,
    payable: LockedPayable,
    payment: PaymentRow,
    outcome: Exclude<CallbackOutcome, { kind: 'invalid_card' }>,
    now: Date,
  ): Promise<Settlement> {
    const paymentRows = createPaymentsRepository(tx);
    const { guid } = payable;
    const history = historyOf(tx, payment, now);

    if (outcome.kind === 'declined') {
      await paymentRows.updatePayment(payment.id, {
        status: 'declined',
        failureReason: outcome.reason,
        updatedAt: now,
      });
      await payable.declined(payment, history);
      const event = await storeEvent(tx, payable, payment, outcome.reason, now);
      return { kind: 'declined', guid, payment, reason: outcome.reason, event };
    }

    const lapse = await payable.lapse(payment, history);
    if (lapse) {
      await paymentRows.updatePayment(payment.id, {
        status: 'voided',
        failureReason: lapse.reason,
        providerToken: null,
        updatedAt: now,
      });
      await payable.voided(payment);
      // A payable another payment already settled needs no alert: the diner moved on.
      const event = lapse.alert
        ? await storeEvent(tx, payable, payment, lapse.reason, now)
        : undefined;
      return { kind: 'voided', guid, payment, reason: lapse.reason, event };
    }

    const confirmed = approvedPayment(payment, outcome, now);
    await paymentRows.updatePayment(payment.id, {
      status: confirmed.status,
      providerToken: confirmed.providerToken,
      cardBrand: confirmed.cardBrand,
      cardLast4: confirmed.cardLast4,
      updatedAt: now,
    });
    await payable.approved(confirmed);
    const event = await storeEvent(tx, payable, payment, null, now);
    return { kind: 'confirmed', guid, payment: confirmed, event };
  }

  /**
   * Applies the provider's final word on a payment, exactly once: its payable's row is locked
   * first, then the payment's, and only a `pending` payment changes, so replayed or concurrent
   * callbacks find it settled. What approval, a decline or a lapse does to the booking, gift
   * card order or food order is the payable's own (the settlement port), in this transaction.
   */
  async function settle(
    reference: string,
    outcome: Exclude<CallbackOutcome, { kind: 'invalid_card' }>,
    /** pay()'s own attempt, approved without a challenge: its reference is not stored yet. */
    attempt?: PaymentRow,
  ): Promise<Settlement> {
    const now = clock.now();
    const settlement = await db.transaction(async (tx): Promise<Settlement> => {
      const paymentRows = createPaymentsRepository(tx);
      const found = attempt ?? (await paymentRows.findPaymentByReference(reference));
      if (!found) throw new AppError('not_found', 404, 'No such payment');
      const owner = payableOf(found);
      const payable: Payable = payables[owner.kind];
      // The payable first, then the payment: the same lock order as complete and cancel.
      const locked = await payable.lock(tx, owner.id, now);
      // Stored in the same transaction as the outcome, so `begin` never sees this attempt
      // answered but unsettled (it would take that for a challenge the diner walked away from).
      if (attempt) await paymentRows.updatePayment(attempt.id, { providerReference: reference });
      const payment = await paymentRows.findPaymentByReference(reference, { forUpdate: true });
      if (!locked || !payment) throw new AppError('not_found', 404, 'No such payment');
      if (payment.status !== 'pending') {
        return { kind: 'settled_before', guid: locked.guid, payment };
      }
      return applyOutcome(tx, locked, payment, outcome, now);
    });

    // Network calls only after commit (conventions): money moves once the payable is settled.
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

  /**
   * Keeps a held table for the challenge: CHALLENGE_HOLD_MS from now, but never past
   * MAX_CHALLENGE_WINDOW_MS after the booking's first attempt (and never shortens a hold).
   */
  async function keepHoldForChallenge(tx: Executor, booking: LockedBooking, id: number, now: Date) {
    const attempts = await createPaymentsRepository(tx).listPayments(id);
    const firstAttempt = attempts[0]?.createdAt ?? now;
    const bound = firstAttempt.getTime() + MAX_CHALLENGE_WINDOW_MS;
    await booking.keepHeldUntil(new Date(Math.min(now.getTime() + CHALLENGE_HOLD_MS, bound)));
  }

  /** A booking's attempts by its guid, else a gift card order's or a food order's (its token). */
  async function attemptsOf(guid: string): Promise<PaymentRow[] | undefined> {
    for (const kind of ['booking', 'gift_card', 'food_order'] as const) {
      const id = await payables[kind].findId(guid);
      if (id !== undefined) return paymentRows.listPaymentsOf({ kind, id });
    }
    return undefined;
  }

  /**
   * One call to the provider per booking at a time: an attempt whose call has not answered yet
   * (no provider reference) blocks another for AUTHORIZE_TIMEOUT_MS (409 payment_in_progress),
   * and a booking that made as many card attempts as one may in the window answers 429.
   */
  function assertAttemptAllowed(attempts: PaymentRow[], now: Date): void {
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
    async supersedeGiftCardAttempts(
      tx: Executor,
      booking: { id: number; restaurantId: number },
    ): Promise<void> {
      const paymentRows = createPaymentsRepository(tx);
      const now = clock.now();
      for (const attempt of await paymentRows.listPayments(booking.id)) {
        if (attempt.status !== 'pending' || attempt.providerReference === null) continue;
        const released = await payables.booking.giveBackAttemptParts(tx, booking, attempt.id, now);
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
      const now = clock.now();
      const attempts = await paymentRows.listPayments(due.booking.id);
      if (attempts.some((attempt) => succeededStatuses.includes(attempt.status))) return 'paid';
      assertAttemptAllowed(attempts, now);
      return paymentRows.insertPayment(pendingPayment(provider.name, due, now));
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
        await failAttempt(payment, { status: 'declined', failureReason: 'provider_error' });
        return result(booking, { response: 2, message: 'payment_declined' });
      }

      if (outcome.kind === 'declined') {
        await failAttempt(payment, {
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
        const now = clock.now();
        const locked = await payables.booking.lock(tx, booking.id, now);
        await createPaymentsRepository(tx).updatePayment(payment.id, {
          providerReference: outcome.reference,
          providerType,
        });
        if (locked) await keepHoldForChallenge(tx, locked, booking.id, now);
      });
      return result(booking, {
        response: 3,
        redirectHtml: outcome.kind === 'challenge' ? outcome.redirectHtml : null,
        paymentId: outcome.kind === 'embedded' ? outcome.paymentId : null,
        paymentProviderType: providerType,
      });
    },

    /**
     * Opens the payment a change of a confirmed booking needs (ADR 064), inside the change's
     * transaction under the booking's row lock: the difference of a prepayment that grows
     * (`totals.totalPrepaid`), or a card check for a guarantee that grows (`totalNoShow`). The
     * row names the booking and the pending change; its settlement applies the change. The same
     * one-call-at-a-time and card-attempt rules as `begin` hold, counted with the booking's own.
     */
    async beginChange(
      tx: Executor,
      due: Omit<PaymentDue, 'booking'> & { booking: { id: number }; changeId: number },
    ): Promise<PaymentRow> {
      const paymentRows = createPaymentsRepository(tx);
      const now = clock.now();
      assertAttemptAllowed(await paymentRows.listPayments(due.booking.id), now);
      return paymentRows.insertPayment({
        ...pendingPayment(provider.name, due, now),
        pendingChangeId: due.changeId,
      });
    },

    /**
     * Inside a change's transaction, the booking locked: marks `amount` of its card prepayments
     * to go back (a change that lowered the prepayment), newest charge first, as `change_refund`
     * rows naming the charge they come from. Null when its card charges hold less than that (a
     * gift card paid the rest): nothing is marked.
     */
    async markChangeRefund(
      tx: Executor,
      booking: { id: number },
      amount: number,
    ): Promise<ChangeRefund[] | null> {
      const paymentRows = createPaymentsRepository(tx);
      const now = clock.now();
      const rows = await paymentRows.listPayments(booking.id);
      const givenBack = (source: PaymentRow) =>
        rows
          .filter(
            (row) =>
              row.kind === 'change_refund' &&
              row.refundsPaymentId === source.id &&
              (row.status === 'refund_pending' || row.status === 'refunded'),
          )
          .reduce((sum, row) => sum + row.amount, 0);
      const sources = rows
        .filter(
          (row) => row.kind === 'prepayment' && row.status === 'captured' && row.providerReference,
        )
        .reverse()
        .map((row) => ({ row, left: row.amount - givenBack(row) }))
        .filter((source) => source.left > 0);
      if (sources.reduce((sum, source) => sum + source.left, 0) < amount) return null;
      const refunds: ChangeRefund[] = [];
      let due = amount;
      for (const { row: source, left } of sources) {
        if (due === 0) break;
        const part = Math.min(due, left);
        due -= part;
        const refund = await paymentRows.insertPayment({
          bookingId: booking.id,
          refundsPaymentId: source.id,
          provider: source.provider,
          providerType: source.providerType,
          kind: 'change_refund',
          status: 'refund_pending',
          amount: part,
          currency: source.currency,
          cardBrand: source.cardBrand,
          cardLast4: source.cardLast4,
          createdAt: now,
          updatedAt: now,
        });
        refunds.push({ payment: refund, sourceReference: source.providerReference ?? '' });
      }
      return refunds;
    },

    /**
     * After the change commits: gives each marked part back at the provider (keyed by its row,
     * so a retry gives it once) and marks it refunded. A failure leaves it refund_pending, for
     * staff to see; the change itself has happened.
     */
    async completeChangeRefunds(refunds: ChangeRefund[]): Promise<void> {
      for (const { payment, sourceReference } of refunds) {
        try {
          await provider.refund(sourceReference, {
            amount: payment.amount,
            key: `change_refund:${payment.id}`,
          });
          await paymentRows.updatePayment(payment.id, {
            status: 'refunded',
            updatedAt: clock.now(),
          });
        } catch (err) {
          logger.error({ err, paymentId: payment.id }, 'change refund failed');
        }
      }
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
      await payables.booking.refunded(tx, booking, now);
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
      const attempts = await attemptsOf(guid);
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
