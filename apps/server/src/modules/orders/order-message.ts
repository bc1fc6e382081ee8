import { toLanguage } from '../../languages.ts';
import { giftCardPaidForOrder } from '../gift-cards/gift-card-ledger.ts';
import type { MessageSource, OrderMessage } from '../messages/message-payload.ts';
import { createOrdersRepository } from './orders.repository.ts';

/**
 * Where a food order's messages come from: the order as it is when the message is sent (its
 * ready time, its reason for a rejection), or nothing when it is gone or was never paid.
 */
export function orderMessageSource(publicUrl: string): MessageSource<OrderMessage> {
  return {
    async load(db, { kind, subjectId }) {
      const orders = createOrdersRepository(db);
      const order = await orders.findById(subjectId);
      if (!order?.placedAt) return { skip: 'order not placed' };
      const restaurant = await orders.restaurantSummary(order.restaurantId);
      if (!restaurant) return { skip: 'order not placed' };
      // The refunded (or refund-pending) payment still names the card the diner paid with.
      const payment = (await orders.payments(order.id)).find((row) =>
        ['captured', 'refund_pending', 'refunded'].includes(row.status),
      );
      return {
        kind,
        language: toLanguage(order.language),
        // Empty once erased with the diner's account; the kitchen may still move the order on.
        to: order.email,
        order,
        lines: await orders.lines([order.id]),
        restaurant,
        paidWith: payment ? { brand: payment.cardBrand, last4: payment.cardLast4 } : null,
        giftCard: await giftCardPaidForOrder(db, order.id),
        statusUrl: `${publicUrl}/${restaurant.slug}/order?order=${order.token}`,
      };
    },
  };
}
