import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { loadBookingMessage } from './booking-message.ts';
import { loadGiftCardMessage } from './gift-card-lines.ts';
import type { MailTransport } from './mail-transport.ts';
import { createOutboxRepository, type OutboxRow } from './outbox.repository.ts';
import { loadOrderMessage } from './order-message.ts';
import {
  renderBookingMessage,
  renderGiftCardMessage,
  renderOrderMessage,
  type RenderedMessage,
} from './render-message.ts';
import { isGiftCardMessageKind, isOrderMessageKind } from './queue-message.ts';
import { createGiftCardsRepository } from '../gift-cards/gift-cards.repository.ts';
import { createSurveyRepository } from '../surveys/survey.repository.ts';

export type RetryPolicy = {
  /** Delay after the first failed attempt; doubled after each further one. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** After this many attempts the message is given up on (status failed, logged). */
  maxAttempts: number;
};

/** 30 s, 1 min, 2 min … capped at 1 h: ten attempts span about four hours. */
export const DEFAULT_RETRY: RetryPolicy = {
  firstDelayMs: 30_000,
  maxDelayMs: 3_600_000,
  maxAttempts: 10,
};

export type MailSenderDeps = {
  db: AppDatabase;
  clock: Clock;
  transport: MailTransport;
  logger: FastifyBaseLogger;
  /** Links in the messages start here (never from a request's Host header). */
  publicUrl: string;
  /** The domain of Message-IDs and calendar UIDs. */
  domain: string;
  retry?: RetryPolicy;
  /** How long one sender may work on a message before another may take it over. */
  leaseMs?: number;
  batchSize?: number;
  /** Shutdown: messages claimed but not started yet are handed back at once, not left leased. */
  signal?: AbortSignal;
};

export type DrainResult = { sent: number; retried: number; failed: number; skipped: number };

/** SMTP replies quote addresses; neither the database nor the logs may keep them. */
function withoutAddresses(text: string): string {
  return text.replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, '[address]').slice(0, 500);
}

/** A 5xx reply is the server's final word (no such mailbox, rejected as spam): do not retry. */
function isPermanent(error: unknown): boolean {
  const code =
    typeof error === 'object' && error !== null && 'responseCode' in error
      ? Number(error.responseCode)
      : NaN;
  return code >= 500 && code < 600;
}

/** The same key always gives the same Message-ID, so a resend after a crash is one message. */
export function messageIdFor(idempotencyKey: string, domain: string): string {
  const digest = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32);
  return `<${digest}@${domain}>`;
}

/**
 * Sends every due message, a batch at a time, until none is due. Each message is claimed with a
 * lease (so several senders never send the same one), rendered from the booking as it is now,
 * sent, and marked sent. A failed send is retried on the policy's schedule; a sender that dies
 * mid-send leaves a lease that lapses, and the message is sent again with the same Message-ID.
 */
export async function sendDueMessages(deps: MailSenderDeps): Promise<DrainResult> {
  const outbox = createOutboxRepository(deps.db);
  const retry = deps.retry ?? DEFAULT_RETRY;
  const leaseMs = deps.leaseMs ?? 120_000;
  const batchSize = deps.batchSize ?? 10;
  const result: DrainResult = { sent: 0, retried: 0, failed: 0, skipped: 0 };

  /** What to send for a row, or why nothing is sent. */
  async function prepare(
    row: OutboxRow,
    now: Date,
  ): Promise<{ to: string; rendered: RenderedMessage } | { skip: string }> {
    if (row.giftCardId !== null && isGiftCardMessageKind(row.kind)) {
      const message = await loadGiftCardMessage(deps.db, {
        kind: row.kind,
        giftCardId: row.giftCardId,
        publicUrl: deps.publicUrl,
      });
      if (!message) return { skip: 'gift card not issued' };
      // Erased with the buyer's account.
      if (!message.to) return { skip: 'no e-mail address' };
      return { to: message.to, rendered: await renderGiftCardMessage(message) };
    }
    if (row.foodOrderId !== null && isOrderMessageKind(row.kind)) {
      const message = await loadOrderMessage(deps.db, {
        kind: row.kind,
        foodOrderId: row.foodOrderId,
        publicUrl: deps.publicUrl,
      });
      if (!message) return { skip: 'order not placed' };
      // Erased with the diner's account; the kitchen may still move the order on.
      if (!message.to) return { skip: 'no e-mail address' };
      return { to: message.to, rendered: await renderOrderMessage(message) };
    }
    if (row.bookingId === null || isGiftCardMessageKind(row.kind) || isOrderMessageKind(row.kind)) {
      return { skip: 'not a booking message' };
    }
    const message = await loadBookingMessage(deps.db, {
      kind: row.kind,
      bookingId: row.bookingId,
      publicUrl: deps.publicUrl,
    });
    if (!message?.to) return { skip: 'no e-mail address' };
    // Cancelling drops the reminder in its transaction; this also covers a booking that
    // ended otherwise (a no-show marked early) before its reminder came due.
    if (row.kind === 'booking_reminder' && message.status !== 'confirmed') {
      return { skip: 'booking not confirmed' };
    }
    // Queued two hours after the visit; since then the booking may have been marked a
    // no-show, or the diner may have answered or let the survey close.
    if (row.kind === 'survey_invitation') {
      const blocker = await createSurveyRepository(deps.db).invitationBlocker(row.bookingId, now);
      if (blocker) return { skip: blocker };
    }
    return {
      to: message.to,
      rendered: await renderBookingMessage(message, { now, uidDomain: deps.domain }),
    };
  }

  async function deliver(row: OutboxRow): Promise<void> {
    const now = deps.clock.now();
    try {
      const prepared = await prepare(row, now);
      if ('skip' in prepared) {
        await outbox.markSkipped(row.id, prepared.skip);
        result.skipped += 1;
        return;
      }
      await deps.transport.send({
        ...prepared.rendered,
        to: prepared.to,
        messageId: messageIdFor(row.idempotencyKey, deps.domain),
        fileStem: `${now.toISOString().replace(/[:.]/g, '-')}-${row.id}-${row.kind}`,
      });
      await outbox.markSent(row.id, deps.clock.now());
      if (row.kind === 'gift_card_delivery' && row.giftCardId !== null) {
        await createGiftCardsRepository(deps.db).markDelivered(row.giftCardId, deps.clock.now());
      }
      result.sent += 1;
    } catch (error) {
      const reason = withoutAddresses(error instanceof Error ? error.message : String(error));
      const giveUp = isPermanent(error) || row.attempts >= retry.maxAttempts;
      const delay = Math.min(retry.firstDelayMs * 2 ** (row.attempts - 1), retry.maxDelayMs);
      await outbox.markFailedAttempt(
        row.id,
        reason,
        giveUp ? null : new Date(now.getTime() + delay),
      );
      const log = { outboxId: row.id, kind: row.kind, attempts: row.attempts, reason };
      if (giveUp) {
        result.failed += 1;
        deps.logger.error(log, 'e-mail given up');
      } else {
        result.retried += 1;
        deps.logger.warn({ ...log, retryInMs: delay }, 'e-mail failed; will retry');
      }
    }
  }

  for (;;) {
    const now = deps.clock.now();
    const rows = await outbox.claimDue(now, batchSize, new Date(now.getTime() + leaseMs));
    // Side by side, except that one booking's (gift card's, order's) messages go in the order they
    // were queued (a confirmation before its cancellation).
    const bySubject = new Map<string, OutboxRow[]>();
    for (const row of [...rows].sort((a, b) => a.id - b.id)) {
      const subject =
        row.bookingId !== null
          ? `b${row.bookingId}`
          : row.foodOrderId !== null
            ? `o${row.foodOrderId}`
            : `g${row.giftCardId}`;
      bySubject.set(subject, [...(bySubject.get(subject) ?? []), row]);
    }
    const unstarted: number[] = [];
    await Promise.all(
      [...bySubject.values()].map(async (messages) => {
        for (const row of messages) {
          if (deps.signal?.aborted) unstarted.push(row.id);
          else await deliver(row);
        }
      }),
    );
    if (unstarted.length > 0) await outbox.releaseLeases(unstarted);
    if (rows.length < batchSize || deps.signal?.aborted) return result;
  }
}
