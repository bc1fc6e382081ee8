import type {
  BookingStart,
  EventOccurrence,
  OccupiedPeriod,
  RestaurantRules,
  Table,
  TableCombination,
} from '@dekka/availability/types';
import { sittingsFor, type StartWindow } from '@dekka/availability/slots';
import type { AppDatabase } from '../../db/client.ts';
import { loadLiveInputs } from './live-inputs.ts';
import { cachedStaticInputs, type StaticInputs } from './static-inputs.ts';

/** Everything the availability engine needs about one restaurant for a time window. */
export type AvailabilityInputs = {
  rules: RestaurantRules;
  tables: Table[];
  combinations: TableCombination[];
  occupied: OccupiedPeriod[];
  bookingStarts: BookingStart[];
  events: EventOccurrence[];
};

const MINUTE_MS = 60_000;

/**
 * Availability inputs for many restaurants on one local date: the static part from the
 * per-process cache (one query for the restaurants not cached yet), the live part (occupancy,
 * booking starts, event tickets) in one query for all of them, whatever their number (search
 * results run the engine for hundreds of restaurants per request).
 *
 * The live rows are read only for the time the caller's sittings cover, known from the static
 * part before any booking is read: from the first start to the last end (or the last start's
 * pacing window), so a reserve reads the bookings around one sitting and a suggestion those of
 * one service day rather than a 65-hour window. A restaurant with no sitting in the filter
 * (closed that day, or the asked-for start is not one of its sittings) is not queried at all.
 */
async function loadInputsMany(
  db: AppDatabase,
  restaurantIds: number[],
  date: string,
  guests: number,
  now: Date,
  only?: StartWindow,
): Promise<Map<number, AvailabilityInputs>> {
  const result = new Map<number, AvailabilityInputs>();
  if (restaurantIds.length === 0) return result;
  const statics = await cachedStaticInputs(db, restaurantIds);
  const open = new Map<number, StaticInputs>();
  let fromMs = Infinity;
  let toMs = -Infinity;
  for (const [id, inputs] of statics) {
    const paceMs = inputs.rules.slotIntervalMinutes * MINUTE_MS;
    let any = false;
    for (const sitting of sittingsFor({ rules: inputs.rules, date, guests }, only)) {
      any = true;
      fromMs = Math.min(fromMs, sitting.start);
      toMs = Math.max(toMs, sitting.end, sitting.start + paceMs);
    }
    if (any) open.set(id, inputs);
  }
  const live = open.size > 0 ? await loadLiveInputs(db, open, fromMs, toMs, now) : new Map();
  // Field by field: a rest pattern and spreads per restaurant were a noticeable share of a
  // search request's time.
  for (const [id, inputs] of statics) {
    const day = live.get(id);
    result.set(id, {
      rules: inputs.rules,
      tables: inputs.tables,
      combinations: inputs.combinations,
      occupied: day?.occupied ?? [],
      bookingStarts: day?.bookingStarts ?? [],
      events: day?.events ?? [],
    });
  }
  return result;
}

/** Over the database: availability reads happen outside transactions (see reserve). */
export function createAvailabilityRepository(db: AppDatabase) {
  return {
    /** Availability inputs for many restaurants on one local date (see loadInputsMany). */
    inputsMany(
      restaurantIds: number[],
      date: string,
      guests: number,
      now: Date,
      only?: StartWindow,
    ): Promise<Map<number, AvailabilityInputs>> {
      return loadInputsMany(db, restaurantIds, date, guests, now, only);
    },

    /** One restaurant's availability inputs for a date; undefined when it does not exist. */
    async inputs(
      restaurantId: number,
      date: string,
      guests: number,
      now: Date,
      only?: StartWindow,
    ): Promise<AvailabilityInputs | undefined> {
      const many = await loadInputsMany(db, [restaurantId], date, guests, now, only);
      return many.get(restaurantId);
    },
  };
}
