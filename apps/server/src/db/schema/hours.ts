// When a restaurant is open and how long a table is kept: opening hours, special days, sitting lengths.
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { translations } from './columns.ts';
import { restaurants } from './restaurants.ts';

/** A service (lunch, dinner) on a weekday; times are wall-clock 'HH:mm' in the restaurant's zone. */
export const openingHours = pgTable(
  'opening_hours',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** 0 = Sunday, as JavaScript's getDay(). */
    weekday: integer('weekday').notNull(),
    opens: text('opens').notNull(),
    closes: text('closes').notNull(),
    lastSeating: text('last_seating').notNull(),
    name: text('name').notNull().default(''),
    translations: translations(),
  },
  (table) => [index('opening_hours_restaurant_idx').on(table.restaurantId)],
);

export type SpecialDayService = { opens: string; closes: string; lastSeating: string };

/** Replaces the weekday's services on one local date: closed, or other hours. */
export const specialDays = pgTable(
  'special_days',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    closed: boolean('closed').notNull().default(false),
    services: jsonb('services').$type<SpecialDayService[]>().notNull().default([]),
  },
  (table) => [uniqueIndex('special_days_restaurant_date_idx').on(table.restaurantId, table.date)],
);

export const durationRules = pgTable(
  'duration_rules',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    minGuests: integer('min_guests').notNull(),
    maxGuests: integer('max_guests').notNull(),
    minutes: integer('minutes').notNull(),
  },
  (table) => [index('duration_rules_restaurant_idx').on(table.restaurantId)],
);
