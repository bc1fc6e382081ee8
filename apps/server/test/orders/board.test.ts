import { randomUUID } from 'node:crypto';
import { BoardOrder, OrderBoardResponse } from '@dekka/contracts/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenToChannel } from '../../src/db/listen.ts';
import { accountClient } from '../accounts/account-client.ts';
import { mailbox } from '../accounts/mailbox.ts';
import { addStaff } from '../accounts/staff-fixtures.ts';
import { createTestClock } from '../helpers/booking-factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  createOrderRestaurant,
  ORDER_TEST_ENV,
  orderBody,
  orderClient,
  orderMoney,
  type OrderRestaurant,
} from './order-fixture.ts';

const clock = createTestClock();
const mail = mailbox();

describe("the kitchen's order board", () => {
  let t: TestApp;
  let orders: ReturnType<typeof orderClient>;
  let client: ReturnType<typeof accountClient>;
  let r: OrderRestaurant;
  let other: OrderRestaurant;
  const tokens: Record<'owner' | 'host' | 'otherOwner' | 'outsider' | 'diner', string> = {
    owner: '',
    host: '',
    otherOwner: '',
    outsider: '',
    diner: '',
  };
  let minute = 0;
  const nextSlot = () => {
    minute += 15;
    return new Date(Date.UTC(2030, 2, 1, 13, 0) + minute * 60_000).toISOString().slice(0, 16);
  };

  beforeAll(async () => {
    t = await buildTestApp({ clock, mail: mail.transport, env: ORDER_TEST_ENV });
    orders = orderClient(t.app);
    client = accountClient(t.app, mail);
    const db = t.database.db;
    r = await createOrderRestaurant(db, { ordersPerSlot: 100 });
    other = await createOrderRestaurant(db, { ordersPerSlot: 100 });
    const email = (who: string) => `${who.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
    for (const [who, restaurant, role] of [
      ['owner', r, 'owner'],
      ['host', r, 'host'],
      ['otherOwner', other, 'owner'],
    ] as const) {
      const address = email(who);
      await addStaff(db, restaurant.restaurantId, role, address);
      tokens[who] = await client.signIn(address);
    }
    tokens.outsider = await client.signIn(email('outsider'));
    tokens.diner = await client.anonymous();
  });
  afterAll(async () => {
    await t.close();
  });

  const board = (token: string, restaurantId = r.restaurantId, date = '2030-03-01') =>
    client.inject('GET', `/api/restaurant/${restaurantId}/orders?date=${date}`, token);
  const act = (token: string, orderId: number, body: object, restaurantId = r.restaurantId) =>
    client.inject('PATCH', `/api/restaurant/${restaurantId}/orders/${orderId}`, token, body);
  async function placedOrder(overrides: Parameters<typeof orderBody>[1] = {}) {
    const token = await orders.placed(orderBody(r, { slot: nextSlot(), ...overrides }));
    const day = await board(tokens.host);
    const order = OrderBoardResponse.parse(day.json()).orders.find((o) => o.token === token);
    if (!order) throw new Error('the placed order is not on the board');
    return order;
  }

  it('shows the paid orders of the day with who ordered, and not the unpaid ones', async () => {
    const unpaid = await orders.create(orderBody(r, { slot: nextSlot() }));
    const order = await placedOrder({ note: 'Hringið við komu' });
    const day = OrderBoardResponse.parse((await board(tokens.host)).json());
    expect(day).toMatchObject({ date: '2030-03-01', timeZone: 'Atlantic/Reykjavik' });
    expect(day.orders.map((o) => o.token)).not.toContain(unpaid.token);
    expect(order).toMatchObject({
      status: 'placed',
      actions: ['accept', 'reject'],
      note: 'Hringið við komu',
      contact: { firstName: 'Jón', lastName: 'Jónsson', phone: '+354 555 1234' },
      paid: 2000,
    });
    // Today by default, in the restaurant's zone.
    const today = OrderBoardResponse.parse(
      (await client.inject('GET', `/api/restaurant/${r.restaurantId}/orders`, tokens.owner)).json(),
    );
    expect(today.date).toBe('2030-03-01');
  });

  it('takeaway: accept with minutes, prepare, ready, picked up; the diner sees each step', async () => {
    const order = await placedOrder();
    const accepted = BoardOrder.parse(
      (await act(tokens.host, order.id, { action: 'accept', prepMinutes: 25 })).json(),
    );
    expect(accepted).toMatchObject({ status: 'accepted', prepMinutes: 25 });
    // Ready no sooner than the kitchen's minutes and not before the chosen slot.
    expect(accepted.readyAt).toBe(order.slot);
    const view = await orders.view(order.token);
    expect(view).toMatchObject({ status: 'accepted', prepMinutes: 25, readyAt: order.slot });
    for (const action of ['preparing', 'ready', 'picked_up'] as const) {
      const res = await act(tokens.host, order.id, { action });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await orders.view(order.token)).status).toBe('picked_up');
    const again = await act(tokens.host, order.id, { action: 'picked_up' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'order_status' });
  });

  it('delivery: ready, out for delivery, delivered; never picked up', async () => {
    const order = await placedOrder({
      mode: 'delivery',
      lines: [{ itemId: r.items.pizza, quantity: 3, choiceIds: [r.choices.small] }],
      delivery: { street: 'Borgartún 1', postcode: '105' },
    });
    await act(tokens.owner, order.id, { action: 'accept', prepMinutes: 10 });
    await act(tokens.owner, order.id, { action: 'ready' });
    expect((await act(tokens.owner, order.id, { action: 'picked_up' })).statusCode).toBe(409);
    for (const action of ['out_for_delivery', 'delivered'] as const) {
      expect((await act(tokens.owner, order.id, { action })).statusCode).toBe(200);
    }
    expect((await orders.view(order.token)).status).toBe('delivered');
  });

  it('a move out of order is 409 and changes nothing', async () => {
    const order = await placedOrder();
    const early = await act(tokens.host, order.id, { action: 'ready' });
    expect(early.statusCode).toBe(409);
    expect((await orders.view(order.token)).status).toBe('placed');
    const bad = await act(tokens.host, order.id, { action: 'accept', prepMinutes: 0 });
    expect(bad.statusCode).toBe(400);
  });

  it('reject: the diner is refunded once, whatever the number of rejections', async () => {
    const order = await placedOrder();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        act(tokens.host, order.id, { action: 'reject', reason: 'Ofninn bilaður' }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect((await act(tokens.owner, order.id, { action: 'reject', reason: 'x' })).statusCode).toBe(
      409,
    );
    const view = await orders.view(order.token);
    expect(view).toMatchObject({
      status: 'rejected',
      rejectReason: 'Ofninn bilaður',
      refunded: true,
      paid: 2000,
    });
    const money = await orderMoney(t.database.db, order.token);
    expect(money.payments).toMatchObject([{ status: 'refunded', amount: 2000 }]);
    expect(money.ledger).toEqual([
      { entry: 'capture', amount: 2000 },
      { entry: 'refund', amount: 2000 },
    ]);
  });

  it('refuses a diner (401), a stranger and staff of another restaurant (403)', async () => {
    const order = await placedOrder();
    expect((await board(tokens.diner)).statusCode).toBe(401);
    expect((await board(tokens.outsider)).statusCode).toBe(403);
    expect((await board(tokens.otherOwner)).statusCode).toBe(403);
    expect(
      (await client.inject('GET', `/api/restaurant/${r.restaurantId}/orders`, null)).statusCode,
    ).toBe(401);
    const accept = { action: 'accept', prepMinutes: 15 };
    expect((await act(tokens.diner, order.id, accept)).statusCode).toBe(401);
    expect((await act(tokens.outsider, order.id, accept)).statusCode).toBe(403);
    expect((await act(tokens.otherOwner, order.id, accept)).statusCode).toBe(403);
    // Its own restaurant's address with another restaurant's order: not found, untouched.
    expect((await act(tokens.otherOwner, order.id, accept, other.restaurantId)).statusCode).toBe(
      404,
    );
    expect((await orders.view(order.token)).status).toBe('placed');
  });

  it('announces placed and changed orders to the board, never unpaid ones', async () => {
    const heard: { restaurantId: number; orderId: number }[] = [];
    const listener = await listenToChannel(
      t.database,
      t.config.databaseUrl,
      'dekka_orders',
      { onMessage: (payload) => heard.push(JSON.parse(payload) as (typeof heard)[number]) },
      t.app.log,
    );
    try {
      const created = await orders.create(orderBody(r, { slot: nextSlot() }));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard).toEqual([]);
      await orders.pay(created.token);
      const order = OrderBoardResponse.parse((await board(tokens.host)).json()).orders.find(
        (o) => o.token === created.token,
      );
      await act(tokens.host, order?.id ?? 0, { action: 'accept', prepMinutes: 5 });
      await expect.poll(() => heard.length, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
      expect(heard.every((m) => m.restaurantId === r.restaurantId && m.orderId === order?.id)).toBe(
        true,
      );
    } finally {
      await listener.close();
    }
  });
});
