import type { CustomerDetails } from '@dekka/contracts/auth';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../../db/client.ts';
import {
  authPasskeys,
  bookings,
  outboxMessages,
  restaurants,
  staffMembers,
  staffOrganizations,
  surveys,
  users,
} from '../../db/schema.ts';

export type User = typeof users.$inferSelect;
export type UsersRepository = ReturnType<typeof createUsersRepository>;

export function createUsersRepository(db: AppDatabase) {
  return {
    async createAnonymous(now: Date): Promise<User> {
      const [user] = await db
        .insert(users)
        .values({ isAnonymous: true, createdAt: now, updatedAt: now })
        .returning();
      if (!user) throw new Error('insert into users returned no row');
      return user;
    },

    async findById(id: string): Promise<User | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return user;
    },

    async saveDetails(id: string, details: CustomerDetails, now: Date): Promise<User | undefined> {
      const [user] = await db
        .update(users)
        .set({ ...details, updatedAt: now })
        .where(and(eq(users.id, id), eq(users.isAnonymous, false)))
        .returning();
      return user;
    },

    /**
     * An anonymous identity's bookings (holds, waiting-list entries, confirmed bookings) become
     * the account's. The anonymous identity is left without bookings, and the clean-up job deletes
     * it once it lapses.
     */
    async moveBookings(fromUserId: string, toUserId: string): Promise<number> {
      const moved = await db
        .update(bookings)
        .set({ userId: toUserId })
        .where(eq(bookings.userId, fromUserId))
        .returning({ id: bookings.id });
      return moved.length;
    },

    /** Every booking of the user but lapsed holds, soonest first, with its restaurant. */
    async listBookings(userId: string) {
      return db
        .select({
          id: bookings.id,
          guid: bookings.guid,
          startAt: bookings.startAt,
          endAt: bookings.endAt,
          guests: bookings.guests,
          status: bookings.status,
          isWaitingList: bookings.isWaitingList,
          restaurantName: restaurants.name,
          restaurantSlug: restaurants.slug,
          timeZone: restaurants.timeZone,
          firstName: bookings.firstName,
          lastName: bookings.lastName,
          email: bookings.email,
          phone: bookings.phone,
          specialRequest: bookings.specialRequest,
          allowDineoutEmails: bookings.allowDineoutEmails,
          allowRestaurantEmails: bookings.allowRestaurantEmails,
          createdAt: bookings.createdAt,
        })
        .from(bookings)
        .innerJoin(restaurants, eq(restaurants.id, bookings.restaurantId))
        .where(and(eq(bookings.userId, userId), ne(bookings.status, 'expired')))
        .orderBy(asc(bookings.startAt));
    },

    async staffRoles(userId: string) {
      return db
        .select({ restaurantName: restaurants.name, role: staffMembers.role })
        .from(staffMembers)
        .innerJoin(staffOrganizations, eq(staffOrganizations.id, staffMembers.organizationId))
        .innerJoin(restaurants, eq(restaurants.id, staffOrganizations.restaurantId))
        .where(eq(staffMembers.userId, userId));
    },

    /** The account's passkeys as its data download lists them (never the keys themselves). */
    async passkeys(userId: string) {
      const rows = await db
        .select({
          name: authPasskeys.name,
          createdAt: authPasskeys.createdAt,
          lastUsedAt: authPasskeys.lastUsedAt,
        })
        .from(authPasskeys)
        .where(eq(authPasskeys.userId, userId))
        .orderBy(asc(authPasskeys.createdAt));
      return rows.map((row) => ({
        name: row.name,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      }));
    },

    /**
     * Deletes the account as the terms say: its bookings stay with their restaurants, with the
     * personal fields erased and messages still queued about them skipped; sessions, sign-in
     * methods and staff memberships go with the user row. Refused (false) while the person is a
     * restaurant's only owner, so no restaurant is left without one.
     */
    async deleteAccount(userId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const otherOwner = alias(staffMembers, 'other_owner');
        const [soleOwner] = await tx
          .select({ organizationId: staffMembers.organizationId })
          .from(staffMembers)
          .leftJoin(
            otherOwner,
            and(
              eq(otherOwner.organizationId, staffMembers.organizationId),
              eq(otherOwner.role, 'owner'),
              ne(otherOwner.userId, userId),
            ),
          )
          .where(
            and(
              eq(staffMembers.userId, userId),
              eq(staffMembers.role, 'owner'),
              isNull(otherOwner.id),
            ),
          )
          .limit(1);
        if (soleOwner) return false;
        const erased = await tx
          .update(bookings)
          .set({
            userId: null,
            firstName: null,
            lastName: null,
            email: null,
            phone: null,
            phoneRegion: null,
            specialRequest: null,
            referrerCode: null,
          })
          .where(eq(bookings.userId, userId))
          .returning({ id: bookings.id });
        if (erased.length > 0) {
          // A published rating stays, but no longer names the diner or quotes them.
          await tx
            .update(surveys)
            .set({ firstName: null, comment: null })
            .where(
              inArray(
                surveys.bookingId,
                erased.map((row) => row.id),
              ),
            );
          await tx
            .update(outboxMessages)
            .set({ status: 'skipped', lastError: 'the account was deleted' })
            .where(
              and(
                inArray(
                  outboxMessages.bookingId,
                  erased.map((row) => row.id),
                ),
                eq(outboxMessages.status, 'pending'),
              ),
            );
        }
        await tx.delete(users).where(eq(users.id, userId));
        return true;
      });
    },
  };
}
