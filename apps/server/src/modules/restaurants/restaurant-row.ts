import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { restaurants } from '../../db/schema.ts';

export type RestaurantRow = typeof restaurants.$inferSelect;

/**
 * A restaurant's whole row, published or not: the booking use cases (the diner's own booking,
 * the staff's guest list) read its time zone, booking rules and payment rule from it.
 */
export async function findRestaurant(
  db: AppDatabase,
  id: number,
): Promise<RestaurantRow | undefined> {
  const [row] = await db.select().from(restaurants).where(eq(restaurants.id, id)).limit(1);
  return row;
}
