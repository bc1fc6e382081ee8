// Restaurants' applications to join Dekka.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './users.ts';
import { cities, restaurants } from './restaurants.ts';

export const applicationStatuses = ['pending', 'approved', 'declined'] as const;

/**
 * A restaurant's application to join Dekka (docs/decisions/043-joining-dekka.md), from the form
 * on /join until an administrator approves it (making the restaurant, `restaurant_id`) or
 * declines it (the reason, if one was given, is kept and e-mailed). `language` is the one the
 * form was filled in, which the e-mails to the applicant are written in.
 */
export const restaurantApplications = pgTable(
  'restaurant_applications',
  {
    id: serial('id').primaryKey(),
    restaurantName: text('restaurant_name').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    country: text('country', { enum: ['is', 'es', 'no', 'dk'] }).notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    address: text('address').notNull(),
    website: text('website').notNull().default(''),
    message: text('message').notNull().default(''),
    language: text('language').notNull(),
    status: text('status', { enum: applicationStatuses }).notNull().default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
    restaurantId: integer('restaurant_id')
      .unique()
      .references(() => restaurants.id, { onDelete: 'set null' }),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    index('restaurant_applications_status_idx').on(table.status, table.createdAt),
    check(
      'restaurant_applications_status',
      sql`${table.status} in ('pending', 'approved', 'declined')`,
    ),
  ],
);
