import { randomUUID } from 'node:crypto';
import type { AppDatabase } from '../../src/db/client.ts';
import { users } from '../../src/db/schema.ts';

type NewUser = typeof users.$inferInsert;

/** A signed-in (non-anonymous) user with a unique e-mail, so runs can share a database. */
export function buildUser(overrides: Partial<NewUser> = {}): NewUser {
  return { isAnonymous: false, email: `diner-${randomUUID()}@example.com`, ...overrides };
}

export async function createUser(db: AppDatabase, overrides: Partial<NewUser> = {}) {
  const [user] = await db.insert(users).values(buildUser(overrides)).returning();
  if (!user) throw new Error('insert into users returned no row');
  return user;
}
