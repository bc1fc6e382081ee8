import {
  OrderCreated,
  OrderPayResult,
  OrderSlotsResponse,
  OrderView,
  type OrderCreateRequest,
} from '@dekka/contracts/orders';
import { sql } from 'drizzle-orm';
import type { App } from '../../src/app-types.ts';
import type { AppDatabase } from '../../src/db/client.ts';
import {
  cateringPackages,
  orderingCategories,
  orderingDeliveryZones,
  orderingItems,
  orderingOptionChoices,
  orderingOptionGroups,
  orderingSettings,
} from '../../src/db/schema.ts';
import { createBookingRestaurant, first } from '../helpers/booking-factories.ts';
import { rowsOf } from '../helpers/sql.ts';
import { cards } from '../payments/payment-client.ts';

/** Limits out of the way: the tests pay far more often than a person would. */
export const ORDER_TEST_ENV = {
  GIFT_CARD_PURCHASE_LIMIT_MAX: '10000',
  RESERVE_RATE_LIMIT_MAX: '10000',
};

type SettingsOverrides = Partial<typeof orderingSettings.$inferInsert>;

/**
 * A Reykjavík restaurant (open 11:00–23:00 every day) taking takeaway, delivery and catering:
 * 2 orders per slot, 20 minutes' lead for takeaway, 45 for delivery, 48 hours for catering
 * (at least 10 guests, a 30 % deposit). Zones: within 3 km (fee 500, from 3000) and postcodes
 * 105/108 (fee 900, from 5000). The menu: a pizza with a required size and up to two extras, a
 * lunch soup (11:00–14:00, takeaway only), a sold-out cake, a catering-only tray, and a party
 * buffet package (4000 per person, at least 12 guests).
 */
export async function createOrderRestaurant(db: AppDatabase, settings: SettingsOverrides = {}) {
  const { id } = await createBookingRestaurant(db);
  await db.insert(orderingSettings).values({
    restaurantId: id,
    takeaway: true,
    delivery: true,
    catering: true,
    ordersPerSlot: 2,
    takeawayLeadMinutes: 20,
    deliveryLeadMinutes: 45,
    cateringLeadHours: 48,
    cateringMinGuests: 10,
    cateringPayment: 'deposit',
    cateringDepositPercent: 30,
    ...settings,
  });
  await db.insert(orderingDeliveryZones).values([
    {
      restaurantId: id,
      name: 'Near',
      maxDistanceKm: 3,
      fee: 500,
      minimumOrder: 3000,
      estimatedMinutes: 30,
      position: 0,
    },
    {
      restaurantId: id,
      name: 'East',
      postcodes: ['105', '108'],
      fee: 900,
      minimumOrder: 5000,
      estimatedMinutes: 45,
      position: 1,
    },
  ]);
  const category = first(
    await db.insert(orderingCategories).values({ restaurantId: id, name: 'Matur' }).returning(),
    'ordering_categories',
  );
  const item = async (values: Partial<typeof orderingItems.$inferInsert> & { name: string }) =>
    first(
      await db
        .insert(orderingItems)
        .values({
          restaurantId: id,
          categoryId: category.id,
          price: 1000,
          modes: ['takeaway', 'delivery'],
          ...values,
        })
        .returning(),
      'ordering_items',
    ).id;
  const pizza = await item({
    name: 'Pizza',
    price: 2000,
    translations: { en: { name: 'Pizza (en)' } },
  });
  const group = async (name: string, min: number, max: number, position: number) =>
    first(
      await db
        .insert(orderingOptionGroups)
        .values({
          itemId: pizza,
          name,
          required: min > 0,
          minChoices: min,
          maxChoices: max,
          position,
        })
        .returning(),
      'ordering_option_groups',
    ).id;
  const size = await group('Stærð', 1, 1, 0);
  const extras = await group('Auka', 0, 2, 1);
  const choice = async (groupId: number, name: string, priceDelta: number, position: number) =>
    first(
      await db
        .insert(orderingOptionChoices)
        .values({ groupId, name, priceDelta, position })
        .returning(),
      'ordering_option_choices',
    ).id;
  const small = await choice(size, 'Lítil', 0, 0);
  const large = await choice(size, 'Stór', 500, 1);
  const cheese = await choice(extras, 'Ostur', 200, 0);
  const olives = await choice(extras, 'Ólífur', 150, 1);
  const ham = await choice(extras, 'Skinka', 300, 2);
  const soup = await item({
    name: 'Hádegissúpa',
    price: 1500,
    modes: ['takeaway'],
    availableFrom: '11:00',
    availableTo: '14:00',
  });
  const cake = await item({ name: 'Kaka', soldOut: true });
  const tray = await item({ name: 'Bakki', price: 9000, modes: ['catering'] });
  const buffet = first(
    await db
      .insert(cateringPackages)
      .values({ restaurantId: id, name: 'Veisluhlaðborð', pricePerPerson: 4000, minGuests: 12 })
      .returning(),
    'catering_packages',
  ).id;
  return {
    restaurantId: id,
    items: { pizza, soup, cake, tray },
    choices: { small, large, cheese, olives, ham },
    buffet,
  };
}

export type OrderRestaurant = Awaited<ReturnType<typeof createOrderRestaurant>>;

/** A valid takeaway order of one small pizza for 13:00 on the test clock's day. */
export function orderBody(
  restaurant: OrderRestaurant,
  overrides: Partial<OrderCreateRequest> = {},
): OrderCreateRequest {
  return {
    restaurantId: restaurant.restaurantId,
    mode: 'takeaway',
    lines: [{ itemId: restaurant.items.pizza, quantity: 1, choiceIds: [restaurant.choices.small] }],
    slot: '2030-03-01T13:00',
    contact: {
      firstName: 'Jón',
      lastName: 'Jónsson',
      email: 'jon@example.is',
      phone: '+354 555 1234',
    },
    language: 'is',
    ...overrides,
  };
}

/** A card as the pay form sends it. */
export function orderCard(number: string = cards.approve) {
  return { number, expiryMonth: 12, expiryYear: 2034, cvc: '739' };
}

/** The order endpoints, called the way the web app calls them. */
export function orderClient(app: App) {
  const client = {
    createRaw(body: unknown) {
      return app.inject({ method: 'POST', url: '/api/web/orders', payload: body as object });
    },
    async create(body: OrderCreateRequest) {
      const res = await client.createRaw(body);
      if (res.statusCode !== 200) throw new Error(`create answered ${res.statusCode}: ${res.body}`);
      return OrderCreated.parse(res.json());
    },
    payRaw(token: string, number: string = cards.approve) {
      return app.inject({
        method: 'POST',
        url: `/api/web/orders/${token}/pay`,
        payload: { card: orderCard(number), language: 'en' },
      });
    },
    async pay(token: string, number: string = cards.approve) {
      const res = await client.payRaw(token, number);
      if (res.statusCode !== 200) throw new Error(`pay answered ${res.statusCode}: ${res.body}`);
      return OrderPayResult.parse(res.json());
    },
    async view(token: string) {
      const res = await app.inject({ method: 'GET', url: `/api/web/orders/${token}` });
      if (res.statusCode !== 200) throw new Error(`view answered ${res.statusCode}: ${res.body}`);
      return OrderView.parse(res.json());
    },
    async slots(restaurantId: number, mode: string, date: string) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/web/orders/slots?restaurantId=${restaurantId}&mode=${mode}&date=${date}`,
      });
      if (res.statusCode !== 200) throw new Error(`slots answered ${res.statusCode}: ${res.body}`);
      return OrderSlotsResponse.parse(res.json());
    },
    /** A placed (paid) order: its token. */
    async placed(body: OrderCreateRequest) {
      const created = await client.create(body);
      const paid = await client.pay(created.token);
      if (paid.response !== 1) throw new Error(`not paid: ${JSON.stringify(paid)}`);
      return created.token;
    },
  };
  return client;
}

/** An order's payments and the sandbox's money movements for them. */
export async function orderMoney(db: AppDatabase, token: string) {
  const payments = await rowsOf<{ status: string; amount: number; provider_reference: string }>(
    db,
    sql`select p.status, p.amount, p.provider_reference from payments p
      join food_orders o on o.id = p.food_order_id where o.token = ${token} order by p.id`,
  );
  const ledger = await rowsOf<{ entry: string; amount: number }>(
    db,
    sql`select l.entry, l.amount from sandbox_ledger l
      join payments p on p.provider_reference = l.reference
      join food_orders o on o.id = p.food_order_id where o.token = ${token} order by l.id`,
  );
  return { payments, ledger };
}

export async function orderCount(db: AppDatabase): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(
    db,
    sql`select count(*) as n from food_orders`,
  );
  return Number(row?.n ?? 0);
}
