import { ErrorResponse } from '@dekka/contracts/errors';
import {
  GiftCardCheckResponse,
  GiftCardStatusResponse,
  GiftCardView,
} from '@dekka/contracts/gift-card';
import { formatGiftCardCode } from '@dekka/contracts/gift-card-code';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingRestaurant } from '../helpers/booking-factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../helpers/sql.ts';
import { cards, createBearer, createTestClock, paymentClient } from '../payments/payment-client.ts';
import { GIFT_CARD_TEST_ENV, giftCardClient, giftCardPayment } from './gift-card-client.ts';
import { accountClient } from '../accounts/account-client.ts';
import { mailbox } from '../accounts/mailbox.ts';
import { addStaff } from '../accounts/staff-fixtures.ts';

const clock = createTestClock();
const UNKNOWN = 'ABCDEFGHJKLMNPQR';

describe('looking a gift card up', () => {
  let t: TestApp;
  let gift: ReturnType<typeof giftCardClient>;
  let booking: ReturnType<typeof paymentClient>;
  const mail = mailbox();
  beforeAll(async () => {
    t = await buildTestApp({ clock, mail: mail.transport, env: GIFT_CARD_TEST_ENV });
    gift = giftCardClient(t.app);
    booking = paymentClient(t.app, t.database.db, await createBearer(t.database.db, clock));
  });
  afterAll(async () => {
    await t.close();
  });

  it('the card page: amount, balance, who, message, dates and state; any typed form of the code', async () => {
    clock.set('2030-03-01T12:00:00Z');
    const code = await gift.issued({ amount: 25_000, message: 'Njóttu vel' });
    for (const typed of [code, formatGiftCardCode(code), code.toLowerCase()]) {
      const res = await gift.view(encodeURIComponent(typed));
      expect(res.statusCode, typed).toBe(200);
      expect(GiftCardView.parse(res.json())).toEqual({
        code,
        amount: 25_000,
        balance: 25_000,
        currency: 'ISK',
        restaurant: null,
        buyerName: 'Jón Jónsson',
        recipientName: 'Guðrún Jónsdóttir',
        message: 'Njóttu vel',
        issuedAt: '2030-03-01T12:00:00.000Z',
        expiresAt: '2034-03-01T12:00:00.000Z',
        state: 'active',
      });
    }
  });

  it('status: balance, expiry and every movement; expired after four years', async () => {
    clock.set('2030-03-01T12:00:00Z');
    const restaurant = await createBookingRestaurant(t.database.db);
    const code = await gift.issued({ amount: 10_000, restaurantId: restaurant.id });
    const email = `host-${restaurant.id}@example.com`;
    await addStaff(t.database.db, restaurant.id, 'host', email);
    const token = await accountClient(t.app, mail).signIn(email);
    clock.set('2030-06-01T20:00:00Z');
    expect((await gift.redeem(restaurant.id, token, code, 3_500)).statusCode).toBe(200);

    const status = GiftCardStatusResponse.parse((await gift.status(code)).json());
    expect(status).toMatchObject({
      code,
      amount: 10_000,
      balance: 6_500,
      currency: 'ISK',
      restaurant: { id: restaurant.id, name: 'Test Bistro' },
      expiresAt: '2034-03-01T12:00:00.000Z',
      state: 'active',
    });
    expect(status.history).toEqual([
      { at: '2030-03-01T12:00:00.000Z', kind: 'issued', amount: 10_000, restaurantName: null },
      {
        at: '2030-06-01T20:00:00.000Z',
        kind: 'redeemed',
        amount: -3_500,
        restaurantName: 'Test Bistro',
      },
    ]);

    clock.set('2034-03-01T12:00:00Z');
    expect(GiftCardStatusResponse.parse((await gift.status(code)).json()).state).toBe('expired');
    expect(GiftCardView.parse((await gift.view(code)).json()).state).toBe('expired');
    const late = await gift.redeem(restaurant.id, token, code, 100);
    expect(late.statusCode).toBe(409);
    expect(ErrorResponse.parse(late.json()).code).toBe('gift_card_expired');
    clock.set('2030-03-01T12:00:00Z');
  });

  it('GIFT_CARD_VALIDITY_YEARS sets how long a card is valid', async () => {
    const other = await buildTestApp({
      clock,
      env: { ...GIFT_CARD_TEST_ENV, GIFT_CARD_VALIDITY_YEARS: '2' },
    });
    try {
      const code = await giftCardClient(other.app).issued();
      const view = GiftCardView.parse((await giftCardClient(other.app).view(code)).json());
      expect(view.expiresAt).toBe('2032-03-01T12:00:00.000Z');
    } finally {
      await other.close();
    }
  });

  it('check: what a card pays toward a held prepayment, or why not', async () => {
    clock.set('2030-03-01T12:00:00Z');
    const check = async (code: string, guid: string) => {
      const res = await gift.check(code, guid);
      expect(res.statusCode, res.body).toBe(200);
      return GiftCardCheckResponse.parse(res.json());
    };
    // 2 guests × 4 900 ISK = 9 800 to prepay.
    const held = await booking.hold({ rule: 'prepayment', amountPerGuest: 4_900 });
    expect(await check(await gift.issued({ amount: 5_000 }), held.guid)).toEqual({
      applies: 5_000,
      balance: 5_000,
      currency: 'ISK',
      reason: null,
    });
    expect(await check(await gift.issued({ amount: 25_000 }), held.guid)).toMatchObject({
      applies: 9_800,
      balance: 25_000,
      reason: null,
    });
    const elsewhere = await createBookingRestaurant(t.database.db);
    expect(await check(await gift.issued({ restaurantId: elsewhere.id }), held.guid)).toMatchObject(
      { applies: 0, reason: 'other_restaurant' },
    );
    expect(
      await check(await gift.issued({ restaurantId: held.restaurantId }), held.guid),
    ).toMatchObject({ applies: 9_800, reason: null });

    const euros = await booking.hold({
      rule: 'prepayment',
      amountPerGuest: 2_500,
      currency: 'EUR',
    });
    expect(await check(await gift.issued(), euros.guid)).toMatchObject({
      applies: 0,
      reason: 'other_currency',
    });
    const free = await booking.hold({ rule: 'no_show_fee', amountPerGuest: 2_000 });
    expect(await check(await gift.issued(), free.guid)).toMatchObject({
      applies: 0,
      balance: 10_000,
      reason: 'nothing_to_pay',
    });

    const used = await gift.issued({ amount: 9_800 });
    const paid = await booking.hold({ rule: 'prepayment', amountPerGuest: 4_900 });
    expect((await booking.pay(paid.guid, { giftCardCode: used })).response).toBe(1);
    expect(await check(used, held.guid)).toMatchObject({ applies: 0, balance: 0, reason: 'used' });
    // The paid booking itself has nothing left to pay.
    expect(await check(await gift.issued(), paid.guid)).toMatchObject({ reason: 'nothing_to_pay' });

    const old = await gift.issued();
    clock.set('2034-03-02T12:00:00Z');
    // Past its expiry the card pays nothing, whatever the booking (the card is judged first).
    expect(await check(old, held.guid)).toMatchObject({ applies: 0, reason: 'expired' });
    clock.set('2030-03-01T12:00:00Z');

    const unknownBooking = await gift.check(old, '00000000-0000-4000-8000-000000000000');
    expect(unknownBooking.statusCode).toBe(404);
    expect(ErrorResponse.parse(unknownBooking.json()).code).toBe('not_found');
  });

  it('unknown codes answer 404 gift_card_not_found; malformed ones 400', async () => {
    for (const res of [
      await gift.view(UNKNOWN),
      await gift.status(UNKNOWN),
      await gift.check(UNKNOWN, '00000000-0000-4000-8000-000000000000'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(ErrorResponse.parse(res.json()).code).toBe('gift_card_not_found');
    }
    for (const res of [
      await gift.view('ABC'),
      await gift.view('0000111122223333'),
      await gift.status('ABCD-EFGH-JKLM-NPQ1'),
    ]) {
      expect(res.statusCode).toBe(400);
    }
  });

  it('the code of an order not paid (declined, or at the bank) is unknown', async () => {
    const declined = await gift.buy({ card: giftCardPayment(cards.decline) });
    const pending = await gift.buy({ card: giftCardPayment(cards.challengeApprove) });
    expect((await gift.order(declined.orderGuid)).code).toBeNull();
    expect((await gift.order(pending.orderGuid)).code).toBeNull();
    const rows = await queryRows(
      t.database.db,
      sql`select code from gift_cards where order_guid in (${declined.orderGuid}, ${pending.orderGuid})`,
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) expect((await gift.view(String(row.code))).statusCode).toBe(404);
  });
});

describe('the guessing limit on codes', () => {
  let t: TestApp;
  let gift: ReturnType<typeof giftCardClient>;
  beforeAll(async () => {
    t = await buildTestApp({
      clock,
      captureLogs: true,
      env: {
        ...GIFT_CARD_TEST_ENV,
        GIFT_CARD_LOOKUP_LIMIT_MAX: '10',
        GIFT_CARD_LOOKUP_WINDOW_MS: '3000',
      },
    });
    gift = giftCardClient(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('after 10 unknown codes every lookup from that address is refused until the window ends', async () => {
    const known = await gift.issued();
    // Known codes and malformed ones do not count.
    for (let i = 0; i < 5; i += 1) expect((await gift.view(known)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await gift.view('nope')).statusCode).toBe(400);
    const started = Date.now();
    const unknown = [];
    for (let i = 0; i < 10; i += 1) {
      const code = `${UNKNOWN.slice(0, 14)}${'23456789AB'[i]}2`;
      const res = i % 3 === 0 ? await gift.status(code) : await gift.view(code);
      unknown.push(res.statusCode);
    }
    expect(unknown).toEqual(Array.from({ length: 10 }, () => 404));

    for (const res of [
      await gift.view(known),
      await gift.status(known),
      await gift.check(known, '00000000-0000-4000-8000-000000000000'),
      await gift.view(UNKNOWN),
    ]) {
      expect(res.statusCode).toBe(429);
      expect(ErrorResponse.parse(res.json()).code).toBe('rate_limited');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another address is not affected: the count is per client address.
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `/api/web/giftcards/${known}`,
      remoteAddress: '203.0.113.9',
    });
    expect(elsewhere.statusCode).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + 3_100 - Date.now())));
    expect((await gift.view(known)).statusCode).toBe(200);
  });

  it('never logs a code: the card page address reads :code', async () => {
    const code = await gift.issued();
    await gift.view(code);
    await gift.view(formatGiftCardCode(code));
    await gift.status(code);
    const logged = JSON.stringify(t.logs);
    expect(logged).not.toContain(code);
    expect(logged).not.toContain(formatGiftCardCode(code));
    expect(logged).toContain('/api/web/giftcards/:code');
  });
});
