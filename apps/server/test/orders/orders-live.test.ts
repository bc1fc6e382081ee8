import { randomUUID } from 'node:crypto';
import {
  ORDER_STATUS_CHANGED,
  ORDERS_CHANGED,
  PAYMENT_HUB_PATH,
  type OrderStatusChanged,
  type OrdersChanged,
} from '@dekka/contracts/payment-hub';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountClient } from '../accounts/account-client.ts';
import { mailbox } from '../accounts/mailbox.ts';
import { addStaff } from '../accounts/staff-fixtures.ts';
import { createTestClock } from '../helpers/booking-factories.ts';
import { staffScreen } from '../helpers/staff-screen.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { createOrderRestaurant, ORDER_TEST_ENV, orderBody, orderClient } from './order-fixture.ts';

const clock = createTestClock();

describe('the live order board', () => {
  let t: TestApp;
  let baseUrl = '';
  const mail = mailbox();
  let client: ReturnType<typeof accountClient>;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ clock, mail: mail.transport, env: ORDER_TEST_ENV });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    client = accountClient(t.app, mail);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A staff screen on the guest list's namespace, and the order messages it has heard. */
  function screen(token: string, restaurantId: number) {
    return staffScreen<OrdersChanged>(baseUrl, sockets, ORDERS_CHANGED, token, restaurantId);
  }

  /** A diner's status page in its token's payment hub room, and the statuses it has heard. */
  function dinerPage(token: string) {
    const socket = io(baseUrl, {
      path: PAYMENT_HUB_PATH,
      query: { guid: token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    const heard: OrderStatusChanged[] = [];
    socket.on(ORDER_STATUS_CHANGED, (message: OrderStatusChanged) => heard.push(message));
    const opened = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    return { heard, opened };
  }

  async function hostOf(restaurantId: number) {
    const email = `host-${randomUUID().slice(0, 8)}@example.com`;
    await addStaff(t.database.db, restaurantId, 'host', email);
    return client.signIn(email);
  }

  it("tells the restaurant's screens when an order is placed and moved, and no one else", async () => {
    const r = await createOrderRestaurant(t.database.db);
    const other = await createOrderRestaurant(t.database.db);
    const kitchen = screen(await hostOf(r.restaurantId), r.restaurantId);
    const elsewhere = screen(await hostOf(other.restaurantId), other.restaurantId);
    await Promise.all([kitchen.opened, elsewhere.opened]);

    const orders = orderClient(t.app);
    const created = await orders.create(orderBody(r));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(kitchen.heard).toEqual([]);

    await orders.pay(created.token);
    await expect.poll(() => kitchen.heard.length, { timeout: 5000 }).toBe(1);
    const orderId = kitchen.heard[0]?.orderId ?? 0;
    expect(kitchen.heard[0]).toEqual({ restaurantId: r.restaurantId, orderId });

    const token = await hostOf(r.restaurantId);
    const accepted = await client.inject(
      'PATCH',
      `/api/restaurant/${r.restaurantId}/orders/${orderId}`,
      token,
      { action: 'accept', prepMinutes: 15 },
    );
    expect(accepted.statusCode).toBe(200);
    await expect.poll(() => kitchen.heard.length, { timeout: 5000 }).toBe(2);
    expect(elsewhere.heard).toEqual([]);
  });

  it("tells the diner's page its order's new status, and no other diner", async () => {
    const r = await createOrderRestaurant(t.database.db);
    const orders = orderClient(t.app);
    const mine = await orders.create(orderBody(r));
    const theirs = await orders.create(orderBody(r, { slot: '2030-03-01T13:15' }));
    const page = dinerPage(mine.token);
    const otherPage = dinerPage(theirs.token);
    const kitchen = screen(await hostOf(r.restaurantId), r.restaurantId);
    await Promise.all([page.opened, otherPage.opened, kitchen.opened]);

    await orders.pay(mine.token);
    await expect
      .poll(() => page.heard, { timeout: 5000 })
      .toEqual([{ token: mine.token, status: 'placed' }]);
    await expect.poll(() => kitchen.heard.length, { timeout: 5000 }).toBe(1);
    const orderId = kitchen.heard[0]?.orderId ?? 0;

    const token = await hostOf(r.restaurantId);
    for (const body of [{ action: 'accept', prepMinutes: 10 }, { action: 'ready' }]) {
      const moved = await client.inject(
        'PATCH',
        `/api/restaurant/${r.restaurantId}/orders/${orderId}`,
        token,
        body,
      );
      expect(moved.statusCode).toBe(200);
    }
    await expect
      .poll(() => page.heard.map((m) => m.status), { timeout: 5000 })
      .toEqual(['placed', 'accepted', 'ready']);
    // Nothing personal: the message carries the token and the status only.
    expect(Object.keys(page.heard[2] ?? {}).sort()).toEqual(['status', 'token']);
    expect(otherPage.heard).toEqual([]);
  });

  it("refuses a screen of someone not on the restaurant's staff", async () => {
    const r = await createOrderRestaurant(t.database.db);
    const stranger = await client.signIn(`stranger-${randomUUID().slice(0, 8)}@example.com`);
    await expect(screen(stranger, r.restaurantId).opened).rejects.toThrow('forbidden');
  });
});
