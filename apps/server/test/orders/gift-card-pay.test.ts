import { ErrorResponse } from '@dekka/contracts/errors';
import { OrderBoardResponse, OrderPayResult } from '@dekka/contracts/orders';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logger.ts';
import { releaseUnpaidOrderGiftCardParts } from '../../src/modules/orders/gift-card-parts.ts';
import { sendDueMessages } from '../../src/message-sources.ts';
import { accountClient } from '../accounts/account-client.ts';
import { mailbox } from '../accounts/mailbox.ts';
import { addStaff } from '../accounts/staff-fixtures.ts';
import {
  GIFT_CARD_TEST_ENV,
  giftCardClient,
  giftCardLedger,
} from '../gift-cards/gift-card-client.ts';
import { createTestClock } from '../helpers/booking-factories.ts';
import { queryRows } from '../helpers/sql.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { cards, eventRows, referenceFromRedirect } from '../payments/payment-client.ts';
import {
  createOrderRestaurant,
  ORDER_TEST_ENV,
  orderBody,
  orderCard,
  orderClient,
  orderMoney,
  type OrderRestaurant,
} from './order-fixture.ts';

/**
 * Every run makes and races real requests on PGlite; on the slowest machine of our kind, beside the
 * browser tests, the runs take several times the default budget. The budget only bounds how long a
 * broken property takes to fail.
 */
const PROPERTY_BUDGET = { timeout: 120_000 };

const MINUTE = 60_000;
const START = '2030-03-01T10:00:00Z';
const clock = createTestClock(START);
const mail = mailbox();

/** An order's gift card ledger rows, oldest first. */
async function orderParts(t: TestApp, token: string) {
  return queryRows(
    t.database.db,
    sql`select l.kind, l.amount, l.payment_id from gift_card_ledger l
      join food_orders o on o.id = l.food_order_id where o.token = ${token} order by l.id`,
  );
}

describe('paying a food order with a gift card', () => {
  let t: TestApp;
  let orders: ReturnType<typeof orderClient>;
  let gift: ReturnType<typeof giftCardClient>;
  let r: OrderRestaurant;
  let slot = 0;
  /** The afternoon's slots in turn; the kitchen takes any number, so capacity never matters. */
  const nextSlot = () => {
    slot = (slot + 1) % 30;
    return new Date(Date.UTC(2030, 2, 1, 13, 0) + slot * 15 * MINUTE).toISOString().slice(0, 16);
  };
  const order = () => orders.create(orderBody(r, { slot: nextSlot() }));
  /** Pays with a code and, when a number is given, a card. */
  const payRaw = (token: string, giftCardCode: string | null, number?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/web/orders/${token}/pay`,
      payload: { giftCardCode, card: number ? orderCard(number) : null, language: 'en' },
    });
  const pay = async (token: string, giftCardCode: string | null, number?: string) => {
    const res = await payRaw(token, giftCardCode, number);
    if (res.statusCode !== 200) throw new Error(`pay answered ${res.statusCode}: ${res.body}`);
    return OrderPayResult.parse(res.json());
  };
  const callback = (reference: string, action: 'approve' | 'decline') =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ reference, action, lng: 'en' }).toString(),
    });
  const drain = () =>
    sendDueMessages({
      db: t.database.db,
      clock,
      transport: mail.transport,
      logger: createLogger({ logLevel: 'silent' }),
      publicUrl: 'https://dekka.example',
      domain: 'dekka.example',
    });

  beforeAll(async () => {
    t = await buildTestApp({
      clock,
      mail: mail.transport,
      env: { ...ORDER_TEST_ENV, ...GIFT_CARD_TEST_ENV },
    });
    orders = orderClient(t.app);
    gift = giftCardClient(t.app);
    r = await createOrderRestaurant(t.database.db, { ordersPerSlot: 100 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('covering it all: no card, placed at once, the part on the ledger with the order, a receipt naming it', async () => {
    const code = await gift.issued({ amount: 10_000 });
    const created = await order();
    const paid = await pay(created.token, code);
    expect(paid).toMatchObject({ response: 1, status: 'placed', redirectHtml: null });
    expect(await orders.view(created.token)).toMatchObject({
      status: 'placed',
      paid: 0,
      giftCardPaid: 2000,
      refunded: false,
    });
    expect((await orderMoney(t.database.db, created.token)).payments).toEqual([]);
    const ledger = await giftCardLedger(t.database.db, code);
    expect(ledger.entries).toEqual([
      { kind: 'issued', amount: 10_000 },
      { kind: 'redeemed', amount: -2000 },
    ]);
    expect(ledger.consistent).toBe(true);
    expect(await orderParts(t, created.token)).toEqual([
      { kind: 'redeemed', amount: -2000, payment_id: null },
    ]);
    // Paying again (a retry) answers paid and takes nothing more.
    expect(await pay(created.token, code)).toMatchObject({ response: 1, status: 'placed' });
    expect((await giftCardLedger(t.database.db, code)).balance).toBe(8000);

    const before = mail.sent.length;
    await drain();
    const receipts = mail.sent
      .slice(before)
      .filter((sent) => sent.fileStem.endsWith('-order_receipt') && sent.to === 'jon@example.is');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toMatch(/Greitt með gjafabréfi: 2\.000/);
  });

  it('the code typed any way works', async () => {
    const code = await gift.issued({ amount: 2000 });
    const created = await order();
    const typed = `${code.slice(0, 4).toLowerCase()} ${code.slice(4, 8)}-${code.slice(8)}`;
    expect((await pay(created.token, typed)).response).toBe(1);
    expect((await giftCardLedger(t.database.db, code)).balance).toBe(0);
  });

  it('covering part: the card pays the rest, and only the rest', async () => {
    const code = await gift.issued({ amount: 1500 });
    const created = await order();
    expect(await pay(created.token, code, cards.approve)).toMatchObject({
      response: 1,
      status: 'placed',
    });
    const money = await orderMoney(t.database.db, created.token);
    expect(money.payments).toMatchObject([{ status: 'captured', amount: 500 }]);
    expect(money.ledger).toEqual([{ entry: 'capture', amount: 500 }]);
    expect(await orders.view(created.token)).toMatchObject({ paid: 500, giftCardPaid: 1500 });
    const ledger = await giftCardLedger(t.database.db, code);
    expect(ledger.balance).toBe(0);
    expect(ledger.rows[1]?.payment_id).not.toBeNull();
  });

  it('covering part without a card: invalid_card, nothing taken, the order still payable', async () => {
    const code = await gift.issued({ amount: 1500 });
    const created = await order();
    expect(await pay(created.token, code)).toMatchObject({
      response: 2,
      status: 'pending_payment',
      message: 'invalid_card',
    });
    expect((await giftCardLedger(t.database.db, code)).balance).toBe(1500);
    expect(await pay(created.token, code, cards.approve)).toMatchObject({ response: 1 });
  });

  it('the card declines at once: the gift card part goes back once, the order fails', async () => {
    const code = await gift.issued({ amount: 1500 });
    const created = await order();
    expect(await pay(created.token, code, cards.decline)).toMatchObject({
      response: 2,
      status: 'failed',
      message: 'payment_declined',
    });
    const ledger = await giftCardLedger(t.database.db, code);
    expect(ledger.entries).toEqual([
      { kind: 'issued', amount: 1500 },
      { kind: 'redeemed', amount: -1500 },
      { kind: 'refunded', amount: 1500 },
    ]);
    expect(ledger.consistent).toBe(true);
    expect(await orders.view(created.token)).toMatchObject({ status: 'failed', giftCardPaid: 0 });
    // Nothing is left for a sweep to give back.
    expect(await releaseUnpaidOrderGiftCardParts(t.database.db, clock.now())).toBe(0);
  });

  it('3-D Secure declined: the part goes back once, however often the callback is replayed', async () => {
    const code = await gift.issued({ amount: 1500 });
    const created = await order();
    const result = await pay(created.token, code, cards.challengeApprove);
    expect(result.response).toBe(3);
    // Taken while the diner is at the bank: nobody else can spend it meanwhile.
    expect((await giftCardLedger(t.database.db, code)).balance).toBe(0);
    const reference = referenceFromRedirect(result.redirectHtml);
    await Promise.all([1, 2, 3].map(() => callback(reference, 'decline')));
    const ledger = await giftCardLedger(t.database.db, code);
    expect(ledger.entries.map((entry) => entry.kind)).toEqual(['issued', 'redeemed', 'refunded']);
    expect(ledger.balance).toBe(1500);
    expect((await orders.view(created.token)).status).toBe('failed');
    expect(await eventRows(t.database.db, created.token)).toEqual([
      { type: 4, title: 'payment_authentication_failed' },
    ]);
  });

  it('3-D Secure approved: placed, paid by both, the part stays taken', async () => {
    const code = await gift.issued({ amount: 1500 });
    const created = await order();
    const result = await pay(created.token, code, cards.challengeApprove);
    await callback(referenceFromRedirect(result.redirectHtml), 'approve');
    expect(await orders.view(created.token)).toMatchObject({
      status: 'placed',
      paid: 500,
      giftCardPaid: 1500,
    });
    expect((await giftCardLedger(t.database.db, code)).balance).toBe(0);
  });

  it('the hold lapses at the bank: the sweep gives the part back once, a late approval is voided', async () => {
    clock.set(START);
    const code = await gift.issued({ amount: 1500 });
    const created = await order();
    const result = await pay(created.token, code, cards.challengeApprove);
    clock.advance(21 * MINUTE);
    const sweeps = await Promise.all([
      releaseUnpaidOrderGiftCardParts(t.database.db, clock.now()),
      releaseUnpaidOrderGiftCardParts(t.database.db, clock.now()),
    ]);
    expect(sweeps.sort()).toEqual([0, 1500]);
    await callback(referenceFromRedirect(result.redirectHtml), 'approve');
    const ledger = await giftCardLedger(t.database.db, code);
    expect(ledger.entries.map((entry) => entry.kind)).toEqual(['issued', 'redeemed', 'refunded']);
    expect(ledger.balance).toBe(1500);
    expect(ledger.consistent).toBe(true);
    expect((await orderMoney(t.database.db, created.token)).ledger).toEqual([
      { entry: 'void', amount: 0 },
    ]);
    expect((await orders.view(created.token)).status).toBe('lapsed');
    clock.set(START);
  });

  it('paying again after leaving the bank page: the part moves to the new attempt, never taken twice', async () => {
    const code = await gift.issued({ amount: 1500 });
    const created = await order();
    const first = await pay(created.token, code, cards.challengeApprove);
    expect((await pay(created.token, code, cards.approve)).response).toBe(1);
    // The bank approves the abandoned attempt after all: it finds it settled and is released.
    await callback(referenceFromRedirect(first.redirectHtml), 'approve');
    const ledger = await giftCardLedger(t.database.db, code);
    expect(ledger.entries.map((entry) => entry.kind)).toEqual([
      'issued',
      'redeemed',
      'refunded',
      'redeemed',
    ]);
    expect(ledger.balance).toBe(0);
    expect(ledger.consistent).toBe(true);
    expect((await orderMoney(t.database.db, created.token)).ledger).toEqual([
      { entry: 'capture', amount: 500 },
      { entry: 'void', amount: 0 },
    ]);
  });

  describe('refusals', () => {
    it.each([
      ['an unknown code', 'ABCDEFGHJKLMNPQR', 404, 'gift_card_not_found'],
      ['a malformed code', 'not a code', 404, 'gift_card_not_found'],
    ])('%s: a 4xx, nothing written', async (_name, code, status, errorCode) => {
      const created = await order();
      const res = await payRaw(created.token, code, cards.approve);
      expect(res.statusCode).toBe(status);
      expect(ErrorResponse.parse(res.json()).code).toBe(errorCode);
      expect((await orderMoney(t.database.db, created.token)).payments).toEqual([]);
      expect((await orders.view(created.token)).status).toBe('pending_payment');
    });

    it("expired, empty, another restaurant's, another currency's: 409 with the reason, nothing written", async () => {
      const elsewhere = await createOrderRestaurant(t.database.db);
      const expired = await gift.issued({ amount: 5000 });
      await t.database.db.execute(
        sql`update gift_cards set expires_at = ${new Date(Date.parse(START) - MINUTE).toISOString()}::timestamptz where code = ${expired}`,
      );
      const empty = await gift.issued({ amount: 2000 });
      await pay((await order()).token, empty);
      const theirs = await gift.issued({ amount: 5000, restaurantId: elsewhere.restaurantId });
      const euros = await createOrderRestaurant(t.database.db, { ordersPerSlot: 100 });
      await t.database.db.execute(
        sql`update restaurants set currency = 'EUR' where id = ${euros.restaurantId}`,
      );
      const anywhere = await gift.issued({ amount: 5000 });
      const cases = [
        [r, expired, 'gift_card_expired'],
        [r, empty, 'gift_card_insufficient_balance'],
        [r, theirs, 'gift_card_other_restaurant'],
        [euros, anywhere, 'gift_card_other_restaurant'],
      ] as const;
      for (const [restaurant, code, errorCode] of cases) {
        const created = await orders.create(orderBody(restaurant, { slot: nextSlot() }));
        const before = await giftCardLedger(t.database.db, code);
        const res = await payRaw(created.token, code, cards.approve);
        expect(res.statusCode, errorCode).toBe(409);
        expect(ErrorResponse.parse(res.json()).code).toBe(errorCode);
        expect(res.body).not.toContain(code);
        expect((await orderMoney(t.database.db, created.token)).payments).toEqual([]);
        expect((await orders.view(created.token)).status).toBe('pending_payment');
        expect((await giftCardLedger(t.database.db, code)).entries).toEqual(before.entries);
      }
    });
  });

  describe('the kitchen rejects an order paid by gift card', () => {
    let host = '';
    let client: ReturnType<typeof accountClient>;
    beforeAll(async () => {
      client = accountClient(t.app, mail);
      const email = `host-${randomUUID().slice(0, 8)}@example.com`;
      await addStaff(t.database.db, r.restaurantId, 'host', email);
      host = await client.signIn(email);
    });
    const boardId = async (token: string) => {
      const day = await client.inject(
        'GET',
        `/api/restaurant/${r.restaurantId}/orders?date=2030-03-01`,
        host,
      );
      const found = OrderBoardResponse.parse(day.json()).orders.find((o) => o.token === token);
      if (!found) throw new Error('the placed order is not on the board');
      return found;
    };
    const reject = (orderId: number) =>
      client.inject('PATCH', `/api/restaurant/${r.restaurantId}/orders/${orderId}`, host, {
        action: 'reject',
        reason: 'Ofninn bilaður',
      });

    it('in part: the gift card part back to the card and the card part refunded, once, under concurrent rejects', async () => {
      const code = await gift.issued({ amount: 1500 });
      const created = await order();
      await pay(created.token, code, cards.approve);
      const placed = await boardId(created.token);
      expect(placed).toMatchObject({ paid: 500, giftCardPaid: 1500 });
      const answers = await Promise.all(Array.from({ length: 4 }, () => reject(placed.id)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
      expect(await orders.view(created.token)).toMatchObject({
        status: 'rejected',
        refunded: true,
        paid: 500,
        giftCardPaid: 1500,
      });
      const ledger = await giftCardLedger(t.database.db, code);
      expect(ledger.entries.map((entry) => entry.kind)).toEqual(['issued', 'redeemed', 'refunded']);
      expect(ledger.balance).toBe(1500);
      expect(ledger.consistent).toBe(true);
      const money = await orderMoney(t.database.db, created.token);
      expect(money.payments).toMatchObject([{ status: 'refunded', amount: 500 }]);
      expect(money.ledger).toEqual([
        { entry: 'capture', amount: 500 },
        { entry: 'refund', amount: 500 },
      ]);

      const before = mail.sent.length;
      await drain();
      const rejected = mail.sent
        .slice(before)
        .find((sent) => sent.fileStem.endsWith('-order_rejected'));
      expect(rejected?.text).toMatch(/Greiðslan þín, 500\skr\., er endurgreidd á kortið þitt\./);
      expect(rejected?.text).toMatch(/1\.500\skr\. hefur verið skilað á gjafabréfið þitt\./);
    });

    it('in full: all back to the gift card, once, nothing for the provider', async () => {
      const code = await gift.issued({ amount: 5000 });
      const created = await order();
      await pay(created.token, code);
      const placed = await boardId(created.token);
      const answers = await Promise.all(Array.from({ length: 3 }, () => reject(placed.id)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
      expect(await orders.view(created.token)).toMatchObject({
        status: 'rejected',
        refunded: true,
        paid: 0,
        giftCardPaid: 2000,
      });
      const ledger = await giftCardLedger(t.database.db, code);
      expect(ledger.entries).toEqual([
        { kind: 'issued', amount: 5000 },
        { kind: 'redeemed', amount: -2000 },
        { kind: 'refunded', amount: 2000 },
      ]);
      expect(ledger.consistent).toBe(true);
      expect(await orderMoney(t.database.db, created.token)).toEqual({ payments: [], ledger: [] });
    });
  });

  it('two orders racing for one card: one is paid by it, the other finds nothing left', async () => {
    for (let round = 0; round < 3; round += 1) {
      const code = await gift.issued({ amount: 2000 });
      const [a, b] = [await order(), await order()];
      const answers = await Promise.all([payRaw(a.token, code), payRaw(b.token, code)]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409);
      expect(ErrorResponse.parse(refused?.json()).code).toBe('gift_card_insufficient_balance');
      const ledger = await giftCardLedger(t.database.db, code);
      expect(ledger.balance).toBe(0);
      expect(ledger.consistent).toBe(true);
    }
  });

  type Payer = 'gift_only' | 'approve' | 'decline' | 'challenge_decline';

  it(
    'concurrent orders on one card never spend more than its balance (property)',
    PROPERTY_BUDGET,
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1000, max: 9000 }),
          fc.array(fc.constantFrom<Payer>('gift_only', 'approve', 'decline', 'challenge_decline'), {
            minLength: 2,
            maxLength: 8,
          }),
          async (amount, payers) => {
            const code = await gift.issued({ amount });
            const created = await Promise.all(payers.map(() => order()));
            const numbers: Record<Payer, string | undefined> = {
              gift_only: undefined,
              approve: cards.approve,
              decline: cards.decline,
              challenge_decline: cards.challengeDecline,
            };
            const answers = await Promise.all(
              payers.map((payer, i) => payRaw(created[i]?.token ?? '', code, numbers[payer])),
            );
            // The bank declines every challenge (replayed twice, at once).
            await Promise.all(
              answers.flatMap((answer) => {
                const body = answer.json() as { response?: number; redirectHtml?: string | null };
                if (body.response !== 3) return [];
                const reference = referenceFromRedirect(body.redirectHtml ?? null);
                return [callback(reference, 'decline'), callback(reference, 'decline')];
              }),
            );
            for (const answer of answers) {
              const errorCode = (answer.json() as { code?: string }).code;
              expect(
                answer.statusCode === 200 || errorCode === 'gift_card_insufficient_balance',
              ).toBe(true);
            }
            const ledger = await giftCardLedger(t.database.db, code);
            expect(ledger.consistent).toBe(true);
            expect(ledger.balance).toBeGreaterThanOrEqual(0);
            // What is gone from the card is exactly what placed orders' gift card parts paid.
            let spent = 0;
            for (const { token } of created) {
              const view = await orders.view(token);
              if (view.status === 'placed') spent += view.giftCardPaid;
              else expect(view.giftCardPaid).toBe(0);
            }
            expect(amount - ledger.balance).toBe(spent);
            expect(spent).toBeLessThanOrEqual(amount);
          },
        ),
        { numRuns: 10 },
      );
    },
  );
});

describe('a gift card code paying an order and the guessing limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      clock,
      env: { ...ORDER_TEST_ENV, ...GIFT_CARD_TEST_ENV, GIFT_CARD_LOOKUP_LIMIT_MAX: '3' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts unknown codes like any lookup, not malformed ones, and refuses once past the limit', async () => {
    const orders = orderClient(t.app);
    const r = await createOrderRestaurant(t.database.db, { ordersPerSlot: 100 });
    const code = await giftCardClient(t.app).issued({ amount: 5000 });
    const created = await orders.create(orderBody(r));
    const pay = (giftCardCode: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/web/orders/${created.token}/pay`,
        payload: { giftCardCode, language: 'en' },
      });
    expect((await pay('not a code')).statusCode).toBe(404);
    for (let i = 0; i < 3; i += 1) {
      const res = await pay(`ABCDEFGHJKLMNPQ${'234'[i]}`);
      expect(ErrorResponse.parse(res.json()).code).toBe('gift_card_not_found');
    }
    const refused = await pay(code);
    expect(refused.statusCode).toBe(429);
    expect(ErrorResponse.parse(refused.json()).code).toBe('rate_limited');
    expect((await orders.view(created.token)).status).toBe('pending_payment');
    expect((await giftCardLedger(t.database.db, code)).balance).toBe(5000);
  });
});
