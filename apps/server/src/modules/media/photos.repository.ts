import type { PhotoKind } from '@dekka/contracts/restaurant-photos';
import { and, asc, eq, getTableColumns, inArray, max, ne, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { restaurantPhotos, restaurants } from '../../db/schema.ts';

export type PhotoRow = typeof restaurantPhotos.$inferSelect;

/** The restaurant_photos rows (migration 0023): one cover, one logo, the gallery in order. */
export function createPhotosRepository(db: AppDatabase) {
  const ofRestaurant = (restaurantId: number) => eq(restaurantPhotos.restaurantId, restaurantId);
  return {
    async list(restaurantId: number): Promise<PhotoRow[]> {
      return db
        .select()
        .from(restaurantPhotos)
        .where(ofRestaurant(restaurantId))
        .orderBy(asc(restaurantPhotos.position), asc(restaurantPhotos.id));
    },

    /**
     * Every photo of these restaurants (but the gallery's, when `withGallery` is false), each
     * with its restaurant's locale: the language its alt text falls back to.
     */
    async ofRestaurants(
      restaurantIds: readonly number[],
      withGallery: boolean,
    ): Promise<(PhotoRow & { locale: string })[]> {
      if (restaurantIds.length === 0) return [];
      return db
        .select({ ...getTableColumns(restaurantPhotos), locale: restaurants.locale })
        .from(restaurantPhotos)
        .innerJoin(restaurants, eq(restaurants.id, restaurantPhotos.restaurantId))
        .where(
          and(
            inArray(restaurantPhotos.restaurantId, [...restaurantIds]),
            withGallery ? undefined : ne(restaurantPhotos.kind, 'gallery'),
          ),
        )
        .orderBy(asc(restaurantPhotos.position), asc(restaurantPhotos.id));
    },

    async find(restaurantId: number, photoId: number): Promise<PhotoRow | undefined> {
      const [row] = await db
        .select()
        .from(restaurantPhotos)
        .where(and(ofRestaurant(restaurantId), eq(restaurantPhotos.id, photoId)));
      return row;
    },

    /**
     * One of the restaurant's gallery photos, held (key share) until the transaction ends, so
     * an item can name it without the photo going in between.
     */
    async heldGalleryPhoto(restaurantId: number, photoId: number): Promise<PhotoRow | undefined> {
      const [row] = await db
        .select()
        .from(restaurantPhotos)
        .where(
          and(
            ofRestaurant(restaurantId),
            eq(restaurantPhotos.id, photoId),
            eq(restaurantPhotos.kind, 'gallery'),
          ),
        )
        .for('key share');
      return row;
    },

    /** The gallery's size and the position after its last photo. */
    async galleryEnd(restaurantId: number): Promise<{ count: number; next: number }> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int`, last: max(restaurantPhotos.position) })
        .from(restaurantPhotos)
        .where(and(ofRestaurant(restaurantId), eq(restaurantPhotos.kind, 'gallery')));
      return { count: row?.count ?? 0, next: (row?.last ?? -1) + 1 };
    },

    async insert(row: typeof restaurantPhotos.$inferInsert): Promise<PhotoRow> {
      const [inserted] = await db.insert(restaurantPhotos).values(row).returning();
      if (!inserted) throw new Error('photo insert returned nothing');
      return inserted;
    },

    /** Removes the restaurant's cover or logo (there is at most one), returning it. */
    async removeKind(restaurantId: number, kind: Exclude<PhotoKind, 'gallery'>) {
      return db
        .delete(restaurantPhotos)
        .where(and(ofRestaurant(restaurantId), eq(restaurantPhotos.kind, kind)))
        .returning();
    },

    async remove(restaurantId: number, photoId: number): Promise<PhotoRow | undefined> {
      const [row] = await db
        .delete(restaurantPhotos)
        .where(and(ofRestaurant(restaurantId), eq(restaurantPhotos.id, photoId)))
        .returning();
      return row;
    },

    async setAlt(restaurantId: number, photoId: number, alt: Record<string, string>) {
      await db
        .update(restaurantPhotos)
        .set({ alt })
        .where(and(ofRestaurant(restaurantId), eq(restaurantPhotos.id, photoId)));
    },

    async setPosition(restaurantId: number, photoId: number, position: number) {
      await db
        .update(restaurantPhotos)
        .set({ position })
        .where(and(ofRestaurant(restaurantId), eq(restaurantPhotos.id, photoId)));
    },
  };
}
