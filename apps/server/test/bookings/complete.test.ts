import {
  BookingInfoForCompleteResponse,
  BookingInfoForConfirmationResponse,
  CompleteResult,
  ReserveResponse,
} from '@dekka/contracts/booking';
import { ErrorResponse } from '@dekka/contracts/errors';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBearer,
  createBookingRestaurant,
  createEventWithOccurrence,
  createMenu,
  createTestClock,
} from '../helpers/booking-factories.ts';
import { events } from '../../src/db/schema.ts';
import { queryRows } from '../helpers/sql.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { bookingClient, bookingRowCounts, bookingState, completeBody } from './booking-client.ts';

const MINUTE = 60_000;
const clock = createTestClock();

describe('complete, booking info and confirmation', () => {
  let t: TestApp;
  let client: ReturnType<typeof bookingClient>;
  beforeAll(async () => {
    t = await buildTestApp({ clock, env: { RESERVE_RATE_LIMIT_MAX: '1000' } });
    client = bookingClient(t.app, await createBearer(t.database.db, clock));
  });
  afterAll(async () => {
    await t.close();
  });

  async function hold(
    restaurant: Parameters<typeof createBookingRestaurant>[1] = {},
    extra: Record<string, unknown> = {},
  ) {
    const r = await createBookingRestaurant(t.database.db, restaurant);
    const res = await client.reserveOk({
      date: '2030-03-02T19:00',
      guests: 2,
      restaurantId: r.id,
      eventId: null,
      source: 2,
      menus: [],
      isWaitingListWhenFullyBooked: false,
      isWaitingList: false,
      ...extra,
    });
    if (!res.guid) throw new Error('reserve failed');
    return { r, guid: res.guid };
  }

  it('confirms a live hold, stores the contact details and shows the confirmation', async () => {
    const { r, guid } = await hold({
      overrides: {
        confirmationNote: '<p onclick="steal()">Welcome <b>back</b><script>alert(1)</script></p>',
        gaTrackingId: 'G-TEST',
      },
    });
    const res = await client.complete(completeBody(guid));
    expect(res.statusCode).toBe(200);
    expect(CompleteResult.parse(res.json())).toEqual({
      response: 1,
      redirectHtml: null,
      paymentId: null,
      paymentProviderType: null,
      message: null,
      start: '2030-03-02T19:00:00.000Z',
      restaurantId: r.id,
    });
    const [stored] = await queryRows(
      t.database.db,
      sql`select status, first_name, last_name, email, phone, phone_region, special_request,
        allow_dineout_emails from bookings where guid = ${guid}`,
    );
    expect(stored).toEqual({
      status: 'confirmed',
      first_name: 'Guðrún',
      last_name: 'Jónsdóttir',
      email: 'gudrun@example.is',
      phone: '+3545551234',
      phone_region: 'IS',
      special_request: 'Window seat, please',
      allow_dineout_emails: true,
    });

    const confirmation = await client.infoForConfirmation(guid);
    expect(confirmation.statusCode).toBe(200);
    const info = BookingInfoForConfirmationResponse.parse(confirmation.json());
    expect(info).toMatchObject({
      start: '2030-03-02T19:00:00.000Z',
      end: '2030-03-02T21:00:00.000Z',
      guests: 2,
      restaurantName: 'Test Bistro',
      gaTrackingId: 'G-TEST',
      isWaitingList: false,
      status: 'confirmed',
      // Where the e-mail went, without the whole address.
      emailHint: 'gu•••@example.is',
    });
    expect(info.bookingId).toBeGreaterThan(0);
    expect(info.restaurantNote).toBe('<p>Welcome <b>back</b></p>');
  });

  it('answers a repeated complete with the same success and changes nothing', async () => {
    const { guid } = await hold();
    const first = await client.complete(completeBody(guid));
    const again = await client.complete(completeBody(guid, { bookingName: 'Someone Else' }));
    expect(again.json()).toEqual(first.json());
    const [row] = await queryRows(
      t.database.db,
      sql`select first_name from bookings where guid = ${guid}`,
    );
    expect(row).toEqual({ first_name: 'Guðrún' });
  });

  it('turns a waiting-list entry into waitlisted', async () => {
    // No table at all: the time is full, so the waiting list is open.
    const { guid } = await hold(
      { overrides: { waitingListEnabled: true }, tables: [] },
      { isWaitingList: true },
    );
    const res = await client.complete(completeBody(guid, { isWaitingList: true }));
    expect(CompleteResult.parse(res.json()).response).toBe(1);
    expect(await bookingState(t.database.db, guid)).toMatchObject({ status: 'waitlisted' });
    const info = BookingInfoForConfirmationResponse.parse(
      (await client.infoForConfirmation(guid)).json(),
    );
    expect(info.isWaitingList).toBe(true);
  });

  it('refuses to complete an expired hold with response 2 hold_expired, changing nothing', async () => {
    const { guid } = await hold();
    clock.advance(5 * MINUTE);
    try {
      const res = await client.complete(completeBody(guid));
      expect(res.statusCode).toBe(200);
      expect(CompleteResult.parse(res.json())).toMatchObject({
        response: 2,
        message: 'hold_expired',
      });
      expect(await bookingState(t.database.db, guid)).toMatchObject({ status: 'held' });
      expect((await client.infoForConfirmation(guid)).statusCode).toBe(404);
    } finally {
      clock.advance(-5 * MINUTE);
    }
  });

  it('still says hold_expired once another reserve has released the lapsed hold', async () => {
    const { r, guid } = await hold();
    clock.advance(6 * MINUTE);
    try {
      const next = await client.reserveOk({
        date: '2030-03-02T19:00',
        guests: 2,
        restaurantId: r.id,
        eventId: null,
        source: 2,
        menus: [],
      });
      expect(next.success).toBe(true);
      expect(await bookingState(t.database.db, guid)).toMatchObject({ status: 'expired' });
      const res = await client.complete(completeBody(guid));
      expect(CompleteResult.parse(res.json())).toMatchObject({
        response: 2,
        message: 'hold_expired',
      });
      expect(await bookingState(t.database.db, guid)).toMatchObject({
        status: 'expired',
        tables: 0,
      });
    } finally {
      clock.advance(-6 * MINUTE);
    }
  });

  // Card payments themselves are covered in test/payments.
  it('keeps the hold and answers invalid_card when a paying restaurant gets no card', async () => {
    const { guid } = await hold({
      overrides: { paymentRule: 'no_show_fee', paymentAmountPerGuest: 2000 },
    });
    const res = await client.complete(completeBody(guid));
    expect(res.statusCode).toBe(200);
    expect(CompleteResult.parse(res.json())).toMatchObject({
      response: 2,
      message: 'invalid_card',
    });
    expect(await bookingState(t.database.db, guid)).toMatchObject({ status: 'held' });
  });

  it.each([
    ['a one-letter first name', { bookingName: 'A Jónsdóttir' }, 'bookingName'],
    ['an empty name', { bookingName: '   ' }, 'bookingName'],
    ['a bad e-mail', { bookingEmail: 'gudrun@example' }, 'bookingEmail'],
    ['a phone invalid for its region', { bookingPhone: '+354 12' }, 'bookingPhone'],
    ['a phone of another region', { bookingPhone: '+47 412 34 567' }, 'bookingPhone'],
    ['an unknown region', { phoneNumberRegion: 'XX' }, 'phoneNumberRegion'],
    [
      'a special request far too long',
      { bookingSpecialRequest: 'x'.repeat(5000) },
      'bookingSpecialRequest',
    ],
    ['a non-uuid guid', { guid: 'not-a-guid' }, 'guid'],
    ['opt-in as text', { allowDineoutEmails: 'yes' }, 'allowDineoutEmails'],
  ])(
    'answers 400 validation_failed for %s and changes nothing',
    async (_name, overrides, field) => {
      const { r, guid } = await hold();
      const before = await bookingRowCounts(t.database.db, r.id);
      const res = await client.complete(completeBody(guid, overrides));
      expect(res.statusCode).toBe(400);
      const error = ErrorResponse.parse(res.json());
      expect(error.code).toBe('validation_failed');
      expect(`${(error.fields ?? []).join(',')} ${error.message}`).toContain(field);
      expect(await bookingRowCounts(t.database.db, r.id)).toEqual(before);
      expect(await bookingState(t.database.db, guid)).toMatchObject({ status: 'held' });
    },
  );

  it('answers 404 for an unknown guid on every booking endpoint', async () => {
    const unknown = '8b0f1a52-4a3b-4c1e-9d6f-1f2e3d4c5b6a';
    expect((await client.complete(completeBody(unknown))).statusCode).toBe(404);
    expect((await client.infoForComplete(unknown)).statusCode).toBe(404);
    expect((await client.infoForConfirmation(unknown)).statusCode).toBe(404);
    expect((await client.isCancelAllowed(unknown)).statusCode).toBe(404);
    expect((await client.cancel(unknown)).statusCode).toBe(404);
  });

  it('answers 400 for a malformed guid in a path', async () => {
    for (const res of [
      await client.infoForComplete('1234'),
      await client.infoForConfirmation('x'.repeat(99)),
      await client.isCancelAllowed('nope'),
      await client.cancel('nope'),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(ErrorResponse.parse(res.json()).code).toBe('validation_failed');
    }
    // The router refuses path parameters over 100 characters before any route runs.
    const huge = await client.infoForConfirmation('x'.repeat(5000));
    expect(huge.statusCode).toBe(414);
  });

  describe('booking info for complete', () => {
    it('shows the restaurant and the payment totals in minor units', async () => {
      const r = await createBookingRestaurant(t.database.db, {
        overrides: {
          paymentRule: 'no_show_fee',
          paymentAmountPerGuest: 2000,
          requirePolicyAccept: true,
          policyText: '<p>Policy</p>',
        },
      });
      const menu = await createMenu(t.database.db, r.id, { price: 9900, paymentType: 2 });
      const reserved = ReserveResponse.parse(
        (
          await client.reserve({
            date: '2030-03-02T19:00',
            guests: 3,
            restaurantId: r.id,
            eventId: null,
            source: 5,
            menus: [{ id: menu.id, count: 2 }],
          })
        ).json(),
      );
      const res = await client.infoForComplete(reserved.guid ?? '', 'TRUE');
      expect(res.statusCode).toBe(200);
      expect(BookingInfoForCompleteResponse.parse(res.json())).toEqual({
        start: '2030-03-02T19:00:00.000Z',
        timeZone: 'Atlantic/Reykjavik',
        guests: 3,
        restaurantName: 'Test Bistro',
        restaurantId: r.id,
        restaurantCountry: 'is',
        currency: { code: 'ISK' },
        locale: 'is-IS',
        paymentRequirements: { totalNoShow: 6000, totalPrepaid: 19_800 },
        isExternalPaymentForm: false,
        requirePolicyAccept: true,
        policyText: '<p>Policy</p>',
        gaTrackingId: null,
        fbPixelId: null,
        holdExpiresAt: new Date(clock.now().getTime() + 5 * MINUTE).toISOString(),
        isWaitingList: false,
        prices: {
          prepaymentPerGuest: 0,
          noShowFeePerGuest: 2000,
          menus: [{ id: menu.id, name: 'Set menu', count: 2, pricePerGuest: 9900, paymentType: 2 }],
          event: null,
        },
      });
    });

    it("lists an event's price per guest and the restaurant's prepayment per guest", async () => {
      const r = await createBookingRestaurant(t.database.db, {
        overrides: { paymentRule: 'prepayment', paymentAmountPerGuest: 3000 },
      });
      const { eventId } = await createEventWithOccurrence(t.database.db, r.id, {
        startsAt: '2030-03-02T18:00:00Z',
        endsAt: '2030-03-02T23:00:00Z',
        ticketCapacity: 10,
      });
      await t.database.db.update(events).set({ pricePerGuest: 8900 }).where(eq(events.id, eventId));
      const reserved = await client.reserveOk({
        date: '2030-03-02T19:00',
        guests: 2,
        restaurantId: r.id,
        eventId,
        source: 2,
        menus: [],
      });
      const info = BookingInfoForCompleteResponse.parse(
        (await client.infoForComplete(reserved.guid ?? '')).json(),
      );
      expect(info.paymentRequirements).toEqual({ totalNoShow: 0, totalPrepaid: 6000 });
      expect(info.prices).toEqual({
        prepaymentPerGuest: 3000,
        noShowFeePerGuest: 0,
        menus: [],
        event: { name: 'Jazz night', pricePerGuest: 8900 },
      });
      expect(info.isWaitingList).toBe(false);
    });
  });
});
