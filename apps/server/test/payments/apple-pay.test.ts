import { ApplePaySessionResponse } from '@dekka/contracts/apple-pay';
import { ErrorResponse } from '@dekka/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applePayGatewayUrl } from '../../src/modules/payments/apple-pay.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  bookingStatus,
  createBearer,
  createTestClock,
  ledgerRows,
  paymentClient,
  paymentRows,
} from './payment-client.ts';

const MERCHANT = 'merchant.is.dekka.test';
const GATEWAY = 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession';

/** A payment token as Safari's sheet hands it over (paymentData is encrypted for the provider). */
function applePayToken(displayName = 'Visa 4242', network = 'Visa') {
  return {
    paymentData: { version: 'EC_v1', data: 'ZW5jcnlwdGVk', signature: 'c2ln', header: {} },
    paymentMethod: { displayName, network, type: 'credit' },
    transactionIdentifier: 'A1B2C3D4E5F6',
  };
}

describe('applePayGatewayUrl', () => {
  it.each([
    ['https://apple-pay-gateway.apple.com/paymentservices/startSession'],
    ['https://apple-pay-gateway-nc-pod3.apple.com/paymentservices/paymentSession'],
    ['https://cn-apple-pay-gateway-tj-pod2.apple.com/anything'],
  ])('goes to the Apple gateway %s names, on its fixed path', (validationUrl) => {
    const host = new URL(validationUrl).hostname;
    expect(applePayGatewayUrl(validationUrl)).toBe(`https://${host}/paymentservices/startSession`);
  });

  it.each([
    ['http://apple-pay-gateway.apple.com/paymentservices/startSession'],
    ['https://apple-pay-gateway.apple.com.evil.test/x'],
    ['https://evil.test/?apple-pay-gateway.apple.com'],
    ['https://apple-pay-gateway.apple.com:8443/x'],
    ['https://user@apple-pay-gateway.apple.com/x'],
    ['https://127.0.0.1/x'],
    ['not a url'],
  ])('refuses %s', (validationUrl) => {
    expect(applePayGatewayUrl(validationUrl)).toBeNull();
  });
});

describe('Apple Pay when a merchant identifier is set', () => {
  const clock = createTestClock();
  let t: TestApp;
  let client: ReturnType<typeof paymentClient>;
  beforeAll(async () => {
    t = await buildTestApp({
      clock,
      env: { APPLE_PAY_MERCHANT_ID: MERCHANT, RESERVE_RATE_LIMIT_MAX: '1000' },
    });
    client = paymentClient(t.app, t.database.db, await createBearer(t.database.db, clock));
  });
  afterAll(async () => {
    await t.close();
  });

  const startSession = (guid: string, validationUrl = GATEWAY) =>
    t.app.inject({
      method: 'POST',
      url: '/api/web/payments/applepay/session',
      payload: { guid, validationUrl },
    });

  it('validates the merchant for a held booking through the provider', async () => {
    const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 2500 });
    const res = await startSession(guid);
    expect(res.statusCode).toBe(200);
    const { merchantSession } = ApplePaySessionResponse.parse(res.json());
    expect(merchantSession).toMatchObject({ merchantIdentifier: MERCHANT });
  });

  it('sends merchant validation nowhere but an Apple gateway', async () => {
    const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 2500 });
    const res = await startSession(guid, 'https://169.254.169.254/latest/meta-data');
    expect(res.statusCode).toBe(400);
    expect(ErrorResponse.parse(res.json()).code).toBe('bad_request');
  });

  it('answers 404 for an unknown booking and 409 for one no longer held', async () => {
    expect((await startSession('6f1c2b1a-1d2e-4f3a-8b4c-5d6e7f8a9b0c')).statusCode).toBe(404);
    const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 2500 });
    await client.pay(guid, { applePayToken: applePayToken() });
    const res = await startSession(guid);
    expect(res.statusCode).toBe(409);
    expect(ErrorResponse.parse(res.json()).code).toBe('booking_not_active');
  });

  it('charges a prepayment with the token at once, keeping brand and last four only', async () => {
    const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 2500 });
    const result = await client.pay(guid, { applePayToken: applePayToken('Visa 4242') });
    expect(result).toMatchObject({ response: 1, redirectHtml: null });
    expect(await bookingStatus(t.database.db, guid)).toMatchObject({ status: 'confirmed' });
    expect(await paymentRows(t.database.db, guid)).toEqual([
      expect.objectContaining({
        kind: 'prepayment',
        status: 'captured',
        amount: 5000,
        card_brand: 'visa',
        card_last4: '4242',
      }),
    ]);
    expect(await ledgerRows(t.database.db, guid)).toEqual([{ entry: 'capture', amount: 5000 }]);
  });

  it('verifies the card for a no-show guarantee', async () => {
    const { guid } = await client.hold({ rule: 'no_show_fee', amountPerGuest: 3000 });
    const result = await client.pay(guid, {
      applePayToken: applePayToken('MasterCard 4444', 'masterCard'),
    });
    expect(result.response).toBe(1);
    expect(await paymentRows(t.database.db, guid)).toEqual([
      expect.objectContaining({
        kind: 'no_show_guarantee',
        card_brand: 'mastercard',
        card_last4: '4444',
        has_token: true,
      }),
    ]);
  });

  it('keeps the hold when the wallet card is declined', async () => {
    const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 2500 });
    const result = await client.pay(guid, { applePayToken: applePayToken('Visa 0002') });
    expect(result).toMatchObject({ response: 2, message: 'payment_declined' });
    expect(await bookingStatus(t.database.db, guid)).toMatchObject({ status: 'held' });
  });

  it('answers invalid_card for a token that does not say which card it is', async () => {
    const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 2500 });
    const result = await client.pay(guid, { applePayToken: applePayToken('My card', 'Visa') });
    expect(result).toMatchObject({ response: 2, message: 'invalid_card' });
  });
});

describe('Apple Pay without a merchant identifier', () => {
  const clock = createTestClock();
  let t: TestApp;
  let client: ReturnType<typeof paymentClient>;
  beforeAll(async () => {
    t = await buildTestApp({ clock, env: { RESERVE_RATE_LIMIT_MAX: '1000' } });
    client = paymentClient(t.app, t.database.db, await createBearer(t.database.db, clock));
  });
  afterAll(async () => {
    await t.close();
  });

  it('is not offered: no merchant validation, and a token is refused', async () => {
    const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 2500 });
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/web/payments/applepay/session',
      payload: { guid, validationUrl: GATEWAY },
    });
    expect(session.statusCode).toBe(404);
    await expect(client.pay(guid, { applePayToken: applePayToken() })).rejects.toThrow(
      /answered 400/,
    );
    expect(await paymentRows(t.database.db, guid)).toEqual([]);
  });
});
