import type { ServiceHours, WeeklyService } from '@dekka/contracts/restaurant-settings';
import { and, asc, eq, gte, inArray, ne } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { bookings, openingHours, restaurants, specialDays } from '../../db/schema.ts';

export type SpecialDayRow = { id: number; date: string; closed: boolean; services: ServiceHours[] };

/** The hours' rows: weekly services, special days, and the future bookings they may affect. */
export function createHoursRepository(db: AppDatabase) {
  return {
    async timeZoneOf(restaurantId: number): Promise<string | null> {
      const [row] = await db
        .select({ timeZone: restaurants.timeZone })
        .from(restaurants)
        .where(eq(restaurants.id, restaurantId));
      return row?.timeZone ?? null;
    },

    async weeklyServices(restaurantId: number): Promise<WeeklyService[]> {
      return db
        .select({
          weekday: openingHours.weekday,
          name: openingHours.name,
          opens: openingHours.opens,
          closes: openingHours.closes,
          lastSeating: openingHours.lastSeating,
        })
        .from(openingHours)
        .where(eq(openingHours.restaurantId, restaurantId))
        .orderBy(asc(openingHours.weekday), asc(openingHours.opens), asc(openingHours.id));
    },

    /**
     * Replaces the week's services. A service whose name is unchanged keeps its row, so the
     * translations diners read (ADR 028) stay with it; the others are written anew.
     */
    async replaceWeeklyServices(restaurantId: number, services: readonly WeeklyService[]) {
      const current = await db
        .select({
          id: openingHours.id,
          name: openingHours.name,
          translations: openingHours.translations,
        })
        .from(openingHours)
        .where(eq(openingHours.restaurantId, restaurantId));
      const translationsByName = new Map(current.map((row) => [row.name, row.translations]));
      if (current.length > 0) {
        await db.delete(openingHours).where(
          inArray(
            openingHours.id,
            current.map((row) => row.id),
          ),
        );
      }
      if (services.length === 0) return;
      await db.insert(openingHours).values(
        services.map((service) => ({
          restaurantId,
          weekday: service.weekday,
          name: service.name,
          opens: service.opens,
          closes: service.closes,
          lastSeating: service.lastSeating,
          translations: translationsByName.get(service.name) ?? {},
        })),
      );
    },

    /** Every special day of the restaurant, by date (past ones too: the engine ignores them). */
    async specialDays(restaurantId: number): Promise<SpecialDayRow[]> {
      return db
        .select({
          id: specialDays.id,
          date: specialDays.date,
          closed: specialDays.closed,
          services: specialDays.services,
        })
        .from(specialDays)
        .where(eq(specialDays.restaurantId, restaurantId))
        .orderBy(asc(specialDays.date));
    },

    async insertSpecialDay(restaurantId: number, day: Omit<SpecialDayRow, 'id'>) {
      const [row] = await db
        .insert(specialDays)
        .values({ restaurantId, ...day })
        .returning({ id: specialDays.id });
      if (!row) throw new Error('special day not inserted');
      return row.id;
    },

    async updateSpecialDay(restaurantId: number, day: SpecialDayRow) {
      await db
        .update(specialDays)
        .set({ date: day.date, closed: day.closed, services: day.services })
        .where(and(eq(specialDays.id, day.id), eq(specialDays.restaurantId, restaurantId)));
    },

    async deleteSpecialDay(restaurantId: number, id: number) {
      await db
        .delete(specialDays)
        .where(and(eq(specialDays.id, id), eq(specialDays.restaurantId, restaurantId)));
    },

    /**
     * Confirmed bookings and holds starting from `now`: those a change of hours may affect. A
     * table the staff blocked affects no diner and stands in no change's way, wherever it falls.
     */
    async futureBookings(restaurantId: number, now: Date) {
      return db
        .select({
          id: bookings.id,
          startAt: bookings.startAt,
          endAt: bookings.endAt,
          guests: bookings.guests,
          status: bookings.status,
          holdExpiresAt: bookings.holdExpiresAt,
          firstName: bookings.firstName,
          lastName: bookings.lastName,
          kind: bookings.kind,
        })
        .from(bookings)
        .where(
          and(
            eq(bookings.restaurantId, restaurantId),
            ne(bookings.kind, 'block'),
            gte(bookings.startAt, now),
            inArray(bookings.status, ['confirmed', 'held']),
          ),
        )
        .orderBy(asc(bookings.startAt));
    },
  };
}

export type HoursRepository = ReturnType<typeof createHoursRepository>;
export type FutureBookingRow = Awaited<ReturnType<HoursRepository['futureBookings']>>[number];
