// Post-visit surveys.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants.ts';
import { bookings } from './bookings.ts';

/**
 * A diner's answer to the post-visit survey (docs/decisions/031-survey-and-ratings.md): one per
 * booking, so only a real visit can rate. Four ratings from 1 to 5 and a plain-text comment; with
 * `publish` the rating, the comment and the first name (copied when answering, nothing else of
 * the diner) show on the restaurant's page. The restaurant may answer publicly (`reply`).
 */
export const surveys = pgTable(
  'surveys',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    food: integer('food').notNull(),
    service: integer('service').notNull(),
    ambience: integer('ambience').notNull(),
    value: integer('value').notNull(),
    comment: text('comment'),
    publish: boolean('publish').notNull().default(false),
    /** Copied from the booking when a published survey is answered; null otherwise. */
    firstName: text('first_name'),
    /** The month of the visit in the restaurant's zone, YYYY-MM: all a published rating dates. */
    visitMonth: text('visit_month').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (table) => [
    // The restaurant page's averages and latest comments, and the search rows' averages.
    index('surveys_published_idx')
      .on(table.restaurantId, table.createdAt)
      .where(sql`${table.publish}`),
    check('surveys_food', sql`${table.food} between 1 and 5`),
    check('surveys_service', sql`${table.service} between 1 and 5`),
    check('surveys_ambience', sql`${table.ambience} between 1 and 5`),
    check('surveys_value', sql`${table.value} between 1 and 5`),
    check('surveys_comment_length', sql`char_length(${table.comment}) <= 2000`),
    check('surveys_reply_length', sql`char_length(${table.reply}) <= 2000`),
    check('surveys_visit_month', sql`${table.visitMonth} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);
