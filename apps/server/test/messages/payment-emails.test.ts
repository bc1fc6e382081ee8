import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logger.ts';
import { sendDueMessages, type MailSenderDeps } from '../../src/message-sources.ts';
import {
  createMailTransport,
  type MailTransport,
} from '../../src/modules/messages/mail-transport.ts';
import { isolatedDatabase, type IsolatedDatabase } from '../helpers/isolated-database.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { buildTestApp, type LogLine, type TestApp } from '../helpers/test-app.ts';
import {
  cardFields,
  cards,
  createBearer,
  createTestClock,
  paymentClient,
  referenceFromRedirect,
} from '../payments/payment-client.ts';

const clock = createTestClock();
const silent = createLogger({ logLevel: 'silent' });

describe('payment e-mails and delivery', () => {
  let t: TestApp;
  let client: ReturnType<typeof paymentClient>;
  let sink: SmtpSink;

  let database: IsolatedDatabase;

  beforeAll(async () => {
    database = await isolatedDatabase();
    const env = { RESERVE_RATE_LIMIT_MAX: '1000', DATABASE_URL: database.url };
    t = await buildTestApp({ clock, env });
    client = paymentClient(t.app, t.database.db, await createBearer(t.database.db, clock));
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.close();
    await t.close();
    await database.drop();
  });

  const sender = (transport: MailTransport, logger = silent): MailSenderDeps => ({
    db: t.database.db,
    clock,
    logger,
    transport,
    publicUrl: 'https://dekka.test',
    domain: 'dekka.test',
  });
  const smtp = () =>
    createMailTransport({
      smtpUrl: sink.url,
      from: 'Dekka <no-reply@dekka.test>',
      mailDir: '',
      logger: silent,
    });

  it('a prepaid booking gets the confirmation with the amount and a receipt with the card', async () => {
    const before = sink.received.length;
    const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 4900 }, 3);
    expect((await client.pay(guid, cardFields(cards.approve), 'en')).response).toBe(1);
    await sendDueMessages(sender(smtp()));
    const [confirmed, receipt] = sink.received.slice(before);
    // One booking's messages arrive in the order they were queued.
    expect(confirmed?.subject).toBe('Your booking at Test Bistro is confirmed');
    expect(confirmed?.text).toMatch(/Prepaid: ISK\s14,700/);
    expect(receipt?.subject).toBe('Receipt for your booking at Test Bistro');
    expect(receipt?.text).toMatch(/Paid\s+ISK\s14,700/);
    expect(receipt?.text).toMatch(/Card\s+visa •••• 4242/);
    expect(receipt?.attachments).toHaveLength(0);
  });

  it('a guarantee after 3-D Secure is confirmed once the bank approves, and names the fee', async () => {
    const before = sink.received.length;
    const { guid } = await client.hold({ rule: 'no_show_fee', amountPerGuest: 3500 });
    const result = await client.pay(guid, cardFields(cards.challengeApprove), 'is');
    // Nothing is queued while the diner is still at their bank.
    await sendDueMessages(sender(smtp()));
    expect(sink.received.length).toBe(before);
    await client.callback(referenceFromRedirect(result.redirectHtml), 'approve', 'is');
    await sendDueMessages(sender(smtp()));
    const [confirmed] = sink.received.slice(before);
    expect(sink.received.length).toBe(before + 1);
    expect(confirmed?.subject).toBe('Bókun þín á Test Bistro er staðfest');
    expect(confirmed?.text).toContain('Kortið þitt sem endar á 3220 tryggir bókunina');
  });

  it('cancelling a prepaid booking in time says the refund is on its way', async () => {
    const before = sink.received.length;
    const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 4900 }, 2);
    await client.pay(guid, cardFields(cards.approve), 'en');
    await client.cancel(guid);
    await sendDueMessages(sender(smtp()));
    const cancelled = sink.received
      .slice(before)
      .find((mail) => mail.subject?.includes('cancelled'));
    expect(cancelled?.text).toMatch(
      /A refund of ISK\s9,800 to your card ending in 4242 is on its way\./,
    );
  });

  it('without SMTP_URL writes .eml files and logs their names, never an address or a body', async () => {
    const mailDir = await mkdtemp(path.join(tmpdir(), 'dekka-mail-'));
    try {
      const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 0 });
      await client.pay(guid, cardFields(cards.approve), 'en');
      const logs: LogLine[] = [];
      const logger = createLogger(
        { logLevel: 'info' },
        {
          write: (line: string) => logs.push(JSON.parse(line) as LogLine),
        },
      );
      const files = createMailTransport({
        smtpUrl: undefined,
        from: 'Dekka <no-reply@dekka.test>',
        mailDir,
        logger,
      });
      const result = await sendDueMessages(sender(files, logger));
      expect(result.sent).toBeGreaterThan(0);
      const names = await readdir(mailDir);
      expect(names).toHaveLength(result.sent);
      expect(names.every((name) => name.endsWith('.eml'))).toBe(true);
      const parsed = await simpleParser(await readFile(path.join(mailDir, names.at(-1)!)));
      expect(parsed.subject).toBe('Your booking at Test Bistro is confirmed');
      expect(parsed.to).toMatchObject({ text: 'gudrun@example.is' });
      const written = logs.filter(
        (line) => line.msg === 'e-mail written to a file (SMTP_URL is not set)',
      );
      expect(written.map((line) => path.basename(String(line.file))).sort()).toEqual(
        [...names].sort(),
      );
      const everything = JSON.stringify(logs);
      expect(everything).not.toContain('gudrun@example.is');
      expect(everything).not.toContain('Guðrún');
      expect(everything).not.toContain('Window seat');
    } finally {
      await rm(mailDir, { recursive: true, force: true });
    }
  });

  it('two senders draining at once send each message once', async () => {
    const before = sink.received.length;
    for (let i = 0; i < 6; i += 1) {
      const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 0 });
      await client.pay(guid, cardFields(cards.approve), 'en');
    }
    const [a, b] = await Promise.all([
      sendDueMessages({ ...sender(smtp()), batchSize: 2 }),
      sendDueMessages({ ...sender(smtp()), batchSize: 2 }),
    ]);
    expect(a.sent + b.sent).toBe(6);
    const ids = sink.received.slice(before).map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(6);
  });
});
