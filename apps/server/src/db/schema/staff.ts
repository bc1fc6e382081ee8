// A restaurant's team: its organization, members, invitations and the audit log of their changes.
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './users.ts';
import { restaurants } from './restaurants.ts';

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
