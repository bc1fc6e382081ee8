import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../helpers/booking-factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  cards,
  eventRows,
  paymentClient,
  referenceFromRedirect,
} from '../payments/payment-client.ts';
import {
  createOrderRestaurant,
  ORDER_TEST_ENV,
  orderBody,
  orderClient,
  orderMoney,
  type OrderRestaurant,
} from './order-fixture.ts';

const clock = createTestClock();

describe('paying a food order', () => {
  let t: TestApp;
  let orders: ReturnType<typeof orderClient>;
  let sandbox: ReturnType<typeof paymentClient>;
  let r: OrderRestaurant;
  let minute = 0;
  /** A fresh slot for each order, so capacity never gets in the way here. */
  const nextSlot = () => {
    minute += 15;
    const at = new Date(Date.UTC(2030, 2, 1, 13, 0) + minute * 60_000).toISOString();
    return at.slice(0, 16);
  };
  beforeAll(async () => {
    t = await buildTestApp({ clock, env: ORDER_TEST_ENV });
    orders = orderClient(t.app);
    sandbox = paymentClient(t.app, t.database.db, '');
    r = await createOrderRestaurant(t.database.db, { ordersPerSlot: 100 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('approved at once: placed, one capture of the total, one success event', async () => {
    const created = await orders.create(orderBody(r, { slot: nextSlot() }));
    const paid = await orders.pay(created.token);
    expect(paid).toMatchObject({ response: 1, status: 'placed', redirectHtml: null });
    const view = await orders.view(created.token);
    expect(view).toMatchObject({ status: 'placed', paid: 2000, refunded: false, expiresAt: null });
    expect(await orderMoney(t.database.db, created.token)).toMatchObject({
      payments: [{ status: 'captured', amount: 2000 }],
      ledger: [{ entry: 'capture', amount: 2000 }],
    });
    expect(await eventRows(t.database.db, created.token)).toEqual([
      { type: 5, title: created.token },
    ]);
    // After a hub reconnect the dialog asks where the payment stands, by the token.
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/web/booking/paymentstatus/${created.token}`,
    });
    expect(status.json()).toMatchObject({
      status: 'succeeded',
      latestEvent: { type: 5, title: created.token },
    });
  });

  it('paying again (a double click, a retry) answers paid and charges nothing more', async () => {
    const created = await orders.create(orderBody(r, { slot: nextSlot() }));
    await orders.pay(created.token);
    const again = await orders.pay(created.token);
    expect(again).toMatchObject({ response: 1, status: 'placed' });
    expect((await orderMoney(t.database.db, created.token)).ledger).toEqual([
      { entry: 'capture', amount: 2000 },
    ]);
  });

  it('concurrent pays charge once', async () => {
    const created = await orders.create(orderBody(r, { slot: nextSlot() }));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => orders.payRaw(created.token)),
    );
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    expect((await orders.view(created.token)).status).toBe('placed');
    expect((await orderMoney(t.database.db, created.token)).ledger).toEqual([
      { entry: 'capture', amount: 2000 },
    ]);
  });

  it('catering pays its deposit only', async () => {
    const created = await orders.create(
      orderBody(r, {
        mode: 'catering',
        slot: '2030-03-04T12:00',
        lines: [],
        catering: { packageId: r.buffet, guests: 20 },
      }),
    );
    expect(await orders.pay(created.token)).toMatchObject({ response: 1 });
    expect(await orders.view(created.token)).toMatchObject({
      total: 80_000,
      payNow: 24_000,
      payLater: 56_000,
      paid: 24_000,
    });
    expect((await orderMoney(t.database.db, created.token)).ledger).toEqual([
      { entry: 'capture', amount: 24_000 },
    ]);
  });

  it('declined: the order fails, nothing charged, its slot free again', async () => {
    const tight = await createOrderRestaurant(t.database.db, { ordersPerSlot: 1 });
    const created = await orders.create(orderBody(tight, { slot: '2030-03-01T16:00' }));
    const paid = await orders.pay(created.token, cards.decline);
    expect(paid).toMatchObject({ response: 2, status: 'failed', message: 'payment_declined' });
    expect((await orders.view(created.token)).status).toBe('failed');
    expect((await orderMoney(t.database.db, created.token)).ledger).toEqual([]);
    // The slot is free for the next order; the failed one cannot be paid any more.
    await orders.create(orderBody(tight, { slot: '2030-03-01T16:00' }));
    expect((await orders.payRaw(created.token)).statusCode).toBe(409);
  });

  it('an invalid card never reaches the provider and leaves the order payable', async () => {
    const created = await orders.create(orderBody(r, { slot: nextSlot() }));
    const typo = await orders.pay(created.token, '4242424242424241');
    expect(typo).toMatchObject({ response: 2, status: 'pending_payment', message: 'invalid_card' });
    expect((await orderMoney(t.database.db, created.token)).payments).toEqual([]);
    expect(await orders.pay(created.token)).toMatchObject({ response: 1 });
  });

  it('3-D Secure: pending until the bank answers; replayed and concurrent callbacks charge once', async () => {
    const created = await orders.create(orderBody(r, { slot: nextSlot() }));
    const paid = await orders.pay(created.token, cards.challengeApprove);
    expect(paid).toMatchObject({ response: 3, status: 'pending_payment' });
    expect(paid.redirectHtml).toContain('/challenge/');
    expect((await orders.view(created.token)).status).toBe('pending_payment');

    const reference = referenceFromRedirect(paid.redirectHtml);
    const concurrent = await Promise.all(
      Array.from({ length: 5 }, () => sandbox.callback(reference, 'approve')),
    );
    for (let i = 0; i < 3; i += 1) concurrent.push(await sandbox.callback(reference, 'approve'));
    for (const page of concurrent) {
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Payment confirmed');
    }
    expect((await sandbox.callback(reference, 'decline')).body).toContain('Payment confirmed');
    expect((await orders.view(created.token)).status).toBe('placed');
    expect((await orderMoney(t.database.db, created.token)).ledger).toEqual([
      { entry: 'capture', amount: 2000 },
    ]);
    expect(await eventRows(t.database.db, created.token)).toEqual([
      { type: 5, title: created.token },
    ]);
  });

  it('3-D Secure declined: a failure event, the order failed', async () => {
    const created = await orders.create(orderBody(r, { slot: nextSlot() }));
    const paid = await orders.pay(created.token, cards.challengeApprove);
    await sandbox.callback(referenceFromRedirect(paid.redirectHtml), 'decline');
    expect((await orders.view(created.token)).status).toBe('failed');
    expect(await eventRows(t.database.db, created.token)).toEqual([
      { type: 4, title: 'payment_authentication_failed' },
    ]);
  });

  it('a challenge keeps the slot held; approved after the hold ran out, the money goes back', async () => {
    const created = await orders.create(orderBody(r, { slot: nextSlot() }));
    const paid = await orders.pay(created.token, cards.challengeApprove);
    const held = await orders.view(created.token);
    // 10 minutes from the challenge's start, within 20 minutes of the order.
    expect(held.expiresAt).toBe('2030-03-01T12:10:00.000Z');
    clock.advance(21 * 60_000);
    try {
      await sandbox.callback(referenceFromRedirect(paid.redirectHtml), 'approve');
      expect((await orders.view(created.token)).status).toBe('lapsed');
      const money = await orderMoney(t.database.db, created.token);
      expect(money.payments).toMatchObject([{ status: 'voided' }]);
      expect(money.ledger.filter((entry) => entry.entry === 'capture')).toEqual([]);
      expect(await eventRows(t.database.db, created.token)).toEqual([
        { type: 4, title: 'hold_expired' },
      ]);
    } finally {
      clock.advance(-21 * 60_000);
    }
  });

  it('an unknown token is 404; a malformed one 400', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/web/orders/6f1c1c7e-4a43-4c3e-9d7e-1f2a3b4c5d6e',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await orders.payRaw('6f1c1c7e-4a43-4c3e-9d7e-1f2a3b4c5d6e')).statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/web/orders/12' });
    expect(malformed.statusCode).toBe(400);
  });
});
