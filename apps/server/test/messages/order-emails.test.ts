import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff } from '../accounts/staff-fixtures.ts';
import { useAppWithOutbox } from '../helpers/app-with-outbox.ts';
import { createTestClock } from '../helpers/booking-factories.ts';
import { rowsOf } from '../helpers/sql.ts';
import {
  createOrderRestaurant,
  orderBody,
  orderClient,
  type OrderRestaurant,
} from '../orders/order-fixture.ts';
import { cards, paymentClient, referenceFromRedirect } from '../payments/payment-client.ts';

const clock = createTestClock();

describe('food order e-mails', () => {
  const app = useAppWithOutbox(clock);
  let orders: ReturnType<typeof orderClient>;
  let r: OrderRestaurant;
  let host = '';
  let minute = 0;
  /** 13:15, 13:30 …: each order its own slot; the kitchen's ready time is the slot itself. */
  const nextSlot = () => {
    minute += 15;
    return new Date(Date.UTC(2030, 2, 1, 13, 0) + minute * 60_000).toISOString().slice(0, 16);
  };
  /** Each order its own address, so a test reads only its own order's mail. */
  const contact = (email: string) => ({
    firstName: 'Jón',
    lastName: 'Jónsson',
    email,
    phone: '+354 555 1234',
  });
  const address = () => `diner-${randomUUID().slice(0, 8)}@example.is`;
  const mailTo = (email: string) => app.mail.sent.filter((mail) => mail.to === email);

  beforeAll(async () => {
    orders = orderClient(app.t.app);
    const db = app.t.database.db;
    r = await createOrderRestaurant(db, { ordersPerSlot: 100 });
    const staff = `host-${randomUUID().slice(0, 8)}@example.com`;
    await addStaff(db, r.restaurantId, 'host', staff);
    host = await app.client.signIn(staff);
  });

  const act = (orderId: number, body: object) =>
    app.client.inject('PATCH', `/api/restaurant/${r.restaurantId}/orders/${orderId}`, host, body);
  async function orderId(token: string): Promise<number> {
    const [row] = await rowsOf<{ id: number }>(
      app.t.database.db,
      sql`select id from food_orders where token = ${token}`,
    );
    if (!row) throw new Error('no such order');
    return Number(row.id);
  }
  async function outboxKinds(token: string): Promise<string[]> {
    const rows = await rowsOf<{ kind: string }>(
      app.t.database.db,
      sql`select m.kind from outbox_messages m join food_orders o on o.id = m.food_order_id
        where o.token = ${token} order by m.id`,
    );
    return rows.map((row) => row.kind);
  }

  it('the receipt is sent once, however often the bank calls back', async () => {
    const email = address();
    const created = await orders.create(
      orderBody(r, { slot: nextSlot(), contact: contact(email) }),
    );
    const paid = await orders.pay(created.token, cards.challengeApprove);
    const reference = referenceFromRedirect(paid.redirectHtml);
    const sandbox = paymentClient(app.t.app, app.t.database.db, '');
    await Promise.all(Array.from({ length: 4 }, () => sandbox.callback(reference, 'approve')));
    await sandbox.callback(reference, 'approve');
    await app.drain();
    await sandbox.callback(reference, 'approve');
    await app.drain();

    expect(await outboxKinds(created.token)).toEqual(['order_receipt']);
    const [receipt, ...more] = mailTo(email);
    expect(more).toEqual([]);
    expect(receipt?.subject).toBe('Kvittun fyrir pöntun hjá Test Bistro');
    expect(receipt?.text).toContain('1 × Pizza (Lítil)');
    expect(receipt?.text).toContain('Greitt núna');
    expect(receipt?.text).toContain('Sótt');
    expect(receipt?.html).toContain(`/order?order=${created.token}`);
    expect(receipt?.html).toContain('lang="is"');
  });

  it('a catering receipt in English shows the deposit paid and what is left to pay', async () => {
    const email = address();
    const token = await orders.placed(
      orderBody(r, {
        mode: 'catering',
        slot: '2030-03-04T12:00',
        lines: [],
        catering: { packageId: r.buffet, guests: 20 },
        contact: contact(email),
        language: 'en',
      }),
    );
    await app.drain();
    const [receipt] = mailTo(email);
    expect(receipt?.subject).toBe('Receipt for your order at Test Bistro');
    const text = receipt?.text.replace(/\s+/g, ' ') ?? '';
    expect(text).toContain('20 × Veisluhlaðborð');
    expect(text).toMatch(/Paid now ISK\s?24,000/);
    expect(text).toMatch(/Left to pay ISK\s?56,000/);
    expect(text).toContain('Catering');
    expect(receipt?.html).toContain(`/order?order=${token}`);
  });

  it('a failed payment sends nothing', async () => {
    const email = address();
    const created = await orders.create(
      orderBody(r, { slot: nextSlot(), contact: contact(email) }),
    );
    expect((await orders.pay(created.token, cards.decline)).response).not.toBe(1);
    await app.drain();
    expect(await outboxKinds(created.token)).toEqual([]);
    expect(mailTo(email)).toEqual([]);
  });

  it.each([
    [
      'is',
      'Test Bistro hefur samþykkt pöntunina þína',
      'Tilbúin kl.',
      'Pöntunin þín hjá Test Bistro er tilbúin',
    ],
    ['en', 'Test Bistro has accepted your order', 'Ready at', 'Your order at Test Bistro is ready'],
  ] as const)(
    'accepting and readying send one message each, in the order language (%s)',
    async (language, accepted, readyLabel, ready) => {
      const email = address();
      const slot = nextSlot();
      const token = await orders.placed(orderBody(r, { slot, contact: contact(email), language }));
      const id = await orderId(token);
      expect((await act(id, { action: 'accept', prepMinutes: 30 })).statusCode).toBe(200);
      // A second tap (another screen) is refused and queues nothing.
      expect((await act(id, { action: 'accept', prepMinutes: 30 })).statusCode).toBe(409);
      expect((await act(id, { action: 'ready' })).statusCode).toBe(200);
      await app.drain();

      expect(await outboxKinds(token)).toEqual(['order_receipt', 'order_accepted', 'order_ready']);
      const [, acceptedMail, readyMail, ...more] = mailTo(email);
      expect(more).toEqual([]);
      expect(acceptedMail?.subject).toBe(accepted);
      expect(acceptedMail?.text).toContain(readyLabel);
      expect(acceptedMail?.text).toContain(slot.slice(11));
      expect(readyMail?.subject).toBe(ready);
    },
  );

  it.each([
    ['is', 'Test Bistro gat ekki tekið við pöntuninni þinni', 'endurgreidd'],
    ['en', 'Test Bistro could not take your order', 'refunded to your card'],
  ] as const)(
    'a rejection says why and that the payment is refunded, its reason as text (%s)',
    async (language, subject, refunded) => {
      const email = address();
      const token = await orders.placed(
        orderBody(r, { slot: nextSlot(), contact: contact(email), language }),
      );
      const reason = 'Ofninn bilaði <script>alert(1)</script>';
      expect((await act(await orderId(token), { action: 'reject', reason })).statusCode).toBe(200);
      await app.drain();

      const [, rejected, ...more] = mailTo(email);
      expect(more).toEqual([]);
      expect(rejected?.subject).toBe(subject);
      expect(rejected?.text).toContain(reason);
      expect(rejected?.text).toContain(refunded);
      expect(rejected?.html).not.toContain('<script>');
      expect(rejected?.html).toContain('&lt;script&gt;');
    },
  );

  it('a delivery is e-mailed when it leaves the kitchen, not when it is ready', async () => {
    const email = address();
    const token = await orders.placed(
      orderBody(r, {
        mode: 'delivery',
        slot: nextSlot(),
        contact: contact(email),
        lines: [
          { itemId: r.items.pizza, quantity: 2, choiceIds: [r.choices.large, r.choices.cheese] },
        ],
        delivery: { street: 'Borgartún 1', postcode: '105', city: 'Reykjavík' },
      }),
    );
    const id = await orderId(token);
    for (const body of [
      { action: 'accept', prepMinutes: 10 },
      { action: 'ready' },
      { action: 'out_for_delivery' },
    ]) {
      expect((await act(id, body)).statusCode).toBe(200);
    }
    await app.drain();
    expect(await outboxKinds(token)).toEqual([
      'order_receipt',
      'order_accepted',
      'order_out_for_delivery',
    ]);
    const [receipt, , onItsWay] = mailTo(email);
    expect(receipt?.text).toContain('2 × Pizza (Stór, Ostur)');
    expect(receipt?.text).toContain('Borgartún 1');
    expect(onItsWay?.subject).toBe('Pöntunin þín frá Test Bistro er á leiðinni');
  });
});
