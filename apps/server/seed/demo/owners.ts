import { randomUUID } from 'node:crypto';
import { eq, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../../src/db/client.ts';
import { restaurants, staffMembers, staffOrganizations, users } from '../../src/db/schema.ts';

/** Where a demo restaurant's owner signs in: the code arrives as an .eml file or through SMTP. */
export function demoOwnerEmail(slug: string): string {
  return `owner.${slug}@demo.dekka.is`;
}

/**
 * Gives every restaurant that has no staff yet an organization and a demo owner, so someone
 * trying Dekka can sign in as a restaurant. Idempotent: restaurants with staff are left alone.
 */
export async function seedDemoOwners(db: AppDatabase, now: Date): Promise<void> {
  const withoutStaff = await db
    .select({ id: restaurants.id, slug: restaurants.slug, name: restaurants.name })
    .from(restaurants)
    .leftJoin(staffOrganizations, eq(staffOrganizations.restaurantId, restaurants.id))
    .where(isNull(staffOrganizations.id));
  for (const restaurant of withoutStaff) {
    await db.transaction(async (tx) => {
      const email = demoOwnerEmail(restaurant.slug);
      const [owner] = await tx
        .insert(users)
        .values({
          isAnonymous: false,
          email,
          emailVerified: true,
          name: `${restaurant.name} owner`,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({ target: users.email, set: { updatedAt: now } })
        .returning({ id: users.id });
      if (!owner) throw new Error('insert into users returned no row');
      const [organization] = await tx
        .insert(staffOrganizations)
        .values({
          id: randomUUID(),
          restaurantId: restaurant.id,
          name: restaurant.name,
          slug: restaurant.slug,
          createdAt: now,
        })
        // Another instance starting at the same moment got there first: its owner stands.
        .onConflictDoNothing()
        .returning({ id: staffOrganizations.id });
      if (!organization) return;
      const organizationId = organization.id;
      await tx.insert(staffMembers).values({
        id: randomUUID(),
        organizationId,
        userId: owner.id,
        role: 'owner',
        createdAt: now,
      });
    });
  }
}
