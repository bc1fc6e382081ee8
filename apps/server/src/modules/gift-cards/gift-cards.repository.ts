import { and, asc, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../../db/client.ts';
import {
  bookings,
  foodOrders,
  giftCardLedger,
  giftCards,
  payments,
  restaurants,
} from '../../db/schema.ts';
import { visibleToDiners } from '../restaurants/diner-visible.ts';

type Executor = AppDatabase;

export type GiftCardRow = typeof giftCards.$inferSelect;
export type NewGiftCard = typeof giftCards.$inferInsert;
export type NewLedgerRow = typeof giftCardLedger.$inferInsert;

/** The restaurant a card is for, as the API shows it (with the currency its cards are in). */
export type GiftCardRestaurantRow = { id: number; name: string; slug: string; currency: string };

export type GiftCardWithRestaurant = GiftCardRow & { restaurant: GiftCardRestaurantRow | null };

const restaurantColumns = {
  id: restaurants.id,
  name: restaurants.name,
  slug: restaurants.slug,
  currency: restaurants.currency,
};

/** What a gift card part pays toward: a booking's prepayment or a food order. */
export type PartOwner = { bookingId: number } | { foodOrderId: number };

function ownerColumn(owner: PartOwner) {
  return 'bookingId' in owner
    ? { column: giftCardLedger.bookingId, id: owner.bookingId }
    : { column: giftCardLedger.foodOrderId, id: owner.foodOrderId };
}

/** Both drivers answer raw SQL with `{ rows }`; the shared Drizzle type does not say so. */
const Parts = z.object({
  rows: z.array(
    z.object({
      gift_card_id: z.coerce.number(),
      payment_id: z.coerce.number().nullable(),
      amount: z.coerce.number(),
    }),
  ),
});
const BookingIds = z.object({ rows: z.array(z.object({ booking_id: z.coerce.number() })) });
const OrderIds = z.object({ rows: z.array(z.object({ food_order_id: z.coerce.number() })) });

/**
 * Over the database, or over a transaction: inside `db.transaction` make one from the
 * transaction, so every query of the transaction runs on it. A card's balance changes only
 * together with a ledger row, in one transaction, with the card's row locked (lockById) or in
 * one conditional statement (takeFromBalance).
 */
export function createGiftCardsRepository(db: Executor) {
  async function withRestaurant(where: SQL): Promise<GiftCardWithRestaurant | undefined> {
    const [row] = await db
      .select({ card: giftCards, restaurant: restaurantColumns })
      .from(giftCards)
      .leftJoin(restaurants, eq(restaurants.id, giftCards.restaurantId))
      .where(where)
      .limit(1);
    return row && { ...row.card, restaurant: row.restaurant };
  }

  return {
    /** The order with a new code; undefined when the code is taken (draw another and retry). */
    async insertOrder(values: NewGiftCard): Promise<GiftCardRow | undefined> {
      const [row] = await db
        .insert(giftCards)
        .values(values)
        .onConflictDoNothing({ target: giftCards.code })
        .returning();
      return row;
    },

    findByOrderGuid(orderGuid: string) {
      return withRestaurant(eq(giftCards.orderGuid, orderGuid));
    },

    /** A card that works (its order was paid); unpaid and failed orders' codes are unknown. */
    findPaidByCode(code: string) {
      return withRestaurant(and(eq(giftCards.code, code), eq(giftCards.status, 'paid')) as SQL);
    },

    findById(id: number) {
      return withRestaurant(eq(giftCards.id, id));
    },

    /** Locks the card's row until the transaction ends: every balance change queues here. */
    async lockById(id: number): Promise<GiftCardRow | undefined> {
      const [row] = await db
        .select()
        .from(giftCards)
        .where(eq(giftCards.id, id))
        .limit(1)
        .for('update');
      return row;
    },

    async lockPaidByCode(code: string): Promise<GiftCardRow | undefined> {
      const [row] = await db
        .select()
        .from(giftCards)
        .where(and(eq(giftCards.code, code), eq(giftCards.status, 'paid')))
        .limit(1)
        .for('update');
      return row;
    },

    /** The order is paid: the card starts to work. Only a pending order changes. */
    async markPaid(id: number, now: Date): Promise<GiftCardRow | undefined> {
      const [row] = await db
        .update(giftCards)
        .set({ status: 'paid', issuedAt: now })
        .where(and(eq(giftCards.id, id), eq(giftCards.status, 'pending')))
        .returning();
      return row;
    },

    async markFailed(id: number): Promise<void> {
      await db
        .update(giftCards)
        .set({ status: 'failed' })
        .where(and(eq(giftCards.id, id), eq(giftCards.status, 'pending')));
    },

    /**
     * The recipient's e-mail has gone out. A card whose buyer deleted their account since (its
     * buyer's address is erased at once) kept the buyer's name, the message and the recipient
     * for that e-mail only: they go now.
     */
    async markDelivered(id: number, now: Date): Promise<void> {
      const erased = sql`${giftCards.buyerEmail} = ''`;
      const unlessErased = (column: AnyPgColumn) =>
        sql`case when ${erased} then '' else ${column} end`;
      await db
        .update(giftCards)
        .set({
          deliveredAt: now,
          buyerName: unlessErased(giftCards.buyerName),
          message: unlessErased(giftCards.message),
          recipientName: unlessErased(giftCards.recipientName),
          recipientEmail: unlessErased(giftCards.recipientEmail),
        })
        .where(and(eq(giftCards.id, id), isNull(giftCards.deliveredAt)));
    },

    /** Adds to the balance (issued, refunded): with the card locked and a ledger row beside. */
    async addToBalance(id: number, amount: number): Promise<void> {
      await db
        .update(giftCards)
        .set({ balance: sql`${giftCards.balance} + ${amount}` })
        .where(eq(giftCards.id, id));
    },

    /**
     * Takes `amount` off the balance in one statement, only when that much is left: two takers
     * racing for the last krónur cannot both succeed, whatever else they read before. The new
     * balance, or undefined when there was not enough.
     */
    async takeFromBalance(id: number, amount: number): Promise<number | undefined> {
      const [row] = await db
        .update(giftCards)
        .set({ balance: sql`${giftCards.balance} - ${amount}` })
        .where(and(eq(giftCards.id, id), gte(giftCards.balance, amount)))
        .returning({ balance: giftCards.balance });
      return row?.balance;
    },

    async insertLedger(values: NewLedgerRow): Promise<void> {
      await db.insert(giftCardLedger).values(values);
    },

    /** The card's movements, oldest first, with the restaurant's name where there is one. */
    async history(id: number) {
      return db
        .select({
          at: giftCardLedger.createdAt,
          kind: giftCardLedger.kind,
          amount: giftCardLedger.amount,
          restaurantName: restaurants.name,
        })
        .from(giftCardLedger)
        .leftJoin(restaurants, eq(restaurants.id, giftCardLedger.restaurantId))
        .where(eq(giftCardLedger.giftCardId, id))
        .orderBy(asc(giftCardLedger.id));
    },

    /** The sum of the card's ledger: always its balance (a test checks). */
    async ledgerSum(id: number): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${giftCardLedger.amount}), 0)` })
        .from(giftCardLedger)
        .where(eq(giftCardLedger.giftCardId, id));
      return Number(row?.total ?? 0);
    },

    /** The cards that paid part of a booking or food order, unsorted. */
    async cardsPayingFor(owner: PartOwner): Promise<number[]> {
      const { column, id } = ownerColumn(owner);
      const rows = await db
        .selectDistinct({ id: giftCardLedger.giftCardId })
        .from(giftCardLedger)
        .where(eq(column, id));
      return rows.map((row) => row.id);
    },

    /**
     * What each card still pays toward a booking or food order, per payment (null: no card
     * payment), as a positive amount: redeemed minus refunded. Read after the cards are locked,
     * so the answer is current (READ COMMITTED takes a fresh snapshot per statement).
     */
    async partsOf(owner: PartOwner, paymentId?: number) {
      const { column, id } = ownerColumn(owner);
      const payment =
        paymentId === undefined ? sql`` : sql`and ${giftCardLedger.paymentId} = ${paymentId}`;
      const result = Parts.parse(
        await db.execute(sql`
          select ${giftCardLedger.giftCardId} as gift_card_id, ${giftCardLedger.paymentId} as payment_id,
            -sum(${giftCardLedger.amount}) as amount
          from ${giftCardLedger}
          where ${column} = ${id} ${payment}
          group by ${giftCardLedger.giftCardId}, ${giftCardLedger.paymentId}
          having sum(${giftCardLedger.amount}) < 0`),
      );
      return result.rows.map((row) => ({
        giftCardId: row.gift_card_id,
        paymentId: row.payment_id,
        amount: row.amount,
      }));
    },

    /**
     * Bookings whose gift card part is still taken although they will never be paid for: the
     * hold lapsed (swept or not) or the booking was cancelled. Looks back `since` only: holds
     * last minutes, so older parts were settled long ago.
     */
    async unpaidBookingsHoldingParts(now: Date, since: Date): Promise<number[]> {
      const at = now.toISOString();
      const result = BookingIds.parse(
        await db.execute(sql`
          select l.booking_id from ${giftCardLedger} l
          join ${bookings} b on b.id = l.booking_id
          where l.booking_id is not null and l.created_at >= ${since.toISOString()}::timestamptz
            and (b.status in ('expired', 'cancelled')
              or (b.status = 'held' and b.hold_expires_at <= ${at}::timestamptz))
          group by l.booking_id
          having sum(l.amount) < 0`),
      );
      return result.rows.map((row) => row.booking_id);
    },

    /**
     * Food orders whose gift card part is still taken although they will never be paid for: the
     * hold ran out (marked lapsed or not) or the order failed. Looks back `since` only.
     */
    async unpaidOrdersHoldingParts(now: Date, since: Date): Promise<number[]> {
      const at = now.toISOString();
      const result = OrderIds.parse(
        await db.execute(sql`
          select l.food_order_id from ${giftCardLedger} l
          join ${foodOrders} o on o.id = l.food_order_id
          where l.food_order_id is not null and l.created_at >= ${since.toISOString()}::timestamptz
            and (o.status in ('failed', 'lapsed')
              or (o.status = 'pending_payment' and o.expires_at <= ${at}::timestamptz))
          group by l.food_order_id
          having sum(l.amount) < 0`),
      );
      return result.rows.map((row) => row.food_order_id);
    },

    /**
     * What gift cards paid toward a food order, for its page, board and e-mails: the parts that
     * went with no card payment or with one that went through (captured, later refunded or not),
     * and how much of them went back. Parts of failed attempts came back and never paid.
     */
    async paidForOrder(foodOrderId: number) {
      const [row] = await db
        .select({
          paid: sql<string>`coalesce(-sum(${giftCardLedger.amount}) filter (where ${giftCardLedger.kind} = 'redeemed'), 0)`,
          returned: sql<string>`coalesce(sum(${giftCardLedger.amount}) filter (where ${giftCardLedger.kind} = 'refunded'), 0)`,
        })
        .from(giftCardLedger)
        .leftJoin(payments, eq(payments.id, giftCardLedger.paymentId))
        .where(
          and(
            eq(giftCardLedger.foodOrderId, foodOrderId),
            or(
              isNull(giftCardLedger.paymentId),
              inArray(payments.status, ['captured', 'refund_pending', 'refunded']),
            ),
          ),
        );
      return { paid: Number(row?.paid ?? 0), returned: Number(row?.returned ?? 0) };
    },

    /** The restaurants a card can be bought for (the published ones), by name. */
    async shopRestaurants(): Promise<GiftCardRestaurantRow[]> {
      return db
        .select(restaurantColumns)
        .from(restaurants)
        .where(visibleToDiners)
        .orderBy(asc(restaurants.name));
    },

    /** A restaurant a card can be bought for; undefined when unknown or unpublished. */
    async findRestaurant(id: number): Promise<GiftCardRestaurantRow | undefined> {
      const [row] = await db
        .select(restaurantColumns)
        .from(restaurants)
        .where(and(eq(restaurants.id, id), visibleToDiners))
        .limit(1);
      return row;
    },

    /** What a booking's gift cards paid, for its messages: the confirmed part, and returned. */
    async paidForBooking(bookingId: number, settledPaymentId: number | null) {
      const [row] = await db
        .select({
          paid: sql<string>`coalesce(-sum(${giftCardLedger.amount}) filter (where ${giftCardLedger.kind} = 'redeemed'), 0)`,
          returned: sql<string>`coalesce(sum(${giftCardLedger.amount}) filter (where ${giftCardLedger.kind} = 'refunded'), 0)`,
        })
        .from(giftCardLedger)
        .where(
          and(
            eq(giftCardLedger.bookingId, bookingId),
            settledPaymentId === null
              ? isNull(giftCardLedger.paymentId)
              : or(
                  isNull(giftCardLedger.paymentId),
                  eq(giftCardLedger.paymentId, settledPaymentId),
                ),
          ),
        );
      return { paid: Number(row?.paid ?? 0), returned: Number(row?.returned ?? 0) };
    },
  };
}
