import type { PaymentCurrency } from '@dekka/contracts/restaurant-payments';
import type { DisplayCountry } from '@dekka/contracts/settings';
import { and, asc, countDistinct, eq, gt, inArray } from 'drizzle-orm';
import type { ContentTranslations } from '../../content-language.ts';
import type { AppDatabase } from '../../db/client.ts';
import {
  bookingMenus,
  bookings,
  floorPlans,
  menuFloorPlans,
  menus,
  restaurants,
} from '../../db/schema.ts';
import { occupiesAtSql } from '../booking-lifecycle/lifecycle-sql.ts';

/** What a change of menus or events reads of the restaurant itself. */
export type RestaurantFacts = {
  timeZone: string;
  currency: PaymentCurrency;
  country: DisplayCountry;
};

export type MenuRow = {
  id: number;
  eventId: number | null;
  name: string;
  shortDescription: string;
  description: string;
  price: number | null;
  paymentType: number;
  minGuests: number;
  maxGuests: number;
  isExclusive: boolean;
  isAvailable: boolean;
  availableFrom: string | null;
  availableTo: string | null;
  translations: ContentTranslations;
  /** Empty: offered in every floor plan. */
  floorPlanIds: number[];
};
export type MenuFields = Omit<MenuRow, 'id' | 'floorPlanIds'>;

const FACTS = {
  timeZone: restaurants.timeZone,
  currency: restaurants.currency,
  country: restaurants.country,
};

/** A booking a change may concern, as the conflict list needs it. */
export const BOOKING_FIELDS = {
  id: bookings.id,
  startAt: bookings.startAt,
  endAt: bookings.endAt,
  guests: bookings.guests,
  status: bookings.status,
  holdExpiresAt: bookings.holdExpiresAt,
  firstName: bookings.firstName,
  lastName: bookings.lastName,
  kind: bookings.kind,
};

/** Set menus and their floor plans, and the bookings that chose them. */
export function createMenusRepository(db: AppDatabase) {
  return {
    /**
     * Takes the restaurant's row for the change's transaction (`no key update`, which bookings,
     * taking only a key share, never wait for), so two changes of its menus and events run one
     * after the other; undefined when there is no such restaurant.
     */
    async lockRestaurant(restaurantId: number): Promise<RestaurantFacts | undefined> {
      const [row] = await db
        .select(FACTS)
        .from(restaurants)
        .where(eq(restaurants.id, restaurantId))
        .for('no key update');
      return row;
    },

    async restaurant(restaurantId: number): Promise<RestaurantFacts | undefined> {
      const [row] = await db
        .select(FACTS)
        .from(restaurants)
        .where(eq(restaurants.id, restaurantId));
      return row;
    },

    async floorPlans(restaurantId: number) {
      return db
        .select({ id: floorPlans.id, name: floorPlans.name })
        .from(floorPlans)
        .where(eq(floorPlans.restaurantId, restaurantId))
        .orderBy(asc(floorPlans.id));
    },

    /** Every menu of the restaurant, the events' too, in the order they were added. */
    async menus(restaurantId: number): Promise<MenuRow[]> {
      const rows = await db
        .select({
          id: menus.id,
          eventId: menus.eventId,
          name: menus.name,
          shortDescription: menus.shortDescription,
          description: menus.description,
          price: menus.price,
          paymentType: menus.paymentType,
          minGuests: menus.minGuests,
          maxGuests: menus.maxGuests,
          isExclusive: menus.isExclusive,
          isAvailable: menus.isAvailable,
          availableFrom: menus.availableFrom,
          availableTo: menus.availableTo,
          translations: menus.translations,
        })
        .from(menus)
        .where(eq(menus.restaurantId, restaurantId))
        .orderBy(asc(menus.id));
      if (rows.length === 0) return [];
      const links = await db
        .select({ menuId: menuFloorPlans.menuId, floorPlanId: menuFloorPlans.floorPlanId })
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

    async insertMenu(restaurantId: number, menu: MenuFields, floorPlanIds: readonly number[]) {
      const [row] = await db
        .insert(menus)
        .values({ restaurantId, ...menu })
        .returning({ id: menus.id });
      if (!row) throw new Error('menu not inserted');
      await this.setFloorPlans(row.id, floorPlanIds);
      return row.id;
    },

    async updateMenu(restaurantId: number, id: number, menu: Partial<MenuFields>) {
      await db
        .update(menus)
        .set(menu)
        .where(and(eq(menus.id, id), eq(menus.restaurantId, restaurantId)));
    },

    async setFloorPlans(menuId: number, floorPlanIds: readonly number[]) {
      await db.delete(menuFloorPlans).where(eq(menuFloorPlans.menuId, menuId));
      if (floorPlanIds.length === 0) return;
      await db
        .insert(menuFloorPlans)
        .values(floorPlanIds.map((floorPlanId) => ({ menuId, floorPlanId })));
    },

    /**
     * Locks the menu's row for the rest of the transaction. A booking choosing it holds a share
     * of the row until it commits, so after this `everBooked` sees every booking that will ever
     * have chosen it before the delete.
     */
    async lockMenu(restaurantId: number, id: number): Promise<void> {
      await db
        .select({ id: menus.id })
        .from(menus)
        .where(and(eq(menus.id, id), eq(menus.restaurantId, restaurantId)))
        .for('update');
    },

    /** Whether any booking (past or future, whatever its status) chose the menu. */
    async everBooked(menuId: number): Promise<boolean> {
      const rows = await db
        .select({ bookingId: bookingMenus.bookingId })
        .from(bookingMenus)
        .where(eq(bookingMenus.menuId, menuId))
        .limit(1);
      return rows.length > 0;
    },

    /** The restaurant's menus any booking ever chose. */
    async bookedMenuIds(restaurantId: number): Promise<Set<number>> {
      const rows = await db
        .selectDistinct({ menuId: bookingMenus.menuId })
        .from(bookingMenus)
        .innerJoin(menus, eq(menus.id, bookingMenus.menuId))
        .where(eq(menus.restaurantId, restaurantId));
      return new Set(rows.map((row) => row.menuId));
    },

    /** Per menu: confirmed bookings and live holds, not yet ended at `now`, that chose it. */
    async upcomingBookingsByMenu(restaurantId: number, now: Date): Promise<Map<number, number>> {
      const rows = await db
        .select({ menuId: bookingMenus.menuId, bookings: countDistinct(bookings.id) })
        .from(bookingMenus)
        .innerJoin(bookings, eq(bookings.id, bookingMenus.bookingId))
        .where(
          and(eq(bookings.restaurantId, restaurantId), gt(bookings.endAt, now), occupiesAtSql(now)),
        )
        .groupBy(bookingMenus.menuId);
      return new Map(rows.map((row) => [row.menuId, row.bookings]));
    },

    /** Confirmed bookings and holds, not ended by `now`, that chose the menu (by start). */
    async bookingsWithMenu(restaurantId: number, menuId: number, now: Date) {
      return db
        .select(BOOKING_FIELDS)
        .from(bookings)
        .innerJoin(bookingMenus, eq(bookingMenus.bookingId, bookings.id))
        .where(
          and(
            eq(bookings.restaurantId, restaurantId),
            eq(bookingMenus.menuId, menuId),
            gt(bookings.endAt, now),
            inArray(bookings.status, ['confirmed', 'held']),
          ),
        )
        .orderBy(asc(bookings.startAt), asc(bookings.id));
    },

    /** Only a menu no booking chose: booking_menus would refuse it otherwise. */
    async deleteMenu(restaurantId: number, id: number) {
      await db.delete(menus).where(and(eq(menus.id, id), eq(menus.restaurantId, restaurantId)));
    },
  };
}
