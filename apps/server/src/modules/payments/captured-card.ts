import type { AppDatabase } from '../../db/client.ts';
import { createPaymentsRepository } from './payments.repository.ts';

/** The card that paid for a gift card (its brand and last four digits), for the buyer's receipt. */
export async function cardThatPaidForGiftCard(
  db: AppDatabase,
  giftCardId: number,
): Promise<{ brand: string | null; last4: string | null } | null> {
  const payment = (await createPaymentsRepository(db).listGiftCardPayments(giftCardId)).find(
    (row) => row.status === 'captured',
  );
  return payment ? { brand: payment.cardBrand, last4: payment.cardLast4 } : null;
}
