import type { Theme } from '@dekka/contracts/settings';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { restaurants } from '../../db/schema.ts';

/** The restaurant's theme colours: the `theme` column the embedded page reads (ADR 034). */
export function createLookRepository(db: AppDatabase) {
  return {
    /** The stored colours (empty when none); undefined when the restaurant does not exist. */
    async read(restaurantId: number): Promise<Partial<Theme> | undefined> {
      const [row] = await db
        .select({ theme: restaurants.theme })
        .from(restaurants)
        .where(eq(restaurants.id, restaurantId));
      return row ? (row.theme ?? {}) : undefined;
    },

    /** No colours at all is stored as null: the restaurant uses Dekka's. */
    async write(restaurantId: number, colours: Partial<Theme>): Promise<void> {
      const theme = Object.keys(colours).length > 0 ? colours : null;
      await db.update(restaurants).set({ theme }).where(eq(restaurants.id, restaurantId));
    },
  };
}
