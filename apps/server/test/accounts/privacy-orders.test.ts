import { randomUUID } from 'node:crypto';
import { MyDataResponse } from '@dekka/contracts/auth';
import { GiftCardView } from '@dekka/contracts/gift-card';
import { OrderBoardResponse, OrderCreated, OrderView } from '@dekka/contracts/orders';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { giftCardClient } from '../gift-cards/gift-card-client.ts';
import { useAppWithOutbox } from '../helpers/app-with-outbox.ts';
import { createTestClock } from '../helpers/booking-factories.ts';
import { rowsOf } from '../helpers/sql.ts';
import {
  createOrderRestaurant,
  orderBody,
  orderClient,
  type OrderRestaurant,
} from '../orders/order-fixture.ts';
import { addStaff } from './staff-fixtures.ts';

const clock = createTestClock('2030-03-01T12:00:00Z');

/** What the diner typed, each value unique enough to be looked for anywhere in an answer. */
const diner = {
  firstName: 'Ragnheiður',
  lastName: 'Sveinbjarnardóttir',
  phone: '+354 611 2468',
  street: 'Bergstaðastræti 13',
  note: 'Hringið bjöllunni tvisvar',
  lineNote: 'Engar hnetur, ofnæmi',
};
const card = {
  buyerName: 'Ragnheiður S.',
  recipientName: 'Kolfinna Ósk',
  message: 'Til hamingju með prófið',
};

describe('my data and deleting the account: food orders and gift cards', () => {
  const app = useAppWithOutbox(clock);
  let r: OrderRestaurant;
  let host: string;

  beforeAll(async () => {
    r = await createOrderRestaurant(app.t.database.db, { ordersPerSlot: 100 });
    const hostEmail = `host-${randomUUID().slice(0, 8)}@example.com`;
    await addStaff(app.t.database.db, r.restaurantId, 'host', hostEmail);
    host = await app.client.signIn(hostEmail);
  });

  /**
   * A signed-in diner's paid delivery order, and two gift cards bought with the account's
   * address (typed in capitals): one e-mailed at once, one on a later day.
   */
  async function dinerWithOrderAndCards() {
    const email = `diner-${randomUUID().slice(0, 8)}@example.is`;
    const token = await app.client.signIn(email);
    const body = orderBody(r, {
      mode: 'delivery',
      slot: '2030-03-01T14:00',
      lines: [
        {
          itemId: r.items.pizza,
          quantity: 3,
          choiceIds: [r.choices.small],
          note: diner.lineNote,
        },
      ],
      contact: { firstName: diner.firstName, lastName: diner.lastName, email, phone: diner.phone },
      delivery: { street: diner.street, postcode: '105', city: 'Reykjavík' },
      note: diner.note,
    });
    const created = await app.client.inject('POST', '/api/web/orders', token, body);
    expect(created.statusCode, created.body).toBe(200);
    const order = OrderCreated.parse(created.json()).token;
    expect((await orderClient(app.t.app).pay(order)).response).toBe(1);

    const gift = giftCardClient(app.t.app);
    const recipientEmail = `kolfinna-${randomUUID().slice(0, 8)}@example.is`;
    const bought = { ...card, recipientEmail, buyerEmail: email.toUpperCase() };
    const now = await gift.buy(bought);
    const later = await gift.buy({ ...bought, deliverOn: '2030-03-20' });
    await app.drain();
    return {
      email,
      token,
      order,
      recipientEmail,
      cards: { now: now.orderGuid, later: later.orderGuid },
    };
  }

  const boardOrder = async (order: string) => {
    const res = await app.client.inject(
      'GET',
      `/api/restaurant/${r.restaurantId}/orders?date=2030-03-01`,
      host,
    );
    expect(res.statusCode, res.body).toBe(200);
    const found = OrderBoardResponse.parse(res.json()).orders.find((o) => o.token === order);
    if (!found) throw new Error('the order is not on the board');
    return found;
  };

  const cardRow = async (orderGuid: string) => {
    const [row] = await rowsOf<Record<string, unknown>>(
      app.t.database.db,
      sql`select buyer_name, buyer_email, recipient_name, recipient_email, message, balance,
            delivered_at is not null as delivered
          from gift_cards where order_guid = ${orderGuid}`,
    );
    return row;
  };

  it('the download holds the account’s food orders and the gift cards bought with its address', async () => {
    const { email, token, order, recipientEmail, cards } = await dinerWithOrderAndCards();
    const res = await app.client.inject('GET', '/api/web/my/data/', token);
    expect(res.statusCode, res.body).toBe(200);
    const data = MyDataResponse.parse(res.json());
    expect(data.foodOrders).toEqual([
      expect.objectContaining({
        token: order,
        restaurantName: 'Test Bistro',
        mode: 'delivery',
        status: 'placed',
        slot: '2030-03-01T14:00',
        firstName: diner.firstName,
        lastName: diner.lastName,
        email,
        phone: diner.phone,
        note: diner.note,
        delivery: { street: diner.street, postcode: '105', city: 'Reykjavík' },
        lines: [expect.objectContaining({ name: 'Pizza', quantity: 3, note: diner.lineNote })],
      }),
    ]);
    expect(data.giftCards).toEqual([
      expect.objectContaining({
        orderGuid: cards.now,
        status: 'paid',
        buyerName: card.buyerName,
        buyerEmail: email.toUpperCase(),
        recipientName: card.recipientName,
        recipientEmail,
        message: card.message,
        deliveredAt: expect.any(String),
      }),
      expect.objectContaining({
        orderGuid: cards.later,
        deliverOn: '2030-03-20',
        deliveredAt: null,
      }),
    ]);
    // The codes are the receipt's to show, not the download's.
    const codes = await Promise.all(
      [cards.now, cards.later].map(
        async (guid) => (await giftCardClient(app.t.app).order(guid)).code,
      ),
    );
    for (const code of codes) if (code) expect(res.body).not.toContain(code);
  });

  it('after deleting the account the kitchen keeps the order without who, where or what they wrote; the gift cards keep working', async () => {
    const { token, order, recipientEmail, cards } = await dinerWithOrderAndCards();
    const before = await boardOrder(order);
    const deleted = await app.client.inject('DELETE', '/api/web/my/account', token);
    expect(deleted.statusCode, deleted.body).toBe(200);

    const after = await boardOrder(order);
    expect(after.contact).toEqual({ firstName: '', lastName: '', email: '', phone: '' });
    expect(after.note).toBe('');
    expect(after.delivery).toMatchObject({ street: '', postcode: '', city: '' });
    expect(after.lines.map((line) => line.note)).toEqual(['']);
    // What was ordered and paid stays.
    expect(after).toMatchObject({
      status: before.status,
      total: before.total,
      lines: [expect.objectContaining({ name: 'Pizza', quantity: 3, lineTotal: 6000 })],
    });
    const page = await app.t.app.inject({ method: 'GET', url: `/api/web/orders/${order}` });
    expect(page.statusCode).toBe(200);
    expect(OrderView.parse(page.json()).firstName).toBe('');
    for (const answer of [JSON.stringify(after), page.body]) {
      for (const value of Object.values(diner)) expect(answer).not.toContain(value);
    }

    // The kitchen moves the order on; the e-mail the diner would have had is not sent.
    const sentBefore = app.mail.sent.length;
    const accepted = await app.client.inject(
      'PATCH',
      `/api/restaurant/${r.restaurantId}/orders/${after.id}`,
      host,
      { action: 'accept', prepMinutes: 20 },
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await app.drain()).toMatchObject({ failed: 0 });
    expect(app.mail.sent.length).toBe(sentBefore);

    // The card already e-mailed: no buyer, recipient or message; its code and balance work.
    expect(await cardRow(cards.now)).toEqual({
      buyer_name: '',
      buyer_email: '',
      recipient_name: '',
      recipient_email: '',
      message: '',
      balance: 10_000,
      delivered: true,
    });
    const code = (await giftCardClient(app.t.app).order(cards.now)).code ?? '';
    const view = await giftCardClient(app.t.app).view(code);
    expect(view.statusCode).toBe(200);
    expect(GiftCardView.parse(view.json())).toMatchObject({ balance: 10_000, buyerName: '' });

    // The card still to be e-mailed keeps what its e-mail is made of, until it is sent.
    expect(await cardRow(cards.later)).toMatchObject({
      buyer_email: '',
      recipient_email: recipientEmail,
      delivered: false,
    });
    clock.set('2030-03-20T09:30:00Z');
    const sentLater = app.mail.sent.length;
    await app.drain();
    const delivered = app.mail.sent.slice(sentLater).filter((mail) => mail.to === recipientEmail);
    expect(delivered).toHaveLength(1);
    expect(await cardRow(cards.later)).toEqual({
      buyer_name: '',
      buyer_email: '',
      recipient_name: '',
      recipient_email: '',
      message: '',
      balance: 10_000,
      delivered: true,
    });
  });
});
