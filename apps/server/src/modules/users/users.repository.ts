import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

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
  };
}
