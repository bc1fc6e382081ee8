import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { authPasskeyChallenges, authPasskeys, users } from '../../db/schema.ts';

export type PasskeyRow = typeof authPasskeys.$inferSelect;
export type NewPasskey = Pick<
  PasskeyRow,
  'userId' | 'credentialId' | 'publicKey' | 'counter' | 'transports' | 'backedUp' | 'name'
>;

export function createPasskeysRepository(db: AppDatabase) {
  return {
    /** Remembers a challenge until `expiresAt`, dropping those that ran out unanswered. */
    async saveChallenge(challenge: string, userId: string | null, now: Date, expiresAt: Date) {
      await db.delete(authPasskeyChallenges).where(lt(authPasskeyChallenges.expiresAt, now));
      await db.insert(authPasskeyChallenges).values({ challenge, userId, expiresAt });
    },

    /**
     * Uses up a live challenge issued to `userId` (null: a sign-in's). One statement deletes and
     * answers, so two answers racing for one challenge cannot both find it.
     */
    async takeChallenge(challenge: string, userId: string | null, now: Date): Promise<boolean> {
      const taken = await db
        .delete(authPasskeyChallenges)
        .where(
          and(
            eq(authPasskeyChallenges.challenge, challenge),
            userId === null
              ? isNull(authPasskeyChallenges.userId)
              : eq(authPasskeyChallenges.userId, userId),
            gt(authPasskeyChallenges.expiresAt, now),
          ),
        )
        .returning({ challenge: authPasskeyChallenges.challenge });
      return taken.length > 0;
    },

    async accountEmail(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row?.email ?? null;
    },

    async listFor(userId: string): Promise<PasskeyRow[]> {
      return db
        .select()
        .from(authPasskeys)
        .where(eq(authPasskeys.userId, userId))
        .orderBy(asc(authPasskeys.createdAt));
    },

    async findByCredential(credentialId: string): Promise<PasskeyRow | null> {
      const [row] = await db
        .select()
        .from(authPasskeys)
        .where(eq(authPasskeys.credentialId, credentialId))
        .limit(1);
      return row ?? null;
    },

    /** The new passkey, or null when that credential is registered already. */
    async add(passkey: NewPasskey): Promise<PasskeyRow | null> {
      const [row] = await db.insert(authPasskeys).values(passkey).onConflictDoNothing().returning();
      return row ?? null;
    },

    async recordUse(id: string, counter: number, usedAt: Date): Promise<void> {
      await db
        .update(authPasskeys)
        .set({ counter, lastUsedAt: usedAt, updatedAt: sql`now()` })
        .where(eq(authPasskeys.id, id));
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const removed = await db
        .delete(authPasskeys)
        .where(and(eq(authPasskeys.id, id), eq(authPasskeys.userId, userId)))
        .returning({ id: authPasskeys.id });
      return removed.length > 0;
    },
  };
}
