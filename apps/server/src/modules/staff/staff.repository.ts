import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, gte, inArray, lt, ne, sum } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import {
  bookings,
  restaurants,
  staffInvitations,
  staffMembers,
  staffOrganizations,
  users,
  type StaffRole,
} from '../../db/schema.ts';

export type StaffRepository = ReturnType<typeof createStaffRepository>;

export function createStaffRepository(db: AppDatabase) {
  return {
    /** The person's role at the restaurant, or null when they are not on its staff. */
    async roleAt(userId: string, restaurantId: number): Promise<StaffRole | null> {
      const [row] = await db
        .select({ role: staffMembers.role })
        .from(staffMembers)
        .innerJoin(staffOrganizations, eq(staffOrganizations.id, staffMembers.organizationId))
        .where(
          and(eq(staffMembers.userId, userId), eq(staffOrganizations.restaurantId, restaurantId)),
        )
        .limit(1);
      return row?.role ?? null;
    },

    /** The same, for the restaurant with `slug` (the survey reply's address names the slug). */
    async roleAtSlug(userId: string, slug: string): Promise<StaffRole | null> {
      const [row] = await db
        .select({ role: staffMembers.role })
        .from(staffMembers)
        .innerJoin(staffOrganizations, eq(staffOrganizations.id, staffMembers.organizationId))
        .innerJoin(restaurants, eq(restaurants.id, staffOrganizations.restaurantId))
        .where(and(eq(staffMembers.userId, userId), eq(restaurants.slug, slug)))
        .limit(1);
      return row?.role ?? null;
    },

    async restaurantsOf(userId: string) {
      return db
        .select({
          restaurantId: restaurants.id,
          slug: restaurants.slug,
          name: restaurants.name,
          role: staffMembers.role,
        })
        .from(staffMembers)
        .innerJoin(staffOrganizations, eq(staffOrganizations.id, staffMembers.organizationId))
        .innerJoin(restaurants, eq(restaurants.id, staffOrganizations.restaurantId))
        .where(eq(staffMembers.userId, userId))
        .orderBy(asc(restaurants.name));
    },

    async restaurant(restaurantId: number) {
      const [row] = await db
        .select({
          id: restaurants.id,
          slug: restaurants.slug,
          name: restaurants.name,
          timeZone: restaurants.timeZone,
          organizationId: staffOrganizations.id,
        })
        .from(restaurants)
        .leftJoin(staffOrganizations, eq(staffOrganizations.restaurantId, restaurants.id))
        .where(eq(restaurants.id, restaurantId))
        .limit(1);
      return row;
    },

    /** Bookings and covers starting in [from, to), and waiting-list entries, by status; blocks are not bookings. */
    async dayCounts(restaurantId: number, from: Date, to: Date) {
      return db
        .select({ status: bookings.status, bookings: count(), covers: sum(bookings.guests) })
        .from(bookings)
        .where(
          and(
            eq(bookings.restaurantId, restaurantId),
            gte(bookings.startAt, from),
            lt(bookings.startAt, to),
            inArray(bookings.status, ['confirmed', 'waitlisted']),
            ne(bookings.kind, 'block'),
          ),
        )
        .groupBy(bookings.status);
    },

    async members(organizationId: string) {
      return db
        .select({
          userId: staffMembers.userId,
          email: users.email,
          name: users.name,
          role: staffMembers.role,
          since: staffMembers.createdAt,
        })
        .from(staffMembers)
        .innerJoin(users, eq(users.id, staffMembers.userId))
        .where(eq(staffMembers.organizationId, organizationId))
        .orderBy(asc(staffMembers.createdAt));
    },

    async pendingInvitations(organizationId: string, now: Date) {
      return db
        .select({
          id: staffInvitations.id,
          email: staffInvitations.email,
          role: staffInvitations.role,
          expiresAt: staffInvitations.expiresAt,
        })
        .from(staffInvitations)
        .where(
          and(
            eq(staffInvitations.organizationId, organizationId),
            eq(staffInvitations.status, 'pending'),
            gte(staffInvitations.expiresAt, now),
          ),
        )
        .orderBy(asc(staffInvitations.createdAt));
    },

    async invitation(invitationId: string) {
      const [row] = await db
        .select({
          id: staffInvitations.id,
          email: staffInvitations.email,
          role: staffInvitations.role,
          status: staffInvitations.status,
          expiresAt: staffInvitations.expiresAt,
          organizationId: staffInvitations.organizationId,
          restaurantId: staffOrganizations.restaurantId,
          restaurantName: restaurants.name,
          restaurantSlug: restaurants.slug,
        })
        .from(staffInvitations)
        .innerJoin(staffOrganizations, eq(staffOrganizations.id, staffInvitations.organizationId))
        .innerJoin(restaurants, eq(restaurants.id, staffOrganizations.restaurantId))
        .where(eq(staffInvitations.id, invitationId))
        .limit(1);
      return row;
    },

    /**
     * Writes an invitation row as the account library writes one (id, pending, the library's
     * week on the wall clock), for an invitation no owner's session can make: the first owner of
     * a restaurant Dekka itself created (an approved application, ADR 043). Accepting it is the
     * library's own acceptance, like every other invitation.
     */
    async addInvitation(invitation: {
      organizationId: string;
      email: string;
      role: StaffRole;
      inviterId: string;
      now: Date;
      lifetimeS: number;
    }) {
      const [row] = await db
        .insert(staffInvitations)
        .values({
          id: randomUUID(),
          organizationId: invitation.organizationId,
          email: invitation.email.toLowerCase(),
          role: invitation.role,
          status: 'pending',
          expiresAt: new Date(invitation.now.getTime() + invitation.lifetimeS * 1000),
          inviterId: invitation.inviterId,
          createdAt: invitation.now,
        })
        .returning({ id: staffInvitations.id, email: staffInvitations.email });
      if (!row) throw new Error('insert into staff_invitations returned no row');
      return row;
    },

    async memberId(organizationId: string, userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: staffMembers.id })
        .from(staffMembers)
        .where(
          and(eq(staffMembers.organizationId, organizationId), eq(staffMembers.userId, userId)),
        )
        .limit(1);
      return row?.id;
    },
  };
}
