// The food-ordering catalogue: settings, delivery zones, categories, items and their options, catering packages.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { translations } from './columns.ts';
import { restaurantPhotos, restaurants } from './restaurants.ts';

/**
 * How a restaurant takes food orders (docs/decisions/044-ordering-setup.md): one row per
 * restaurant that has set it up; none means no ordering at all. Orders are taken within the
 * restaurant's opening hours.
 */
export const orderingSettings = pgTable(
  'ordering_settings',
  {
    restaurantId: integer('restaurant_id')
      .primaryKey()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    takeaway: boolean('takeaway').notNull().default(false),
    delivery: boolean('delivery').notNull().default(false),
    catering: boolean('catering').notNull().default(false),
    /** "Pause online orders": no new orders, everything else kept. */
    paused: boolean('paused').notNull().default(false),
    /** Orders the kitchen takes per 15-minute slot, all modes together. */
    ordersPerSlot: integer('orders_per_slot').notNull().default(10),
    takeawayLeadMinutes: integer('takeaway_lead_minutes').notNull().default(20),
    deliveryLeadMinutes: integer('delivery_lead_minutes').notNull().default(45),
    cateringLeadHours: integer('catering_lead_hours').notNull().default(48),
    cateringMinGuests: integer('catering_min_guests').notNull().default(10),
    cateringPayment: text('catering_payment', { enum: ['deposit', 'full'] })
      .notNull()
      .default('full'),
    /** With a deposit: the share paid when ordering, 1–99. */
    cateringDepositPercent: integer('catering_deposit_percent'),
  },
  (table) => [
    check('ordering_settings_orders_per_slot', sql`${table.ordersPerSlot} between 1 and 100`),
    check(
      'ordering_settings_catering_payment',
      sql`${table.cateringPayment} in ('deposit', 'full')`,
    ),
  ],
);

/**
 * Where a restaurant delivers: within a distance of its position, or a list of postcodes (one of
 * the two). Fee and minimum order in minor units of its currency.
 */
export const orderingDeliveryZones = pgTable(
  'ordering_delivery_zones',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    maxDistanceKm: doublePrecision('max_distance_km'),
    postcodes: text('postcodes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    fee: integer('fee').notNull().default(0),
    minimumOrder: integer('minimum_order').notNull().default(0),
    estimatedMinutes: integer('estimated_minutes').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    index('ordering_delivery_zones_restaurant_idx').on(table.restaurantId, table.position),
    check(
      'ordering_delivery_zones_distance_or_postcodes',
      sql`(${table.maxDistanceKm} is null) <> (cardinality(${table.postcodes}) = 0)`,
    ),
  ],
);

/** The ordering menu's categories ("Drykkir", "Smáréttir"), apart from the set menus. */
export const orderingCategories = pgTable(
  'ordering_categories',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    translations: translations(),
  },
  (table) => [index('ordering_categories_restaurant_idx').on(table.restaurantId, table.position)],
);

/**
 * An item of the ordering menu. Price in minor units; `weekdays` (0 = Sunday) null is every day;
 * `available_from`/`available_to` are wall-clock 'HH:mm' (either null: open); `modes` are the
 * order modes it is offered in. A category with items cannot be deleted.
 */
export const orderingItems = pgTable(
  'ordering_items',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => orderingCategories.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    photoId: integer('photo_id').references(() => restaurantPhotos.id, { onDelete: 'set null' }),
    allergens: text('allergens')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dietary: text('dietary')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    weekdays: smallint('weekdays').array(),
    availableFrom: text('available_from'),
    availableTo: text('available_to'),
    soldOut: boolean('sold_out').notNull().default(false),
    position: integer('position').notNull().default(0),
    modes: text('modes').array().notNull(),
    translations: translations(),
  },
  (table) => [
    index('ordering_items_restaurant_idx').on(table.restaurantId, table.categoryId),
    index('ordering_items_category_idx').on(table.categoryId),
    check('ordering_items_price', sql`${table.price} >= 0`),
  ],
);

/** An item's option group ("Stærð"): from min to max of its choices; required asks one at least. */
export const orderingOptionGroups = pgTable(
  'ordering_option_groups',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => orderingItems.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    required: boolean('required').notNull().default(false),
    minChoices: integer('min_choices').notNull().default(0),
    maxChoices: integer('max_choices').notNull().default(1),
    position: integer('position').notNull().default(0),
    translations: translations(),
  },
  (table) => [index('ordering_option_groups_item_idx').on(table.itemId, table.position)],
);

/** One choice of an option group, its price added to the item's (minor units, 0 or more). */
export const orderingOptionChoices = pgTable(
  'ordering_option_choices',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => orderingOptionGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceDelta: integer('price_delta').notNull().default(0),
    position: integer('position').notNull().default(0),
    translations: translations(),
  },
  (table) => [
    index('ordering_option_choices_group_idx').on(table.groupId, table.position),
    check('ordering_option_choices_price_delta', sql`${table.priceDelta} >= 0`),
  ],
);

/** A catering package for parties: a price per person and the fewest guests it is made for. */
export const cateringPackages = pgTable(
  'catering_packages',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    pricePerPerson: integer('price_per_person').notNull(),
    minGuests: integer('min_guests').notNull().default(1),
    position: integer('position').notNull().default(0),
    translations: translations(),
  },
  (table) => [index('catering_packages_restaurant_idx').on(table.restaurantId, table.position)],
);
