// Floor plans, tables and the combinations of tables that seat a larger party.
import { boolean, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
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
  },
  (table) => [index('tables_restaurant_idx').on(table.restaurantId)],
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
