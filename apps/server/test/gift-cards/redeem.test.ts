import { randomUUID } from 'node:crypto';
import { ErrorResponse } from '@dekka/contracts/errors';
import { GiftCardRedeemResponse } from '@dekka/contracts/gift-card';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClient } from '../accounts/account-client.ts';
import { mailbox } from '../accounts/mailbox.ts';
import { addStaff } from '../accounts/staff-fixtures.ts';
import { createBookingRestaurant } from '../helpers/booking-factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  cardFields,
  cards,
  createBearer,
  createTestClock,
  paymentClient,
} from '../payments/payment-client.ts';
import { GIFT_CARD_TEST_ENV, giftCardClient, giftCardLedger } from './gift-card-client.ts';

const clock = createTestClock();

describe('staff redeeming a gift card', () => {
  let t: TestApp;
  let gift: ReturnType<typeof giftCardClient>;
  let restaurantId = 0;
  let otherRestaurantId = 0;
  let host = '';
  let otherStaff = '';
  let diner = '';
  let anonymous = '';
  const mail = mailbox();

  beforeAll(async () => {
    t = await buildTestApp({ clock, mail: mail.transport, env: GIFT_CARD_TEST_ENV });
    gift = giftCardClient(t.app);
    const accounts = accountClient(t.app, mail);
    restaurantId = (await createBookingRestaurant(t.database.db)).id;
    otherRestaurantId = (await createBookingRestaurant(t.database.db)).id;
    const email = (role: string) => `${role}-${randomUUID().slice(0, 8)}@example.com`;
    const hostEmail = email('host');
    await addStaff(t.database.db, restaurantId, 'host', hostEmail);
    host = await accounts.signIn(hostEmail);
    const otherEmail = email('owner');
    await addStaff(t.database.db, otherRestaurantId, 'owner', otherEmail);
    otherStaff = await accounts.signIn(otherEmail);
    diner = await accounts.signIn(email('diner'));
    anonymous = await accounts.anonymous();
  });
  afterAll(async () => {
    await t.close();
  });

  const errorCode = (body: string) => ErrorResponse.parse(JSON.parse(body)).code;

  it("takes an amount off a card for any restaurant or for this one, and says what's left", async () => {
    const any = await gift.issued({ amount: 10_000 });
    const res = await gift.redeem(restaurantId, host, any, 3_000);
    expect(res.statusCode, res.body).toBe(200);
    expect(GiftCardRedeemResponse.parse(res.json())).toEqual({
      redeemed: 3_000,
      balance: 7_000,
      currency: 'ISK',
    });
    const own = await gift.issued({ amount: 5_000, restaurantId });
    expect((await gift.redeem(restaurantId, host, own, 5_000)).json()).toMatchObject({
      balance: 0,
    });
    const ledger = await giftCardLedger(t.database.db, any);
    expect(ledger.entries).toEqual([
      { kind: 'issued', amount: 10_000 },
      { kind: 'redeemed', amount: -3_000 },
    ]);
    expect(ledger.rows[1]).toMatchObject({ restaurant_id: restaurantId, booking_id: null });
    expect(ledger.consistent).toBe(true);
  });

  it("refuses anyone not on this restaurant's staff", async () => {
    const code = await gift.issued();
    expect((await gift.redeem(restaurantId, null, code, 100)).statusCode).toBe(401);
    expect((await gift.redeem(restaurantId, anonymous, code, 100)).statusCode).toBe(401);
    expect((await gift.redeem(restaurantId, diner, code, 100)).statusCode).toBe(403);
    // The other restaurant's owner, at this restaurant's address.
    expect((await gift.redeem(restaurantId, otherStaff, code, 100)).statusCode).toBe(403);
    expect((await giftCardLedger(t.database.db, code)).balance).toBe(10_000);
  });

  it("refuses another restaurant's card, more than is left, and an unknown code", async () => {
    const theirs = await gift.issued({ restaurantId: otherRestaurantId });
    const other = await gift.redeem(restaurantId, host, theirs, 100);
    expect(other.statusCode).toBe(409);
    expect(errorCode(other.body)).toBe('gift_card_other_restaurant');

    const small = await gift.issued({ amount: 2_000 });
    const tooMuch = await gift.redeem(restaurantId, host, small, 2_001);
    expect(tooMuch.statusCode).toBe(409);
    expect(errorCode(tooMuch.body)).toBe('gift_card_insufficient_balance');
    expect((await giftCardLedger(t.database.db, small)).balance).toBe(2_000);

    const unknown = await gift.redeem(restaurantId, host, 'ABCDEFGHJKLMNPQR', 100);
    expect(unknown.statusCode).toBe(404);
    expect(errorCode(unknown.body)).toBe('gift_card_not_found');
    expect((await gift.redeem(restaurantId, host, small, 0)).statusCode).toBe(400);
  });

  it("refuses an any-restaurant card where the money isn't the card's", async () => {
    const madrid = await createBookingRestaurant(t.database.db, { overrides: { currency: 'EUR' } });
    const email = `host-${randomUUID().slice(0, 8)}@example.com`;
    await addStaff(t.database.db, madrid.id, 'host', email);
    const token = await accountClient(t.app, mail).signIn(email);
    const res = await gift.redeem(madrid.id, token, await gift.issued(), 100);
    expect(res.statusCode).toBe(409);
    expect(errorCode(res.body)).toBe('gift_card_other_restaurant');
  });

  it('five redemptions at once against a balance for two: exactly two go through', async () => {
    const code = await gift.issued({ amount: 10_000 });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => gift.redeem(restaurantId, host, code, 4_000)),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 200, 409, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(errorCode(res.body)).toBe('gift_card_insufficient_balance');
    }
    const ledger = await giftCardLedger(t.database.db, code);
    expect(ledger.balance).toBe(2_000);
    expect(ledger.consistent).toBe(true);
  });

  it('ten at once for the last krónur: one wins, the card never goes below zero', async () => {
    const code = await gift.issued({ amount: 1_000 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => gift.redeem(restaurantId, host, code, 1_000)),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    const ledger = await giftCardLedger(t.database.db, code);
    expect(ledger.balance).toBe(0);
    expect(ledger.consistent).toBe(true);
  });

  it('a booking paying with the card races a staff redemption: never overdrawn', async () => {
    const bookings = paymentClient(t.app, t.database.db, await createBearer(t.database.db, clock));
    for (let round = 0; round < 4; round += 1) {
      const code = await gift.issued({ amount: 10_000 });
      // 2 × 4 900 = 9 800 to prepay; the gift card pays what is left on it, a card the rest.
      const { guid } = await bookings.hold({ rule: 'prepayment', amountPerGuest: 4_900 });
      const [booked, redeemed] = await Promise.all([
        bookings.pay(guid, { giftCardCode: code, ...cardFields(cards.approve) }),
        gift.redeem(restaurantId, host, code, 5_000),
      ]);
      expect(booked.response).toBe(1);
      const ledger = await giftCardLedger(t.database.db, code);
      expect(ledger.consistent).toBe(true);
      expect(ledger.balance).toBeGreaterThanOrEqual(0);
      if (redeemed.statusCode === 200) {
        // The staff came first: the booking took the 5 000 left, the card paid 4 800.
        expect(ledger.balance).toBe(0);
      } else {
        expect(errorCode(redeemed.body)).toBe('gift_card_insufficient_balance');
        expect(ledger.balance).toBe(200);
      }
    }
  });
});
