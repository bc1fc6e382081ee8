import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  like,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import {
  foodOrderLines,
  foodOrders,
  openingHours,
  orderingSettings,
  payments,
  restaurants,
  specialDays,
  type FoodOrderStatus,
} from '../../db/schema.ts';
import { visibleToDiners } from '../restaurants/diner-visible.ts';
import type { OrderingHours } from './order-slots.ts';

type Executor = AppDatabase;

export type FoodOrderRow = typeof foodOrders.$inferSelect;
export type NewFoodOrder = typeof foodOrders.$inferInsert;
export type FoodOrderLineRow = typeof foodOrderLines.$inferSelect;
export type NewFoodOrderLine = Omit<typeof foodOrderLines.$inferInsert, 'orderId' | 'position'>;

/** Statuses that end an order and give its slot back. */
export const ENDED_STATUSES: FoodOrderStatus[] = ['failed', 'lapsed', 'rejected'];
/** Statuses the kitchen's board never shows: not (yet) paid. */
export const UNPAID_STATUSES: FoodOrderStatus[] = ['pending_payment', 'failed', 'lapsed'];

/**
 * The orders that take a slot's capacity at `now`: every order not ended, except an unpaid one
 * whose hold has run out (it lapses whether or not anything has marked it yet).
 */
function takesCapacity(now: Date) {
  return and(
    notInArray(foodOrders.status, ENDED_STATUSES),
    or(sql`${foodOrders.status} <> 'pending_payment'`, gt(foodOrders.expiresAt, now)),
  );
}

/** Food orders (migration 0027): the order rows, their lines, and what a slot has taken. */
export function createOrdersRepository(db: Executor) {
  return {
    /** A restaurant diners can see, with what an order needs of it. */
    async restaurant(id: number) {
      const [row] = await db
        .select({
          id: restaurants.id,
          name: restaurants.name,
          slug: restaurants.slug,
          lat: restaurants.lat,
          lon: restaurants.lon,
          currency: restaurants.currency,
          timeZone: restaurants.timeZone,
        })
        .from(restaurants)
        .where(and(eq(restaurants.id, id), visibleToDiners));
      return row;
    },

    /** Any restaurant's name, slug and zone (an order's page, the board). */
    async restaurantSummary(id: number) {
      const [row] = await db
        .select({
          id: restaurants.id,
          name: restaurants.name,
          slug: restaurants.slug,
          timeZone: restaurants.timeZone,
        })
        .from(restaurants)
        .where(eq(restaurants.id, id));
      return row;
    },

    /** The opening hours of a local date: a special day's (none when closed), else the weekday's. */
    async hoursOn(restaurantId: number, date: string, weekday: number): Promise<OrderingHours[]> {
      const [special] = await db
        .select()
        .from(specialDays)
        .where(and(eq(specialDays.restaurantId, restaurantId), eq(specialDays.date, date)));
      if (special) return special.closed ? [] : special.services;
      return db
        .select({ opens: openingHours.opens, closes: openingHours.closes })
        .from(openingHours)
        .where(and(eq(openingHours.restaurantId, restaurantId), eq(openingHours.weekday, weekday)));
    },

    /**
     * Locks the restaurant's ordering settings row for the rest of the transaction: every order
     * for the restaurant counts and takes capacity under it, one after another, so concurrent
     * orders cannot both see the last place free. Undefined when it takes no orders.
     */
    async lockSettings(restaurantId: number) {
      const [row] = await db
        .select()
        .from(orderingSettings)
        .where(eq(orderingSettings.restaurantId, restaurantId))
        .for('update');
      return row;
    },

    /** How many orders take each of the given slots at `now`. */
    async takenBySlot(
      restaurantId: number,
      slots: Date[],
      now: Date,
    ): Promise<Map<number, number>> {
      if (slots.length === 0) return new Map();
      const rows = await db
        .select({ slotAt: foodOrders.slotAt, taken: count() })
        .from(foodOrders)
        .where(
          and(
            eq(foodOrders.restaurantId, restaurantId),
            inArray(foodOrders.slotAt, slots),
            takesCapacity(now),
          ),
        )
        .groupBy(foodOrders.slotAt);
      return new Map(rows.map((row) => [row.slotAt.getTime(), row.taken]));
    },

    async insertOrder(order: NewFoodOrder, lines: NewFoodOrderLine[]): Promise<FoodOrderRow> {
      const [row] = await db.insert(foodOrders).values(order).returning();
      if (!row) throw new Error('insert into food_orders returned no row');
      await db
        .insert(foodOrderLines)
        .values(lines.map((line, position) => ({ ...line, orderId: row.id, position })));
      return row;
    },

    async findByToken(token: string): Promise<FoodOrderRow | undefined> {
      const [row] = await db.select().from(foodOrders).where(eq(foodOrders.token, token));
      return row;
    },

    async findById(id: number): Promise<FoodOrderRow | undefined> {
      const [row] = await db.select().from(foodOrders).where(eq(foodOrders.id, id));
      return row;
    },

    async lockByToken(token: string): Promise<FoodOrderRow | undefined> {
      const [row] = await db
        .select()
        .from(foodOrders)
        .where(eq(foodOrders.token, token))
        .for('update');
      return row;
    },

    async lockById(id: number): Promise<FoodOrderRow | undefined> {
      const [row] = await db.select().from(foodOrders).where(eq(foodOrders.id, id)).for('update');
      return row;
    },

    async updateOrder(id: number, values: Partial<NewFoodOrder>): Promise<void> {
      await db.update(foodOrders).set(values).where(eq(foodOrders.id, id));
    },

    async lines(orderIds: number[]): Promise<FoodOrderLineRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(foodOrderLines)
        .where(inArray(foodOrderLines.orderId, orderIds))
        .orderBy(asc(foodOrderLines.orderId), asc(foodOrderLines.position));
    },

    /** The paid orders of a local date at a restaurant, by slot, then as placed. */
    async boardOrders(restaurantId: number, date: string): Promise<FoodOrderRow[]> {
      return db
        .select()
        .from(foodOrders)
        .where(
          and(
            eq(foodOrders.restaurantId, restaurantId),
            like(foodOrders.slotLocal, `${date}T%`),
            notInArray(foodOrders.status, UNPAID_STATUSES),
          ),
        )
        .orderBy(asc(foodOrders.slotAt), asc(foodOrders.placedAt), asc(foodOrders.id));
    },

    /** The account's paid orders (ever placed), the latest slot first, with their restaurant. */
    async placedBy(userId: string) {
      return db
        .select({
          order: foodOrders,
          restaurant: {
            id: restaurants.id,
            name: restaurants.name,
            slug: restaurants.slug,
            timeZone: restaurants.timeZone,
          },
        })
        .from(foodOrders)
        .innerJoin(restaurants, eq(restaurants.id, foodOrders.restaurantId))
        .where(and(eq(foodOrders.userId, userId), isNotNull(foodOrders.placedAt)))
        .orderBy(desc(foodOrders.slotAt), desc(foodOrders.id));
    },

    /** An order's payment attempts, oldest first; locked when asked. */
    async payments(orderId: number, options: { forUpdate?: boolean } = {}) {
      const query = db
        .select()
        .from(payments)
        .where(eq(payments.foodOrderId, orderId))
        .orderBy(asc(payments.id));
      return options.forUpdate ? query.for('update') : query;
    },
  };
}
