import { and, eq, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDatabase } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { identityOf, requireAccount } from '../../plugins/auth.ts';

/**
 * Dekka's administrators (docs/decisions/043-joining-dekka.md): a platform role on the account,
 * `users.platform_role = 'administrator'`, that decides restaurants' applications. ADMIN_EMAILS
 * is the whole list: it is applied at every start (syncAdministrators), and nothing else gives
 * or takes the role. Administrators sign in with the e-mail code like everyone else.
 */
export type AdministratorsRepository = ReturnType<typeof createAdministratorsRepository>;

export function createAdministratorsRepository(db: AppDatabase) {
  return {
    /** Read on every call (one primary-key lookup), so a role taken away ends at once. */
    async isAdministrator(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.platformRole, 'administrator')))
        .limit(1);
      return row !== undefined;
    },
  };
}

/**
 * Makes the listed addresses administrators and nobody else, in one transaction: an address
 * without an account gets one (signing in with the code then verifies it), an administrator whose
 * address is no longer listed loses the role. Idempotent, and safe when several instances start
 * at once (the same rows end the same). Returns how many administrators there are.
 */
export async function syncAdministrators(
  db: AppDatabase,
  emails: readonly string[],
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    for (const email of emails) {
      await tx
        .insert(users)
        .values({
          isAnonymous: false,
          email,
          platformRole: 'administrator',
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: users.email,
          set: { platformRole: 'administrator', updatedAt: now },
          setWhere: sql`${users.platformRole} is distinct from 'administrator'`,
        });
    }
    await tx
      .update(users)
      .set({ platformRole: null, updatedAt: now })
      .where(
        and(
          eq(users.platformRole, 'administrator'),
          emails.length > 0
            ? or(isNull(users.email), notInArray(users.email, [...emails]))
            : undefined,
        ),
      );
    return emails.length;
  });
}

/**
 * The preHandlers of an administrators' route: 401 to anyone not signed in, 403 to every other
 * account. The role is read from the database on each call, like a staff member's.
 */
export function administratorsOnly(administrators: AdministratorsRepository) {
  return [
    requireAccount,
    async (request: FastifyRequest) => {
      if (!(await administrators.isAdministrator(identityOf(request).userId))) {
        throw new AppError('forbidden', 403, 'Only Dekka administrators may do this');
      }
    },
  ];
}
