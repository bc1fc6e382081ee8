// The restaurant catalogue's core: restaurants, the places and lookups they are filed under (cities, areas, categories, occasions), and their photos.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Theme } from '@dekka/contracts/settings';
import { timestamps, translations } from './columns.ts';
import { users } from './users.ts';

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Groups cities in the search filter, e.g. "Höfuðborgarsvæðið" or "Norge". */
  region: text('region').notNull(),
  /** The country the city is in: an applying restaurant picks its city among its country's. */
  country: text('country', { enum: ['is', 'es', 'no', 'dk'] })
    .notNull()
    .default('is'),
});

export const areas = pgTable('areas', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  cityId: integer('city_id')
    .notNull()
    .references(() => cities.id),
});

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  translations: translations(),
});

export const occasions = pgTable('occasions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  translations: translations(),
});

export const restaurants = pgTable(
  'restaurants',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    areaId: integer('area_id').references(() => areas.id),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    website: text('website').notNull().default(''),
    phone: text('phone').notNull().default(''),
    description: text('description').notNull().default(''),
    country: text('country', { enum: ['is', 'es', 'no', 'dk'] }).notNull(),
    currency: text('currency', { enum: ['ISK', 'NOK', 'DKK', 'EUR'] }).notNull(),
    locale: text('locale').notNull(),
    timeZone: text('time_zone').notNull(),
    priceCategory: integer('price_category').notNull(),
    logoUrl: text('logo_url').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    confirmationNote: text('confirmation_note').notNull().default(''),
    policyText: text('policy_text'),
    requirePolicyAccept: boolean('require_policy_accept').notNull().default(false),
    slotIntervalMinutes: integer('slot_interval_minutes').notNull().default(15),
    leadTimeMinutes: integer('lead_time_minutes').notNull().default(60),
    bookingWindowDays: integer('booking_window_days').notNull().default(90),
    maxOnlinePartySize: integer('max_online_party_size').notNull().default(12),
    /** Hours before a booking its reminder e-mail goes out; 0 sends none. */
    reminderHoursBefore: integer('reminder_hours_before').notNull().default(24),
    cancellationDeadlineHours: integer('cancellation_deadline_hours').notNull().default(24),
    /** Minutes after a booking's start before the guest list may mark it a no-show (ADR 065). */
    noShowGraceMinutes: integer('no_show_grace_minutes').notNull().default(15),
    waitingListEnabled: boolean('waiting_list_enabled').notNull().default(false),
    /**
     * A table that frees up is offered to the first waiting-list entry it fits, by e-mail
     * (docs/decisions/063-waiting-list-offers.md); off, only the staff offer tables by hand.
     */
    waitingListOffers: boolean('waiting_list_offers').notNull().default(true),
    /** How long an offered table is held for the entry before it goes to the next one. */
    offerHoldMinutes: integer('offer_hold_minutes').notNull().default(15),
    onlineMenuMandatory: boolean('online_menu_mandatory').notNull().default(false),
    defaultDurationMinutes: integer('default_duration_minutes').notNull().default(120),
    pacingMaxCoversPerSlot: integer('pacing_max_covers_per_slot'),
    redirectUrl: text('redirect_url'),
    theme: jsonb('theme').$type<Partial<Theme>>(),
    paymentRule: text('payment_rule', { enum: ['none', 'no_show_fee', 'prepayment'] })
      .notNull()
      .default('none'),
    paymentAmountPerGuest: integer('payment_amount_per_guest').notNull().default(0),
    paymentProvider: integer('payment_provider'),
    externalPaymentForm: boolean('external_payment_form').notNull().default(false),
    gaTrackingId: text('ga_tracking_id'),
    fbPixelId: text('fb_pixel_id'),
    listIndex: integer('list_index').notNull().default(0),
    /**
     * Name, city and categories folded by search-text.ts, so search is accent-insensitive with
     * plain string matching on PGlite and PostgreSQL alike; recomputed at start-up
     * (search-text-refresh.ts) when the folding changes.
     */
    searchText: text('search_text').notNull().default(''),
    /** The name alone, folded the same way: name matches rank first. */
    searchName: text('search_name').notNull().default(''),
    /** Description, policy text and confirmation note in other languages. */
    translations: translations(),
    /**
     * Diners see the restaurant (search, its page, booking) only when published. A restaurant
     * that joined Dekka starts unpublished until its owner publishes it (ADR 043).
     */
    published: boolean('published').notNull().default(true),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    index('restaurants_city_list_index_idx').on(table.cityId, table.listIndex),
    // A search page's total: counting a city's published restaurants reads this index alone
    // (an index-only scan), not every restaurant's row.
    index('restaurants_published_city_idx')
      .on(table.cityId)
      .where(sql`${table.published}`),
    // The nearby query's bounding box and its Harpa list (docs/decisions/030-nearby-and-maps.md).
    index('restaurants_lat_lon_idx').on(table.lat, table.lon),
    index('restaurants_area_idx').on(table.areaId),
    check('restaurants_price_category', sql`${table.priceCategory} between 1 and 4`),
  ],
);

/** One processed file of a photo (docs/decisions/038-restaurant-photos.md). */
export type PhotoVariantRow = {
  format: 'avif' | 'webp';
  width: number;
  height: number;
  key: string;
};

/**
 * A restaurant's photos: at most one cover and one logo, and its gallery in `position` order.
 * The files live in the media store under each variant's key; the row holds their sizes so pages
 * reserve the space before an image arrives. `alt` is the alt text per language.
 */
export const restaurantPhotos = pgTable(
  'restaurant_photos',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['cover', 'gallery', 'logo'] }).notNull(),
    position: integer('position').notNull().default(0),
    /** The original's size, upright (after its EXIF rotation). */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<PhotoVariantRow[]>().notNull(),
    alt: jsonb('alt').$type<Partial<Record<string, string>>>().notNull().default({}),
    createdAt: timestamps.createdAt,
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('restaurant_photos_restaurant_idx').on(table.restaurantId, table.kind, table.position),
    uniqueIndex('restaurant_photos_one_cover_one_logo')
      .on(table.restaurantId, table.kind)
      .where(sql`${table.kind} <> 'gallery'`),
    check('restaurant_photos_kind', sql`${table.kind} in ('cover', 'gallery', 'logo')`),
  ],
);

export const restaurantCategories = pgTable(
  'restaurant_categories',
  {
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
  },
  (table) => [primaryKey({ columns: [table.restaurantId, table.categoryId] })],
);

export const restaurantOccasions = pgTable(
  'restaurant_occasions',
  {
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    occasionId: integer('occasion_id')
      .notNull()
      .references(() => occasions.id),
  },
  (table) => [primaryKey({ columns: [table.restaurantId, table.occasionId] })],
);
