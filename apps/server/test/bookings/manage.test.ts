import { ManageBookingResponse } from '@dekka/contracts/booking';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingRestaurant, createMenu } from '../helpers/booking-factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  cardFields,
  cards,
  createBearer,
  createTestClock,
  paymentClient,
} from '../payments/payment-client.ts';
import { completeBody } from './booking-client.ts';

const clock = createTestClock();

describe('manage booking and its calendar file', () => {
  let t: TestApp;
  let client: ReturnType<typeof paymentClient>;
  beforeAll(async () => {
    t = await buildTestApp({
      clock,
      env: { RESERVE_RATE_LIMIT_MAX: '1000', PUBLIC_URL: 'https://book.example.is' },
    });
    client = paymentClient(t.app, t.database.db, await createBearer(t.database.db, clock));
  });
  afterAll(async () => {
    await t.close();
  });

  const manage = (guid: string) =>
    t.app.inject({ method: 'GET', url: `/api/web/booking/manage/${guid}/` });
  const calendar = (guid: string) =>
    t.app.inject({ method: 'GET', url: `/api/web/booking/calendar/${guid}/` });

  it('shows a confirmed booking with its menus, its cancel deadline and no personal data', async () => {
    const r = await createBookingRestaurant(t.database.db, {
      overrides: {
        cancellationDeadlineHours: 24,
        policyText: '<p>Be on time<script>x</script></p>',
      },
    });
    const menu = await createMenu(t.database.db, r.id, { name: 'Tasting menu' });
    const { guid } = await client.reserveOk({
      date: '2030-03-05T19:00',
      guests: 2,
      restaurantId: r.id,
      source: 2,
      menus: [{ id: menu.id, count: 2 }],
    });
    await client.complete(completeBody(guid!));
    const res = await manage(guid!);
    expect(res.statusCode).toBe(200);
    const body = ManageBookingResponse.parse(res.json());
    expect(body).toMatchObject({
      status: 'confirmed',
      isWaitingList: false,
      start: '2030-03-05T19:00:00.000Z',
      end: '2030-03-05T21:00:00.000Z',
      timeZone: 'Atlantic/Reykjavik',
      guests: 2,
      restaurant: { id: r.id, name: 'Test Bistro', address: 'Laugavegur 1, 101 Reykjavík' },
      menus: [{ name: 'Tasting menu', count: 2 }],
      payment: null,
      cancel: { allowed: true, message: 'cancel_allowed', deadline: '2030-03-04T19:00:00.000Z' },
      policyText: '<p>Be on time</p>',
    });
    // The whole number in either form: a random slug may well contain '555'.
    for (const personal of ['gudrun', 'Guðrún', '5551234', '555 1234']) {
      expect(res.body).not.toContain(personal);
    }
  });

  it('shows what was prepaid (brand and last four only) and, once cancelled, that it is over', async () => {
    const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 4900 }, 2);
    await client.pay(guid, cardFields(cards.approve));
    const before = ManageBookingResponse.parse((await manage(guid)).json());
    expect(before.payment).toEqual({
      kind: 'prepayment',
      status: 'captured',
      amount: 9800,
      currency: 'ISK',
      cardBrand: 'visa',
      cardLast4: '4242',
    });
    expect(JSON.stringify(before)).not.toContain(cards.approve);
    await client.cancel(guid);
    const after = ManageBookingResponse.parse((await manage(guid)).json());
    expect(after.status).toBe('cancelled');
    expect(after.cancel).toMatchObject({ allowed: false, message: 'booking_not_active' });
    expect(after.payment?.status).toMatch(/^refund/);
  });

  it('shows a live hold, not a lapsed one; 404 for an unknown guid, 400 for a bad one', async () => {
    const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 0 });
    // The cancel page shows what it cancels, a hold included.
    const live = await manage(guid);
    expect(live.statusCode).toBe(200);
    expect(ManageBookingResponse.parse(live.json())).toMatchObject({
      status: 'held',
      cancel: { allowed: true },
    });
    clock.advance(6 * 60_000);
    expect((await manage(guid)).statusCode).toBe(404);
    expect((await manage('0b9f5a52-52c7-4b8e-9a51-4d7c7e1f6a10')).statusCode).toBe(404);
    expect((await manage('not-a-guid')).statusCode).toBe(400);
    expect((await calendar(guid)).statusCode).toBe(404);
  });

  it('serves the same calendar entry as the e-mails, and a CANCEL once cancelled', async () => {
    const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 0 });
    await client.complete(completeBody(guid));
    const res = await calendar(guid);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="booking.ics"');
    const parsed = new ICAL.Component(ICAL.parse(res.body));
    const event = new ICAL.Event(parsed.getFirstSubcomponent('vevent')!);
    expect(parsed.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(event.uid).toMatch(/^booking-\d+@dekka\.is$/);
    expect(event.component.getFirstPropertyValue('url')).toBe(
      `https://book.example.is/booking?guid=${guid}&lng=en`,
    );
    await client.cancel(guid);
    const cancelled = new ICAL.Component(ICAL.parse((await calendar(guid)).body));
    expect(cancelled.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(new ICAL.Event(cancelled.getFirstSubcomponent('vevent')!).uid).toBe(event.uid);
  });
});
