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

const clock = createTestClock();

describe('complete/v2 with a card: every sandbox test card', () => {
  let t: TestApp;
  let client: ReturnType<typeof paymentClient>;
  beforeAll(async () => {
    t = await buildTestApp({ clock, env: { RESERVE_RATE_LIMIT_MAX: '1000' } });
    client = paymentClient(t.app, t.database.db, await createBearer(t.database.db, clock));
  });
  afterAll(async () => {
    await t.close();
  });

  it('approve at once: charges the prepayment and confirms', async () => {
    const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 4900 }, 3);
    const result = await client.pay(guid, cardFields(cards.approve));
    expect(result).toMatchObject({ response: 1, redirectHtml: null, paymentId: null });
    expect(await bookingStatus(t.database.db, guid)).toMatchObject({ status: 'confirmed' });
    expect(await paymentRows(t.database.db, guid)).toEqual([
      expect.objectContaining({
        kind: 'prepayment',
        status: 'captured',
        amount: 14_700,
        currency: 'ISK',
        card_brand: 'visa',
        card_last4: '4242',
      }),
    ]);
    expect(await ledgerRows(t.database.db, guid)).toEqual([{ entry: 'capture', amount: 14_700 }]);
    expect(await eventRows(t.database.db, guid)).toEqual([{ type: 5, title: guid }]);
  });

  it('no-show fee: verifies the card, keeps only a token, brand and last 4, charges nothing', async () => {
    const { guid } = await client.hold({ rule: 'no_show_fee', amountPerGuest: 3500 });
    const result = await client.pay(guid, cardFields(cards.approve));
    expect(result.response).toBe(1);
    expect(await paymentRows(t.database.db, guid)).toEqual([
      expect.objectContaining({
        kind: 'no_show_guarantee',
        status: 'verified',
        amount: 7000,
        card_last4: '4242',
        has_token: true,
      }),
    ]);
    expect(await ledgerRows(t.database.db, guid)).toEqual([{ entry: 'verify', amount: 0 }]);
  });

  it('charges EUR in cents (exponent 2)', async () => {
    const { guid } = await client.hold({
      rule: 'prepayment',
      amountPerGuest: 2550,
      currency: 'EUR',
    });
    expect((await client.pay(guid, cardFields(cards.approve))).response).toBe(1);
    expect(await ledgerRows(t.database.db, guid)).toEqual([{ entry: 'capture', amount: 5100 }]);
  });

  it('decline: answers the error result, keeps the hold, and a second card can still pay', async () => {
    const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 4900 });
    const result = await client.pay(guid, cardFields(cards.decline));
    expect(result).toMatchObject({ response: 2, message: 'payment_declined' });
    expect(await bookingStatus(t.database.db, guid)).toMatchObject({ status: 'held' });
    expect(await ledgerRows(t.database.db, guid)).toEqual([]);
    expect((await client.pay(guid, cardFields(cards.approve))).response).toBe(1);
    expect((await paymentRows(t.database.db, guid)).map((p) => p.status)).toEqual([
      'declined',
      'captured',
    ]);
  });

  it('challenge → approve: redirect (3) with markup, then the callback confirms', async () => {
    const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 4900 });
    const result = await client.pay(guid, cardFields(cards.challengeApprove), 'is');
    expect(result).toMatchObject({ response: 3, paymentId: null, paymentProviderType: 1 });
    expect(result.redirectHtml).toContain('<form');
    expect(result.redirectHtml).not.toContain('<script');
    expect(await bookingStatus(t.database.db, guid)).toMatchObject({ status: 'held' });
    expect(await ledgerRows(t.database.db, guid)).toEqual([]);

    const reference = referenceFromRedirect(result.redirectHtml);
    const page = await client.callback(reference, 'approve', 'is');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Greiðsla staðfest');
    expect(await bookingStatus(t.database.db, guid)).toMatchObject({ status: 'confirmed' });
    expect(await ledgerRows(t.database.db, guid)).toEqual([{ entry: 'capture', amount: 9800 }]);
    expect(await eventRows(t.database.db, guid)).toEqual([{ type: 5, title: guid }]);
  });

  it('challenge → decline: the issuer declines after the challenge; a failure event', async () => {
    const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 4900 });
    const result = await client.pay(guid, cardFields(cards.challengeDecline));
    const page = await client.callback(referenceFromRedirect(result.redirectHtml), 'approve');
    expect(page.body).toContain('Payment not completed');
    expect(await bookingStatus(t.database.db, guid)).toMatchObject({ status: 'held' });
    expect(await ledgerRows(t.database.db, guid)).toEqual([]);
    expect(await eventRows(t.database.db, guid)).toEqual([{ type: 4, title: 'payment_declined' }]);
  });

  it('the diner declines the challenge: authentication failed, nothing charged', async () => {
    const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 4900 });
    const result = await client.pay(guid, cardFields(cards.challengeApprove));
    await client.callback(referenceFromRedirect(result.redirectHtml), 'decline');
    expect(await eventRows(t.database.db, guid)).toEqual([
      { type: 4, title: 'payment_authentication_failed' },
    ]);
    expect(await ledgerRows(t.database.db, guid)).toEqual([]);
  });

  it('Nets-style embedded checkout: a paymentId, provider type Nets, its checkout page pays', async () => {
    const { guid } = await client.hold({ rule: 'no_show_fee', amountPerGuest: 3500 });
    const result = await client.pay(guid, cardFields(cards.embedded), 'es');
    expect(result).toMatchObject({ response: 3, redirectHtml: null, paymentProviderType: 4 });
    const paymentId = result.paymentId ?? '';
    expect(paymentId).toMatch(/^sbx_/);
    const checkout = await t.app.inject({
      method: 'GET',
      url: `/api/payments/sandbox/checkout/${paymentId}?lng=es`,
    });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.body).toContain('Paga de forma segura');
    await client.callback(paymentId, 'approve', 'es');
    expect(await bookingStatus(t.database.db, guid)).toMatchObject({ status: 'confirmed' });
    expect(await paymentRows(t.database.db, guid)).toEqual([
      expect.objectContaining({ status: 'verified', card_brand: 'mastercard', card_last4: '8210' }),
    ]);
  });

  it('external payment form: no card in complete; the hosted checkout takes it', async () => {
    const { guid } = await client.hold({
      rule: 'prepayment',
      amountPerGuest: 25_000,
      currency: 'NOK',
      externalPaymentForm: true,
    });
    const result = await client.pay(guid, {}, 'nb');
    expect(result).toMatchObject({ response: 3, redirectHtml: null, paymentProviderType: 4 });
    const paymentId = result.paymentId ?? '';
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/payments/sandbox/checkout/${paymentId}?lng=nb`,
    });
    expect(page.body).toContain('Kortnummer');
    expect(page.body).toContain('autocomplete="cc-number"');
    expect(page.body.replace(/\u00a0/g, ' ')).toContain('500,00');

    const wrong = await client.checkout(paymentId, { number: '4242', expiry: '12/34', cvc: '739' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('Kontroller kortnummer');
    // The page names its payment id, which may contain the digits by chance.
    expect(wrong.body.replaceAll(paymentId, '')).not.toContain('739');
    expect(await paymentRows(t.database.db, guid)).toEqual([
      expect.objectContaining({ status: 'pending', card_last4: null }),
    ]);

    const paid = await client.checkout(paymentId, {
      number: cards.approveAmex,
      expiry: '12/34',
      cvc: '7390',
    });
    expect(paid.body).toContain('Betalingen er bekreftet');
    expect(await bookingStatus(t.database.db, guid)).toMatchObject({ status: 'confirmed' });
    expect(await paymentRows(t.database.db, guid)).toEqual([
      expect.objectContaining({
        status: 'captured',
        amount: 50_000,
        currency: 'NOK',
        card_brand: 'american-express',
        card_last4: '0005',
      }),
    ]);
    expect(await ledgerRows(t.database.db, guid)).toEqual([{ entry: 'capture', amount: 50_000 }]);
  });

  it('external payment form: a declining card typed into the checkout fails the payment', async () => {
    const { guid } = await client.hold({
      rule: 'no_show_fee',
      amountPerGuest: 10_000,
      currency: 'NOK',
      externalPaymentForm: true,
    });
    const result = await client.pay(guid, {}, 'nb');
    await client.checkout(result.paymentId ?? '', {
      number: cards.decline,
      expiry: '12/34',
      cvc: '739',
    });
    expect(await eventRows(t.database.db, guid)).toEqual([{ type: 4, title: 'payment_declined' }]);
    expect(await bookingStatus(t.database.db, guid)).toMatchObject({ status: 'held' });
  });

  it.each([
    ['a CVC sent as the number 12 for "012" (visa, 3 digits)', cards.approve, 12, 1],
    ['an amex CVC sent as 123 for "0123" (4 digits)', cards.approveAmex, 123, 1],
    ['a 5-digit CVC', cards.approve, 12345, 2],
    ['a Luhn-invalid number', '4242424242424241', 739, 2],
  ])('%s', async (_name, number, cvc, response) => {
    const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 1000 });
    const result = await client.pay(guid, cardFields(number, cvc));
    expect(result.response).toBe(response);
    if (response === 2) expect(result.message).toBe('invalid_card');
  });

  it('refuses a card that expired last month', async () => {
    const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 1000 });
    // The test clock is March 2030.
    const result = await client.pay(guid, {
      ...cardFields(cards.approve),
      cardExpiryMonth: 2,
      cardExpiryYear: 30,
    });
    expect(result).toMatchObject({ response: 2, message: 'invalid_card' });
  });
});
