import type {
  BookingStart,
  EventOccurrence,
  OccupiedPeriod,
  RestaurantRules,
  Table,
  TableCombination,
} from '@dekka/availability/types';
import { and, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { bookings } from '../../db/schema.ts';
import { loadLiveInputs } from './live-inputs.ts';
import { cachedStaticInputs } from './static-inputs.ts';

/** Everything the availability engine needs about one restaurant for a time window. */
export type AvailabilityInputs = {
  rules: RestaurantRules;
  tables: Table[];
  combinations: TableCombination[];
  occupied: OccupiedPeriod[];
  bookingStarts: BookingStart[];
  events: EventOccurrence[];
};

/**
 * A booking holds its tables and tickets while confirmed, or while held and the hold has not
 * run out. Expired holds count as free even before the sweeper marks them, so a slot reopens
 * the moment a hold lapses.
 */
export function activeBookingCondition(now: Date): SQL {
  return (
    or(
      eq(bookings.status, 'confirmed'),
      and(eq(bookings.status, 'held'), gt(bookings.holdExpiresAt, now)),
    ) ?? sql`false`
  );
}

/**
 * Availability inputs for many restaurants: the static part from the per-process cache (one
 * query for the restaurants not cached yet), the live part (occupancy, booking starts, event
 * tickets) in one query for all of them, whatever their number (search results run the engine
 * for hundreds of restaurants per request). Live rows are limited to [fromMs, toMs).
 */
export async function loadAvailabilityInputsMany(
  db: AppDatabase,
  restaurantIds: number[],
  fromMs: number,
  toMs: number,
  now: Date,
): Promise<Map<number, AvailabilityInputs>> {
  const result = new Map<number, AvailabilityInputs>();
  if (restaurantIds.length === 0) return result;
  const statics = await cachedStaticInputs(db, restaurantIds);
  const live = await loadLiveInputs(db, statics, fromMs, toMs, now);
  for (const [id, inputs] of statics) {
    const { hasEvents: _hasEvents, ...engineInputs } = inputs;
    result.set(id, {
      ...engineInputs,
      ...(live.get(id) ?? { occupied: [], bookingStarts: [], events: [] }),
    });
  }
  return result;
}

/** One restaurant's availability inputs for [fromMs, toMs); undefined when it does not exist. */
export async function loadAvailabilityInputs(
  db: AppDatabase,
  restaurantId: number,
  fromMs: number,
  toMs: number,
  now: Date,
): Promise<AvailabilityInputs | undefined> {
  const many = await loadAvailabilityInputsMany(db, [restaurantId], fromMs, toMs, now);
  return many.get(restaurantId);
}
