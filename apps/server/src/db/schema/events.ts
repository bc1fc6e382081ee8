// Events and their occurrences.
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { translations } from './columns.ts';
import { restaurants } from './restaurants.ts';

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    isChristmas: boolean('is_christmas').notNull().default(false),
    pricePerGuest: integer('price_per_guest'),
    /** StatusLabel: FewTicketsLeft = 1, SoldOut = 2 (docs/product.md, "The API"). */
    statusLabel: integer('status_label'),
    translations: translations(),
  },
  (table) => [uniqueIndex('events_restaurant_slug_idx').on(table.restaurantId, table.slug)],
);

export const eventOccurrences = pgTable(
  'event_occurrences',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    ticketCapacity: integer('ticket_capacity').notNull(),
  },
  (table) => [index('event_occurrences_event_starts_idx').on(table.eventId, table.startsAt)],
);
