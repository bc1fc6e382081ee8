import type { AppDatabase } from '../../db/client.ts';
import {
  createPaymentsRepository,
  type NewPayment,
  type PaymentRow,
} from './payments.repository.ts';

export type { PaymentRow };

/**
 * The payment rows other modules write beside their own, inside their own transaction: a gift
 * card's or food order's attempt, a no-show fee, a refund marked pending or done. What a
 * payment's outcome does to what it paid for is the settlement port's (settlement-port.ts); these
 * only keep the rows. Each runs on the executor it is given: the database or the caller's
 * transaction.
 */

/** Opens an attempt (a pending row) and answers it. */
export function insertPayment(db: AppDatabase, values: NewPayment): Promise<PaymentRow> {
  return createPaymentsRepository(db).insertPayment(values);
}

/** Sets the columns in `values` on the payment's row. */
export function updatePayment(
  db: AppDatabase,
  id: number,
  values: Partial<NewPayment>,
): Promise<void> {
  return createPaymentsRepository(db).updatePayment(id, values);
}

/** Every payment of a booking, oldest first. */
export function bookingPayments(db: AppDatabase, bookingId: number): Promise<PaymentRow[]> {
  return createPaymentsRepository(db).listPayments(bookingId);
}
