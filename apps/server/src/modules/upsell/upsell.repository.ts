import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { events, floorPlans, menuFloorPlans, menus, restaurants } from '../../db/schema.ts';
import { visibleToDiners } from '../restaurants/diner-visible.ts';

export type MenuRow = typeof menus.$inferSelect & { floorPlanIds: number[] };

export function createUpsellRepository(db: AppDatabase) {
  return {
    async restaurant(restaurantId: number) {
      const [row] = await db
        .select({
          name: restaurants.name,
          currency: restaurants.currency,
          locale: restaurants.locale,
          timeZone: restaurants.timeZone,
          onlineMenuMandatory: restaurants.onlineMenuMandatory,
        })
        .from(restaurants)
        .where(and(eq(restaurants.id, restaurantId), visibleToDiners))
        .limit(1);
      return row;
    },

    async eventExists(restaurantId: number, eventId: number): Promise<boolean> {
      const rows = await db
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.id, eventId), eq(events.restaurantId, restaurantId)))
        .limit(1);
      return rows.length > 0;
    },

    async floorPlans(restaurantId: number) {
      return db
        .select({ id: floorPlans.id, name: floorPlans.name, translations: floorPlans.translations })
        .from(floorPlans)
        .where(eq(floorPlans.restaurantId, restaurantId))
        .orderBy(asc(floorPlans.id));
    },

    /** The restaurant's offered menus (is_available) with the floor plans each is served on. */
    async offeredMenus(restaurantId: number): Promise<MenuRow[]> {
      const rows = await db
        .select()
        .from(menus)
        .where(and(eq(menus.restaurantId, restaurantId), eq(menus.isAvailable, true)))
        .orderBy(asc(menus.id));
      if (rows.length === 0) return [];
      const links = await db
        .select()
        .from(menuFloorPlans)
        .where(
          inArray(
            menuFloorPlans.menuId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(menuFloorPlans.floorPlanId));
      return rows.map((row) => ({
        ...row,
        floorPlanIds: links.filter((link) => link.menuId === row.id).map((l) => l.floorPlanId),
      }));
    },
  };
}
