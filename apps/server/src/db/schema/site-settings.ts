// The site's own settings: meta tags and theme.
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import type { MetaTags, Theme } from '@dekka/contracts/settings';
import { timestamps } from './columns.ts';

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
