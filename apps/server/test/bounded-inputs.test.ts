import { ErrorResponse } from '@dekka/contracts/errors';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../src/db/schema.ts';
import { accountClient } from './accounts/account-client.ts';
import { mailbox } from './accounts/mailbox.ts';
import { addStaff } from './accounts/staff-fixtures.ts';
import { completeBody } from './bookings/booking-client.ts';
import { insertPaidGiftCard, purchaseBody } from './gift-cards/gift-card-client.ts';
import { createTestClock } from './helpers/booking-factories.ts';
import { createBooking } from './helpers/restaurant-factories.ts';
import { rowsOf } from './helpers/sql.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';
import {
  createOrderRestaurant,
  ORDER_TEST_ENV,
  orderBody,
  type OrderRestaurant,
} from './orders/order-fixture.ts';

/*
 * Values PostgreSQL cannot take (an integer past 2^31 - 1, text with U+0000) are refused as the
 * request's 400 `validation_failed`, naming the field, before any statement runs: they used to
 * fail the statement and answer 500. route-fuzz.test.ts tries every route; these are the cases
 * that were found, with what each would have written.
 */

const clock = createTestClock();
const INT4_PAST = 2 ** 31;

describe('values out of a column’s range', () => {
  let t: TestApp;
  let r: OrderRestaurant;
  let ownerToken: string;
  let code: string;

  beforeAll(async () => {
    const mail = mailbox();
    t = await buildTestApp({
      clock,
      mail: mail.transport,
      env: { ...ORDER_TEST_ENV, GIFT_CARD_LOOKUP_LIMIT_MAX: '1000', JOIN_RATE_LIMIT_MAX: '1000' },
    });
    r = await createOrderRestaurant(t.database.db);
    await addStaff(t.database.db, r.restaurantId, 'owner', 'owner@bounded.test');
    ownerToken = await accountClient(t.app, mail).signIn('owner@bounded.test');
    code = await insertPaidGiftCard(t.database.db, { amount: 10_000, now: clock.now() });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Rows of every table these requests would write. */
  async function written() {
    const [row] = await rowsOf<Record<string, number>>(
      t.database.db,
      sql`select
        (select count(*) from food_orders)::int as food_orders,
        (select count(*) from gift_cards)::int as gift_cards,
        (select count(*) from gift_card_ledger)::int as gift_card_ledger,
        (select count(*) from bookings)::int as bookings,
        (select count(*) from booking_status_changes)::int as booking_status_changes,
        (select count(*) from restaurant_applications)::int as restaurant_applications,
        (select count(*) from outbox_messages)::int as outbox_messages,
        (select sum(balance) from gift_cards)::int as gift_card_balances`,
    );
    return row;
  }

  /** The answer to a request that must be refused, and a check that it wrote nothing. */
  async function refused(
    request: { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object },
    token?: string,
  ) {
    const before = await written();
    const res = await t.app.inject({
      ...request,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(await written()).toEqual(before);
    expect(res.statusCode, res.body).toBe(400);
    const error = ErrorResponse.parse(res.json());
    expect(error.code).toBe('validation_failed');
    return error.fields;
  }

  it('refuses a food order for restaurant 2^31, or with a NUL in the name', async () => {
    expect(
      await refused({
        method: 'POST',
        url: '/api/web/orders',
        payload: orderBody(r, { restaurantId: INT4_PAST }),
      }),
    ).toEqual(['restaurantId']);
    const contact = { ...orderBody(r).contact, firstName: 'Jón\u0000' };
    expect(
      await refused({ method: 'POST', url: '/api/web/orders', payload: orderBody(r, { contact }) }),
    ).toEqual(['contact.firstName']);
  });

  it('refuses a gift card for restaurant 2^31, or with a NUL in a name', async () => {
    expect(
      await refused({
        method: 'POST',
        url: '/api/web/giftcards',
        payload: purchaseBody({ restaurantId: INT4_PAST }),
      }),
    ).toEqual(['restaurantId']);
    expect(
      await refused({
        method: 'POST',
        url: '/api/web/giftcards',
        payload: purchaseBody({ recipientName: '\u0000' }),
      }),
    ).toEqual(['recipientName']);
  });

  it('refuses redeeming 2^31 and staff paths naming restaurant, booking or table 2^31', async () => {
    const redeem = `/api/restaurant/${r.restaurantId}/giftcards/redeem`;
    expect(
      await refused(
        { method: 'POST', url: redeem, payload: { code, amount: INT4_PAST } },
        ownerToken,
      ),
    ).toEqual(['amount']);
    expect(
      await refused(
        { method: 'GET', url: `/api/restaurant/${INT4_PAST}/guestlist/2030-03-01` },
        ownerToken,
      ),
    ).toEqual(['restaurantId']);
    expect(
      await refused(
        {
          method: 'PUT',
          url: `/api/restaurant/${r.restaurantId}/guestlist/bookings/${INT4_PAST}/status`,
          payload: { status: 'seated' },
        },
        ownerToken,
      ),
    ).toEqual(['bookingId']);
    expect(
      await refused(
        {
          method: 'POST',
          url: `/api/restaurant/${r.restaurantId}/guestlist/bookings`,
          payload: { kind: 'walk_in', guests: 2, tableIds: [INT4_PAST] },
        },
        ownerToken,
      ),
    ).toEqual(['tableIds.0']);
  });

  it('refuses a staff phone booking with a NUL in the name', async () => {
    expect(
      await refused(
        {
          method: 'POST',
          url: `/api/restaurant/${r.restaurantId}/guestlist/bookings`,
          payload: {
            kind: 'phone',
            startsAt: '2030-03-02T19:00',
            guests: 2,
            firstName: 'Guð\u0000rún',
            phone: '+354 555 1234',
          },
        },
        ownerToken,
      ),
    ).toEqual(['firstName']);
  });

  it('refuses completing a held booking with a NUL in the name, and the hold stays as it was', async () => {
    const hold = await createBooking(t.database.db, {
      restaurantId: r.restaurantId,
      tableIds: [],
      startAt: new Date('2030-03-02T19:00:00Z'),
      endAt: new Date('2030-03-02T21:00:00Z'),
      status: 'held',
      holdExpiresAt: new Date('2030-03-01T13:00:00Z'),
    });
    expect(
      await refused({
        method: 'PUT',
        url: '/api/web/booking/complete/v2',
        payload: completeBody(hold.guid, { bookingName: 'Guðrún\u0000 Jónsdóttir' }),
      }),
    ).toEqual(['bookingName']);
    const [after] = await t.database.db.select().from(bookings).where(eq(bookings.id, hold.id));
    expect(after).toEqual(hold);
  });

  it('refuses an application to join with a NUL in the restaurant’s name', async () => {
    const cities = await t.app.inject({ url: '/api/web/join/cities' });
    const cityId = cities.json<{ countries: { cities: { id: number }[] }[] }>().countries[0]
      ?.cities[0]?.id;
    expect(
      await refused(
        {
          method: 'POST',
          url: '/api/web/join',
          payload: {
            restaurantName: 'Bistró\u0000',
            contactName: 'Jón Jónsson',
            email: 'jon@bounded.test',
            phone: '+354 555 1234',
            country: 'is',
            cityId,
            address: 'Laugavegur 1',
          },
        },
        ownerToken,
      ),
    ).toEqual(['restaurantName']);
  });

  it('refuses a NUL or 2^31 in a path or a query string, too', async () => {
    expect(
      await refused(
        {
          method: 'GET',
          url: `/api/restaurant/${r.restaurantId}/settings/history?before=${INT4_PAST}`,
        },
        ownerToken,
      ),
    ).toEqual(['before']);
    expect(await refused({ method: 'GET', url: '/api/web/ordering/menu/a%00b' })).toEqual([
      'restaurantSlug',
    ]);
    expect(
      await refused({
        method: 'GET',
        url: '/api/web/search/results?dateTime=2030-03-02T19:00&guests=2&q=kol%00',
      }),
    ).toEqual(['q']);
  });
});
