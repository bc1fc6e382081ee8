import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../helpers/booking-factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  createOrderRestaurant,
  orderBody,
  orderClient,
  orderCount,
  type OrderRestaurant,
} from './order-fixture.ts';

const clock = createTestClock();

// An unpaid order holds its slot: one address may not open orders faster than it may reserve.
describe('new orders per client address', () => {
  let t: TestApp;
  let r: OrderRestaurant;
  beforeAll(async () => {
    t = await buildTestApp({ clock, env: { RESERVE_RATE_LIMIT_MAX: '3' } });
    r = await createOrderRestaurant(t.database.db, { ordersPerSlot: 100 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('are limited as reserves are: the fourth in the window is a 429 and writes nothing', async () => {
    const orders = orderClient(t.app);
    for (let i = 0; i < 3; i += 1) await orders.create(orderBody(r));
    const before = await orderCount(t.database.db);
    const res = await orders.createRaw(orderBody(r));
    expect(res.statusCode).toBe(429);
    expect(await orderCount(t.database.db)).toBe(before);
  });
});
