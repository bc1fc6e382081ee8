import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { type MessageKind, outboxMessages } from '../../db/schema.ts';

export type OutboxRow = typeof outboxMessages.$inferSelect;

export type QueuedMessage = {
  kind: MessageKind;
  /** What the message is about: a booking, a gift card or a food order (exactly one). */
  bookingId?: number;
  giftCardId?: number;
  foodOrderId?: number;
  /** The payment a receipt reports, when its subject has several (a change's receipt). */
  paymentId?: number;
  /** The same key queues nothing new: a retried request or a replayed callback adds no copy. */
  idempotencyKey: string;
  /** When to send it; now for the booking messages. */
  runAt: Date;
};

/** Over the database or a transaction (queue inside the transaction of the change itself). */
export function createOutboxRepository(db: AppDatabase) {
  return {
    /** True when the message was queued, false when its key was already there. */
    async enqueue(message: QueuedMessage): Promise<boolean> {
      const rows = await db
        .insert(outboxMessages)
        .values({
          kind: message.kind,
          bookingId: message.bookingId ?? null,
          giftCardId: message.giftCardId ?? null,
          foodOrderId: message.foodOrderId ?? null,
          paymentId: message.paymentId ?? null,
          idempotencyKey: message.idempotencyKey,
          runAt: message.runAt,
        })
        .onConflictDoNothing({ target: outboxMessages.idempotencyKey })
        .returning({ id: outboxMessages.id });
      return rows.length > 0;
    },

    /**
     * Takes up to `limit` due messages for one sender: each gets a lease until `leaseUntil` and
     * one more attempt counted. SKIP LOCKED lets several senders claim side by side without
     * waiting on or taking each other's rows; a lapsed lease (a sender that died mid-send) makes
     * the message due again.
     */
    async claimDue(now: Date, limit: number, leaseUntil: Date): Promise<OutboxRow[]> {
      const due = db
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.status, 'pending'),
            sql`${outboxMessages.runAt} <= ${now.toISOString()}`,
            sql`(${outboxMessages.leaseUntil} is null or ${outboxMessages.leaseUntil} <= ${now.toISOString()})`,
          ),
        )
        .orderBy(outboxMessages.runAt, outboxMessages.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(outboxMessages)
        .set({ leaseUntil, attempts: sql`${outboxMessages.attempts} + 1` })
        .where(inArray(outboxMessages.id, due))
        .returning();
    },

    /** Claimed but never attempted (the sender is stopping): due again at once, attempt uncounted. */
    async releaseLeases(ids: number[]): Promise<void> {
      await db
        .update(outboxMessages)
        .set({ leaseUntil: null, attempts: sql`${outboxMessages.attempts} - 1` })
        .where(and(inArray(outboxMessages.id, ids), eq(outboxMessages.status, 'pending')));
    },

    async markSent(id: number, now: Date): Promise<void> {
      await db
        .update(outboxMessages)
        .set({ status: 'sent', sentAt: now, leaseUntil: null, lastError: null })
        .where(eq(outboxMessages.id, id));
    },

    /** Nothing to send (the booking has no e-mail address): done, without a delivery. */
    async markSkipped(id: number, reason: string): Promise<void> {
      await db
        .update(outboxMessages)
        .set({ status: 'skipped', leaseUntil: null, lastError: reason })
        .where(eq(outboxMessages.id, id));
    },

    /** A failed attempt: try again at `runAt`, or give up for good when `runAt` is null. */
    async markFailedAttempt(id: number, error: string, runAt: Date | null): Promise<void> {
      await db
        .update(outboxMessages)
        .set(
          runAt
            ? { runAt, leaseUntil: null, lastError: error }
            : { status: 'failed', leaseUntil: null, lastError: error },
        )
        .where(eq(outboxMessages.id, id));
    },

    /**
     * The booking's reminder, due its restaurant's `reminder_hours_before` ahead of the start,
     * in one statement. None when the restaurant sends none or that moment has passed (booked
     * inside the window). The key carries the start, so a booking moved to a new time gets a
     * new reminder while the old one is dropped.
     */
    async enqueueReminder(bookingId: number, now: Date): Promise<void> {
      await db.execute(sql`
        insert into outbox_messages (idempotency_key, kind, booking_id, run_at)
        select 'booking_reminder:' || b.id || ':' || extract(epoch from b.start_at)::bigint,
          'booking_reminder', b.id, b.start_at - make_interval(hours => r.reminder_hours_before)
        from bookings b join restaurants r on r.id = b.restaurant_id
        where b.id = ${bookingId} and r.reminder_hours_before > 0
          and b.start_at - make_interval(hours => r.reminder_hours_before)
            > ${now.toISOString()}::timestamptz
        on conflict (idempotency_key) do nothing`);
    },

    /** The booking's reminders not sent yet are dropped (cancelled, or moved to a new time). */
    async skipPendingReminders(bookingId: number, reason: string): Promise<void> {
      await db
        .update(outboxMessages)
        .set({ status: 'skipped', leaseUntil: null, lastError: reason })
        .where(
          and(
            eq(outboxMessages.bookingId, bookingId),
            eq(outboxMessages.kind, 'booking_reminder'),
            eq(outboxMessages.status, 'pending'),
          ),
        );
    },

    async listForBooking(bookingId: number): Promise<OutboxRow[]> {
      return db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.bookingId, bookingId))
        .orderBy(outboxMessages.id);
    },
  };
}
