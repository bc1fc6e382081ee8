import type { AppDatabase } from '../../db/client.ts';
import {
  type BookingMessageKind,
  type GiftCardMessageKind,
  giftCardMessageKinds,
  type MessageKind,
  type OrderMessageKind,
  orderMessageKinds,
} from '../../db/schema.ts';
import { createOutboxRepository } from './outbox.repository.ts';

/**
 * Queues a message about a booking, to be sent now. Call it with the transaction that makes the
 * change the message reports, so the message exists exactly when the change does. `key` tells
 * copies apart (a payment id for a receipt); one message per kind and booking otherwise.
 */
export async function queueBookingMessage(
  tx: AppDatabase,
  message: {
    kind: BookingMessageKind;
    bookingId: number;
    now: Date;
    key?: string | number;
    /** The payment a receipt reports, when the booking has several (a change's receipt). */
    paymentId?: number;
  },
): Promise<void> {
  await createOutboxRepository(tx).enqueue({
    kind: message.kind,
    bookingId: message.bookingId,
    paymentId: message.paymentId,
    idempotencyKey: `${message.kind}:${message.bookingId}${message.key === undefined ? '' : `:${message.key}`}`,
    runAt: message.now,
  });
}

/** Schedules the booking's reminder (see enqueueReminder), in the transaction that confirms it. */
export async function queueReminder(tx: AppDatabase, bookingId: number, now: Date): Promise<void> {
  await createOutboxRepository(tx).enqueueReminder(bookingId, now);
}

/** Drops the booking's unsent reminder, in the transaction that cancels or moves it. */
export async function dropReminder(tx: AppDatabase, bookingId: number, why: string): Promise<void> {
  await createOutboxRepository(tx).skipPendingReminders(bookingId, why);
}

/**
 * Queues a gift card's message (docs/decisions/032-gift-cards.md) in the transaction that issues
 * the card: the recipient's at `runAt` (now, or the morning of the chosen day), the buyer's
 * receipt now. One of each per card, whatever replays.
 */
export async function queueGiftCardMessage(
  tx: AppDatabase,
  message: { kind: GiftCardMessageKind; giftCardId: number; runAt: Date },
): Promise<void> {
  await createOutboxRepository(tx).enqueue({
    kind: message.kind,
    giftCardId: message.giftCardId,
    idempotencyKey: `${message.kind}:${message.giftCardId}`,
    runAt: message.runAt,
  });
}

export function isGiftCardMessageKind(kind: MessageKind): kind is GiftCardMessageKind {
  return (giftCardMessageKinds as readonly string[]).includes(kind);
}

/**
 * Queues a food order's message (docs/decisions/048-order-messages.md) in the transaction that
 * places or moves the order. One per kind and order, ever: a replayed payment callback or a move
 * made twice finds the key taken and queues nothing.
 */
export async function queueOrderMessage(
  tx: AppDatabase,
  message: { kind: OrderMessageKind; foodOrderId: number; now: Date },
): Promise<void> {
  await createOutboxRepository(tx).enqueue({
    kind: message.kind,
    foodOrderId: message.foodOrderId,
    idempotencyKey: `${message.kind}:${message.foodOrderId}`,
    runAt: message.now,
  });
}

export function isOrderMessageKind(kind: MessageKind): kind is OrderMessageKind {
  return (orderMessageKinds as readonly string[]).includes(kind);
}
