import { CompleteResult } from '@dekka/contracts/booking';
import { ErrorResponse } from '@dekka/contracts/errors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { completeBody } from '../bookings/booking-client.ts';
import { createBookingRestaurant } from '../helpers/booking-factories.ts';
import { createBooking } from '../helpers/restaurant-factories.ts';
import { queryRows } from '../helpers/sql.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  bookingStatus,
  cardFields,
  cards,
  createBearer,
  createTestClock,
  paymentClient,
  paymentRows,
  referenceFromRedirect,
} from './payment-client.ts';

const clock = createTestClock();
const WINDOW_MS = 900_000;

/**
 * Card testing through booking completion and payment links: card attempts are limited per
 * booking and per client address, and a hold whose cards keep being declined is released.
 * The real default limits, set explicitly (the shared test config raises the per-client one).
 */
describe('card attempts per booking and per client address', () => {
  let t: TestApp;
  let client: ReturnType<typeof paymentClient>;
  beforeAll(async () => {
    t = await buildTestApp({
      clock,
      env: {
        RESERVE_RATE_LIMIT_MAX: '1000',
        CARD_ATTEMPT_LIMIT_PER_HOLD: '5',
        CARD_ATTEMPT_LIMIT_PER_CLIENT: '20',
        CARD_ATTEMPT_WINDOW_MS: String(WINDOW_MS),
      },
    });
    client = paymentClient(t.app, t.database.db, await createBearer(t.database.db, clock));
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    clock.set('2030-03-01T12:00:00Z');
  });

  /** Each test its own client address, so the per-client count of one never reaches another. */
  const complete = (guid: string, card: string, ip: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/web/booking/complete/v2/',
      payload: completeBody(guid, cardFields(card)),
      remoteAddress: ip,
    });
  const confirmLink = (guid: string, card: string, ip: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/web/booking/paymentlink/confirm/',
      payload: { guid, card: { number: card, expiryMonth: 12, expiryYear: 2034, cvc: '739' } },
      remoteAddress: ip,
    });

  async function tablesHeld(guid: string): Promise<number> {
    const [row] = await queryRows(
      t.database.db,
      sql`select count(*)::int as n from booking_tables bt
        join bookings b on b.id = bt.booking_id where b.guid = ${guid}`,
    );
    return Number(row?.n);
  }

  function expectTooMany(res: Awaited<ReturnType<typeof complete>>, maxSeconds: number) {
    expect(res.statusCode, res.body).toBe(429);
    expect(ErrorResponse.parse(res.json()).code).toBe('rate_limited');
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  }

  it('five declined cards release the hold: its table is free and a sixth card goes nowhere', async () => {
    const ip = '198.51.100.1';
    const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 4900 });
    for (let i = 0; i < 4; i += 1) {
      const res = await complete(guid, cards.decline, ip);
      expect(CompleteResult.parse(res.json())).toMatchObject({ message: 'payment_declined' });
      expect(await bookingStatus(t.database.db, guid)).toMatchObject({ status: 'held' });
    }
    const fifth = await complete(guid, cards.decline, ip);
    expect(CompleteResult.parse(fifth.json())).toMatchObject({ message: 'payment_declined' });

    expect(await bookingStatus(t.database.db, guid)).toMatchObject({
      status: 'expired',
      hold_expires_at: clock.now(),
    });
    expect(await tablesHeld(guid)).toBe(0);
    const sixth = await complete(guid, cards.approve, ip);
    expect(CompleteResult.parse(sixth.json())).toMatchObject({
      response: 2,
      message: 'hold_expired',
    });
    expect(await paymentRows(t.database.db, guid)).toHaveLength(5);
  });

  it('a card the issuer declines after 3-D Secure counts toward releasing the hold too', async () => {
    const ip = '198.51.100.6';
    const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 4900 });
    for (let i = 0; i < 4; i += 1) await complete(guid, cards.decline, ip);
    const res = CompleteResult.parse((await complete(guid, cards.challengeDecline, ip)).json());
    expect(await bookingStatus(t.database.db, guid)).toMatchObject({ status: 'held' });
    await client.callback(referenceFromRedirect(res.redirectHtml), 'approve');
    expect(await bookingStatus(t.database.db, guid)).toMatchObject({ status: 'expired' });
    expect(await tablesHeld(guid)).toBe(0);
  });

  it('a booking out of attempts answers 429 with Retry-After, and the card never reaches the provider', async () => {
    const ip = '198.51.100.2';
    const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 4900 });
    // Challenges the diner left: attempts at the provider that were not declined.
    for (let i = 0; i < 5; i += 1) {
      const res = await complete(guid, cards.challengeApprove, ip);
      expect(CompleteResult.parse(res.json()).response).toBe(3);
    }
    const sixth = await complete(guid, cards.approve, ip);
    expectTooMany(sixth, WINDOW_MS / 1000);
    expect(await paymentRows(t.database.db, guid)).toHaveLength(5);
    // Not declined, so the hold stays for a challenge still to be answered.
    expect(await bookingStatus(t.database.db, guid)).toMatchObject({ status: 'held' });
  });

  it('a payment link out of attempts answers 429 until the window has passed; the booking stays', async () => {
    const ip = '198.51.100.3';
    const r = await createBookingRestaurant(t.database.db, {
      overrides: { paymentRule: 'prepayment', paymentAmountPerGuest: 2500 },
    });
    const { guid } = await createBooking(t.database.db, {
      restaurantId: r.id,
      tableIds: r.tableIds,
      startAt: new Date('2030-03-05T19:00:00Z'),
      endAt: new Date('2030-03-05T21:00:00Z'),
      guests: 4,
      status: 'confirmed',
    });
    for (let i = 0; i < 5; i += 1) {
      const res = await confirmLink(guid, cards.decline, ip);
      expect(CompleteResult.parse(res.json())).toMatchObject({ message: 'payment_declined' });
    }
    expectTooMany(await confirmLink(guid, cards.approve, ip), WINDOW_MS / 1000);
    // The restaurant made this booking: declined cards never cancel or release it.
    expect(await bookingStatus(t.database.db, guid)).toMatchObject({ status: 'confirmed' });
    expect(await tablesHeld(guid)).toBeGreaterThan(0);

    clock.advance(WINDOW_MS);
    const paid = await confirmLink(guid, cards.approve, ip);
    expect(CompleteResult.parse(paid.json()).response).toBe(1);
  });

  it('twenty card attempts from one address, then 429 for its next, on complete and payment links alike', async () => {
    const ip = '198.51.100.4';
    for (let hold = 0; hold < 5; hold += 1) {
      const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 4900 });
      for (let i = 0; i < 4; i += 1) {
        const res = await complete(guid, cards.decline, ip);
        expect(res.statusCode, res.body).toBe(200);
      }
    }
    const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 4900 });
    expectTooMany(await complete(guid, cards.approve, ip), WINDOW_MS / 1000);
    expect(await paymentRows(t.database.db, guid)).toEqual([]);
    expect(await bookingStatus(t.database.db, guid)).toMatchObject({ status: 'held' });

    // One count for both ways of giving a card.
    const r = await createBookingRestaurant(t.database.db, {
      overrides: { paymentRule: 'no_show_fee', paymentAmountPerGuest: 2500 },
    });
    const link = await createBooking(t.database.db, {
      restaurantId: r.id,
      tableIds: r.tableIds,
      startAt: new Date('2030-03-05T19:00:00Z'),
      endAt: new Date('2030-03-05T21:00:00Z'),
      status: 'confirmed',
    });
    expectTooMany(await confirmLink(link.guid, cards.approve, ip), WINDOW_MS / 1000);

    // Another address is not held up by this one, and a booking without a card is no attempt.
    const other = await complete(guid, cards.approve, '198.51.100.5');
    expect(CompleteResult.parse(other.json()).response).toBe(1);
    const free = await client.hold({ rule: 'prepayment', amountPerGuest: 0 });
    const plain = await t.app.inject({
      method: 'PUT',
      url: '/api/web/booking/complete/v2/',
      payload: completeBody(free.guid),
      remoteAddress: ip,
    });
    expect(CompleteResult.parse(plain.json()).response).toBe(1);
  });
});
