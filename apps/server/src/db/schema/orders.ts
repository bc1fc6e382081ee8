// Diners' food orders and their lines.
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './users.ts';
import { restaurants } from './restaurants.ts';
import { cateringPackages, orderingItems } from './ordering.ts';
import { guests } from './guests.ts';

export const foodOrderStatuses = [
  'pending_payment',
  'placed',
  'accepted',
  'preparing',
  'ready',
  'out_for_delivery',
  'picked_up',
  'delivered',
  'rejected',
  'failed',
  'lapsed',
] as const;
export type FoodOrderStatus = (typeof foodOrderStatuses)[number];
const orderModes = ['takeaway', 'delivery', 'catering'] as const;

/**
 * A food order (docs/decisions/045-food-orders.md): takeaway, delivery or catering for one
 * 15-minute slot of the restaurant's kitchen. `token` is the diner's unguessable key (order page,
 * paying, the payment hub's room). Amounts are minor units of `currency`, computed by the server
 * when the order was made; its lines copy names and prices, so editing the menu later changes
 * nothing here. While `pending_payment` the order holds its slot until `expires_at`; the slot's
 * capacity counts every order that is neither ended (failed, lapsed, rejected) nor lapsed unpaid.
 */
export const foodOrders = pgTable(
  'food_orders',
  {
    id: serial('id').primaryKey(),
    token: uuid('token').notNull().unique().defaultRandom(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: orderModes }).notNull(),
    status: text('status', { enum: foodOrderStatuses }).notNull().default('pending_payment'),
    /** The slot's start as an instant, and as the wall-clock 'YYYY-MM-DDTHH:mm' it was chosen. */
    slotAt: timestamp('slot_at', { withTimezone: true }).notNull(),
    slotLocal: text('slot_local').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** The diner's language: names on the lines are in it. */
    language: text('language').notNull(),
    /** The diner's note to the kitchen: plain text, shown as text. */
    note: text('note').notNull().default(''),
    deliveryStreet: text('delivery_street'),
    deliveryPostcode: text('delivery_postcode'),
    deliveryCity: text('delivery_city'),
    deliveryLat: doublePrecision('delivery_lat'),
    deliveryLon: doublePrecision('delivery_lon'),
    /** The zone the address matched, by name (zones are replaced whole when settings change). */
    deliveryZone: text('delivery_zone'),
    cateringGuests: integer('catering_guests'),
    currency: text('currency').notNull(),
    subtotal: integer('subtotal').notNull(),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    total: integer('total').notNull(),
    /** What the card pays: the total, or catering's deposit. */
    payNow: integer('pay_now').notNull(),
    /** While unpaid: the slot is held until then. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    prepMinutes: integer('prep_minutes'),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    /** The signed-in diner who made it (their "My bookings" lists it); null when anonymous. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The restaurant's guest this order is matched to (set by the guest-match trigger). */
    guestId: integer('guest_id').references(() => guests.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('food_orders_slot_idx').on(table.restaurantId, table.slotAt),
    index('food_orders_guest_idx')
      .on(table.guestId)
      .where(sql`${table.guestId} is not null`),
    index('food_orders_user_idx')
      .on(table.userId)
      .where(sql`${table.userId} is not null`),
    check(
      'food_orders_status',
      sql`${table.status} in ('pending_payment', 'placed', 'accepted', 'preparing', 'ready', 'out_for_delivery', 'picked_up', 'delivered', 'rejected', 'failed', 'lapsed')`,
    ),
    check('food_orders_mode', sql`${table.mode} in ('takeaway', 'delivery', 'catering')`),
    check(
      'food_orders_totals',
      sql`${table.subtotal} >= 0 and ${table.deliveryFee} >= 0 and ${table.total} = ${table.subtotal} + ${table.deliveryFee} and ${table.payNow} between 1 and ${table.total}`,
    ),
    check(
      'food_orders_delivery_address',
      sql`(${table.mode} = 'delivery') = (${table.deliveryStreet} is not null)`,
    ),
    check('food_orders_note_length', sql`char_length(${table.note}) <= 300`),
  ],
);

export type OrderLineChoice = { name: string; priceDelta: number };

/** A line of a food order: an item (or a catering package per guest), names and prices copied. */
export const foodOrderLines = pgTable(
  'food_order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => foodOrders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['item', 'package'] }).notNull(),
    /** What it was made from, while that row exists; the copies below are what counts. */
    itemId: integer('item_id').references(() => orderingItems.id, { onDelete: 'set null' }),
    packageId: integer('package_id').references(() => cateringPackages.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    choices: jsonb('choices').$type<OrderLineChoice[]>().notNull().default([]),
    quantity: integer('quantity').notNull(),
    /** The item's price plus its choices' (a package's price per guest). */
    unitPrice: integer('unit_price').notNull(),
    lineTotal: integer('line_total').notNull(),
    note: text('note').notNull().default(''),
  },
  (table) => [
    index('food_order_lines_order_idx').on(table.orderId, table.position),
    check('food_order_lines_kind', sql`${table.kind} in ('item', 'package')`),
    check(
      'food_order_lines_amounts',
      sql`${table.quantity} > 0 and ${table.unitPrice} >= 0 and ${table.lineTotal} = ${table.unitPrice} * ${table.quantity}`,
    ),
  ],
);
