// People and their sign-in: users (anonymous and signed in), sessions, linked accounts, one-time codes and passkeys.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

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
