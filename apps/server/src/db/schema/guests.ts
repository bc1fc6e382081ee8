// A restaurant's guests: one record per person the restaurant has met, matched from its
// bookings, waiting-list entries, staff bookings and food orders by e-mail or phone.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { restaurants } from './restaurants.ts';

/** Tags Dekka knows the meaning of; a restaurant adds its own beside them. */
export const builtInGuestTags = ['vip', 'regular', 'allergy', 'dietary'] as const;

export const guests = pgTable(
  'guests',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** The latest name, e-mail, phone and language the guest gave (the match trigger keeps them). */
    name: text('name').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    language: text('language'),
    /** The staff's: tags, allergies, preferences and notes, carried from visit to visit. */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    allergies: text('allergies').notNull().default(''),
    preferences: text('preferences').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /**
     * The guest's confirmed bookings (not waiting-list entries), past and upcoming, and the latest
     * start among them, kept by a trigger on bookings: visits by now are these less the few not
     * yet begun, so a list sorted by visits needs no count of every guest's bookings.
     */
    confirmedBookings: integer('confirmed_bookings').notNull().default(0),
    latestConfirmedStart: timestamp('latest_confirmed_start', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('guests_restaurant_idx').on(table.restaurantId, table.id),
    index('guests_restaurant_name_idx').on(table.restaurantId, sql`lower(${table.name})`),
    index('guests_tags_idx').using('gin', table.tags),
    // Staff searching for a fragment of a name or e-mail address (pg_trgm: any part, not only
    // the beginning, without reading every guest).
    index('guests_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
    index('guests_email_trgm_idx').using('gin', sql`lower(${table.email}) gin_trgm_ops`),
    // The guests list by visits and by last visit reads its first page from these (the counters
    // on the row; see the guests repository for the few guests whose counters run ahead).
    index('guests_restaurant_visits_idx').on(
      table.restaurantId,
      table.confirmedBookings.desc(),
      table.latestConfirmedStart.desc().nullsLast(),
      table.id.desc(),
    ),
    index('guests_restaurant_last_visit_idx').on(
      table.restaurantId,
      table.latestConfirmedStart.desc().nullsLast(),
      table.id.desc(),
    ),
    check('guests_tags_count', sql`cardinality(${table.tags}) <= 20`),
  ],
);

/**
 * The normalised e-mail addresses and phone numbers that lead to a guest: one guest per key at a
 * restaurant, so a booking's contact finds its guest by primary key.
 */
export const guestKeys = pgTable(
  'guest_keys',
  {
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['email', 'phone'] }).notNull(),
    value: text('value').notNull(),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.restaurantId, table.kind, table.value] }),
    index('guest_keys_guest_idx').on(table.guestId),
    // Staff typing a number find the guests whose numbers begin with it.
    index('guest_keys_prefix_idx').on(
      table.restaurantId,
      table.kind,
      table.value.op('text_pattern_ops'),
    ),
    // ... and for digits anywhere in a number.
    index('guest_keys_trgm_idx').using('gin', table.value.op('gin_trgm_ops')),
    check('guest_keys_kind', sql`${table.kind} in ('email', 'phone')`),
  ],
);
