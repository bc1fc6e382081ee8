import { ErrorResponse } from '@dekka/contracts/errors';
import type { OrderCreateRequest } from '@dekka/contracts/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderingSettings, specialDays } from '../../src/db/schema.ts';
import { createTestClock } from '../helpers/booking-factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  createOrderRestaurant,
  ORDER_TEST_ENV,
  orderBody,
  orderClient,
  orderCount,
  type OrderRestaurant,
} from './order-fixture.ts';

// Friday 2030-03-01, 12:00 in Reykjavík (UTC).
const clock = createTestClock();

describe('creating a food order', () => {
  let t: TestApp;
  let orders: ReturnType<typeof orderClient>;
  let r: OrderRestaurant;
  beforeAll(async () => {
    t = await buildTestApp({ clock, env: ORDER_TEST_ENV });
    orders = orderClient(t.app);
    r = await createOrderRestaurant(t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  /** The refusal of a body: status, code and the fields named; nothing written. */
  async function refused(body: OrderCreateRequest | Record<string, unknown>) {
    const before = await orderCount(t.database.db);
    const res = await orders.createRaw(body);
    expect(await orderCount(t.database.db)).toBe(before);
    const error = ErrorResponse.parse(res.json());
    return { status: res.statusCode, code: error.code, fields: error.fields ?? [], error };
  }

  it('prices lines on the server: item plus chosen choices, times quantity, names copied', async () => {
    const { small, large, cheese, ham } = r.choices;
    const created = await orders.create(
      orderBody(r, {
        lines: [
          {
            itemId: r.items.pizza,
            quantity: 2,
            choiceIds: [large, cheese, ham],
            note: 'Vel bakað',
          },
          { itemId: r.items.pizza, quantity: 1, choiceIds: [small] },
          { itemId: r.items.soup, quantity: 3, choiceIds: [] },
        ],
      }),
    );
    expect(created.status).toBe('pending_payment');
    expect(created.lines).toEqual([
      {
        kind: 'item',
        name: 'Pizza',
        quantity: 2,
        choices: [
          { name: 'Stór', priceDelta: 500 },
          { name: 'Ostur', priceDelta: 200 },
          { name: 'Skinka', priceDelta: 300 },
        ],
        unitPrice: 3000,
        lineTotal: 6000,
        note: 'Vel bakað',
      },
      {
        kind: 'item',
        name: 'Pizza',
        quantity: 1,
        choices: [{ name: 'Lítil', priceDelta: 0 }],
        unitPrice: 2000,
        lineTotal: 2000,
        note: '',
      },
      {
        kind: 'item',
        name: 'Hádegissúpa',
        quantity: 3,
        choices: [],
        unitPrice: 1500,
        lineTotal: 4500,
        note: '',
      },
    ]);
    expect(created).toMatchObject({
      subtotal: 12_500,
      deliveryFee: 0,
      total: 12_500,
      payNow: 12_500,
      payLater: 0,
      currency: 'ISK',
      slot: '2030-03-01T13:00',
      timeZone: 'Atlantic/Reykjavik',
      expiresAt: '2030-03-01T12:10:00.000Z',
    });
    // The diner's language names the lines where the menu has it.
    const english = await orders.create(orderBody(r, { language: 'en' }));
    expect(english.lines[0]?.name).toBe('Pizza (en)');
  });

  it('a price sent by the client is ignored (the body has no place for one)', async () => {
    const body = orderBody(r);
    const created = await orders.create({
      ...body,
      slot: '2030-03-01T13:15',
      lines: body.lines?.map((line) => ({ ...line, price: 1, unitPrice: 1 })),
      total: 1,
    } as OrderCreateRequest);
    expect(created.total).toBe(2000);
  });

  it('the order page shows the copies even after the menu changes', async () => {
    const created = await orders.create(orderBody(r, { slot: '2030-03-01T14:00' }));
    const view = await orders.view(created.token);
    expect(view).toMatchObject({
      status: 'pending_payment',
      mode: 'takeaway',
      total: 2000,
      paid: 0,
      firstName: 'Jón',
      restaurant: { id: r.restaurantId, name: 'Test Bistro' },
    });
  });

  it('catering: package per guest plus items, 30 % deposit now and the rest later', async () => {
    const created = await orders.create(
      orderBody(r, {
        mode: 'catering',
        slot: '2030-03-04T12:00',
        catering: { packageId: r.buffet, guests: 15 },
        lines: [{ itemId: r.items.tray, quantity: 1, choiceIds: [] }],
      }),
    );
    expect(created.lines.map((line) => [line.kind, line.name, line.lineTotal])).toEqual([
      ['package', 'Veisluhlaðborð', 60_000],
      ['item', 'Bakki', 9000],
    ]);
    expect(created).toMatchObject({ total: 69_000, payNow: 20_700, payLater: 48_300 });
  });

  it('catering paid in full when the restaurant asks the whole price', async () => {
    const whole = await createOrderRestaurant(t.database.db, {
      cateringPayment: 'full',
      cateringDepositPercent: null,
    });
    const created = await orders.create(
      orderBody(whole, {
        mode: 'catering',
        slot: '2030-03-04T12:00',
        catering: { packageId: whole.buffet, guests: 12 },
        lines: [],
      }),
    );
    expect(created).toMatchObject({ total: 48_000, payNow: 48_000, payLater: 0 });
  });

  it('delivery by postcode: the zone fee is added', async () => {
    const created = await orders.create(
      orderBody(r, {
        mode: 'delivery',
        slot: '2030-03-01T14:00',
        lines: [{ itemId: r.items.pizza, quantity: 3, choiceIds: [r.choices.small] }],
        delivery: { street: 'Borgartún 1', postcode: '105', city: 'Reykjavík' },
      }),
    );
    expect(created).toMatchObject({ subtotal: 6000, deliveryFee: 900, total: 6900 });
    expect((await orders.view(created.token)).delivery).toEqual({
      street: 'Borgartún 1',
      postcode: '105',
      city: 'Reykjavík',
      zone: 'East',
    });
  });

  it("delivery by distance: the browser's position within the zone's km", async () => {
    const created = await orders.create(
      orderBody(r, {
        mode: 'delivery',
        slot: '2030-03-01T14:15',
        lines: [{ itemId: r.items.pizza, quantity: 2, choiceIds: [r.choices.small] }],
        // About 1.5 km from the restaurant (64.1466, -21.9426).
        delivery: { street: 'Hofsvallagata 1', postcode: '107', lat: 64.1466, lon: -21.9726 },
      }),
    );
    expect(created).toMatchObject({ subtotal: 4000, deliveryFee: 500, total: 4500 });
  });

  it('refuses an address outside every zone, and one below the zone minimum', async () => {
    const far = await refused(
      orderBody(r, {
        mode: 'delivery',
        slot: '2030-03-01T14:00',
        delivery: { street: 'Hafnargata 1', postcode: '230', lat: 64.0, lon: -22.56 },
      }),
    );
    expect(far).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(far.fields).toEqual(['delivery.postcode']);
    expect(far.error.message).toContain('outside_zones');

    const small = await refused(
      orderBody(r, {
        mode: 'delivery',
        slot: '2030-03-01T14:00',
        delivery: { street: 'Borgartún 1', postcode: '105' },
      }),
    );
    expect(small).toMatchObject({ status: 400, fields: ['lines'] });
    expect(small.error.message).toContain('below_zone_minimum');

    const noAddress = await refused(orderBody(r, { mode: 'delivery', slot: '2030-03-01T14:00' }));
    expect(noAddress.fields).toEqual(['delivery']);
  });

  it.each([
    ['an unknown item', 'unknown', 'lines.0.itemId', 'unknown_item'],
    ['a sold-out item', 'cake', 'lines.0.itemId', 'sold_out'],
    ['an item not offered in the mode', 'tray', 'lines.0.itemId', 'not_offered_in_mode'],
    ['a required group left empty', 'pizza-none', 'lines.0.choiceIds', 'too_few_choices'],
    [
      'two choices of a one-choice group',
      'pizza-two-sizes',
      'lines.0.choiceIds',
      'too_many_choices',
    ],
    [
      'three extras where two are allowed',
      'pizza-three-extras',
      'lines.0.choiceIds',
      'too_many_choices',
    ],
    ["another item's choice", 'soup-with-choice', 'lines.0.choiceIds', 'unknown_choice'],
  ] as const)('refuses %s', async (_name, line, field, message) => {
    const { small, large, cheese, olives, ham } = r.choices;
    const lines = {
      unknown: { itemId: 999_999, quantity: 1, choiceIds: [] },
      cake: { itemId: r.items.cake, quantity: 1, choiceIds: [] },
      tray: { itemId: r.items.tray, quantity: 1, choiceIds: [] },
      'pizza-none': { itemId: r.items.pizza, quantity: 1, choiceIds: [] },
      'pizza-two-sizes': { itemId: r.items.pizza, quantity: 1, choiceIds: [small, large] },
      'pizza-three-extras': {
        itemId: r.items.pizza,
        quantity: 1,
        choiceIds: [small, cheese, olives, ham],
      },
      'soup-with-choice': { itemId: r.items.soup, quantity: 1, choiceIds: [cheese] },
    };
    const answer = await refused(orderBody(r, { lines: [lines[line]] }));
    expect(answer).toMatchObject({ status: 400, code: 'validation_failed', fields: [field] });
    expect(answer.error.message).toContain(message);
  });

  it('refuses an item outside its time window', async () => {
    const answer = await refused(
      orderBody(r, {
        slot: '2030-03-01T15:00',
        lines: [{ itemId: r.items.soup, quantity: 1, choiceIds: [] }],
      }),
    );
    expect(answer).toMatchObject({ status: 400, fields: ['lines.0.itemId'] });
    expect(answer.error.message).toContain('not_offered_at_time');
  });

  it('refuses slots not offered: off the grid, before opening, inside the lead time, a closed day', async () => {
    for (const [slot, message] of [
      ['2030-03-01T13:05', 'slot_not_offered'],
      ['2030-03-01T10:30', 'slot_not_offered'],
      ['2030-03-01T23:00', 'slot_not_offered'],
      ['2030-03-01T12:15', 'inside_lead_time'],
      ['2030-03-01T11:00', 'inside_lead_time'],
    ] as const) {
      const answer = await refused(orderBody(r, { slot }));
      expect(answer, slot).toMatchObject({ status: 400, fields: ['slot'] });
      expect(answer.error.message, slot).toContain(message);
    }
    await t.database.db
      .insert(specialDays)
      .values({ restaurantId: r.restaurantId, date: '2030-03-02', closed: true });
    const closed = await refused(orderBody(r, { slot: '2030-03-02T13:00' }));
    expect(closed).toMatchObject({ status: 400, fields: ['slot'] });
  });

  it('refuses catering below the fewest guests, inside its lead hours, or without a package', async () => {
    const catering = (overrides: Partial<OrderCreateRequest>) =>
      orderBody(r, {
        mode: 'catering',
        slot: '2030-03-04T12:00',
        lines: [],
        catering: { packageId: r.buffet, guests: 12 },
        ...overrides,
      });
    const few = await refused(catering({ catering: { packageId: r.buffet, guests: 11 } }));
    expect(few).toMatchObject({ status: 400, fields: ['catering.guests'] });
    expect(few.error.message).toContain('below_min_guests');
    const soon = await refused(catering({ slot: '2030-03-03T11:45' }));
    expect(soon).toMatchObject({ status: 400, fields: ['slot'] });
    expect(soon.error.message).toContain('inside_lead_time');
    const none = await refused(catering({ catering: null }));
    expect(none).toMatchObject({ status: 400, fields: ['catering'] });
    const unknown = await refused(catering({ catering: { packageId: 999_999, guests: 12 } }));
    expect(unknown).toMatchObject({ status: 400, fields: ['catering.packageId'] });
  });

  it('refuses bad bodies by the schema: quantity 0, no contact, a bad e-mail', async () => {
    const zero = await refused(
      orderBody(r, { lines: [{ itemId: r.items.pizza, quantity: 0, choiceIds: [] }] }),
    );
    expect(zero).toMatchObject({ status: 400, code: 'validation_failed' });
    const { contact: _contact, ...noContact } = orderBody(r);
    expect((await refused(noContact)).status).toBe(400);
    const email = await refused(
      orderBody(r, {
        contact: { firstName: 'A', lastName: 'B', email: 'not-an-email', phone: '5551234' },
      }),
    );
    expect(email.status).toBe(400);
  });

  it('an unknown restaurant is 404; a mode it does not offer is 400; paused is 409', async () => {
    expect((await refused(orderBody(r, { restaurantId: 999_999 }))).status).toBe(404);
    const takeawayOnly = await createOrderRestaurant(t.database.db, {
      delivery: false,
      catering: false,
    });
    const mode = await refused(
      orderBody(takeawayOnly, {
        mode: 'delivery',
        slot: '2030-03-01T14:00',
        delivery: { street: 'Borgartún 1', postcode: '105' },
      }),
    );
    expect(mode).toMatchObject({ status: 400, fields: ['mode'] });
    await t.database.db
      .update(orderingSettings)
      .set({ paused: true })
      .where(eq(orderingSettings.restaurantId, takeawayOnly.restaurantId));
    expect(await refused(orderBody(takeawayOnly))).toMatchObject({
      status: 409,
      code: 'ordering_paused',
    });
    const slots = await orders.slots(takeawayOnly.restaurantId, 'takeaway', '2030-03-01');
    expect(slots).toMatchObject({ paused: true, slots: [] });
  });

  it('slots: from the lead time to closing, 15 minutes apart, with the capacity left', async () => {
    const fresh = await createOrderRestaurant(t.database.db);
    const takeaway = await orders.slots(fresh.restaurantId, 'takeaway', '2030-03-01');
    expect(takeaway.paused).toBe(false);
    expect(takeaway.slots[0]).toEqual({ time: '2030-03-01T12:30', left: 2 });
    expect(takeaway.slots.at(-1)).toEqual({ time: '2030-03-01T22:45', left: 2 });
    const delivery = await orders.slots(fresh.restaurantId, 'delivery', '2030-03-01');
    expect(delivery.slots[0]?.time).toBe('2030-03-01T12:45');
    const catering = await orders.slots(fresh.restaurantId, 'catering', '2030-03-03');
    expect(catering.slots[0]?.time).toBe('2030-03-03T12:00');
    expect((await orders.slots(fresh.restaurantId, 'catering', '2030-03-02')).slots).toEqual([]);

    await orders.create(orderBody(fresh, { slot: '2030-03-01T12:30' }));
    const after = await orders.slots(fresh.restaurantId, 'takeaway', '2030-03-01');
    expect(after.slots[0]).toEqual({ time: '2030-03-01T12:30', left: 1 });
    await orders.create(orderBody(fresh, { slot: '2030-03-01T12:30' }));
    const full = await orders.slots(fresh.restaurantId, 'takeaway', '2030-03-01');
    expect(full.slots[0]?.time).toBe('2030-03-01T12:45');
    expect(await refused(orderBody(fresh, { slot: '2030-03-01T12:30' }))).toMatchObject({
      status: 409,
      code: 'slot_full',
    });
  });

  it('an unpaid order lapses after 10 minutes and gives its slot back', async () => {
    const fresh = await createOrderRestaurant(t.database.db, { ordersPerSlot: 1 });
    const first = await orders.create(orderBody(fresh, { slot: '2030-03-01T15:00' }));
    expect(await refused(orderBody(fresh, { slot: '2030-03-01T15:00' }))).toMatchObject({
      code: 'slot_full',
    });
    clock.advance(10 * 60_000);
    try {
      const second = await orders.create(orderBody(fresh, { slot: '2030-03-01T15:00' }));
      expect((await orders.view(first.token)).status).toBe('lapsed');
      const late = await orders.pay(first.token);
      expect(late).toMatchObject({ response: 2, status: 'lapsed', message: 'hold_expired' });
      expect((await orders.view(second.token)).status).toBe('pending_payment');
    } finally {
      clock.advance(-10 * 60_000);
    }
  });
});
