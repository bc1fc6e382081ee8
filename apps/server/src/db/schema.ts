import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MetaTags, Theme } from '@dekka/contracts/settings';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Anonymous identities and signed-in users share one table; e-mail is null for anonymous ones. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  isAnonymous: boolean('is_anonymous').notNull(),
  email: text('email').unique(),
  ...timestamps,
});

/** A single row (id = 1): the check constraint keeps a second settings row from ever appearing. */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    metaTags: jsonb('meta_tags').$type<MetaTags>().notNull(),
    theme: jsonb('theme').$type<Partial<Theme>>(),
    updatedAt: timestamps.updatedAt,
  },
  (table) => [check('site_settings_singleton', sql`${table.id} = 1`)],
);
