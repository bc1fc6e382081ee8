// When a restaurant is open and how long a table is kept: opening hours, special days, sitting lengths.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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

/**
 * A named run of dates with hours of their own ("Christmas closure", 24 Dec – 2 Jan): what the
 * owner sets and sees. Each of its dates has a special_days row with the same hours, which is what
 * the availability engine and everything else reads (docs/decisions/074-special-periods.md).
 */
export const specialPeriods = pgTable(
  'special_periods',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** The restaurant's own name for it; empty: shown as its dates. */
    name: text('name').notNull().default(''),
    /** Local dates 'YYYY-MM-DD', both included. */
    firstDate: text('first_date').notNull(),
    lastDate: text('last_date').notNull(),
    closed: boolean('closed').notNull().default(false),
    services: jsonb('services').$type<SpecialDayService[]>().notNull().default([]),
  },
  (table) => [
    index('special_periods_restaurant_idx').on(table.restaurantId, table.firstDate),
    check('special_periods_dates_check', sql`${table.firstDate} <= ${table.lastDate}`),
  ],
);

/** Replaces the weekday's services on one local date: closed, or other hours. */
export const specialDays = pgTable(
  'special_days',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** The period the date belongs to; null only for rows written outside the settings. */
    periodId: integer('period_id').references(() => specialPeriods.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    closed: boolean('closed').notNull().default(false),
    services: jsonb('services').$type<SpecialDayService[]>().notNull().default([]),
  },
  (table) => [
    uniqueIndex('special_days_restaurant_date_idx').on(table.restaurantId, table.date),
    index('special_days_period_idx').on(table.periodId),
  ],
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
