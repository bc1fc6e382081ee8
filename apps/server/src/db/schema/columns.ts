// Column helpers the domain files share.
import { customType, jsonb, timestamp } from 'drizzle-orm/pg-core';
import type { ContentTranslations } from '../../content-language.ts';

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * The diner-visible texts of a content row in other languages (content-language.ts,
 * docs/decisions/028-content-in-five-languages.md); `{}` shows the row's own text everywhere.
 */
export const translations = () =>
  jsonb('translations').$type<ContentTranslations>().notNull().default({});

/** `[start, end)` as a PostgreSQL tstzrange; Drizzle has no built-in range column. */
export const tstzrange = customType<{ data: string; driverData: string }>({
  dataType() {
    return 'tstzrange';
  },
});

/** PostgreSQL's bit varying, read and written as its text form ('0101…'). */
export const varbit = customType<{ data: string; driverData: string }>({
  dataType() {
    return 'bit varying';
  },
});
