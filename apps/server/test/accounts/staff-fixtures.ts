import { randomUUID } from 'node:crypto';
import type { AppDatabase } from '../../src/db/client.ts';
import { staffMembers, staffOrganizations, users, type StaffRole } from '../../src/db/schema.ts';

/** Puts the account of `email` (made if new) on the restaurant's staff in `role`; its user id. */
export async function addStaff(
  db: AppDatabase,
  restaurantId: number,
  role: StaffRole,
  email: string,
) {
  const [organization] = await db
    .insert(staffOrganizations)
    .values({ id: randomUUID(), restaurantId, name: 'Test', slug: `org-${randomUUID()}` })
    .onConflictDoUpdate({ target: staffOrganizations.restaurantId, set: { name: 'Test' } })
    .returning();
  const [user] = await db
    .insert(users)
    .values({ isAnonymous: false, email, emailVerified: true })
    .onConflictDoUpdate({ target: users.email, set: { emailVerified: true } })
    .returning();
  if (!organization || !user) throw new Error('no rows');
  await db
    .insert(staffMembers)
    .values({ id: randomUUID(), organizationId: organization.id, userId: user.id, role });
  return user.id;
}
