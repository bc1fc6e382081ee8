import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
} from './payment-client.ts';

const MINUTE = 60_000;
const clock = createTestClock();

describe('payment callbacks and the hold during a 3-D Secure challenge', () => {
  let t: TestApp;
  let client: ReturnType<typeof paymentClient>;
  let other: ReturnType<typeof paymentClient>;
  beforeAll(async () => {
    t = await buildTestApp({ clock, env: { RESERVE_RATE_LIMIT_MAX: '1000' } });
    client = paymentClient(t.app, t.database.db, await createBearer(t.database.db, clock));
    other = paymentClient(t.app, t.database.db, await createBearer(t.database.db, clock));
  });
  afterAll(async () => {
    await t.close();
  });

  it('a callback replayed ten times (five at once) charges once and stores one event', async () => {
    const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 4900 });
    const result = await client.pay(guid, cardFields(cards.challengeApprove));
    const reference = referenceFromRedirect(result.redirectHtml);
    const concurrent = await Promise.all(
      Array.from({ length: 5 }, () => client.callback(reference, 'approve')),
    );
    const sequential = [];
    for (let i = 0; i < 5; i += 1) sequential.push(await client.callback(reference, 'approve'));
    for (const page of [...concurrent, ...sequential]) {
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Payment confirmed');
    }
    // A late "decline" for the same reference cannot undo or duplicate anything either.
    expect((await client.callback(reference, 'decline')).body).toContain('Payment confirmed');
    expect(await ledgerRows(t.database.db, guid)).toEqual([{ entry: 'capture', amount: 9800 }]);
    expect(await eventRows(t.database.db, guid)).toEqual([{ type: 5, title: guid }]);
    expect((await paymentRows(t.database.db, guid)).map((p) => p.status)).toEqual(['captured']);
  });

  it('answers 404 for an unknown reference and 400 for a malformed callback', async () => {
    expect((await client.callback('sbx_nope', 'approve')).statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'reference=x&action=steal',
    });
    expect(res.statusCode).toBe(400);
  });

  it('extends the hold for the challenge, so nobody else gets the table meanwhile', async () => {
    clock.set('2030-03-01T12:00:00Z');
    const { guid, restaurantId } = await client.hold({
      rule: 'prepayment',
      amountPerGuest: 4900,
    });
    expect((await bookingStatus(t.database.db, guid))?.hold_expires_at).toEqual(
      new Date('2030-03-01T12:05:00Z'),
    );
    clock.advance(4 * MINUTE);
    const result = await client.pay(guid, cardFields(cards.challengeApprove));
    expect(result.response).toBe(3);
    // 12:04 + 10 minutes for the diner at the bank.
    expect((await bookingStatus(t.database.db, guid))?.hold_expires_at).toEqual(
      new Date('2030-03-01T12:14:00Z'),
    );
    clock.advance(6 * MINUTE); // 12:10: the original 5-minute hold has lapsed
    const rival = await other.reserve({
      date: '2030-03-04T19:00',
      guests: 2,
      restaurantId,
      source: 2,
      menus: [],
    });
    expect(rival.json()).toMatchObject({ success: false });
    await client.callback(referenceFromRedirect(result.redirectHtml), 'approve');
    expect(await bookingStatus(t.database.db, guid)).toMatchObject({ status: 'confirmed' });
  });

  it('bounds the extension: 15 minutes from the first attempt; a later approval is voided', async () => {
    clock.set('2030-03-01T13:00:00Z');
    const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 4900 });
    clock.advance(4 * MINUTE); // first attempt 13:04 → bound 13:19
    const first = await client.pay(guid, cardFields(cards.challengeApprove));
    clock.advance(9 * MINUTE); // 13:13: the diner gives up on that one and retries
    const second = await client.pay(guid, cardFields(cards.challengeApprove));
    expect((await bookingStatus(t.database.db, guid))?.hold_expires_at).toEqual(
      new Date('2030-03-01T13:19:00Z'),
    );
    clock.advance(7 * MINUTE); // 13:20: past the bound
    const page = await client.callback(referenceFromRedirect(second.redirectHtml), 'approve');
    expect(page.body).toContain('Payment not completed');
    expect(await bookingStatus(t.database.db, guid)).toMatchObject({ status: 'held' });
    expect(await ledgerRows(t.database.db, guid)).toEqual([{ entry: 'void', amount: 0 }]);
    expect(await eventRows(t.database.db, guid)).toEqual([{ type: 4, title: 'hold_expired' }]);
    expect(referenceFromRedirect(first.redirectHtml)).not.toBe(
      referenceFromRedirect(second.redirectHtml),
    );
  });
});
