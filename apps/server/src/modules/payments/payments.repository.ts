import { NotificationType } from '@dekka/contracts/enums';
import type { PaymentEvent } from '@dekka/contracts/payments';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import {
  bookings,
  foodOrders,
  giftCards,
  paymentEvents,
  payments,
  type PaymentStatus,
} from '../../db/schema.ts';

type Executor = AppDatabase;

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;

/**
 * What a payment pays for (a payable), by the payments table's owner columns: exactly one of
 * them is set (a check constraint says so). The settlement port is keyed by these kinds.
 */
export type PayableKind = 'booking' | 'gift_card' | 'food_order' | 'booking_change';

const ownerColumn = {
  booking: payments.bookingId,
  gift_card: payments.giftCardId,
  food_order: payments.foodOrderId,
  booking_change: payments.pendingChangeId,
} satisfies Record<PayableKind, unknown>;

/** The payable a payment row pays for, by its owner column. */
export function payableOf(payment: PaymentRow): { kind: PayableKind; id: number } {
  // A change's payment names its booking too (so the booking's payments include it), but it
  // settles the change.
  if (payment.pendingChangeId !== null) {
    return { kind: 'booking_change', id: payment.pendingChangeId };
  }
  if (payment.bookingId !== null) return { kind: 'booking', id: payment.bookingId };
  if (payment.giftCardId !== null) return { kind: 'gift_card', id: payment.giftCardId };
  if (payment.foodOrderId !== null) return { kind: 'food_order', id: payment.foodOrderId };
  throw new Error(`payment ${payment.id} has no owner`);
}

/** Statuses in which the diner's money or guarantee is in place. */
export const succeededStatuses: PaymentStatus[] = ['captured', 'verified'];

export function toPaymentEvent(row: PaymentEventRow): PaymentEvent {
  return {
    type:
      row.type === NotificationType.PaymentEvent
        ? NotificationType.PaymentEvent
        : NotificationType.Warning,
    id: row.id,
    title: row.title,
    sentDate: row.sentDate.toISOString(),
  };
}

/**
 * Over the database, or over a transaction: inside `db.transaction` make one from the
 * transaction, so every query of the transaction runs on it.
 */
export function createPaymentsRepository(db: Executor) {
  return {
    async insertPayment(values: NewPayment): Promise<PaymentRow> {
      const [row] = await db.insert(payments).values(values).returning();
      if (!row) throw new Error('insert into payments returned no row');
      return row;
    },

    async updatePayment(id: number, values: Partial<NewPayment>): Promise<void> {
      await db.update(payments).set(values).where(eq(payments.id, id));
    },

    async findPaymentByReference(
      reference: string,
      options: { forUpdate?: boolean } = {},
    ): Promise<PaymentRow | undefined> {
      const query = db
        .select()
        .from(payments)
        .where(eq(payments.providerReference, reference))
        .limit(1);
      const [row] = options.forUpdate ? await query.for('update') : await query;
      return row;
    },

    async listPayments(bookingId: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(eq(payments.bookingId, bookingId))
        .orderBy(asc(payments.id));
    },

    /** The payment attempts of a booking, gift card order or food order, oldest first. */
    async listPaymentsOf(payable: { kind: PayableKind; id: number }): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(eq(ownerColumn[payable.kind], payable.id))
        .orderBy(asc(payments.id));
    },

    /** A gift card order's payment attempts (one, unless a future retry adds more). */
    async listGiftCardPayments(giftCardId: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(eq(payments.giftCardId, giftCardId))
        .orderBy(asc(payments.id));
    },

    async listPaymentsInStatus(
      bookingId: number,
      statuses: PaymentStatus[],
    ): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.bookingId, bookingId), inArray(payments.status, statuses)))
        .for('update');
    },

    /** Stores the outcome event; a second event for the same payment is silently not stored. */
    async insertPaymentEvent(values: {
      guid: string;
      paymentId: number;
      type: number;
      title: string;
      sentDate: Date;
    }): Promise<PaymentEvent | undefined> {
      const [row] = await db
        .insert(paymentEvents)
        .values(values)
        .onConflictDoNothing({ target: paymentEvents.paymentId })
        .returning();
      return row ? toPaymentEvent(row) : undefined;
    },

    /**
     * The event of the booking's (or the gift card or food order's) latest payment attempt, if that
     * attempt has ended. An older attempt's event is not the answer: after "declined, try another
     * card" a reconnecting client must wait for the new attempt instead of being shown the old
     * failure again.
     */
    async latestPaymentEvent(guid: string): Promise<PaymentEvent | undefined> {
      // One indexed lookup per kind of owner, rather than an OR across two joins.
      const [ofBooking] = await db
        .select({ id: payments.id })
        .from(payments)
        .innerJoin(bookings, eq(bookings.id, payments.bookingId))
        .where(eq(bookings.guid, guid))
        .orderBy(desc(payments.id))
        .limit(1);
      const [ofOrder] = ofBooking
        ? []
        : await db
            .select({ id: payments.id })
            .from(payments)
            .innerJoin(giftCards, eq(giftCards.id, payments.giftCardId))
            .where(eq(giftCards.orderGuid, guid))
            .orderBy(desc(payments.id))
            .limit(1);
      const [ofFoodOrder] =
        ofBooking || ofOrder
          ? []
          : await db
              .select({ id: payments.id })
              .from(payments)
              .innerJoin(foodOrders, eq(foodOrders.id, payments.foodOrderId))
              .where(eq(foodOrders.token, guid))
              .orderBy(desc(payments.id))
              .limit(1);
      const latest = ofBooking ?? ofOrder ?? ofFoodOrder;
      if (!latest) return undefined;
      const [row] = await db
        .select()
        .from(paymentEvents)
        .where(and(eq(paymentEvents.guid, guid), eq(paymentEvents.paymentId, latest.id)))
        .limit(1);
      return row ? toPaymentEvent(row) : undefined;
    },
  };
}
