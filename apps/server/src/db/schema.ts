import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MetaTags, Theme } from '@dekka/contracts/settings';
import type { ContentTranslations } from '../content-language.ts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * Anonymous identities and signed-in users share one table; e-mail is null for anonymous ones.
 * The account library (docs/decisions/020-accounts.md) reads and writes the id, name, email,
 * emailVerified, image and timestamp columns; the profile columns below are the diner's saved
 * booking details, which only Dekka's own code touches.
 */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  isAnonymous: boolean('is_anonymous').notNull().default(false),
  name: text('name').notNull().default(''),
  email: text('email').unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  /** International form, e.g. "+354 5551234", with the region it was checked against. */
  phone: text('phone'),
  phoneRegion: text('phone_region'),
  language: text('language'),
  allowDineoutEmails: boolean('allow_dineout_emails').notNull().default(false),
  allowRestaurantEmails: boolean('allow_restaurant_emails').notNull().default(false),
  /**
   * A role on Dekka itself rather than at a restaurant: `administrator` decides restaurants'
   * applications (docs/decisions/043-joining-dekka.md). Set only from ADMIN_EMAILS at start-up.
   */
  platformRole: text('platform_role', { enum: ['administrator'] }),
  ...timestamps,
});

/**
 * A signed-in device. The token is the bearer token the web app sends; deleting the row signs
 * that device out at once (nothing about it is cached across requests).
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** The account library's "active restaurant" of the device; Dekka's routes name it instead. */
    activeOrganizationId: text('active_organization_id'),
    activeTeamId: text('active_team_id'),
    ...timestamps,
  },
  (table) => [index('auth_sessions_user_idx').on(table.userId)],
);

/** Sign-in methods linked to a user (passkeys and one-time codes need no row here). */
export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    /** Always null: Dekka has no passwords. The column exists because the library's model has it. */
    password: text('password'),
    ...timestamps,
  },
  (table) => [index('auth_accounts_user_idx').on(table.userId)],
);

/**
 * One-time sign-in codes, stored hashed, until used, expired or tried too often. One live code per
 * address: the unique identifier makes a new code replace the one before it.
 */
export const authVerifications = pgTable(
  'auth_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('auth_verifications_identifier_idx').on(table.identifier)],
);

/**
 * A passkey a signed-in user registered: the authenticator keeps the private key, Dekka the public
 * one. The credential id is what a sign-in names; the counter, when the authenticator keeps one,
 * only ever grows (a copied key would show a smaller one).
 */
export const authPasskeys = pgTable(
  'auth_passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Synced across the person's devices (a password manager's or the platform's) or bound to one. */
    backedUp: boolean('backed_up').notNull().default(false),
    /** What the person calls it ("Phone"), or the browser and system it was made on. */
    name: text('name').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('auth_passkeys_user_idx').on(table.userId)],
);

/**
 * A passkey ceremony's challenge, from the options the server gave until the browser's answer
 * (or five minutes). Using it deletes it, so one answer can never be replayed.
 */
export const authPasskeyChallenges = pgTable('auth_passkey_challenges', {
  challenge: text('challenge').primaryKey(),
  /** Registering: the signed-in user adding a passkey. Signing in: null, the key names its user. */
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
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

/**
 * The diner-visible texts of a content row in other languages (content-language.ts,
 * docs/decisions/028-content-in-five-languages.md); `{}` shows the row's own text everywhere.
 */
const translations = () => jsonb('translations').$type<ContentTranslations>().notNull().default({});

/** `[start, end)` as a PostgreSQL tstzrange; Drizzle has no built-in range column. */
const tstzrange = customType<{ data: string; driverData: string }>({
  dataType() {
    return 'tstzrange';
  },
});

/** PostgreSQL's bit varying, read and written as its text form ('0101…'). */
const varbit = customType<{ data: string; driverData: string }>({
  dataType() {
    return 'bit varying';
  },
});

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
    waitingListEnabled: boolean('waiting_list_enabled').notNull().default(false),
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

/**
 * A restaurant's staff are the members of its organization (the account library's name for a
 * team with roles). One organization per restaurant; its slug is the restaurant's.
 */
export const staffOrganizations = pgTable('staff_organizations', {
  id: text('id').primaryKey(),
  restaurantId: integer('restaurant_id')
    .notNull()
    .unique()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  logo: text('logo'),
  metadata: text('metadata'),
  createdAt: timestamps.createdAt,
});

export const staffRoles = ['owner', 'manager', 'host'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** A person's role at one restaurant; a person may be a member of several. */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => staffOrganizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: staffRoles }).notNull(),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    uniqueIndex('staff_members_organization_user_idx').on(table.organizationId, table.userId),
    index('staff_members_user_idx').on(table.userId),
  ],
);

/** An owner's invitation to an e-mail address; it lapses at expires_at. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => staffOrganizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: staffRoles }).notNull(),
    teamId: text('team_id'),
    /** pending, accepted, rejected or canceled (the library's spelling). */
    status: text('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    inviterId: uuid('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamps.createdAt,
  },
  (table) => [index('staff_invitations_organization_idx').on(table.organizationId)],
);

/**
 * Who changed which of a restaurant's settings, when, and from what to what. Kept when the person's
 * account is deleted (the change stays, the name goes).
 */
export const restaurantAuditLog = pgTable(
  'restaurant_audit_log',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The settings area, e.g. "hours", "rules", "tables". */
    area: text('area').notNull(),
    /** What was done, e.g. "update", "create", "delete". */
    action: text('action').notNull(),
    /** The changed fields: `{ field: { from, to } }`, or the whole row for a create or delete. */
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamps.createdAt,
  },
  (table) => [index('restaurant_audit_log_restaurant_idx').on(table.restaurantId, table.createdAt)],
);

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

/** A service (lunch, dinner) on a weekday; times are wall-clock 'HH:mm' in the restaurant's zone. */
export const openingHours = pgTable(
  'opening_hours',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** 0 = Sunday, as JavaScript's getDay(). */
    weekday: integer('weekday').notNull(),
    opens: text('opens').notNull(),
    closes: text('closes').notNull(),
    lastSeating: text('last_seating').notNull(),
    name: text('name').notNull().default(''),
    translations: translations(),
  },
  (table) => [index('opening_hours_restaurant_idx').on(table.restaurantId)],
);

export type SpecialDayService = { opens: string; closes: string; lastSeating: string };

/** Replaces the weekday's services on one local date: closed, or other hours. */
export const specialDays = pgTable(
  'special_days',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    closed: boolean('closed').notNull().default(false),
    services: jsonb('services').$type<SpecialDayService[]>().notNull().default([]),
  },
  (table) => [uniqueIndex('special_days_restaurant_date_idx').on(table.restaurantId, table.date)],
);

export const durationRules = pgTable(
  'duration_rules',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    minGuests: integer('min_guests').notNull(),
    maxGuests: integer('max_guests').notNull(),
    minutes: integer('minutes').notNull(),
  },
  (table) => [index('duration_rules_restaurant_idx').on(table.restaurantId)],
);

export const floorPlans = pgTable(
  'floor_plans',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    translations: translations(),
  },
  (table) => [index('floor_plans_restaurant_idx').on(table.restaurantId)],
);

export const tables = pgTable(
  'tables',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    floorPlanId: integer('floor_plan_id')
      .notNull()
      .references(() => floorPlans.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    minGuests: integer('min_guests').notNull(),
    maxGuests: integer('max_guests').notNull(),
    bookableOnline: boolean('bookable_online').notNull().default(true),
  },
  (table) => [index('tables_restaurant_idx').on(table.restaurantId)],
);

export const tableCombinations = pgTable(
  'table_combinations',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    minGuests: integer('min_guests').notNull(),
    maxGuests: integer('max_guests').notNull(),
  },
  (table) => [index('table_combinations_restaurant_idx').on(table.restaurantId)],
);

export const tableCombinationTables = pgTable(
  'table_combination_tables',
  {
    combinationId: integer('combination_id')
      .notNull()
      .references(() => tableCombinations.id, { onDelete: 'cascade' }),
    tableId: integer('table_id')
      .notNull()
      .references(() => tables.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.combinationId, table.tableId] })],
);

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

export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Per guest, minor units; null when the menu is paid at the restaurant. */
    price: integer('price'),
    /** 0 none, 1 no-show fee, 2 prepayment (docs/product.md, "The API"). */
    paymentType: integer('payment_type').notNull().default(0),
    minGuests: integer('min_guests').notNull().default(1),
    /** 0 means no maximum. */
    maxGuests: integer('max_guests').notNull().default(0),
    isExclusive: boolean('is_exclusive').notNull().default(false),
    isAvailable: boolean('is_available').notNull().default(true),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    availableFrom: text('available_from'),
    availableTo: text('available_to'),
    translations: translations(),
  },
  (table) => [index('menus_restaurant_idx').on(table.restaurantId)],
);

export const menuFloorPlans = pgTable(
  'menu_floor_plans',
  {
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    floorPlanId: integer('floor_plan_id')
      .notNull()
      .references(() => floorPlans.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.menuId, table.floorPlanId] })],
);

/**
 * How a restaurant takes food orders (docs/decisions/044-ordering-setup.md): one row per
 * restaurant that has set it up; none means no ordering at all. Orders are taken within the
 * restaurant's opening hours.
 */
export const orderingSettings = pgTable(
  'ordering_settings',
  {
    restaurantId: integer('restaurant_id')
      .primaryKey()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    takeaway: boolean('takeaway').notNull().default(false),
    delivery: boolean('delivery').notNull().default(false),
    catering: boolean('catering').notNull().default(false),
    /** "Pause online orders": no new orders, everything else kept. */
    paused: boolean('paused').notNull().default(false),
    /** Orders the kitchen takes per 15-minute slot, all modes together. */
    ordersPerSlot: integer('orders_per_slot').notNull().default(10),
    takeawayLeadMinutes: integer('takeaway_lead_minutes').notNull().default(20),
    deliveryLeadMinutes: integer('delivery_lead_minutes').notNull().default(45),
    cateringLeadHours: integer('catering_lead_hours').notNull().default(48),
    cateringMinGuests: integer('catering_min_guests').notNull().default(10),
    cateringPayment: text('catering_payment', { enum: ['deposit', 'full'] })
      .notNull()
      .default('full'),
    /** With a deposit: the share paid when ordering, 1–99. */
    cateringDepositPercent: integer('catering_deposit_percent'),
  },
  (table) => [
    check('ordering_settings_orders_per_slot', sql`${table.ordersPerSlot} between 1 and 100`),
    check(
      'ordering_settings_catering_payment',
      sql`${table.cateringPayment} in ('deposit', 'full')`,
    ),
  ],
);

/**
 * Where a restaurant delivers: within a distance of its position, or a list of postcodes (one of
 * the two). Fee and minimum order in minor units of its currency.
 */
export const orderingDeliveryZones = pgTable(
  'ordering_delivery_zones',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    maxDistanceKm: doublePrecision('max_distance_km'),
    postcodes: text('postcodes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    fee: integer('fee').notNull().default(0),
    minimumOrder: integer('minimum_order').notNull().default(0),
    estimatedMinutes: integer('estimated_minutes').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    index('ordering_delivery_zones_restaurant_idx').on(table.restaurantId, table.position),
    check(
      'ordering_delivery_zones_distance_or_postcodes',
      sql`(${table.maxDistanceKm} is null) <> (cardinality(${table.postcodes}) = 0)`,
    ),
  ],
);

/** The ordering menu's categories ("Drykkir", "Smáréttir"), apart from the set menus. */
export const orderingCategories = pgTable(
  'ordering_categories',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    translations: translations(),
  },
  (table) => [index('ordering_categories_restaurant_idx').on(table.restaurantId, table.position)],
);

/**
 * An item of the ordering menu. Price in minor units; `weekdays` (0 = Sunday) null is every day;
 * `available_from`/`available_to` are wall-clock 'HH:mm' (either null: open); `modes` are the
 * order modes it is offered in. A category with items cannot be deleted.
 */
export const orderingItems = pgTable(
  'ordering_items',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => orderingCategories.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    photoId: integer('photo_id').references(() => restaurantPhotos.id, { onDelete: 'set null' }),
    allergens: text('allergens')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dietary: text('dietary')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    weekdays: smallint('weekdays').array(),
    availableFrom: text('available_from'),
    availableTo: text('available_to'),
    soldOut: boolean('sold_out').notNull().default(false),
    position: integer('position').notNull().default(0),
    modes: text('modes').array().notNull(),
    translations: translations(),
  },
  (table) => [
    index('ordering_items_restaurant_idx').on(table.restaurantId, table.categoryId),
    index('ordering_items_category_idx').on(table.categoryId),
    check('ordering_items_price', sql`${table.price} >= 0`),
  ],
);

/** An item's option group ("Stærð"): from min to max of its choices; required asks one at least. */
export const orderingOptionGroups = pgTable(
  'ordering_option_groups',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => orderingItems.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    required: boolean('required').notNull().default(false),
    minChoices: integer('min_choices').notNull().default(0),
    maxChoices: integer('max_choices').notNull().default(1),
    position: integer('position').notNull().default(0),
    translations: translations(),
  },
  (table) => [index('ordering_option_groups_item_idx').on(table.itemId, table.position)],
);

/** One choice of an option group, its price added to the item's (minor units, 0 or more). */
export const orderingOptionChoices = pgTable(
  'ordering_option_choices',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => orderingOptionGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceDelta: integer('price_delta').notNull().default(0),
    position: integer('position').notNull().default(0),
    translations: translations(),
  },
  (table) => [
    index('ordering_option_choices_group_idx').on(table.groupId, table.position),
    check('ordering_option_choices_price_delta', sql`${table.priceDelta} >= 0`),
  ],
);

/** A catering package for parties: a price per person and the fewest guests it is made for. */
export const cateringPackages = pgTable(
  'catering_packages',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    pricePerPerson: integer('price_per_person').notNull(),
    minGuests: integer('min_guests').notNull().default(1),
    position: integer('position').notNull().default(0),
    translations: translations(),
  },
  (table) => [index('catering_packages_restaurant_idx').on(table.restaurantId, table.position)],
);

export const foodOrderStatuses = [
  'pending_payment',
  'placed',
  'accepted',
  'preparing',
  'ready',
  'out_for_delivery',
  'picked_up',
  'delivered',
  'rejected',
  'failed',
  'lapsed',
] as const;
export type FoodOrderStatus = (typeof foodOrderStatuses)[number];
const orderModes = ['takeaway', 'delivery', 'catering'] as const;

/**
 * A food order (docs/decisions/045-food-orders.md): takeaway, delivery or catering for one
 * 15-minute slot of the restaurant's kitchen. `token` is the diner's unguessable key (order page,
 * paying, the payment hub's room). Amounts are minor units of `currency`, computed by the server
 * when the order was made; its lines copy names and prices, so editing the menu later changes
 * nothing here. While `pending_payment` the order holds its slot until `expires_at`; the slot's
 * capacity counts every order that is neither ended (failed, lapsed, rejected) nor lapsed unpaid.
 */
export const foodOrders = pgTable(
  'food_orders',
  {
    id: serial('id').primaryKey(),
    token: uuid('token').notNull().unique().defaultRandom(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: orderModes }).notNull(),
    status: text('status', { enum: foodOrderStatuses }).notNull().default('pending_payment'),
    /** The slot's start as an instant, and as the wall-clock 'YYYY-MM-DDTHH:mm' it was chosen. */
    slotAt: timestamp('slot_at', { withTimezone: true }).notNull(),
    slotLocal: text('slot_local').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** The diner's language: names on the lines are in it. */
    language: text('language').notNull(),
    /** The diner's note to the kitchen: plain text, shown as text. */
    note: text('note').notNull().default(''),
    deliveryStreet: text('delivery_street'),
    deliveryPostcode: text('delivery_postcode'),
    deliveryCity: text('delivery_city'),
    deliveryLat: doublePrecision('delivery_lat'),
    deliveryLon: doublePrecision('delivery_lon'),
    /** The zone the address matched, by name (zones are replaced whole when settings change). */
    deliveryZone: text('delivery_zone'),
    cateringGuests: integer('catering_guests'),
    currency: text('currency').notNull(),
    subtotal: integer('subtotal').notNull(),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    total: integer('total').notNull(),
    /** What the card pays: the total, or catering's deposit. */
    payNow: integer('pay_now').notNull(),
    /** While unpaid: the slot is held until then. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    prepMinutes: integer('prep_minutes'),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    /** The signed-in diner who made it (their "My bookings" lists it); null when anonymous. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('food_orders_slot_idx').on(table.restaurantId, table.slotAt),
    index('food_orders_user_idx')
      .on(table.userId)
      .where(sql`${table.userId} is not null`),
    check(
      'food_orders_status',
      sql`${table.status} in ('pending_payment', 'placed', 'accepted', 'preparing', 'ready', 'out_for_delivery', 'picked_up', 'delivered', 'rejected', 'failed', 'lapsed')`,
    ),
    check('food_orders_mode', sql`${table.mode} in ('takeaway', 'delivery', 'catering')`),
    check(
      'food_orders_totals',
      sql`${table.subtotal} >= 0 and ${table.deliveryFee} >= 0 and ${table.total} = ${table.subtotal} + ${table.deliveryFee} and ${table.payNow} between 1 and ${table.total}`,
    ),
    check(
      'food_orders_delivery_address',
      sql`(${table.mode} = 'delivery') = (${table.deliveryStreet} is not null)`,
    ),
    check('food_orders_note_length', sql`char_length(${table.note}) <= 300`),
  ],
);

export type OrderLineChoice = { name: string; priceDelta: number };

/** A line of a food order: an item (or a catering package per guest), names and prices copied. */
export const foodOrderLines = pgTable(
  'food_order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => foodOrders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['item', 'package'] }).notNull(),
    /** What it was made from, while that row exists; the copies below are what counts. */
    itemId: integer('item_id').references(() => orderingItems.id, { onDelete: 'set null' }),
    packageId: integer('package_id').references(() => cateringPackages.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    choices: jsonb('choices').$type<OrderLineChoice[]>().notNull().default([]),
    quantity: integer('quantity').notNull(),
    /** The item's price plus its choices' (a package's price per guest). */
    unitPrice: integer('unit_price').notNull(),
    lineTotal: integer('line_total').notNull(),
    note: text('note').notNull().default(''),
  },
  (table) => [
    index('food_order_lines_order_idx').on(table.orderId, table.position),
    check('food_order_lines_kind', sql`${table.kind} in ('item', 'package')`),
    check(
      'food_order_lines_amounts',
      sql`${table.quantity} > 0 and ${table.unitPrice} >= 0 and ${table.lineTotal} = ${table.unitPrice} * ${table.quantity}`,
    ),
  ],
);

export const bookingStatuses = [
  'held',
  'confirmed',
  'waitlisted',
  'cancelled',
  'expired',
  'no_show',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
export const seatingStates = ['expected', 'arrived', 'seated', 'finished'] as const;
export type SeatingState = (typeof seatingStates)[number];
/**
 * What a bookings row is: a diner's or phone booking, a walk-in party the staff seated at the
 * door, or a block (tables the staff closed for a period: it occupies them like a booking, so
 * the exclusion constraint and the availability engine treat it the same, with no guests).
 */
export const bookingKinds = ['booking', 'walk_in', 'block'] as const;
export type BookingKind = (typeof bookingKinds)[number];

export const bookings = pgTable(
  'bookings',
  {
    /** The confirmation number diners see. */
    id: serial('id').primaryKey(),
    /** The capability for completing, viewing and cancelling: random, never derived from id. */
    guid: uuid('guid').notNull().unique().defaultRandom(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => events.id),
    eventOccurrenceId: integer('event_occurrence_id').references(() => eventOccurrences.id),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    guests: integer('guests').notNull(),
    status: text('status', { enum: bookingStatuses }).notNull(),
    isWaitingList: boolean('is_waiting_list').notNull().default(false),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** BookingSource: Admin 1, Web 2, App 3, Other 4, Portal 5. */
    source: integer('source').notNull(),
    userId: uuid('user_id').references(() => users.id),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    phone: text('phone'),
    phoneRegion: text('phone_region'),
    specialRequest: text('special_request'),
    allowDineoutEmails: boolean('allow_dineout_emails').notNull().default(false),
    allowRestaurantEmails: boolean('allow_restaurant_emails').notNull().default(false),
    referrerCode: text('referrer_code'),
    /** The diner's language when they completed the booking; every message to them uses it. */
    language: text('language'),
    idempotencyKey: text('idempotency_key'),
    /**
     * Who asked for a hold, for the cap on live holds per client: a keyed hash of the client's
     * address (the address itself is never stored).
     */
    clientKey: text('client_key'),
    ...timestamps,
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * A confirmed booking's evening, as the staff mark it: expected until the party arrives, then
     * seated, then finished. The diner's pages see none of it (the booking stays confirmed).
     */
    seating: text('seating', { enum: seatingStates }).notNull().default('expected'),
    /** Why the restaurant cancelled, quoted in the diner's e-mail; null when the diner did. */
    cancelReason: text('cancel_reason'),
    kind: text('kind', { enum: bookingKinds }).notNull().default('booking'),
    /** The staff's note (a block's reason); never shown to the diner. */
    internalNote: text('internal_note'),
  },
  (table) => [
    index('bookings_restaurant_start_idx').on(table.restaurantId, table.startAt),
    index('bookings_event_occurrence_idx').on(table.eventOccurrenceId),
    uniqueIndex('bookings_user_idempotency_idx')
      .on(table.userId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    // A user's bookings: the cap on live holds, and deleting a lapsed anonymous user.
    index('bookings_user_idx').on(table.userId),
    // A diner's earlier visits to the restaurant, counted on the guest list for every entry.
    index('bookings_restaurant_email_idx').on(table.restaurantId, sql`lower(${table.email})`),
    index('bookings_restaurant_user_idx').on(table.restaurantId, table.userId),
    index('bookings_held_client_idx')
      .on(table.clientKey)
      .where(sql`${table.status} = 'held'`),
    // Visits that have ended, for the survey invitations' scan (survey-invitations.ts).
    index('bookings_visit_end_idx')
      .on(table.endAt)
      .where(sql`${table.status} = 'confirmed'`),
    check(
      'bookings_seating',
      sql`${table.seating} in ('expected', 'arrived', 'seated', 'finished')`,
    ),
    check('bookings_kind', sql`${table.kind} in ('booking', 'walk_in', 'block')`),
  ],
);

/**
 * Who moved a booking on the guest list, when, and from what to what (guest statuses), with the
 * reason of a cancellation: the restaurant's record of its evening.
 */
export const bookingStatusChanges = pgTable(
  'booking_status_changes',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('booking_status_changes_booking_idx').on(table.bookingId)],
);

export const bookingMenus = pgTable(
  'booking_menus',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.bookingId, table.menuId] })],
);

/**
 * Which tables a booking occupies and when. The exclusion constraint `booking_tables_no_overlap`
 * (custom migration: table_id WITH =, period WITH &&) makes a double booking impossible; rows are
 * deleted when a booking is cancelled or its hold expires.
 */
export const bookingTables = pgTable(
  'booking_tables',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    tableId: integer('table_id')
      .notNull()
      .references(() => tables.id, { onDelete: 'cascade' }),
    period: tstzrange('period').notNull(),
  },
  // No btree index on table_id alone: the exclusion constraint's GiST index (table_id, period)
  // serves every lookup by table (migration 0005, ADR 011).
  (table) => [primaryKey({ columns: [table.bookingId, table.tableId] })],
);

/**
 * Every change a diner made to a booking's time or party: the record a retried change finds by
 * its idempotency key, and the count that numbers the booking's calendar updates.
 */
export const bookingChanges = pgTable(
  'booking_changes',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key'),
    fromStartAt: timestamp('from_start_at', { withTimezone: true }).notNull(),
    toStartAt: timestamp('to_start_at', { withTimezone: true }).notNull(),
    fromGuests: integer('from_guests').notNull(),
    toGuests: integer('to_guests').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('booking_changes_key_idx')
      .on(table.bookingId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    index('booking_changes_booking_idx').on(table.bookingId),
  ],
);

/**
 * A gift card: one row is the purchase (the order the buyer pays for, keyed by `order_guid`) and,
 * once paid, the card itself (docs/decisions/032-gift-cards.md). The code is drawn when the order
 * is made but only works once the order is paid; `balance` always equals the sum of the card's
 * ledger rows, both changed in one transaction under the card's row lock.
 */
export const giftCardStatuses = ['pending', 'paid', 'failed'] as const;
export type GiftCardStatus = (typeof giftCardStatuses)[number];

export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    /** The buyer's key to the order (its receipt page and the payment hub's room). */
    orderGuid: uuid('order_guid').notNull().unique().defaultRandom(),
    /** 16 letters of GIFT_CARD_ALPHABET, from crypto randomness; never logged. */
    code: text('code').notNull().unique(),
    status: text('status', { enum: giftCardStatuses }).notNull().default('pending'),
    /** Minor units of `currency`, as bought. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** Null: valid at any Dekka restaurant (taking its currency). */
    restaurantId: integer('restaurant_id').references(() => restaurants.id),
    /** What is left; 0 until the order is paid (the ledger's 'issued' row puts the amount on). */
    balance: integer('balance').notNull().default(0),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    /** The buyer's words to the recipient: plain text, shown as text. */
    message: text('message').notNull().default(''),
    /** The buyer's language: the e-mails and the PDF speak it. */
    language: text('language').notNull(),
    /** Null: e-mailed to the recipient when paid; a date: that morning, Iceland time. */
    deliverOn: date('deliver_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the order was paid and the card began to work. */
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    /** GIFT_CARD_VALIDITY_YEARS after the purchase. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the recipient's e-mail went out. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    check('gift_cards_code', sql`${table.code} ~ '^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{16}$'`),
    check('gift_cards_status', sql`${table.status} in ('pending', 'paid', 'failed')`),
    check('gift_cards_amount', sql`${table.amount} > 0`),
    check('gift_cards_balance', sql`${table.balance} between 0 and ${table.amount}`),
    check('gift_cards_message_length', sql`char_length(${table.message}) <= 500`),
  ],
);

export const giftCardLedgerKinds = ['issued', 'redeemed', 'refunded'] as const;
export type GiftCardLedgerKind = (typeof giftCardLedgerKinds)[number];

/**
 * Every movement of a gift card's money: issued when paid (+amount), redeemed at a restaurant or
 * toward a booking's prepayment (negative), refunded when such a part comes back (positive).
 * The sum of a card's rows is its balance. A part paid toward a booking (or a food order) carries
 * it and, when a card payment took the rest, that payment: the part goes back with that payment's
 * failure.
 */
export const giftCardLedger = pgTable(
  'gift_card_ledger',
  {
    id: serial('id').primaryKey(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: giftCardLedgerKinds }).notNull(),
    /** Minor units of the card's currency: positive for issued and refunded, negative redeemed. */
    amount: integer('amount').notNull(),
    /** Where it was redeemed or refunded; null for 'issued'. */
    restaurantId: integer('restaurant_id').references(() => restaurants.id, {
      onDelete: 'set null',
    }),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** A part paid toward a food order (docs/decisions/049-order-gift-cards.md). */
    foodOrderId: integer('food_order_id').references(() => foodOrders.id, {
      onDelete: 'set null',
    }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** The staff member who took it at the table. */
    staffUserId: uuid('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('gift_card_ledger_card_idx').on(table.giftCardId, table.id),
    index('gift_card_ledger_booking_idx')
      .on(table.bookingId)
      .where(sql`${table.bookingId} is not null`),
    index('gift_card_ledger_food_order_idx')
      .on(table.foodOrderId)
      .where(sql`${table.foodOrderId} is not null`),
    check(
      'gift_card_ledger_owner',
      sql`num_nonnulls(${table.bookingId}, ${table.foodOrderId}) <= 1`,
    ),
    check('gift_card_ledger_kind', sql`${table.kind} in ('issued', 'redeemed', 'refunded')`),
    check(
      'gift_card_ledger_sign',
      sql`(${table.kind} = 'redeemed' and ${table.amount} < 0) or (${table.kind} <> 'redeemed' and ${table.amount} > 0)`,
    ),
  ],
);

/**
 * A no_show_fee is charged by the staff, after a no-show, to a guarantee's kept card token; a
 * gift_card payment buys a gift card (its row names the gift card, not a booking).
 */
export const paymentKinds = [
  'prepayment',
  'no_show_guarantee',
  'no_show_fee',
  'gift_card',
  'food_order',
] as const;
export const paymentStatuses = [
  /** Sent to the provider; waiting for its answer or for the diner's 3-D Secure challenge. */
  'pending',
  /** Prepayment charged. */
  'captured',
  /** No-show guarantee: card verified, a provider token kept for a later charge. */
  'verified',
  'declined',
  /** Cancelled before the deadline: marked at cancel, refunded by the provider right after. */
  'refund_pending',
  'refunded',
  /** Approved too late (hold gone, booking cancelled): the provider was told to give it back. */
  'voided',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * One payment attempt for a booking, a gift card order or a food order (exactly one of them). Only the
 * card's brand and last four digits are kept; the number and CVC go to the provider and nowhere
 * else (no column here can hold them).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    giftCardId: integer('gift_card_id').references(() => giftCards.id, { onDelete: 'cascade' }),
    foodOrderId: integer('food_order_id').references(() => foodOrders.id, { onDelete: 'cascade' }),
    /** Which implementation took it ('sandbox' until real adapters exist). */
    provider: text('provider').notNull(),
    /** PaymentProviderType as the client sees it: Borgun 1, Valitor 2, Aur 3, Nets 4. */
    providerType: integer('provider_type').notNull(),
    kind: text('kind', { enum: paymentKinds }).notNull(),
    status: text('status', { enum: paymentStatuses }).notNull(),
    /** Minor units of `currency` (ISK 0 decimals; EUR, NOK, DKK 2). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** The provider's id for this payment; the callback finds the payment by it. */
    providerReference: text('provider_reference').unique(),
    /** Opaque provider token for charging a no-show fee later; not a card number. */
    providerToken: text('provider_token'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    failureReason: text('failure_reason'),
    /** The staff member who charged a no-show fee. */
    chargedBy: uuid('charged_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('payments_booking_idx').on(table.bookingId),
    index('payments_gift_card_idx')
      .on(table.giftCardId)
      .where(sql`${table.giftCardId} is not null`),
    index('payments_food_order_idx')
      .on(table.foodOrderId)
      .where(sql`${table.foodOrderId} is not null`),
    check(
      'payments_owner',
      sql`num_nonnulls(${table.bookingId}, ${table.giftCardId}, ${table.foodOrderId}) = 1`,
    ),
    // A no-show fee is charged once: a second attempt waits for a declined first one.
    uniqueIndex('payments_no_show_fee_once')
      .on(table.bookingId)
      .where(sql`${table.kind} = 'no_show_fee' and ${table.status} in ('pending', 'captured')`),
    check(
      'payments_card_last4',
      sql`${table.cardLast4} is null or ${table.cardLast4} ~ '^[0-9]{4}$'`,
    ),
  ],
);

/**
 * The hub's outbox: every payment outcome is written here before it is sent, and a client that
 * connects or reconnects gets the latest row for its guid. One outcome event per payment.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    guid: uuid('guid').notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    /** NotificationType: PaymentEvent 5 on success, Warning 4 on failure. */
    type: integer('type').notNull(),
    title: text('title').notNull(),
    sentDate: timestamp('sent_date', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('payment_events_guid_sent_idx').on(table.guid, table.sentDate),
    uniqueIndex('payment_events_payment_idx').on(table.paymentId),
  ],
);

/**
 * The sandbox gateway's own books, standing in for the provider's side: its transactions (and
 * the outcome a test card decides) and a ledger with one row per money movement, so a test can
 * count charges. A real provider keeps these on its servers; we never read them for domain logic.
 */
export const sandboxTransactions = pgTable('sandbox_transactions', {
  reference: text('reference').primaryKey(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  capture: boolean('capture').notNull(),
  /** What happens after an approved challenge: the test card decides. */
  afterChallenge: text('after_challenge', { enum: ['approve', 'decline'] }).notNull(),
  status: text('status', {
    enum: ['challenge', 'approved', 'captured', 'declined', 'refunded', 'voided'],
  }).notNull(),
  merchantName: text('merchant_name').notNull(),
  /** Null until the diner types the card into a hosted checkout (external payment form). */
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  token: text('token'),
  declineReason: text('decline_reason'),
  embedded: boolean('embedded').notNull().default(false),
  createdAt: timestamps.createdAt,
});

export const sandboxLedger = pgTable('sandbox_ledger', {
  id: serial('id').primaryKey(),
  reference: text('reference')
    .notNull()
    .references(() => sandboxTransactions.reference, { onDelete: 'cascade' }),
  entry: text('entry', { enum: ['capture', 'verify', 'refund', 'void'] }).notNull(),
  amount: integer('amount').notNull(),
  createdAt: timestamps.createdAt,
});

export const bookingMessageKinds = [
  'booking_confirmed',
  'waiting_list_added',
  'booking_cancelled',
  'waiting_list_removed',
  'payment_receipt',
  'booking_changed',
  'booking_reminder',
  'no_show_fee_receipt',
  'payment_link',
  'survey_invitation',
] as const;
export type BookingMessageKind = (typeof bookingMessageKinds)[number];

/** The gift card in the recipient's inbox (with its PDF), and the buyer's receipt. */
export const giftCardMessageKinds = ['gift_card_delivery', 'gift_card_receipt'] as const;
export type GiftCardMessageKind = (typeof giftCardMessageKinds)[number];

/**
 * A food order's e-mails (docs/decisions/048-order-messages.md): the receipt when it is paid, and
 * one per kitchen move the diner needs to know of.
 */
export const orderMessageKinds = [
  'order_receipt',
  'order_accepted',
  'order_ready',
  'order_out_for_delivery',
  'order_rejected',
] as const;
export type OrderMessageKind = (typeof orderMessageKinds)[number];

export const messageKinds = [
  ...bookingMessageKinds,
  ...giftCardMessageKinds,
  ...orderMessageKinds,
] as const;
export type MessageKind = (typeof messageKinds)[number];

export const messageStatuses = ['pending', 'sent', 'failed', 'skipped'] as const;

/**
 * The message outbox: a row is written in the same transaction as the change that causes the
 * message, and the mail sender delivers it afterwards (ADR 016). It holds a reference to the
 * booking (or to the gift card or the food order, for their messages: exactly one), never the
 * diner's contact details or the message body: those are read and rendered when the message is
 * sent.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    /** One message per key, ever: a retried change cannot queue a second copy. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    kind: text('kind', { enum: messageKinds }).notNull(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    giftCardId: integer('gift_card_id').references(() => giftCards.id, { onDelete: 'cascade' }),
    foodOrderId: integer('food_order_id').references(() => foodOrders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: messageStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt may start. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** While a sender works on the message; a sender that dies lets it lapse and another retries. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** The SMTP server's or renderer's error of the last failed attempt (no message content). */
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    index('outbox_messages_due_idx')
      .on(table.runAt)
      .where(sql`${table.status} = 'pending'`),
    index('outbox_messages_booking_idx').on(table.bookingId),
    index('outbox_messages_gift_card_idx')
      .on(table.giftCardId)
      .where(sql`${table.giftCardId} is not null`),
    index('outbox_messages_food_order_idx')
      .on(table.foodOrderId)
      .where(sql`${table.foodOrderId} is not null`),
    check(
      'outbox_messages_subject',
      sql`num_nonnulls(${table.bookingId}, ${table.giftCardId}, ${table.foodOrderId}) = 1`,
    ),
  ],
);

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
