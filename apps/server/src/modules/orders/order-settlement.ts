import type { PaymentEvent, PaymentFailure } from '@dekka/contracts/payments';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { CallbackOutcome } from '../payments/payment-provider.ts';
import { releaseGiftCardParts } from '../gift-cards/gift-card-ledger.ts';
import { queueOrderMessage } from '../messages/queue-message.ts';
import { createPaymentsRepository, type PaymentRow } from '../payments/payments.repository.ts';
import { createOrdersRepository } from './orders.repository.ts';

/** What settling a food order's payment came to; the payment service acts on it after commit. */
export type FoodOrderSettlement = { guid: string; payment: PaymentRow } & (
  | { kind: 'confirmed'; event: PaymentEvent | undefined }
  | { kind: 'declined'; reason: PaymentFailure; event: PaymentEvent | undefined }
  | { kind: 'voided'; reason: PaymentFailure; event: PaymentEvent | undefined }
  | { kind: 'settled_before' }
);

type StoreEvent = (
  tx: AppDatabase,
  owner: { guid: string },
  payment: PaymentRow,
  failure: PaymentFailure | null,
  now: Date,
) => Promise<PaymentEvent | undefined>;

/**
 * A food order's payment, settled once like a gift card order's, inside the payment service's
 * transaction: the order's row is locked first, then the payment; only a pending payment
 * changes, so a replayed or concurrent callback finds it settled. Approval places the order
 * while it is still waiting for this payment and its hold is live; an approval for an order
 * that lapsed meanwhile (its slot may be someone else's now) or that another payment placed is
 * voided, and the payment service gives the money back after commit. A declined or voided
 * payment gives back the gift card part that went with it, in the same transaction, once.
 */
export async function settleFoodOrder(
  tx: AppDatabase,
  input: {
    foodOrderId: number;
    reference: string;
    outcome: Exclude<CallbackOutcome, { kind: 'invalid_card' }>;
    attempt: PaymentRow | undefined;
    now: Date;
    storeEvent: StoreEvent;
  },
): Promise<FoodOrderSettlement> {
  const { reference, outcome, attempt, now } = input;
  const paymentRows = createPaymentsRepository(tx);
  const orders = createOrdersRepository(tx);
  const order = await orders.lockById(input.foodOrderId);
  if (attempt) await paymentRows.updatePayment(attempt.id, { providerReference: reference });
  const payment = await paymentRows.findPaymentByReference(reference, { forUpdate: true });
  if (!order || !payment) throw new AppError('not_found', 404, 'No such payment');
  const owner = { guid: order.token };
  if (payment.status !== 'pending') return { kind: 'settled_before', ...owner, payment };
  const waiting = order.status === 'pending_payment';

  if (outcome.kind === 'declined') {
    await paymentRows.updatePayment(payment.id, {
      status: 'declined',
      failureReason: outcome.reason,
      updatedAt: now,
    });
    if (waiting) await orders.updateOrder(order.id, { status: 'failed', updatedAt: now });
    // The gift card part that went with this payment goes back to the card (ADR 049).
    await releaseGiftCardParts(tx, { foodOrder: order, paymentId: payment.id, now });
    const event = await input.storeEvent(tx, owner, payment, outcome.reason, now);
    return { kind: 'declined', ...owner, payment, reason: outcome.reason, event };
  }

  if (!waiting || order.expiresAt.getTime() <= now.getTime()) {
    const reason: PaymentFailure = waiting ? 'hold_expired' : 'booking_not_active';
    await paymentRows.updatePayment(payment.id, {
      status: 'voided',
      failureReason: reason,
      updatedAt: now,
    });
    if (waiting) await orders.updateOrder(order.id, { status: 'lapsed', updatedAt: now });
    await releaseGiftCardParts(tx, { foodOrder: order, paymentId: payment.id, now });
    // An order another payment placed needs no alert: the diner has moved on.
    const event = waiting ? await input.storeEvent(tx, owner, payment, reason, now) : undefined;
    return { kind: 'voided', ...owner, payment, reason, event };
  }

  const captured = await paymentRows.capture(payment, outcome.card, now);
  await orders.updateOrder(order.id, { status: 'placed', placedAt: now, updatedAt: now });
  // The receipt exists exactly when the order is placed; a replayed callback returns above.
  await queueOrderMessage(tx, { kind: 'order_receipt', foodOrderId: order.id, now });
  const event = await input.storeEvent(tx, owner, payment, null, now);
  return { kind: 'confirmed', ...owner, payment: captured, event };
}
