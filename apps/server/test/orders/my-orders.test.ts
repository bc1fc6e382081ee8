import { randomUUID } from 'node:crypto';
import { MyOrdersResponse, OrderCreated, type OrderCreateRequest } from '@dekka/contracts/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClient } from '../accounts/account-client.ts';
import { mailbox } from '../accounts/mailbox.ts';
import { createTestClock } from '../helpers/booking-factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  createOrderRestaurant,
  ORDER_TEST_ENV,
  orderBody,
  orderClient,
  type OrderRestaurant,
} from './order-fixture.ts';

const clock = createTestClock();
const mail = mailbox();

describe('a diner\'s orders under "My bookings"', () => {
  let t: TestApp;
  let client: ReturnType<typeof accountClient>;
  let orders: ReturnType<typeof orderClient>;
  let r: OrderRestaurant;
  let minute = 0;
  const nextSlot = () => {
    minute += 15;
    return new Date(Date.UTC(2030, 2, 1, 13, 0) + minute * 60_000).toISOString().slice(0, 16);
  };

  beforeAll(async () => {
    t = await buildTestApp({
      clock,
      mail: mail.transport,
      env: { ...ORDER_TEST_ENV, SIGN_IN_RATE_LIMIT_PER_CLIENT: '1000' },
    });
    client = accountClient(t.app, mail);
    orders = orderClient(t.app);
    r = await createOrderRestaurant(t.database.db, { ordersPerSlot: 100 });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Creates an order as the web app does, with the visitor's bearer token when there is one. */
  async function create(body: OrderCreateRequest, token: string | null): Promise<string> {
    const res = await client.inject('POST', '/api/web/orders', token, body);
    expect(res.statusCode).toBe(200);
    return OrderCreated.parse(res.json()).token;
  }
  const mine = async (token: string) => {
    const res = await client.inject('GET', '/api/web/my/orders', token);
    expect(res.statusCode).toBe(200);
    return MyOrdersResponse.parse(res.json()).orders;
  };
  const person = () => `diner-${randomUUID().slice(0, 8)}@example.is`;

  it('lists only the signed-in diner’s own paid orders, the latest first', async () => {
    const anna = await client.signIn(person());
    const bjorn = await client.signIn(person());
    const anonymous = await client.anonymous();

    const early = await create(orderBody(r, { slot: nextSlot() }), anna);
    const late = await create(orderBody(r, { slot: nextSlot(), mode: 'takeaway' }), anna);
    const unpaid = await create(orderBody(r, { slot: nextSlot() }), anna);
    const theirs = await create(orderBody(r, { slot: nextSlot() }), bjorn);
    const nobodys = await create(orderBody(r, { slot: nextSlot() }), anonymous);
    for (const token of [early, late, theirs, nobodys]) {
      expect((await orders.pay(token)).response).toBe(1);
    }

    const list = await mine(anna);
    expect(list.map((order) => order.token)).toEqual([late, early]);
    expect(list[0]).toMatchObject({
      restaurant: { id: r.restaurantId, name: 'Test Bistro' },
      mode: 'takeaway',
      status: 'placed',
      currency: 'ISK',
      total: 2000,
      timeZone: expect.any(String),
    });
    expect(list.some((order) => order.token === unpaid)).toBe(false);
    expect((await mine(bjorn)).map((order) => order.token)).toEqual([theirs]);
  });

  it('is 401 for anonymous visitors and without a token', async () => {
    const anonymous = await client.anonymous();
    expect((await client.inject('GET', '/api/web/my/orders', anonymous)).statusCode).toBe(401);
    expect((await client.inject('GET', '/api/web/my/orders', null)).statusCode).toBe(401);
  });
});
