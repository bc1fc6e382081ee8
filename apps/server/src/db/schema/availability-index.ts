// The availability index and its queue of days to refresh.
import {
  bigint,
  date,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
} from 'drizzle-orm/pg-core';
import { varbit } from './columns.ts';
import { restaurants } from './restaurants.ts';

/**
 * The availability index (docs/decisions/035-availability-index.md): per restaurant and local
 * day, for every party size, which five-minute cells of the day hold a start that party could
 * book, as the availability engine computed it. Search orders and filters by it; reserve never
 * reads it.
 */
export const availabilityIndex = pgTable(
  'availability_index',
  {
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** The day's local midnight in minutes since the Unix epoch: cell 0 starts here. */
    origin: integer('origin').notNull(),
    /** Party sizes 1…party_count have a segment in `free`. */
    partyCount: smallint('party_count').notNull(),
    /** One DAY_CELLS-bit segment per party size, in order; a set bit is a bookable cell. */
    free: varbit('free').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  // Day first: search reads one day's rows of every matching restaurant.
  (table) => [primaryKey({ columns: [table.day, table.restaurantId] })],
);

/**
 * (restaurant, local day) pairs whose index row is out of date, marked by triggers in the
 * writing transaction; day '-infinity' stands for every day. No foreign key, so marking costs
 * one index probe; rows of deleted restaurants are dropped by the refresher. `claim` is set
 * while the refresher recomputes the pair and cleared by a new mark, so a change made during
 * the recomputation keeps the pair dirty.
 */
export const availabilityIndexDirty = pgTable(
  'availability_index_dirty',
  {
    restaurantId: integer('restaurant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    claim: bigint('claim', { mode: 'number' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.restaurantId, table.day] })],
);
