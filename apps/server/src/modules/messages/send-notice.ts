import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from './mail-transport.ts';
import type { RenderedMessage } from './render-message.ts';

export type NoticeKind =
  'sign-in-code' | 'staff-invitation' | 'application-received' | 'application-declined';
export type SendNotice = (kind: NoticeKind, to: string, message: RenderedMessage) => Promise<void>;

/**
 * Sends an account notice straight away, not through the outbox: the person is waiting for it,
 * and a sign-in code must not be kept anywhere in the clear. A failure is logged with the kind
 * only (never the address or the content) and thrown, so the person hears it did not go.
 */
export function createNoticeSender(
  mail: MailTransport,
  options: { logger: FastifyBaseLogger; domain: string },
): SendNotice {
  return async (kind, to, message) => {
    const id = randomUUID();
    try {
      await mail.send({
        ...message,
        to,
        messageId: `<${id}@${options.domain}>`,
        fileStem: `${kind}-${id}`,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.name : 'unknown';
      options.logger.error({ kind, reason }, 'account e-mail could not be sent');
      throw error;
    }
  };
}
