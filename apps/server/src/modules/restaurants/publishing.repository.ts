import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { openingHours, restaurants, tables } from '../../db/schema.ts';

/** Whether a restaurant is published, and whether it has what diners need to book it. */
export function createPublishingRepository(db: AppDatabase) {
  return {
    /**
     * The restaurant's flag, whether it has a weekly service, and whether it has a table diners
     * may book online; `lock` holds its row until the transaction ends, so two changes queue.
     */
    async state(restaurantId: number, lock = false) {
      const query = db
        .select({
          published: restaurants.published,
          // Written out with aliases: Drizzle leaves a one-table select's columns unqualified,
          // which inside these subqueries would name the subquery's own table.
          hasHours: sql<boolean>`exists (select 1 from ${openingHours} h
            where h.restaurant_id = ${sql.raw('"restaurants"."id"')})`,
          hasTables: sql<boolean>`exists (select 1 from ${tables} t
            where t.restaurant_id = ${sql.raw('"restaurants"."id"')} and t.bookable_online)`,
        })
        .from(restaurants)
        .where(eq(restaurants.id, restaurantId))
        .limit(1);
      const [row] = await (lock ? query.for('update') : query);
      return row;
    },

    async setPublished(restaurantId: number, published: boolean): Promise<void> {
      await db.update(restaurants).set({ published }).where(eq(restaurants.id, restaurantId));
    },
  };
}
