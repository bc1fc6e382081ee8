import { ErrorResponse } from '@dekka/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepExpiredHolds } from '../../src/jobs/hold-sweeper.ts';
import { createLogger } from '../../src/logger.ts';
import { releaseUnpaidGiftCardParts } from '../../src/modules/bookings/gift-card-parts.ts';
import { sendDueMessages } from '../../src/message-sources.ts';
import { mailbox } from '../accounts/mailbox.ts';
import { completeBody } from '../bookings/booking-client.ts';
import { createBookingRestaurant, createMenu } from '../helpers/booking-factories.ts';
import { isolatedDatabase, type IsolatedDatabase } from '../helpers/isolated-database.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  bookingStatus,
  cardFields,
  cards,
  createBearer,
  createTestClock,
  eventRows,
  ledgerRows,
  paymentClient,
  paymentRows,
  referenceFromRedirect,
} from '../payments/payment-client.ts';
import { GIFT_CARD_TEST_ENV, giftCardClient, giftCardLedger } from './gift-card-client.ts';

const MINUTE = 60_000;
const START = '2030-03-01T12:00:00Z';
const clock = createTestClock(START);

describe('a gift card toward a prepayment (complete/v2)', () => {
  let t: TestApp;
  let database: IsolatedDatabase;
  let gift: ReturnType<typeof giftCardClient>;
  let client: ReturnType<typeof paymentClient>;
  const mail = mailbox();

  beforeAll(async () => {
    database = await isolatedDatabase();
    t = await buildTestApp({
      clock,
      mail: mail.transport,
      env: { ...GIFT_CARD_TEST_ENV, ...(database.url ? { DATABASE_URL: database.url } : {}) },
    });
    gift = giftCardClient(t.app);
    client = paymentClient(t.app, t.database.db, await createBearer(t.database.db, clock));
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  /** A held table whose restaurant asks 4 900 ISK a guest up front: 9 800 for two. */
  const holdPrepaid = () => client.hold({ rule: 'prepayment', amountPerGuest: 4_900 });
  const drain = () =>
    sendDueMessages({
      db: t.database.db,
      clock,
      transport: mail.transport,
      logger: createLogger({ logLevel: 'silent' }),
      publicUrl: 'https://dekka.example',
      domain: 'dekka.example',
    });

  it('covering it all: no card needed, confirmed at once, the part on the ledger with the booking', async () => {
    const code = await gift.issued({ amount: 25_000 });
    const { guid } = await holdPrepaid();
    const result = await client.pay(guid, { giftCardCode: code });
    expect(result).toMatchObject({ response: 1, message: null });
    expect(await bookingStatus(t.database.db, guid)).toMatchObject({ status: 'confirmed' });
    expect(await paymentRows(t.database.db, guid)).toEqual([]);
    const ledger = await giftCardLedger(t.database.db, code);
    expect(ledger.entries).toEqual([
      { kind: 'issued', amount: 25_000 },
      { kind: 'redeemed', amount: -9_800 },
    ]);
    expect(ledger.rows[1]?.booking_id).not.toBeNull();
    expect(ledger.rows[1]?.payment_id).toBeNull();
    expect(ledger.balance).toBe(15_200);

    const before = mail.sent.length;
    await drain();
    const confirmation = mail.sent
      .slice(before)
      .find((sent) => sent.fileStem.endsWith('-booking_confirmed'));
    expect(confirmation?.text).toMatch(/Paid with a gift card: ISK\s9,800/);
  });

  it('the code typed any way, and a second complete answers like the first', async () => {
    const code = await gift.issued({ amount: 9_800 });
    const { guid } = await holdPrepaid();
    const typed = `${code.slice(0, 4).toLowerCase()} ${code.slice(4, 8)}-${code.slice(8)}`;
    expect((await client.pay(guid, { giftCardCode: typed })).response).toBe(1);
    expect((await client.pay(guid, { giftCardCode: typed })).response).toBe(1);
    expect((await giftCardLedger(t.database.db, code)).entries).toHaveLength(2);
  });

  it('covering part: the card pays the rest, and only the rest', async () => {
    const code = await gift.issued({ amount: 5_000 });
    const { guid } = await holdPrepaid();
    const result = await client.pay(guid, { giftCardCode: code, ...cardFields(cards.approve) });
    expect(result.response).toBe(1);
    expect(await paymentRows(t.database.db, guid)).toEqual([
      expect.objectContaining({ kind: 'prepayment', status: 'captured', amount: 4_800 }),
    ]);
    expect(await ledgerRows(t.database.db, guid)).toEqual([{ entry: 'capture', amount: 4_800 }]);
    const ledger = await giftCardLedger(t.database.db, code);
    expect(ledger.balance).toBe(0);
    expect(ledger.rows[1]?.payment_id).not.toBeNull();
  });

  it('covering part without a card: invalid_card, and nothing is taken off the gift card', async () => {
    const code = await gift.issued({ amount: 5_000 });
    const { guid } = await holdPrepaid();
    expect(await client.pay(guid, { giftCardCode: code })).toMatchObject({
      response: 2,
      message: 'invalid_card',
    });
    expect((await giftCardLedger(t.database.db, code)).balance).toBe(5_000);
  });

  it('the card declines: the gift card part goes back, the hold stays, another card can pay', async () => {
    const code = await gift.issued({ amount: 5_000 });
    const { guid } = await holdPrepaid();
    const declined = await client.pay(guid, { giftCardCode: code, ...cardFields(cards.decline) });
    expect(declined).toMatchObject({ response: 2, message: 'payment_declined' });
    expect(await bookingStatus(t.database.db, guid)).toMatchObject({ status: 'held' });
    let ledger = await giftCardLedger(t.database.db, code);
    expect(ledger.entries).toEqual([
      { kind: 'issued', amount: 5_000 },
      { kind: 'redeemed', amount: -5_000 },
      { kind: 'refunded', amount: 5_000 },
    ]);
    expect(ledger.consistent).toBe(true);

    const paid = await client.pay(guid, { giftCardCode: code, ...cardFields(cards.approve) });
    expect(paid.response).toBe(1);
    ledger = await giftCardLedger(t.database.db, code);
    expect(ledger.balance).toBe(0);
    expect(ledger.consistent).toBe(true);
  });

  it('3-D Secure declined after the challenge: the part goes back once, however often replayed', async () => {
    const code = await gift.issued({ amount: 5_000 });
    const { guid } = await holdPrepaid();
    const result = await client.pay(guid, {
      giftCardCode: code,
      ...cardFields(cards.challengeApprove),
    });
    expect(result.response).toBe(3);
    // Taken while the diner is at the bank: nobody else can spend it meanwhile.
    expect((await giftCardLedger(t.database.db, code)).balance).toBe(0);
    const reference = referenceFromRedirect(result.redirectHtml);
    await Promise.all([1, 2, 3].map(() => client.callback(reference, 'decline')));
    const ledger = await giftCardLedger(t.database.db, code);
    expect(ledger.entries.map((entry) => entry.kind)).toEqual(['issued', 'redeemed', 'refunded']);
    expect(ledger.balance).toBe(5_000);
    expect(await eventRows(t.database.db, guid)).toEqual([
      { type: 4, title: 'payment_authentication_failed' },
    ]);
  });

  it('3-D Secure approved: the booking is paid by both, the part stays taken', async () => {
    const code = await gift.issued({ amount: 5_000 });
    const { guid } = await holdPrepaid();
    const result = await client.pay(guid, {
      giftCardCode: code,
      ...cardFields(cards.challengeApprove),
    });
    await client.callback(referenceFromRedirect(result.redirectHtml), 'approve');
    expect(await bookingStatus(t.database.db, guid)).toMatchObject({ status: 'confirmed' });
    expect(await ledgerRows(t.database.db, guid)).toEqual([{ entry: 'capture', amount: 4_800 }]);
    expect((await giftCardLedger(t.database.db, code)).balance).toBe(0);
  });

  it('the hold lapses while the diner is at the bank: the sweep gives the part back, a late approval is voided', async () => {
    clock.set(START);
    const code = await gift.issued({ amount: 5_000 });
    const { guid } = await holdPrepaid();
    const result = await client.pay(guid, {
      giftCardCode: code,
      ...cardFields(cards.challengeApprove),
    });
    clock.advance(16 * MINUTE);
    expect(await releaseUnpaidGiftCardParts(t.database.db, clock.now())).toBe(5_000);
    await sweepExpiredHolds(t.database.db, clock.now());
    expect(await releaseUnpaidGiftCardParts(t.database.db, clock.now())).toBe(0);
    const page = await client.callback(referenceFromRedirect(result.redirectHtml), 'approve');
    expect(page.body).toContain('Payment not completed');
    const ledger = await giftCardLedger(t.database.db, code);
    expect(ledger.entries.map((entry) => entry.kind)).toEqual(['issued', 'redeemed', 'refunded']);
    expect(ledger.balance).toBe(5_000);
    expect(await ledgerRows(t.database.db, guid)).toEqual([{ entry: 'void', amount: 0 }]);
    clock.set(START);
  });

  it('trying again after leaving the bank page: the part moves to the new attempt, never taken twice', async () => {
    const code = await gift.issued({ amount: 5_000 });
    const { guid } = await holdPrepaid();
    const first = await client.pay(guid, {
      giftCardCode: code,
      ...cardFields(cards.challengeApprove),
    });
    const second = await client.pay(guid, { giftCardCode: code, ...cardFields(cards.approve) });
    expect(second.response).toBe(1);
    // The bank approves the abandoned attempt after all: it finds it settled and releases it.
    const page = await client.callback(referenceFromRedirect(first.redirectHtml), 'approve');
    expect(page.body).toContain('Payment not completed');
    const ledger = await giftCardLedger(t.database.db, code);
    expect(ledger.entries.map((entry) => entry.kind)).toEqual([
      'issued',
      'redeemed',
      'refunded',
      'redeemed',
    ]);
    expect(ledger.balance).toBe(0);
    expect(ledger.consistent).toBe(true);
    expect(await ledgerRows(t.database.db, guid)).toEqual([
      { entry: 'capture', amount: 4_800 },
      { entry: 'void', amount: 0 },
    ]);
  });

  it('cancelling in time gives the gift card part back to the card and the rest to the card', async () => {
    const code = await gift.issued({ amount: 5_000 });
    const { guid } = await holdPrepaid();
    await client.pay(guid, { giftCardCode: code, ...cardFields(cards.approve) });
    const cancelled = await client.cancel(guid);
    expect(cancelled.json()).toMatchObject({ success: true });
    const ledger = await giftCardLedger(t.database.db, code);
    expect(ledger.entries.map((entry) => entry.kind)).toEqual(['issued', 'redeemed', 'refunded']);
    expect(ledger.balance).toBe(5_000);
    expect(await ledgerRows(t.database.db, guid)).toEqual([
      { entry: 'capture', amount: 4_800 },
      { entry: 'refund', amount: 4_800 },
    ]);
    const before = mail.sent.length;
    await drain();
    const mailed = mail.sent
      .slice(before)
      .find((sent) => sent.fileStem.endsWith('-booking_cancelled'));
    expect(mailed?.text).toMatch(/ISK\s5,000 has gone back to your gift card\./);
  });

  it('covering the prepayment but a no-show guarantee owed: the card is verified, not charged', async () => {
    const r = await createBookingRestaurant(t.database.db, {
      overrides: { paymentRule: 'no_show_fee', paymentAmountPerGuest: 2_000 },
    });
    const menu = await createMenu(t.database.db, r.id, { price: 4_900, paymentType: 2 });
    const held = await client.reserveOk({
      date: '2030-03-04T19:00',
      guests: 2,
      restaurantId: r.id,
      source: 2,
      menus: [{ id: menu.id, count: 2 }],
    });
    const guid = held.guid ?? '';
    const code = await gift.issued({ amount: 10_000 });
    expect(await client.pay(guid, { giftCardCode: code })).toMatchObject({
      response: 2,
      message: 'invalid_card',
    });
    expect(
      (await client.pay(guid, { giftCardCode: code, ...cardFields(cards.approve) })).response,
    ).toBe(1);
    expect(await paymentRows(t.database.db, guid)).toEqual([
      expect.objectContaining({ kind: 'no_show_guarantee', status: 'verified', amount: 4_000 }),
    ]);
    expect((await giftCardLedger(t.database.db, code)).balance).toBe(200);
  });

  it('a code it cannot use: the reason, the hold kept, no payment tried', async () => {
    const { guid, restaurantId } = await holdPrepaid();
    const elsewhere = await createBookingRestaurant(t.database.db);
    const theirs = await gift.issued({ restaurantId: elsewhere.id });
    const empty = await gift.issued({ amount: 9_800 });
    const other = await holdPrepaid();
    await client.pay(other.guid, { giftCardCode: empty });
    for (const [code, message] of [
      ['ABCDEFGHJKLMNPQR', 'gift_card_not_found'],
      ['not a code', 'gift_card_not_found'],
      [theirs, 'gift_card_other_restaurant'],
      [empty, 'gift_card_insufficient_balance'],
    ] as const) {
      expect(
        await client.pay(guid, { giftCardCode: code, ...cardFields(cards.approve) }),
      ).toMatchObject({ response: 2, message, restaurantId });
    }
    expect(await paymentRows(t.database.db, guid)).toEqual([]);
    expect(await bookingStatus(t.database.db, guid)).toMatchObject({ status: 'held' });
    // Without anything to prepay, a code is not looked at.
    const free = await client.hold({ rule: 'no_show_fee', amountPerGuest: 1_000 });
    expect(
      (
        await client.pay(free.guid, {
          giftCardCode: 'ABCDEFGHJKLMNPQR',
          ...cardFields(cards.approve),
        })
      ).response,
    ).toBe(1);
  });

  it('two bookings racing for one card: one is paid by it, the other finds what is left', async () => {
    for (let round = 0; round < 3; round += 1) {
      const code = await gift.issued({ amount: 10_000 });
      const a = await holdPrepaid();
      const b = await holdPrepaid();
      const results = await Promise.all([
        client.pay(a.guid, { giftCardCode: code }),
        client.pay(b.guid, { giftCardCode: code }),
      ]);
      expect(results.map((r) => r.response).sort()).toEqual([1, 2]);
      expect(results.find((r) => r.response === 2)?.message).toBe('invalid_card');
      const ledger = await giftCardLedger(t.database.db, code);
      expect(ledger.balance).toBe(200);
      expect(ledger.consistent).toBe(true);
    }
  });
});

describe('a gift card code in complete/v2 and the guessing limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      clock,
      env: { ...GIFT_CARD_TEST_ENV, GIFT_CARD_LOOKUP_LIMIT_MAX: '3' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts unknown codes in a complete like any lookup, and refuses once past the limit', async () => {
    const client = paymentClient(t.app, t.database.db, await createBearer(t.database.db, clock));
    const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 4_900 });
    for (let i = 0; i < 3; i += 1) {
      const res = await client.pay(guid, { giftCardCode: `ABCDEFGHJKLMNPQ${'234'[i]}` });
      expect(res.message).toBe('gift_card_not_found');
    }
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/web/booking/complete/v2/',
      payload: {
        ...completeBody(guid),
        giftCardCode: 'ABCDEFGHJKLMNPQ5',
      },
    });
    expect(refused.statusCode).toBe(429);
    expect(ErrorResponse.parse(refused.json()).code).toBe('rate_limited');
    const view = await giftCardClient(t.app).view('ABCDEFGHJKLMNPQ6');
    expect(view.statusCode).toBe(429);
  });
});
