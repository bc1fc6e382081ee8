import { BookingInfoForCompleteResponse, CompleteResult } from '@dekka/contracts/booking';
import { ErrorResponse } from '@dekka/contracts/errors';
import { PaymentSettingsView } from '@dekka/contracts/restaurant-payments';
import { AuditLogResponse } from '@dekka/contracts/restaurant-settings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../../src/db/schema.ts';
import { bookingClient, completeBody } from '../bookings/booking-client.ts';
import { createBearer } from '../helpers/booking-factories.ts';
import { bookingStatus, cardFields, cards, paymentRows } from '../payments/payment-client.ts';
import { settingsTestApp } from './settings-fixture.ts';

let app: Awaited<ReturnType<typeof settingsTestApp>>;
let diner: ReturnType<typeof bookingClient>;
beforeAll(async () => {
  app = await settingsTestApp({ env: { RESERVE_RATE_LIMIT_MAX: '1000' } });
  diner = bookingClient(app.t.app, await createBearer(app.t.database.db, app.clock));
});
afterAll(async () => {
  await app.t.close();
});

const noPolicy = { is: '', en: '', es: '', nb: '', da: '' };
const prepayment = {
  rule: 'prepayment',
  amountPerGuest: 2500,
  policyTexts: {
    ...noPolicy,
    is: '<p>Fyrirframgreiðsla er ekki endurgreidd.</p>',
    en: '<p>Prepaid <b>in full</b>.<script>alert(1)</script><img src=x onerror=alert(1)></p>',
  },
  requirePolicyAccept: true,
};

async function stored(restaurantId: number) {
  const [row] = await app.t.database.db
    .select({
      paymentRule: restaurants.paymentRule,
      paymentAmountPerGuest: restaurants.paymentAmountPerGuest,
      policyText: restaurants.policyText,
      requirePolicyAccept: restaurants.requirePolicyAccept,
      translations: restaurants.translations,
    })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  return row;
}

/** A diner's hold for two on Monday 4 March 2030, through the booking API. */
async function hold(restaurantId: number, time: string) {
  const res = await diner.reserveOk({
    date: `2030-03-04T${time}`,
    guests: 2,
    restaurantId,
    source: 2,
    menus: [],
  });
  if (!res.guid) throw new Error('reserve failed');
  return res.guid;
}

async function complete(guid: string, card: Record<string, unknown> = {}) {
  const res = await diner.complete(completeBody(guid, card));
  expect(res.statusCode, res.body).toBe(200);
  return CompleteResult.parse(res.json());
}

async function infoForComplete(guid: string) {
  const res = await diner.infoForComplete(guid);
  expect(res.statusCode, res.body).toBe(200);
  return BookingInfoForCompleteResponse.parse(res.json());
}

describe('payment settings', () => {
  it('shows the rule, amount and policy per language, the currency and the provider', async () => {
    const { base, tokens } = await app.restaurantWithStaff();
    const res = await app.client.inject('GET', `${base}/payments`, tokens.manager);
    expect(res.statusCode, res.body).toBe(200);
    expect(PaymentSettingsView.parse(res.json())).toEqual({
      rule: 'none',
      amountPerGuest: 0,
      policyTexts: noPolicy,
      requirePolicyAccept: false,
      currency: 'ISK',
      ownLanguage: 'is',
      provider: { name: null, hostedCheckout: false },
    });
  });

  it.each([
    ['a prepayment of nothing', { amountPerGuest: 0 }, ['amountPerGuest']],
    ['an amount with decimals', { amountPerGuest: 12.5 }, ['amountPerGuest']],
    ['a negative amount', { rule: 'none', amountPerGuest: -1 }, ['amountPerGuest']],
    ['an unknown rule', { rule: 'deposit' }, ['rule']],
    ['an amount above the ISK ceiling', { amountPerGuest: 250_000 }, ['amountPerGuest']],
    [
      'acceptance of a policy the own language lacks',
      { policyTexts: { ...noPolicy, en: '<p>Terms</p>' } },
      ['policyTexts.is'],
    ],
    [
      'acceptance of a policy that is only a script',
      { policyTexts: { ...noPolicy, is: '<script>alert(1)</script>' } },
      ['policyTexts.is'],
    ],
  ])('refuses %s with 400 naming the field, saving nothing', async (_, change, fields) => {
    const { base, tokens, restaurant } = await app.restaurantWithStaff();
    const res = await app.client.inject('PUT', `${base}/payments`, tokens.owner, {
      ...prepayment,
      ...change,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(ErrorResponse.parse(res.json()).fields).toEqual(fields);
    expect(await stored(restaurant.id)).toMatchObject({
      paymentRule: 'none',
      paymentAmountPerGuest: 0,
      policyText: null,
    });
  });

  it('refuses the host and another restaurant’s owner', async () => {
    const { base, tokens } = await app.restaurantWithStaff();
    for (const token of [tokens.host, tokens.otherOwner]) {
      expect((await app.client.inject('GET', `${base}/payments`, token)).statusCode).toBe(403);
      const res = await app.client.inject('PUT', `${base}/payments`, token, prepayment);
      expect(res.statusCode).toBe(403);
    }
    expect((await app.client.inject('GET', `${base}/payments`, null)).statusCode).toBe(401);
  });

  it('saves sanitized policies: the own language in its column, the others as translations', async () => {
    const { base, tokens, restaurant } = await app.restaurantWithStaff();
    await app.t.database.db
      .update(restaurants)
      .set({ translations: { en: { description: 'About us', policyText: '<p>Old</p>' } } })
      .where(eq(restaurants.id, restaurant.id));
    const res = await app.client.inject('PUT', `${base}/payments`, tokens.owner, prepayment);
    expect(res.statusCode, res.body).toBe(200);
    const saved = PaymentSettingsView.parse(res.json());
    expect(saved.policyTexts.en).toBe('<p>Prepaid <b>in full</b>.</p>');
    expect(await stored(restaurant.id)).toEqual({
      paymentRule: 'prepayment',
      paymentAmountPerGuest: 2500,
      policyText: '<p>Fyrirframgreiðsla er ekki endurgreidd.</p>',
      requirePolicyAccept: true,
      // The description's translation stays; the own language has no entry.
      translations: {
        en: { description: 'About us', policyText: '<p>Prepaid <b>in full</b>.</p>' },
      },
    });

    // No payment: the amount is stored as 0 whatever was sent, and an emptied policy falls back.
    const none = await app.client.inject('PUT', `${base}/payments`, tokens.manager, {
      ...prepayment,
      rule: 'none',
      amountPerGuest: 900,
      requirePolicyAccept: false,
      policyTexts: { ...prepayment.policyTexts, en: '' },
    });
    expect(none.statusCode, none.body).toBe(200);
    expect(await stored(restaurant.id)).toMatchObject({
      paymentRule: 'none',
      paymentAmountPerGuest: 0,
      translations: { en: { description: 'About us' } },
    });
  });

  it('records who changed which fields, naming each language’s policy', async () => {
    const { base, tokens } = await app.restaurantWithStaff();
    await app.client.inject('PUT', `${base}/payments`, tokens.owner, prepayment);
    const again = await app.client.inject('PUT', `${base}/payments`, tokens.manager, {
      ...prepayment,
      amountPerGuest: 3000,
      policyTexts: { ...prepayment.policyTexts, da: '<p>Forudbetaling</p>' },
    });
    expect(again.statusCode, again.body).toBe(200);
    const history = AuditLogResponse.parse(
      (await app.client.inject('GET', `${base}/history`, tokens.owner)).json(),
    );
    expect(history.entries).toHaveLength(2);
    expect(history.entries[0]).toMatchObject({ area: 'payments' });
    expect(history.entries[0]?.changes).toEqual({
      amountPerGuest: { from: 2500, to: 3000 },
      'policyText.da': { from: '', to: '<p>Forudbetaling</p>' },
    });
    expect(history.entries[1]?.changes).toMatchObject({
      rule: { from: 'none', to: 'prepayment' },
      amountPerGuest: { from: 0, to: 2500 },
      requirePolicyAccept: { from: false, to: true },
      'policyText.is': { from: '', to: '<p>Fyrirframgreiðsla er ekki endurgreidd.</p>' },
    });
  });

  it('asks the next diner to prepay at once, and leaves a booking made before as it was', async () => {
    const { base, tokens, restaurant } = await app.restaurantWithStaff();
    const before = await hold(restaurant.id, '12:00');
    expect((await infoForComplete(before)).paymentRequirements).toEqual({
      totalNoShow: 0,
      totalPrepaid: 0,
    });
    expect(await complete(before)).toMatchObject({ response: 1 });

    const res = await app.client.inject('PUT', `${base}/payments`, tokens.owner, prepayment);
    expect(res.statusCode, res.body).toBe(200);

    const after = await hold(restaurant.id, '19:00');
    const info = await infoForComplete(after);
    expect(info.paymentRequirements).toEqual({ totalNoShow: 0, totalPrepaid: 5000 });
    expect(info).toMatchObject({
      requirePolicyAccept: true,
      policyText: '<p>Fyrirframgreiðsla er ekki endurgreidd.</p>',
    });
    // Without a card the booking is not made; with one, the prepayment is charged.
    expect(await complete(after)).toMatchObject({ response: 2, message: 'invalid_card' });
    expect(await complete(after, cardFields(cards.approve))).toMatchObject({ response: 1 });
    expect(await paymentRows(app.t.database.db, after)).toEqual([
      expect.objectContaining({ kind: 'prepayment', status: 'captured', amount: 5000 }),
    ]);

    // The booking made before: still confirmed, nothing charged, and completing it again (a
    // retried request) answers as before rather than asking for a card.
    expect(await bookingStatus(app.t.database.db, before)).toMatchObject({ status: 'confirmed' });
    expect(await paymentRows(app.t.database.db, before)).toEqual([]);
    expect(await complete(before)).toMatchObject({ response: 1 });
    expect(await paymentRows(app.t.database.db, before)).toEqual([]);
  });
});
