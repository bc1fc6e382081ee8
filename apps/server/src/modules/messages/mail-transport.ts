import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { RenderedMessage } from './render-message.ts';

export type OutgoingMail = RenderedMessage & {
  to: string;
  /** Stable per message, so a resend after a crash is recognisable as the same message. */
  messageId: string;
  /** For the .eml file name: the outbox row and kind, never anything about the diner. */
  fileStem: string;
};

export type MailTransport = {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

/** 'Dekka <no-reply@dekka.is>' → 'dekka.is': the domain of Message-IDs and calendar UIDs. */
export function mailDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim() || 'localhost';
}

/** A stuck SMTP server must fail the attempt (and let the retry schedule run), not hang it. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

function mailOptions(mail: OutgoingMail, from: string) {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    messageId: mail.messageId,
    date: new Date(),
    // MIME parts of their own (base64 for the binary ones), in the .eml files too.
    attachments: [
      ...(mail.calendar
        ? [
            {
              filename: 'booking.ics',
              content: mail.calendar.content,
              contentType: `text/calendar; charset=utf-8; method=${mail.calendar.method}`,
            },
          ]
        : []),
      ...(mail.attachments ?? []),
    ],
  };
}

/**
 * SMTP when `smtpUrl` is set (smtp:// or smtps://, with ?pool=true for a pooled connection);
 * otherwise every message is written as an .eml file under `mailDir` and one log line names it,
 * so someone trying Dekka without a mail server can open what was sent.
 */
export function createMailTransport(options: {
  smtpUrl: string | undefined;
  from: string;
  mailDir: string;
  logger: FastifyBaseLogger;
}): MailTransport {
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async send(mail) {
        await smtp.sendMail(mailOptions(mail, options.from));
      },
      close: () => smtp.close(),
    };
  }
  const files = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(mail) {
      const info = await files.sendMail(mailOptions(mail, options.from));
      await mkdir(options.mailDir, { recursive: true });
      const file = path.join(options.mailDir, `${mail.fileStem}.eml`);
      await writeFile(file, info.message as Buffer);
      options.logger.info({ file }, 'e-mail written to a file (SMTP_URL is not set)');
    },
    close: () => files.close(),
  };
}
