// The outbox of e-mails and the kinds of message it holds.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { foodOrders } from './orders.ts';
import { bookings } from './bookings.ts';
import { giftCards } from './gift-cards.ts';
import { payments } from './payments.ts';

export const bookingMessageKinds = [
  'booking_confirmed',
  'waiting_list_added',
  'booking_cancelled',
  'waiting_list_removed',
  'payment_receipt',
  'booking_changed',
  'booking_reminder',
  'no_show_fee_receipt',
  'payment_link',
  'survey_invitation',
  // A freed table offered to a waiting-list entry, and the offer lapsing unanswered (ADR 063).
  'table_offered',
  'table_offer_lapsed',
  /** What a change of the booking charged or gave back (payment_id names the payment). */
  'change_receipt',
] as const;
export type BookingMessageKind = (typeof bookingMessageKinds)[number];

/** The gift card in the recipient's inbox (with its PDF), and the buyer's receipt. */
export const giftCardMessageKinds = ['gift_card_delivery', 'gift_card_receipt'] as const;
export type GiftCardMessageKind = (typeof giftCardMessageKinds)[number];

/**
 * A food order's e-mails (docs/decisions/048-order-messages.md): the receipt when it is paid, and
 * one per kitchen move the diner needs to know of.
 */
export const orderMessageKinds = [
  'order_receipt',
  'order_accepted',
  'order_ready',
  'order_out_for_delivery',
  'order_rejected',
] as const;
export type OrderMessageKind = (typeof orderMessageKinds)[number];

export const messageKinds = [
  ...bookingMessageKinds,
  ...giftCardMessageKinds,
  ...orderMessageKinds,
] as const;
export type MessageKind = (typeof messageKinds)[number];

export const messageStatuses = ['pending', 'sent', 'failed', 'skipped'] as const;

/**
 * The message outbox: a row is written in the same transaction as the change that causes the
 * message, and the mail sender delivers it afterwards (ADR 016). It holds a reference to the
 * booking (or to the gift card or the food order, for their messages: exactly one), never the
 * diner's contact details or the message body: those are read and rendered when the message is
 * sent.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    /** One message per key, ever: a retried change cannot queue a second copy. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    kind: text('kind', { enum: messageKinds }).notNull(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    giftCardId: integer('gift_card_id').references(() => giftCards.id, { onDelete: 'cascade' }),
    foodOrderId: integer('food_order_id').references(() => foodOrders.id, { onDelete: 'cascade' }),
    /** The payment a receipt reports, when the subject has several (a change's receipt). */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    status: text('status', { enum: messageStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt may start. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** While a sender works on the message; a sender that dies lets it lapse and another retries. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** The SMTP server's or renderer's error of the last failed attempt (no message content). */
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    index('outbox_messages_due_idx')
      .on(table.runAt)
      .where(sql`${table.status} = 'pending'`),
    index('outbox_messages_booking_idx').on(table.bookingId),
    index('outbox_messages_gift_card_idx')
      .on(table.giftCardId)
      .where(sql`${table.giftCardId} is not null`),
    index('outbox_messages_food_order_idx')
      .on(table.foodOrderId)
      .where(sql`${table.foodOrderId} is not null`),
    check(
      'outbox_messages_subject',
      sql`num_nonnulls(${table.bookingId}, ${table.giftCardId}, ${table.foodOrderId}) = 1`,
    ),
  ],
);
