import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../src/db/client.ts';
import { restaurants } from '../../src/db/schema.ts';
import { buildDemoTrees } from './build.ts';
import { insertTrees } from './insert.ts';
import { seedDemoVisits } from './visits.ts';

/** Any constant other Dekka locks do not use; it serialises concurrent first starts. */
const DEMO_SEED_LOCK_KEY = 4_711_202_502;

/**
 * Inserts the demo restaurants when there are none, in one transaction. Several instances
 * starting at once on an empty PostgreSQL queue on the advisory lock; the later ones then find
 * restaurants and do nothing. Returns whether it inserted. The demo's past visits and their
 * surveys go in under the same lock, once (also into a demo seeded before they existed).
 */
export async function seedDemoRestaurants(db: AppDatabase, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK_KEY})`);
    const existing = await tx.select({ id: restaurants.id }).from(restaurants).limit(1);
    if (existing.length === 0) await insertTrees(tx, buildDemoTrees(now));
    await seedDemoVisits(tx, now);
    return existing.length === 0;
  });
}
