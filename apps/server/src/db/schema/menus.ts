// The set menus offered with a booking.
import { boolean, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { translations } from './columns.ts';
import { restaurants } from './restaurants.ts';
import { floorPlans } from './tables.ts';
import { events } from './events.ts';

export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Per guest, minor units; null when the menu is paid at the restaurant. */
    price: integer('price'),
    /** 0 none, 1 no-show fee, 2 prepayment (docs/product.md, "The API"). */
    paymentType: integer('payment_type').notNull().default(0),
    minGuests: integer('min_guests').notNull().default(1),
    /** 0 means no maximum. */
    maxGuests: integer('max_guests').notNull().default(0),
    isExclusive: boolean('is_exclusive').notNull().default(false),
    isAvailable: boolean('is_available').notNull().default(true),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    availableFrom: text('available_from'),
    availableTo: text('available_to'),
    translations: translations(),
  },
  (table) => [index('menus_restaurant_idx').on(table.restaurantId)],
);

export const menuFloorPlans = pgTable(
  'menu_floor_plans',
  {
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    floorPlanId: integer('floor_plan_id')
      .notNull()
      .references(() => floorPlans.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.menuId, table.floorPlanId] })],
);
