import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_CARD_TEST_ENV, purchaseBody } from './gift-cards/gift-card-client.ts';
import { createTestClock } from './helpers/booking-factories.ts';
import { buildTestApp, type LogLine, type TestApp } from './helpers/test-app.ts';
import {
  createOrderRestaurant,
  ORDER_TEST_ENV,
  orderBody,
  type OrderRestaurant,
} from './orders/order-fixture.ts';

const clock = createTestClock();

/** A gift card code as the shop draws it: 16 letters of its alphabet. */
const GIFT_CARD_CODE = /[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{16}/;

/**
 * A failed statement is logged by its SQL state and its text, never with the values it was
 * given: a diner's name, e-mail and phone, or a gift card's freshly drawn code.
 */
describe('failed statements in the log', () => {
  let t: TestApp;
  let r: OrderRestaurant;

  beforeAll(async () => {
    t = await buildTestApp({
      clock,
      captureLogs: true,
      env: { ...ORDER_TEST_ENV, ...GIFT_CARD_TEST_ENV },
    });
    r = await createOrderRestaurant(t.database.db, { ordersPerSlot: 100 });
    // Inserts of orders and gift cards for a marked name fail in the database, the way any
    // statement may (a constraint, a full disk), so no input validation stands in front of it.
    await t.database.db.execute(sql`
      create function fail_for_test() returns trigger language plpgsql as $$
      begin
        if to_jsonb(new) ->> 'first_name' = 'Fail' or to_jsonb(new) ->> 'buyer_name' = 'Fail' then
          raise exception 'refused for the test' using errcode = 'check_violation';
        end if;
        return new;
      end $$`);
    for (const table of ['food_orders', 'gift_cards']) {
      await t.database.db.execute(
        sql.raw(
          `create trigger fail_for_test before insert on ${table} for each row execute function fail_for_test()`,
        ),
      );
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const linesOf = (requestId: unknown) => t.logs.filter((line) => line.reqId === requestId);

  function failureOf(requestId: unknown): LogLine {
    const line = linesOf(requestId).find((candidate) => candidate.level === 50);
    if (!line) throw new Error('no error logged for the request');
    return line;
  }

  const contact = {
    firstName: 'Fail',
    lastName: 'Þórhildardóttir',
    email: 'thorhildur.secret@example.is',
    phone: '+354 699 4321',
  };
  const note = 'Lykillinn er undir mottunni';

  it('an order that fails to insert: the SQL state, statement and route, none of the diner’s details', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/web/orders',
      payload: orderBody(r, { contact, note }),
    });
    expect(res.statusCode).toBe(500);
    const logged = JSON.stringify(linesOf(res.headers['x-request-id']));
    for (const value of [contact.lastName, contact.email, contact.phone, note]) {
      expect(logged).not.toContain(value);
    }
    expect(failureOf(res.headers['x-request-id'])).toMatchObject({
      route: '/api/web/orders',
      err: {
        code: '23514',
        query: expect.stringContaining('insert into "food_orders"'),
      },
    });
  });

  it('a NUL in a name, refused or failing in the database, never logs the diner’s details', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/web/orders',
      payload: orderBody(r, { contact: { ...contact, firstName: 'Þór\u0000hildur' }, note }),
    });
    expect([400, 500]).toContain(res.statusCode);
    const logged = JSON.stringify(linesOf(res.headers['x-request-id']));
    for (const value of [contact.lastName, contact.email, contact.phone, note]) {
      expect(logged).not.toContain(value);
    }
    if (res.statusCode === 500) {
      expect(failureOf(res.headers['x-request-id'])).toMatchObject({
        err: { code: '22021', query: expect.stringContaining('insert into "food_orders"') },
      });
    }
  });

  it('a gift card purchase that fails to insert: no code, names, e-mails or message', async () => {
    const body = purchaseBody({
      buyerName: 'Fail',
      buyerEmail: 'buyer.secret@example.is',
      recipientName: 'Sigurlína Móðey',
      recipientEmail: 'recipient.secret@example.is',
      message: 'Til hamingju, elsku vina',
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/web/giftcards', payload: body });
    expect(res.statusCode).toBe(500);
    const logged = JSON.stringify(linesOf(res.headers['x-request-id']));
    for (const value of [body.buyerEmail, body.recipientName, body.recipientEmail, body.message]) {
      expect(logged).not.toContain(value);
    }
    expect(logged).not.toMatch(GIFT_CARD_CODE);
    expect(failureOf(res.headers['x-request-id'])).toMatchObject({
      route: '/api/web/giftcards',
      err: { code: '23514', query: expect.stringContaining('insert into "gift_cards"') },
    });
  });
});
