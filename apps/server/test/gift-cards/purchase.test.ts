import { ErrorResponse } from '@dekka/contracts/errors';
import { GiftCardShopResponse } from '@dekka/contracts/gift-card';
import { PaymentStatusResponse } from '@dekka/contracts/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingRestaurant } from '../helpers/booking-factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  cards,
  createTestClock,
  eventRows,
  paymentClient,
  referenceFromRedirect,
} from '../payments/payment-client.ts';
import {
  GIFT_CARD_TEST_ENV,
  giftCardClient,
  giftCardLedger,
  giftCardPayment,
  giftCardRow,
  orderPayments,
  orderSandboxLedger,
  purchaseBody,
} from './gift-card-client.ts';

const clock = createTestClock();

describe('buying a gift card', () => {
  let t: TestApp;
  let gift: ReturnType<typeof giftCardClient>;
  let sandbox: ReturnType<typeof paymentClient>;
  beforeAll(async () => {
    t = await buildTestApp({ clock, env: GIFT_CARD_TEST_ENV });
    gift = giftCardClient(t.app);
    sandbox = paymentClient(t.app, t.database.db, '');
  });
  afterAll(async () => {
    await t.close();
  });

  it('the shop sells ISK cards for any restaurant and restaurant cards in their own currency', async () => {
    await createBookingRestaurant(t.database.db, { overrides: { currency: 'EUR' } });
    const res = await t.app.inject({ method: 'GET', url: '/api/web/giftcards/shop' });
    expect(res.statusCode).toBe(200);
    const shop = GiftCardShopResponse.parse(res.json());
    expect(shop).toMatchObject({
      currency: 'ISK',
      presets: [5_000, 10_000, 15_000, 25_000],
      minAmount: 1_000,
      maxAmount: 500_000,
      validityYears: 4,
    });
    expect(shop.restaurants.length).toBeGreaterThan(0);
    expect(shop.restaurants.some((r) => r.currency === 'EUR')).toBe(true);
    expect(shop.currencies?.find((c) => c.currency === 'EUR')).toMatchObject({
      presets: [2_500, 5_000, 10_000, 15_000],
    });
  });

  it('approved at once: paid, the card issued with its whole amount, one capture, one event', async () => {
    const result = await gift.buy();
    expect(result).toMatchObject({ response: 1, redirectHtml: null, message: null });
    const order = await gift.order(result.orderGuid);
    expect(order).toMatchObject({
      status: 'paid',
      amount: 10_000,
      currency: 'ISK',
      restaurant: null,
      recipientName: 'Guðrún Jónsdóttir',
      recipientEmail: 'gudrun@example.is',
      deliverOn: null,
    });
    expect(order.code).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{16}$/);
    const code = order.code ?? '';
    expect(await giftCardRow(t.database.db, code)).toMatchObject({
      status: 'paid',
      balance: 10_000,
    });
    const ledger = await giftCardLedger(t.database.db, code);
    expect(ledger.entries).toEqual([{ kind: 'issued', amount: 10_000 }]);
    expect(ledger.consistent).toBe(true);
    expect(await orderPayments(t.database.db, result.orderGuid)).toEqual([
      expect.objectContaining({ kind: 'gift_card', status: 'captured', amount: 10_000 }),
    ]);
    expect(await orderSandboxLedger(t.database.db, result.orderGuid)).toEqual([
      { entry: 'capture', amount: 10_000 },
    ]);
    expect(await eventRows(t.database.db, result.orderGuid)).toEqual([
      { type: 5, title: result.orderGuid },
    ]);
    const status = PaymentStatusResponse.parse((await gift.paymentStatus(result.orderGuid)).json());
    expect(status).toMatchObject({
      status: 'succeeded',
      latestEvent: { type: 5, title: result.orderGuid },
    });
  });

  it('each card gets its own code', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 5; i += 1) codes.add(await gift.issued());
    expect(codes.size).toBe(5);
  });

  it('declined: not paid, no code, nothing issued or charged', async () => {
    const result = await gift.buy({ card: giftCardPayment(cards.decline) });
    expect(result).toMatchObject({ response: 2, message: 'payment_declined' });
    expect(await gift.order(result.orderGuid)).toMatchObject({ status: 'failed', code: null });
    expect(await orderPayments(t.database.db, result.orderGuid)).toEqual([
      expect.objectContaining({ status: 'declined' }),
    ]);
    expect(await orderSandboxLedger(t.database.db, result.orderGuid)).toEqual([]);
  });

  it('an invalid card: not paid, nothing sent to the provider', async () => {
    const result = await gift.buy({ card: giftCardPayment('4242424242424241') });
    expect(result).toMatchObject({ response: 2, message: 'invalid_card' });
    expect(await gift.order(result.orderGuid)).toMatchObject({ status: 'failed', code: null });
    expect(await orderPayments(t.database.db, result.orderGuid)).toEqual([
      expect.objectContaining({ status: 'declined', provider_reference: null }),
    ]);
  });

  it('3-D Secure: pending until the bank answers; replayed callbacks settle it once', async () => {
    const result = await gift.buy({ card: giftCardPayment(cards.challengeApprove) });
    expect(result.response).toBe(3);
    expect(await gift.order(result.orderGuid)).toMatchObject({ status: 'pending', code: null });
    expect(
      PaymentStatusResponse.parse((await gift.paymentStatus(result.orderGuid)).json()),
    ).toEqual({ status: 'pending', latestEvent: null });

    const reference = referenceFromRedirect(result.redirectHtml);
    const concurrent = await Promise.all(
      Array.from({ length: 5 }, () => sandbox.callback(reference, 'approve')),
    );
    const sequential = [];
    for (let i = 0; i < 3; i += 1) sequential.push(await sandbox.callback(reference, 'approve'));
    for (const page of [...concurrent, ...sequential]) {
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Payment confirmed');
    }
    expect((await sandbox.callback(reference, 'decline')).body).toContain('Payment confirmed');

    const order = await gift.order(result.orderGuid);
    expect(order.status).toBe('paid');
    const ledger = await giftCardLedger(t.database.db, order.code ?? '');
    expect(ledger.entries).toEqual([{ kind: 'issued', amount: 10_000 }]);
    expect(await orderSandboxLedger(t.database.db, result.orderGuid)).toEqual([
      { entry: 'capture', amount: 10_000 },
    ]);
    expect(await eventRows(t.database.db, result.orderGuid)).toEqual([
      { type: 5, title: result.orderGuid },
    ]);
    expect(
      PaymentStatusResponse.parse((await gift.paymentStatus(result.orderGuid)).json()).status,
    ).toBe('succeeded');
  });

  it('3-D Secure declined: a failure event with its reason, and the order failed', async () => {
    const result = await gift.buy({ card: giftCardPayment(cards.challengeApprove) });
    await sandbox.callback(referenceFromRedirect(result.redirectHtml), 'decline');
    expect(await gift.order(result.orderGuid)).toMatchObject({ status: 'failed', code: null });
    expect(await eventRows(t.database.db, result.orderGuid)).toEqual([
      { type: 4, title: 'payment_authentication_failed' },
    ]);
    expect(
      PaymentStatusResponse.parse((await gift.paymentStatus(result.orderGuid)).json()).status,
    ).toBe('failed');
  });

  it("a provider's embedded checkout is reached through the redirect form", async () => {
    const result = await gift.buy({ card: giftCardPayment(cards.embedded) });
    expect(result.response).toBe(3);
    const reference = /\/checkout\/(sbx_[0-9a-f-]+)/.exec(result.redirectHtml ?? '')?.[1] ?? '';
    expect(reference).not.toBe('');
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/payments/sandbox/checkout/${reference}?lng=en`,
    });
    expect(page.statusCode).toBe(200);
    await sandbox.callback(reference, 'approve');
    expect((await gift.order(result.orderGuid)).status).toBe('paid');
  });

  it("a restaurant's card is in its currency, within that currency's bounds", async () => {
    const eur = await createBookingRestaurant(t.database.db, { overrides: { currency: 'EUR' } });
    const result = await gift.buy({ restaurantId: eur.id, amount: 5_000 });
    expect(result.response).toBe(1);
    const order = await gift.order(result.orderGuid);
    expect(order).toMatchObject({ currency: 'EUR', amount: 5_000 });
    expect(order.restaurant).toMatchObject({ id: eur.id, name: 'Test Bistro' });
    const tooMuch = await gift.buyRaw(purchaseBody({ restaurantId: eur.id, amount: 400_000 }));
    expect(tooMuch.statusCode).toBe(400);
    expect(ErrorResponse.parse(tooMuch.json()).code).toBe('validation_failed');
  });

  it('refuses amounts out of bounds, a past or far delivery day and an unknown restaurant', async () => {
    for (const body of [
      purchaseBody({ amount: 999 }),
      purchaseBody({ amount: 500_001 }),
      purchaseBody({ deliverOn: '2030-02-28' }),
      purchaseBody({ deliverOn: '2031-03-02' }),
      purchaseBody({ recipientEmail: 'not an address' }),
      purchaseBody({ message: 'x'.repeat(501) }),
    ]) {
      const res = await gift.buyRaw(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await gift.buyRaw(purchaseBody({ restaurantId: 99_999_999 }))).statusCode).toBe(404);
    // The bounds themselves, today and a year ahead are fine.
    expect((await gift.buy({ amount: 1_000 })).response).toBe(1);
    expect((await gift.buy({ amount: 500_000, deliverOn: '2030-03-01' })).response).toBe(1);
    expect((await gift.buy({ deliverOn: '2031-03-01' })).response).toBe(1);
  });

  it('answers 404 for an unknown order and the payment status of an unknown guid', async () => {
    const guid = '00000000-0000-4000-8000-000000000000';
    const res = await t.app.inject({ method: 'GET', url: `/api/web/giftcards/orders/${guid}` });
    expect(res.statusCode).toBe(404);
    expect((await gift.paymentStatus(guid)).statusCode).toBe(404);
  });
});

describe('the purchase limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ clock, env: { GIFT_CARD_PURCHASE_LIMIT_MAX: '2' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a client more purchases than the limit in its window', async () => {
    const gift = giftCardClient(t.app);
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await gift.buyRaw(purchaseBody())).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });
});
