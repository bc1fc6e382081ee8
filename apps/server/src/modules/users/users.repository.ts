import type { CustomerDetails } from '@dekka/contracts/auth';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { bookings, restaurants, users } from '../../db/schema.ts';

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
        })
        .from(bookings)
        .innerJoin(restaurants, eq(restaurants.id, bookings.restaurantId))
        .where(and(eq(bookings.userId, userId), ne(bookings.status, 'expired')))
        .orderBy(asc(bookings.startAt));
    },
  };
}
