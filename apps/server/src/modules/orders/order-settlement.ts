import type { AppDatabase } from '../../db/client.ts';
import { releaseGiftCardParts } from '../gift-cards/gift-card-ledger.ts';
import { queueOrderMessage } from '../messages/queue-message.ts';
import type { Payable } from '../payments/settlement-port.ts';
import { createOrdersRepository } from './orders.repository.ts';

/**
 * A food order as a payable (the payments' settlement port), settled once like a gift card
 * order's inside the payment service's transaction, the order's row locked first. Approval
 * places the order while it is still waiting for this payment and its hold is live; an approval
 * for an order that lapsed meanwhile (its slot may be someone else's now) or that another
 * payment placed is voided, and the payment service gives the money back after commit. A
 * declined or voided payment gives back the gift card part that went with it, in the same
 * transaction, once (ADR 049).
 */
export function createFoodOrderPayable(deps: { db: AppDatabase }): Payable {
  return {
    async lock(tx, id, now) {
      const orders = createOrdersRepository(tx);
      const order = await orders.lockById(id);
      if (!order) return undefined;
      const waiting = order.status === 'pending_payment';
      return {
        guid: order.token,

        async lapse() {
          if (waiting && order.expiresAt.getTime() > now.getTime()) return null;
          // An order another payment placed needs no alert: the diner has moved on.
          return { reason: waiting ? 'hold_expired' : 'booking_not_active', alert: waiting };
        },

        async approved() {
          await orders.updateOrder(order.id, { status: 'placed', placedAt: now, updatedAt: now });
          // The receipt exists exactly when the order is placed; a replayed callback never
          // reaches here (its payment is settled already).
          await queueOrderMessage(tx, { kind: 'order_receipt', foodOrderId: order.id, now });
        },

        async declined(payment) {
          if (waiting) await orders.updateOrder(order.id, { status: 'failed', updatedAt: now });
          await releaseGiftCardParts(tx, { foodOrder: order, paymentId: payment.id, now });
        },

        async voided(payment) {
          if (waiting) await orders.updateOrder(order.id, { status: 'lapsed', updatedAt: now });
          await releaseGiftCardParts(tx, { foodOrder: order, paymentId: payment.id, now });
        },
      };
    },

    async findId(token) {
      return (await createOrdersRepository(deps.db).findByToken(token))?.id;
    },
  };
}
