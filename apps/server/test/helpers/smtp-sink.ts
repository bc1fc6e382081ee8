import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { createLogger } from '../../src/logger.ts';
import type { MailSenderDeps } from '../../src/message-sources.ts';
import { createMailTransport } from '../../src/modules/messages/mail-transport.ts';

export type SmtpSink = {
  url: string;
  port: number;
  /** Every message the server accepted, parsed, in arrival order. */
  received: ParsedMail[];
  /** Raw sources, for checks on exact headers. */
  raw: string[];
  /** Attempts the server saw (accepted or refused). */
  attempts(): number;
  close(): Promise<void>;
};

/**
 * A real SMTP server on a free local port that keeps what it receives. `refuseFirst` answers the
 * first N deliveries with a temporary failure (451), as a busy mail server does.
 */
export async function startSmtpSink(
  options: { refuseFirst?: number; port?: number } = {},
): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  const raw: string[] = [];
  let attempts = 0;
  const serverOptions: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        attempts += 1;
        if (attempts <= (options.refuseFirst ?? 0)) {
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        const source = Buffer.concat(chunks);
        raw.push(source.toString('utf8'));
        simpleParser(source).then(
          (parsed) => {
            received.push(parsed);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  };
  const server = new SMTPServer(serverOptions);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    raw,
    attempts: () => attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What the mail sender needs to deliver to `sink`, with the tests' domain and links. */
export function senderTo(
  sink: SmtpSink,
  base: Pick<MailSenderDeps, 'db' | 'clock'>,
  overrides: Partial<MailSenderDeps> = {},
): MailSenderDeps {
  const logger = createLogger({ logLevel: 'silent' });
  return {
    ...base,
    logger,
    transport: createMailTransport({
      smtpUrl: sink.url,
      from: 'Dekka <no-reply@dekka.test>',
      mailDir: '/nonexistent',
      logger,
    }),
    publicUrl: 'https://dekka.test',
    domain: 'dekka.test',
    ...overrides,
  };
}
