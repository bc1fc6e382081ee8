import { CompleteResult } from '@dekka/contracts/booking';
import { ErrorResponse } from '@dekka/contracts/errors';
import { PaymentLinkResponse } from '@dekka/contracts/payments';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingRestaurant } from '../helpers/booking-factories.ts';
import { createBooking } from '../helpers/restaurant-factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  bookingStatus,
  cardFields,
  cards,
  createBearer,
  createTestClock,
  ledgerRows,
  paymentClient,
  paymentRows,
  referenceFromRedirect,
} from './payment-client.ts';

const clock = createTestClock();

describe('refunds on cancel, and payment links', () => {
  let t: TestApp;
  let client: ReturnType<typeof paymentClient>;
  beforeAll(async () => {
    t = await buildTestApp({ clock, env: { RESERVE_RATE_LIMIT_MAX: '1000' } });
    client = paymentClient(t.app, t.database.db, await createBearer(t.database.db, clock));
  });
  afterAll(async () => {
    await t.close();
  });

  describe('cancel', () => {
    it('before the deadline refunds a prepayment', async () => {
      clock.set('2030-03-01T12:00:00Z');
      const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 4900 });
      expect((await client.pay(guid, cardFields(cards.approve))).response).toBe(1);
      const res = await client.cancel(guid);
      expect(res.json()).toEqual({ success: true, message: 'cancelled' });
      expect((await paymentRows(t.database.db, guid)).map((p) => p.status)).toEqual(['refunded']);
      expect(await ledgerRows(t.database.db, guid)).toEqual([
        { entry: 'capture', amount: 9800 },
        { entry: 'refund', amount: 9800 },
      ]);
      // Cancelling again refunds nothing more.
      await client.cancel(guid);
      expect(await ledgerRows(t.database.db, guid)).toHaveLength(2);
    });

    it('before the deadline releases a no-show guarantee (token dropped)', async () => {
      clock.set('2030-03-01T12:00:00Z');
      const { guid } = await client.hold({ rule: 'no_show_fee', amountPerGuest: 3500 });
      await client.pay(guid, cardFields(cards.approve));
      await client.cancel(guid);
      expect(await paymentRows(t.database.db, guid)).toEqual([
        expect.objectContaining({ status: 'voided', has_token: false }),
      ]);
      expect(await ledgerRows(t.database.db, guid)).toEqual([
        { entry: 'verify', amount: 0 },
        { entry: 'void', amount: 0 },
      ]);
    });

    it('after the deadline keeps the prepayment, as the policy says, and refuses online cancel', async () => {
      clock.set('2030-03-01T12:00:00Z');
      const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 4900 });
      await client.pay(guid, cardFields(cards.approve));
      clock.set('2030-03-04T10:00:00Z'); // 9 hours before 19:00; the deadline is 24 hours
      const res = await client.cancel(guid);
      expect(res.json()).toEqual({ success: false, message: 'cancel_deadline_passed' });
      expect(await bookingStatus(t.database.db, guid)).toMatchObject({ status: 'confirmed' });
      expect(await ledgerRows(t.database.db, guid)).toEqual([{ entry: 'capture', amount: 9800 }]);
      clock.set('2030-03-01T12:00:00Z');
    });
  });

  describe('payment link', () => {
    /** A booking the restaurant made by phone: confirmed, no card yet. */
    async function restaurantBooking(
      rule: 'prepayment' | 'no_show_fee' | 'none',
      externalPaymentForm = false,
    ) {
      const r = await createBookingRestaurant(t.database.db, {
        overrides: {
          paymentRule: rule,
          paymentAmountPerGuest: rule === 'none' ? 0 : 2500,
          externalPaymentForm,
        },
      });
      const booking = await createBooking(t.database.db, {
        restaurantId: r.id,
        tableIds: r.tableIds,
        startAt: new Date('2030-03-05T19:00:00Z'),
        endAt: new Date('2030-03-05T21:00:00Z'),
        guests: 4,
        status: 'confirmed',
      });
      return booking.guid;
    }

    const get = (guid: string) => t.app.inject({ url: `/api/web/booking/paymentlink/${guid}/` });
    const confirm = (guid: string, card: Record<string, unknown> | null) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/web/booking/paymentlink/confirm/',
        payload: { guid, card },
      });
    const card = (number: string) => ({ number, expiryMonth: 12, expiryYear: 2034, cvc: '739' });

    it('shows what is owed, takes the card, then owes nothing', async () => {
      const guid = await restaurantBooking('prepayment');
      expect(PaymentLinkResponse.parse((await get(guid)).json())).toMatchObject({
        guid,
        guests: 4,
        currency: { code: 'ISK' },
        paymentRequirements: { totalNoShow: 0, totalPrepaid: 10_000 },
        isActive: true,
        cardRequired: true,
      });
      const refused = await confirm(guid, null);
      expect(refused.statusCode).toBe(400);
      expect(ErrorResponse.parse(refused.json()).code).toBe('card_required');

      const paid = await confirm(guid, card(cards.approve));
      expect(CompleteResult.parse(paid.json()).response).toBe(1);
      expect((await get(guid)).json()).toMatchObject({ cardRequired: false });
      expect(await ledgerRows(t.database.db, guid)).toEqual([{ entry: 'capture', amount: 10_000 }]);
      // Confirming again (a double click) charges nothing more.
      expect((await confirm(guid, card(cards.approve))).json()).toMatchObject({ response: 1 });
      expect(await ledgerRows(t.database.db, guid)).toHaveLength(1);
    });

    it('runs 3-D Secure for a link too; the callback records the payment', async () => {
      const guid = await restaurantBooking('no_show_fee');
      const result = CompleteResult.parse(
        (await confirm(guid, card(cards.challengeApprove))).json(),
      );
      expect(result.response).toBe(3);
      await client.callback(referenceFromRedirect(result.redirectHtml), 'approve');
      expect(await paymentRows(t.database.db, guid)).toEqual([
        expect.objectContaining({ kind: 'no_show_guarantee', status: 'verified', amount: 10_000 }),
      ]);
      expect(await bookingStatus(t.database.db, guid)).toMatchObject({ status: 'confirmed' });
    });

    it('with an external payment form, null opens the hosted checkout instead', async () => {
      const guid = await restaurantBooking('prepayment', true);
      const result = CompleteResult.parse((await confirm(guid, null)).json());
      expect(result).toMatchObject({ response: 3, paymentProviderType: 4 });
      await client.checkout(result.paymentId ?? '', {
        number: cards.approve,
        expiry: '12/34',
        cvc: '739',
      });
      expect((await get(guid)).json()).toMatchObject({ cardRequired: false });
    });

    it('confirms without a card when nothing is owed', async () => {
      const guid = await restaurantBooking('none');
      expect((await get(guid)).json()).toMatchObject({ cardRequired: false });
      expect((await confirm(guid, null)).json()).toMatchObject({ response: 1 });
    });

    it('refuses a cancelled booking: nothing owed, confirm answers 409, nothing written', async () => {
      const guid = await restaurantBooking('prepayment');
      await t.database.db.execute(
        sql`update bookings set status = 'cancelled' where guid = ${guid}`,
      );
      expect((await get(guid)).json()).toMatchObject({ isActive: false, cardRequired: false });
      for (const sent of [null, card(cards.approve)]) {
        const refused = await confirm(guid, sent);
        expect(refused.statusCode).toBe(409);
        expect(ErrorResponse.parse(refused.json()).code).toBe('booking_not_active');
      }
      expect(await paymentRows(t.database.db, guid)).toEqual([]);
      expect(await bookingStatus(t.database.db, guid)).toMatchObject({ status: 'cancelled' });
    });

    it('refuses a hold nobody has completed: 409 contact_details_missing, nothing written', async () => {
      const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 2500 });
      expect((await get(guid)).json()).toMatchObject({ isActive: false, cardRequired: false });
      for (const sent of [null, card(cards.approve)]) {
        const refused = await confirm(guid, sent);
        expect(refused.statusCode).toBe(409);
        expect(ErrorResponse.parse(refused.json()).code).toBe('contact_details_missing');
      }
      expect(await paymentRows(t.database.db, guid)).toEqual([]);
      expect(await bookingStatus(t.database.db, guid)).toMatchObject({ status: 'held' });
    });

    it('answers 404 for an unknown guid', async () => {
      expect((await get(crypto.randomUUID())).statusCode).toBe(404);
    });
  });
});
