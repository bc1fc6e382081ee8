import type { AppDatabase } from '../../db/client.ts';
import type { Payable } from '../payments/settlement-port.ts';
import { issueGiftCard } from './gift-card-ledger.ts';
import { createGiftCardsRepository } from './gift-cards.repository.ts';

/**
 * A gift card order as a payable (the payments' settlement port), settled once like a
 * booking's: the order's row locked first. Approval issues the card (its e-mails queued in the
 * same transaction); a decline fails the order. An order never lapses: a paid card is issued.
 */
export function createGiftCardPayable(deps: { db: AppDatabase }): Payable {
  return {
    async lock(tx, id, now) {
      const cards = createGiftCardsRepository(tx);
      const order = await cards.lockById(id);
      if (!order) return undefined;
      return {
        guid: order.orderGuid,
        lapse: async () => null,
        async approved() {
          await issueGiftCard(tx, order.id, now);
        },
        async declined() {
          await cards.markFailed(order.id);
        },
        // Never asked: an order that does not lapse is never voided.
        voided: async () => undefined,
      };
    },

    async findId(orderGuid) {
      return (await createGiftCardsRepository(deps.db).findByOrderGuid(orderGuid))?.id;
    },
  };
}
