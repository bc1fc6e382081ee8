import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatGiftCardCode } from '@dekka/contracts/gift-card-code';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logger.ts';
import { sendDueMessages } from '../../src/message-sources.ts';
import {
  createMailTransport,
  type MailTransport,
  type OutgoingMail,
} from '../../src/modules/messages/mail-transport.ts';
import { mailbox } from '../accounts/mailbox.ts';
import { isolatedDatabase, type IsolatedDatabase } from '../helpers/isolated-database.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { createBookingRestaurant } from '../helpers/booking-factories.ts';
import {
  cards,
  createTestClock,
  paymentClient,
  referenceFromRedirect,
} from '../payments/payment-client.ts';
import {
  GIFT_CARD_TEST_ENV,
  giftCardClient,
  giftCardPayment,
  giftCardRow,
} from './gift-card-client.ts';

const START = '2030-03-01T12:00:00Z';
const clock = createTestClock(START);
const silent = createLogger({ logLevel: 'silent' });
const PUBLIC_URL = 'https://dekka.example';

describe('gift card e-mails', () => {
  let t: TestApp;
  let database: IsolatedDatabase;
  let gift: ReturnType<typeof giftCardClient>;
  const mail = mailbox();

  beforeAll(async () => {
    database = await isolatedDatabase();
    t = await buildTestApp({
      clock,
      mail: mail.transport,
      env: { ...GIFT_CARD_TEST_ENV, ...(database.url ? { DATABASE_URL: database.url } : {}) },
    });
    gift = giftCardClient(t.app);
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  const drain = (transport: MailTransport = mail.transport) =>
    sendDueMessages({
      db: t.database.db,
      clock,
      transport,
      logger: silent,
      publicUrl: PUBLIC_URL,
      domain: 'dekka.example',
    });

  const sentSince = (before: number) => mail.sent.slice(before);
  const ofKind = (sent: OutgoingMail[], kind: string) =>
    sent.filter((m) => m.fileStem.endsWith(`-${kind}`));

  it('sent at once: the recipient gets the card with its link and PDF, the buyer a receipt', async () => {
    const before = mail.sent.length;
    const code = await gift.issued({ amount: 15_000 });
    expect((await drain()).sent).toBe(2);
    const sent = sentSince(before);
    const [card] = ofKind(sent, 'gift_card_delivery');
    const [receipt] = ofKind(sent, 'gift_card_receipt');
    expect(card?.to).toBe('gudrun@example.is');
    expect(card?.subject).toBe('Jón Jónsson has sent you a gift card');
    expect(card?.text).toContain(`${PUBLIC_URL}/giftcard/view/${code}`);
    expect(card?.html).toContain(`${PUBLIC_URL}/giftcard/view/${code}`);
    expect(card?.text).toContain(formatGiftCardCode(code));
    expect(card?.text).toContain('Til hamingju með afmælið!');
    expect(card?.text).toContain('any Dekka restaurant');
    expect(card?.attachments).toHaveLength(1);
    const pdf = card?.attachments?.[0];
    expect(pdf).toMatchObject({ filename: 'gift-card.pdf', contentType: 'application/pdf' });
    expect(pdf?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    expect(receipt?.to).toBe('jon@example.is');
    expect(receipt?.subject).toBe('Receipt for your gift card');
    expect(receipt?.text).toMatch(/We have e-mailed it to gudrun@example\.is/);
    expect(receipt?.text).toMatch(/visa •••• 4242/);
    expect(receipt?.attachments ?? []).toHaveLength(0);
    expect((await giftCardRow(t.database.db, code))?.delivered_at).not.toBeNull();
  });

  it('speaks the language chosen when buying, the restaurant named where the card is valid', async () => {
    const before = mail.sent.length;
    const r = await createBookingRestaurant(t.database.db);
    await gift.issued({ language: 'is', restaurantId: r.id });
    await drain();
    const [card] = ofKind(sentSince(before), 'gift_card_delivery');
    expect(card?.subject).toBe('Jón Jónsson sendi þér gjafabréf');
    expect(card?.text).toContain('gildir hjá Test Bistro');
    expect(card?.attachments?.[0]?.filename).toBe('gjafabref.pdf');
  });

  it('a later delivery day: the receipt now, the card held until 09:00 Iceland time that day', async () => {
    const before = mail.sent.length;
    const code = await gift.issued({ deliverOn: '2030-03-05' });
    await drain();
    expect(ofKind(sentSince(before), 'gift_card_receipt')[0]?.text).toMatch(
      /We will e-mail it to gudrun@example\.is on the morning of March 5, 2030/,
    );
    expect(ofKind(sentSince(before), 'gift_card_delivery')).toHaveLength(0);
    clock.set('2030-03-05T08:59:00Z');
    await drain();
    expect(ofKind(sentSince(before), 'gift_card_delivery')).toHaveLength(0);
    expect((await giftCardRow(t.database.db, code))?.delivered_at).toBeNull();
    clock.set('2030-03-05T09:00:00Z');
    await drain();
    expect(ofKind(sentSince(before), 'gift_card_delivery')).toHaveLength(1);
    expect((await giftCardRow(t.database.db, code))?.delivered_at).not.toBeNull();
    clock.set(START);
  });

  it('nothing is e-mailed before the bank approves, and once after replays', async () => {
    const before = mail.sent.length;
    const sandbox = paymentClient(t.app, t.database.db, '');
    const result = await gift.buy({ card: giftCardPayment(cards.challengeApprove) });
    await drain();
    expect(sentSince(before)).toHaveLength(0);
    const reference = referenceFromRedirect(result.redirectHtml);
    await Promise.all([1, 2, 3].map(() => sandbox.callback(reference, 'approve')));
    await drain();
    expect(ofKind(sentSince(before), 'gift_card_delivery')).toHaveLength(1);
    expect(ofKind(sentSince(before), 'gift_card_receipt')).toHaveLength(1);
  });

  it('without SMTP the card is an .eml file named by its kind, the PDF a MIME attachment in it', async () => {
    const mailDir = await mkdtemp(path.join(tmpdir(), 'dekka-gift-mail-'));
    try {
      const code = await gift.issued();
      const files = createMailTransport({
        smtpUrl: undefined,
        from: 'Dekka <no-reply@dekka.example>',
        mailDir,
        logger: silent,
      });
      await drain(files);
      const names = await readdir(mailDir);
      const cardFile = names.find((name) => name.endsWith('-gift_card_delivery.eml'));
      expect(cardFile).toBeDefined();
      expect(names.some((name) => name.endsWith('-gift_card_receipt.eml'))).toBe(true);
      const source = await readFile(path.join(mailDir, cardFile ?? ''));
      expect(source.toString('utf8')).toMatch(/^To: gudrun@example\.is$/m);
      expect(source.toString('utf8')).toMatch(
        /Content-Type: application\/pdf; name=gift-card\.pdf/,
      );
      const parsed = await simpleParser(source);
      expect(parsed.text).toContain(`${PUBLIC_URL}/giftcard/view/${code}`);
      const [pdf] = parsed.attachments;
      expect(pdf?.contentType).toBe('application/pdf');
      expect(pdf?.filename).toBe('gift-card.pdf');
      expect(pdf?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    } finally {
      await rm(mailDir, { recursive: true, force: true });
    }
  });
});
