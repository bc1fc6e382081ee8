import type {
  BookingRules,
  BookingRulesView,
  DurationRule,
} from '@dekka/contracts/restaurant-settings';
import { asc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { durationRules, restaurants } from '../../db/schema.ts';

/** The booking rules: columns of the restaurant, and its sitting lengths by party size. */
export function createRulesRepository(db: AppDatabase) {
  return {
    async read(restaurantId: number): Promise<BookingRulesView | null> {
      const [row] = await db
        .select({
          slotIntervalMinutes: restaurants.slotIntervalMinutes,
          leadTimeMinutes: restaurants.leadTimeMinutes,
          bookingWindowDays: restaurants.bookingWindowDays,
          maxOnlinePartySize: restaurants.maxOnlinePartySize,
          phone: restaurants.phone,
          cancellationDeadlineHours: restaurants.cancellationDeadlineHours,
          noShowGraceMinutes: restaurants.noShowGraceMinutes,
          defaultDurationMinutes: restaurants.defaultDurationMinutes,
          pacingMaxCoversPerSlot: restaurants.pacingMaxCoversPerSlot,
          waitingListEnabled: restaurants.waitingListEnabled,
          waitingListOffers: restaurants.waitingListOffers,
          offerHoldMinutes: restaurants.offerHoldMinutes,
          reminderHoursBefore: restaurants.reminderHoursBefore,
        })
        .from(restaurants)
        .where(eq(restaurants.id, restaurantId));
      if (!row) return null;
      const durations: DurationRule[] = await db
        .select({
          minGuests: durationRules.minGuests,
          maxGuests: durationRules.maxGuests,
          minutes: durationRules.minutes,
        })
        .from(durationRules)
        .where(eq(durationRules.restaurantId, restaurantId))
        .orderBy(asc(durationRules.minGuests), asc(durationRules.id));
      return { ...row, durationRules: durations };
    },

    async write(restaurantId: number, rules: BookingRules): Promise<void> {
      const { durationRules: durations, ...columns } = rules;
      await db.update(restaurants).set(columns).where(eq(restaurants.id, restaurantId));
      await db.delete(durationRules).where(eq(durationRules.restaurantId, restaurantId));
      if (durations.length > 0) {
        await db.insert(durationRules).values(durations.map((rule) => ({ restaurantId, ...rule })));
      }
    },
  };
}
