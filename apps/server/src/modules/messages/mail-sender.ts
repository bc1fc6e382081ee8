import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import type { MessageKind } from '../../db/schema.ts';
import type { MailTransport } from './mail-transport.ts';
import type { MessagePayload, MessageSource, MessageSources } from './message-payload.ts';
import { createOutboxRepository, type OutboxRow } from './outbox.repository.ts';
import { isGiftCardMessageKind, isOrderMessageKind } from './queue-message.ts';
import { type RenderedMessage, renderMessage } from './render-message.ts';

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

export type OutboxSenderDeps = {
  db: AppDatabase;
  clock: Clock;
  transport: MailTransport;
  logger: FastifyBaseLogger;
  /** Where each kind's payload comes from (the modules that own the facts). */
  sources: MessageSources;
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

/** The id of what a row of its kind is about: a gift card, a food order or a booking. */
function subjectIdOf(row: OutboxRow): number | null {
  if (isGiftCardMessageKind(row.kind)) return row.giftCardId;
  if (isOrderMessageKind(row.kind)) return row.foodOrderId;
  return row.bookingId;
}

/**
 * Sends every due message, a batch at a time, until none is due. Each message is claimed with a
 * lease (so several senders never send the same one), its payload read by its kind's source as
 * the subject is now, rendered, sent, and marked sent. A failed send is retried on the policy's
 * schedule; a sender that dies mid-send leaves a lease that lapses, and the message is sent again
 * with the same Message-ID.
 */
export async function drainOutbox(deps: OutboxSenderDeps): Promise<DrainResult> {
  const outbox = createOutboxRepository(deps.db);
  const retry = deps.retry ?? DEFAULT_RETRY;
  const leaseMs = deps.leaseMs ?? 120_000;
  const batchSize = deps.batchSize ?? 10;
  const result: DrainResult = { sent: 0, retried: 0, failed: 0, skipped: 0 };

  /** What to send for a row, or why nothing is sent. */
  async function prepare(
    source: MessageSource<MessagePayload>,
    subject: { kind: MessageKind; subjectId: number | null; paymentId: number | null; now: Date },
  ): Promise<{ to: string; rendered: RenderedMessage } | { skip: string }> {
    const { kind, subjectId, paymentId, now } = subject;
    if (subjectId === null) return { skip: 'no subject of its kind' };
    const payload = await source.load(deps.db, { kind, subjectId, paymentId, now });
    if ('skip' in payload) return payload;
    // Erased with the diner's (buyer's) account, or never given.
    if (!payload.to) return { skip: 'no e-mail address' };
    return {
      to: payload.to,
      rendered: await renderMessage(payload, { now, uidDomain: deps.domain }),
    };
  }

  async function deliver(row: OutboxRow): Promise<void> {
    const now = deps.clock.now();
    // Each kind's source takes only its own kinds; the outbox row's kind picks it.
    const source: MessageSource<MessagePayload> = deps.sources[row.kind];
    const subjectId = subjectIdOf(row);
    try {
      const prepared = await prepare(source, {
        kind: row.kind,
        subjectId,
        paymentId: row.paymentId,
        now,
      });
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
      if (source.sent && subjectId !== null) {
        await source.sent(deps.db, { kind: row.kind, subjectId, now: deps.clock.now() });
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
