// The database schema, one file per domain in schema/. This file is the one index: the server's
// code imports tables from here, and drizzle-kit (drizzle.config.ts) reads it to write migrations.
export * from './schema/users.ts';
export * from './schema/site-settings.ts';
export * from './schema/restaurants.ts';
export * from './schema/staff.ts';
export * from './schema/joining.ts';
export * from './schema/hours.ts';
export * from './schema/tables.ts';
export * from './schema/events.ts';
export * from './schema/menus.ts';
export * from './schema/ordering.ts';
export * from './schema/orders.ts';
export * from './schema/guests.ts';
export * from './schema/bookings.ts';
export * from './schema/gift-cards.ts';
export * from './schema/payments.ts';
export * from './schema/messages.ts';
export * from './schema/surveys.ts';
export * from './schema/availability-index.ts';
