// Floor plans, tables and the combinations of tables that seat a larger party.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { translations } from './columns.ts';
import { restaurants } from './restaurants.ts';

export const floorPlans = pgTable(
  'floor_plans',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    translations: translations(),
  },
  (table) => [index('floor_plans_restaurant_idx').on(table.restaurantId)],
);

export const tables = pgTable(
  'tables',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    floorPlanId: integer('floor_plan_id')
      .notNull()
      .references(() => floorPlans.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    minGuests: integer('min_guests').notNull(),
    maxGuests: integer('max_guests').notNull(),
    bookableOnline: boolean('bookable_online').notNull().default(true),
    // Where the owner put the table on its floor plan, in cells of the plan's grid (null: not
    // placed yet; the plan places it after the placed ones), and how it is drawn.
    layoutX: integer('layout_x'),
    layoutY: integer('layout_y'),
    shape: text('shape', { enum: ['square', 'round', 'long'] })
      .notNull()
      .default('square'),
  },
  (table) => [
    index('tables_restaurant_idx').on(table.restaurantId),
    check('tables_shape', sql`${table.shape} in ('square', 'round', 'long')`),
    check(
      'tables_layout_both',
      sql`(${table.layoutX} is null) = (${table.layoutY} is null) and ${table.layoutX} >= 0 and ${table.layoutY} >= 0`,
    ),
  ],
);

export const tableCombinations = pgTable(
  'table_combinations',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    minGuests: integer('min_guests').notNull(),
    maxGuests: integer('max_guests').notNull(),
  },
  (table) => [index('table_combinations_restaurant_idx').on(table.restaurantId)],
);

export const tableCombinationTables = pgTable(
  'table_combination_tables',
  {
    combinationId: integer('combination_id')
      .notNull()
      .references(() => tableCombinations.id, { onDelete: 'cascade' }),
    tableId: integer('table_id')
      .notNull()
      .references(() => tables.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.combinationId, table.tableId] })],
);
