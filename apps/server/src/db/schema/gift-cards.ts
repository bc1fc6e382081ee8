// Gift cards and their ledger.
// This file and payments.ts name each other (a payment buys a card; the card's ledger names the
// payment), only inside `.references(() => …)`, which runs after both modules have loaded.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { restaurants } from './restaurants.ts';
import { foodOrders } from './orders.ts';
import { bookings } from './bookings.ts';
import { payments } from './payments.ts';

/**
 * A gift card: one row is the purchase (the order the buyer pays for, keyed by `order_guid`) and,
 * once paid, the card itself (docs/decisions/032-gift-cards.md). The code is drawn when the order
 * is made but only works once the order is paid; `balance` always equals the sum of the card's
 * ledger rows, both changed in one transaction under the card's row lock.
 */
export const giftCardStatuses = ['pending', 'paid', 'failed'] as const;
export type GiftCardStatus = (typeof giftCardStatuses)[number];

export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    /** The buyer's key to the order (its receipt page and the payment hub's room). */
    orderGuid: uuid('order_guid').notNull().unique().defaultRandom(),
    /** 16 letters of GIFT_CARD_ALPHABET, from crypto randomness; never logged. */
    code: text('code').notNull().unique(),
    status: text('status', { enum: giftCardStatuses }).notNull().default('pending'),
    /** Minor units of `currency`, as bought. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** Null: valid at any Dekka restaurant (taking its currency). */
    restaurantId: integer('restaurant_id').references(() => restaurants.id),
    /** What is left; 0 until the order is paid (the ledger's 'issued' row puts the amount on). */
    balance: integer('balance').notNull().default(0),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    /** The buyer's words to the recipient: plain text, shown as text. */
    message: text('message').notNull().default(''),
    /** The buyer's language: the e-mails and the PDF speak it. */
    language: text('language').notNull(),
    /** Null: e-mailed to the recipient when paid; a date: that morning, Iceland time. */
    deliverOn: date('deliver_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the order was paid and the card began to work. */
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    /** GIFT_CARD_VALIDITY_YEARS after the purchase. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the recipient's e-mail went out. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    check('gift_cards_code', sql`${table.code} ~ '^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{16}$'`),
    check('gift_cards_status', sql`${table.status} in ('pending', 'paid', 'failed')`),
    check('gift_cards_amount', sql`${table.amount} > 0`),
    check('gift_cards_balance', sql`${table.balance} between 0 and ${table.amount}`),
    check('gift_cards_message_length', sql`char_length(${table.message}) <= 500`),
  ],
);

export const giftCardLedgerKinds = ['issued', 'redeemed', 'refunded'] as const;
export type GiftCardLedgerKind = (typeof giftCardLedgerKinds)[number];

/**
 * Every movement of a gift card's money: issued when paid (+amount), redeemed at a restaurant or
 * toward a booking's prepayment (negative), refunded when such a part comes back (positive).
 * The sum of a card's rows is its balance. A part paid toward a booking (or a food order) carries
 * it and, when a card payment took the rest, that payment: the part goes back with that payment's
 * failure.
 */
export const giftCardLedger = pgTable(
  'gift_card_ledger',
  {
    id: serial('id').primaryKey(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: giftCardLedgerKinds }).notNull(),
    /** Minor units of the card's currency: positive for issued and refunded, negative redeemed. */
    amount: integer('amount').notNull(),
    /** Where it was redeemed or refunded; null for 'issued'. */
    restaurantId: integer('restaurant_id').references(() => restaurants.id, {
      onDelete: 'set null',
    }),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** A part paid toward a food order (docs/decisions/049-order-gift-cards.md). */
    foodOrderId: integer('food_order_id').references(() => foodOrders.id, {
      onDelete: 'set null',
    }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** The staff member who took it at the table. */
    staffUserId: uuid('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('gift_card_ledger_card_idx').on(table.giftCardId, table.id),
    index('gift_card_ledger_booking_idx')
      .on(table.bookingId)
      .where(sql`${table.bookingId} is not null`),
    index('gift_card_ledger_food_order_idx')
      .on(table.foodOrderId)
      .where(sql`${table.foodOrderId} is not null`),
    check(
      'gift_card_ledger_owner',
      sql`num_nonnulls(${table.bookingId}, ${table.foodOrderId}) <= 1`,
    ),
    check('gift_card_ledger_kind', sql`${table.kind} in ('issued', 'redeemed', 'refunded')`),
    check(
      'gift_card_ledger_sign',
      sql`(${table.kind} = 'redeemed' and ${table.amount} < 0) or (${table.kind} <> 'redeemed' and ${table.amount} > 0)`,
    ),
  ],
);
