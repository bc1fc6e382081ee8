// Payments, the events the payment hub replays, and the sandbox provider's books.
// This file and gift-cards.ts name each other (a payment buys a card; the card's ledger names the
// payment), only inside `.references(() => …)`, which runs after both modules have loaded.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './users.ts';
import { foodOrders } from './orders.ts';
import { bookings, pendingChanges } from './bookings.ts';
import { giftCards } from './gift-cards.ts';

/**
 * A no_show_fee is charged by the staff, after a no-show, to a guarantee's kept card token; a
 * gift_card payment buys a gift card (its row names the gift card, not a booking).
 */
export const paymentKinds = [
  'prepayment',
  'no_show_guarantee',
  'no_show_fee',
  'gift_card',
  'food_order',
  /** Part of a booking's prepayment given back when a change lowered it (refunds_payment_id). */
  'change_refund',
] as const;
export const paymentStatuses = [
  /** Sent to the provider; waiting for its answer or for the diner's 3-D Secure challenge. */
  'pending',
  /** Prepayment charged. */
  'captured',
  /** No-show guarantee: card verified, a provider token kept for a later charge. */
  'verified',
  'declined',
  /** Cancelled before the deadline: marked at cancel, refunded by the provider right after. */
  'refund_pending',
  'refunded',
  /** Approved too late (hold gone, booking cancelled): the provider was told to give it back. */
  'voided',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * One payment attempt for a booking, a gift card order or a food order (exactly one of them). Only the
 * card's brand and last four digits are kept; the number and CVC go to the provider and nowhere
 * else (no column here can hold them).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    giftCardId: integer('gift_card_id').references(() => giftCards.id, { onDelete: 'cascade' }),
    foodOrderId: integer('food_order_id').references(() => foodOrders.id, { onDelete: 'cascade' }),
    /**
     * A booking's change that waits for this payment (ADR 064): it settles the change, not the
     * booking; booking_id names the booking too, so the booking's payments include it.
     */
    pendingChangeId: integer('pending_change_id').references(() => pendingChanges.id, {
      onDelete: 'cascade',
    }),
    /** A change_refund's source: the captured payment it gives part of back. */
    refundsPaymentId: integer('refunds_payment_id'),
    /** Which implementation took it ('sandbox' until real adapters exist). */
    provider: text('provider').notNull(),
    /** PaymentProviderType as the client sees it: Borgun 1, Valitor 2, Aur 3, Nets 4. */
    providerType: integer('provider_type').notNull(),
    kind: text('kind', { enum: paymentKinds }).notNull(),
    status: text('status', { enum: paymentStatuses }).notNull(),
    /** Minor units of `currency` (ISK 0 decimals; EUR, NOK, DKK 2). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** The provider's id for this payment; the callback finds the payment by it. */
    providerReference: text('provider_reference').unique(),
    /** Opaque provider token for charging a no-show fee later; not a card number. */
    providerToken: text('provider_token'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    failureReason: text('failure_reason'),
    /** The staff member who charged a no-show fee. */
    chargedBy: uuid('charged_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('payments_booking_idx').on(table.bookingId),
    index('payments_gift_card_idx')
      .on(table.giftCardId)
      .where(sql`${table.giftCardId} is not null`),
    index('payments_food_order_idx')
      .on(table.foodOrderId)
      .where(sql`${table.foodOrderId} is not null`),
    check(
      'payments_owner',
      sql`num_nonnulls(${table.bookingId}, ${table.giftCardId}, ${table.foodOrderId}) = 1`,
    ),
    // A no-show fee is charged once: a second attempt waits for a declined first one.
    uniqueIndex('payments_no_show_fee_once')
      .on(table.bookingId)
      .where(sql`${table.kind} = 'no_show_fee' and ${table.status} in ('pending', 'captured')`),
    check(
      'payments_pending_change_booking',
      sql`${table.pendingChangeId} is null or ${table.bookingId} is not null`,
    ),
    index('payments_pending_change_idx')
      .on(table.pendingChangeId)
      .where(sql`${table.pendingChangeId} is not null`),
    check(
      'payments_card_last4',
      sql`${table.cardLast4} is null or ${table.cardLast4} ~ '^[0-9]{4}$'`,
    ),
  ],
);

/**
 * The hub's outbox: every payment outcome is written here before it is sent, and a client that
 * connects or reconnects gets the latest row for its guid. One outcome event per payment.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    guid: uuid('guid').notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    /** NotificationType: PaymentEvent 5 on success, Warning 4 on failure. */
    type: integer('type').notNull(),
    title: text('title').notNull(),
    sentDate: timestamp('sent_date', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('payment_events_guid_sent_idx').on(table.guid, table.sentDate),
    uniqueIndex('payment_events_payment_idx').on(table.paymentId),
  ],
);

/**
 * The sandbox gateway's own books, standing in for the provider's side: its transactions (and
 * the outcome a test card decides) and a ledger with one row per money movement, so a test can
 * count charges. A real provider keeps these on its servers; we never read them for domain logic.
 */
export const sandboxTransactions = pgTable('sandbox_transactions', {
  reference: text('reference').primaryKey(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  capture: boolean('capture').notNull(),
  /** What happens after an approved challenge: the test card decides. */
  afterChallenge: text('after_challenge', { enum: ['approve', 'decline'] }).notNull(),
  status: text('status', {
    enum: ['challenge', 'approved', 'captured', 'declined', 'refunded', 'voided'],
  }).notNull(),
  merchantName: text('merchant_name').notNull(),
  /** Null until the diner types the card into a hosted checkout (external payment form). */
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  token: text('token'),
  declineReason: text('decline_reason'),
  embedded: boolean('embedded').notNull().default(false),
  createdAt: timestamps.createdAt,
});

export const sandboxLedger = pgTable('sandbox_ledger', {
  id: serial('id').primaryKey(),
  reference: text('reference')
    .notNull()
    .references(() => sandboxTransactions.reference, { onDelete: 'cascade' }),
  entry: text('entry', { enum: ['capture', 'verify', 'refund', 'void'] }).notNull(),
  amount: integer('amount').notNull(),
  /** A partial refund's idempotency key: the same refund asked twice is given once. */
  key: text('key').unique(),
  createdAt: timestamps.createdAt,
});
