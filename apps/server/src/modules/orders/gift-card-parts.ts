import type { AppDatabase } from '../../db/client.ts';
import { ordersWithUnpaidParts, releaseGiftCardParts } from '../gift-cards/gift-card-ledger.ts';
import { effectiveStatus } from './order-views.ts';
import { createOrdersRepository } from './orders.repository.ts';

/**
 * The hold sweeper's half for food orders: an order whose hold ran out with no callback (or
 * that failed) while a gift card part was taken for its card payment gives the part back. Each
 * order in a transaction of its own, locked first, so a callback at the same moment and this
 * sweep give the part back once. Answers the amount given back.
 */
export async function releaseUnpaidOrderGiftCardParts(db: AppDatabase, now: Date): Promise<number> {
  let released = 0;
  for (const orderId of await ordersWithUnpaidParts(db, now)) {
    released += await db.transaction(async (tx) => {
      const order = await createOrdersRepository(tx).lockById(orderId);
      const status = order && effectiveStatus(order, now);
      const unpaid = status === 'lapsed' || status === 'failed';
      return order && unpaid ? releaseGiftCardParts(tx, { foodOrder: order, now }) : 0;
    });
  }
  return released;
}
