import type { ServiceHours, WeeklyService } from '@dekka/contracts/restaurant-settings';
import { addDays } from '@dekka/time/local-time';
import { and, asc, eq, gte, inArray, ne } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import {
  bookings,
  openingHours,
  restaurants,
  specialDays,
  specialPeriods,
} from '../../db/schema.ts';

export type SpecialDayRow = {
  id: number;
  periodId: number | null;
  date: string;
  closed: boolean;
  services: ServiceHours[];
};

export type SpecialPeriodRow = {
  id: number;
  name: string;
  firstDate: string;
  lastDate: string;
  closed: boolean;
  services: ServiceHours[];
};

/** Every local date from the first to the last, both included. */
export function datesOf(period: { firstDate: string; lastDate: string }): string[] {
  const dates: string[] = [];
  for (let date = period.firstDate; date <= period.lastDate; date = addDays(date, 1)) {
    dates.push(date);
  }
  return dates;
}

/**
 * The hours' rows: weekly services, special periods and their days, and the future bookings they
 * may affect.
 */
export function createHoursRepository(db: AppDatabase) {
  async function insertDays(restaurantId: number, period: SpecialPeriodRow) {
    await db.insert(specialDays).values(
      datesOf(period).map((date) => ({
        restaurantId,
        periodId: period.id,
        date,
        closed: period.closed,
        services: period.services,
      })),
    );
  }

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
          periodId: specialDays.periodId,
          date: specialDays.date,
          closed: specialDays.closed,
          services: specialDays.services,
        })
        .from(specialDays)
        .where(eq(specialDays.restaurantId, restaurantId))
        .orderBy(asc(specialDays.date));
    },

    /** Every special period of the restaurant, by first date. */
    async specialPeriods(restaurantId: number): Promise<SpecialPeriodRow[]> {
      return db
        .select({
          id: specialPeriods.id,
          name: specialPeriods.name,
          firstDate: specialPeriods.firstDate,
          lastDate: specialPeriods.lastDate,
          closed: specialPeriods.closed,
          services: specialPeriods.services,
        })
        .from(specialPeriods)
        .where(eq(specialPeriods.restaurantId, restaurantId))
        .orderBy(asc(specialPeriods.firstDate), asc(specialPeriods.id));
    },

    /** Adds a period and a special day for each of its dates; returns its id. */
    async insertSpecialPeriod(restaurantId: number, period: Omit<SpecialPeriodRow, 'id'>) {
      const [row] = await db
        .insert(specialPeriods)
        .values({ restaurantId, ...period })
        .returning({ id: specialPeriods.id });
      if (!row) throw new Error('special period not inserted');
      await insertDays(restaurantId, { id: row.id, ...period });
      return row.id;
    },

    /** Changes a period and replaces its dates' special days with the new ones. */
    async updateSpecialPeriod(restaurantId: number, period: SpecialPeriodRow) {
      const { id, ...fields } = period;
      await db
        .update(specialPeriods)
        .set(fields)
        .where(and(eq(specialPeriods.id, id), eq(specialPeriods.restaurantId, restaurantId)));
      await db
        .delete(specialDays)
        .where(and(eq(specialDays.periodId, id), eq(specialDays.restaurantId, restaurantId)));
      await insertDays(restaurantId, period);
    },

    /** Removes a period; its special days go with it (the foreign key cascades). */
    async deleteSpecialPeriod(restaurantId: number, id: number) {
      await db
        .delete(specialPeriods)
        .where(and(eq(specialPeriods.id, id), eq(specialPeriods.restaurantId, restaurantId)));
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
