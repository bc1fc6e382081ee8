import type { RestaurantRules, Table, TableCombination } from '@dekka/availability/types';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client.ts';
import { visibleToDinersAs } from '../restaurants/diner-visible.ts';
import { intArray, preparedRows } from '../../db/prepared-query.ts';
import { forgetOnSettingsChange } from '../catalogue-changes/settings-changed.ts';
import { createTtlCache, type TtlCache } from './ttl-cache.ts';

/**
 * What the availability engine needs about a restaurant that does not change between requests:
 * its rules, opening hours, special days, sitting lengths, tables and combinations. Bookings
 * (occupancy) are never part of it; they are read live on every request (live-inputs.ts).
 */
export type StaticInputs = {
  rules: RestaurantRules;
  tables: Table[];
  combinations: TableCombination[];
  /** Whether the restaurant has events at all, so occurrences are only read where they can be. */
  hasEvents: boolean;
};

/**
 * How long a process reuses static inputs. The settings pages clear a restaurant's entry in
 * every process when they change it (catalogue-changes/settings-changed.ts), so this is only
 * the bound on how stale they may be after an operator edits the database by hand.
 * docs/decisions 006 and 036 explain the choice (staleness, memory, several processes).
 */
export const STATIC_INPUTS_TTL_MS = 30_000;
/** Roughly 2-5 kB each: a few tens of MB at most, whatever the number of restaurants. */
export const STATIC_INPUTS_MAX_ENTRIES = 10_000;

const Service = z.object({
  weekday: z.number(),
  opens: z.string(),
  closes: z.string(),
  lastSeating: z.string(),
  name: z.string(),
});
const Row = z.object({
  id: z.number(),
  timeZone: z.string(),
  slotIntervalMinutes: z.number(),
  leadTimeMinutes: z.number(),
  bookingWindowDays: z.number(),
  maxOnlinePartySize: z.number(),
  defaultDurationMinutes: z.number(),
  pacingMaxCoversPerSlot: z.number().nullable(),
  waitingListEnabled: z.boolean(),
  hasEvents: z.boolean(),
  services: z.array(Service),
  specialDays: z.array(
    z.object({
      date: z.string(),
      closed: z.boolean(),
      services: z.array(Service.omit({ weekday: true, name: true })),
    }),
  ),
  durationRules: z.array(
    z.object({ minGuests: z.number(), maxGuests: z.number(), minutes: z.number() }),
  ),
  tables: z.array(
    z.object({
      id: z.number(),
      floorPlanId: z.number(),
      minGuests: z.number(),
      maxGuests: z.number(),
      bookableOnline: z.boolean(),
    }),
  ),
  combinations: z.array(
    z.object({
      id: z.number(),
      minGuests: z.number(),
      maxGuests: z.number(),
      tableIds: z.array(z.number()),
    }),
  ),
});
const Rows = z.array(Row);

/**
 * Static inputs for many restaurants in one round trip: one row per restaurant with its child
 * rows aggregated as JSON (nine sequential queries before), as a prepared statement. Unknown
 * ids are simply absent, and with `dinersOnly` so are unpublished restaurants (diner-visible.ts).
 */
export async function loadStaticInputs(
  db: AppDatabase,
  restaurantIds: readonly number[],
  options: { dinersOnly?: boolean } = {},
): Promise<Map<number, StaticInputs>> {
  const result = new Map<number, StaticInputs>();
  if (restaurantIds.length === 0) return result;
  const raw = await preparedRows<unknown>(
    db,
    sql`
    select r.id,
      r.time_zone as "timeZone",
      r.slot_interval_minutes as "slotIntervalMinutes",
      r.lead_time_minutes as "leadTimeMinutes",
      r.booking_window_days as "bookingWindowDays",
      r.max_online_party_size as "maxOnlinePartySize",
      r.default_duration_minutes as "defaultDurationMinutes",
      r.pacing_max_covers_per_slot as "pacingMaxCoversPerSlot",
      r.waiting_list_enabled as "waitingListEnabled",
      exists (select 1 from events e where e.restaurant_id = r.id) as "hasEvents",
      coalesce((
        select json_agg(json_build_object('weekday', h.weekday, 'opens', h.opens,
          'closes', h.closes, 'lastSeating', h.last_seating, 'name', h.name) order by h.id)
        from opening_hours h where h.restaurant_id = r.id), '[]'::json) as services,
      coalesce((
        select json_agg(json_build_object('date', s.date, 'closed', s.closed,
          'services', s.services) order by s.date)
        from special_days s where s.restaurant_id = r.id), '[]'::json) as "specialDays",
      coalesce((
        select json_agg(json_build_object('minGuests', d.min_guests,
          'maxGuests', d.max_guests, 'minutes', d.minutes) order by d.id)
        from duration_rules d where d.restaurant_id = r.id), '[]'::json) as "durationRules",
      coalesce((
        select json_agg(json_build_object('id', t.id, 'floorPlanId', t.floor_plan_id,
          'minGuests', t.min_guests, 'maxGuests', t.max_guests,
          'bookableOnline', t.bookable_online) order by t.id)
        from tables t where t.restaurant_id = r.id), '[]'::json) as tables,
      coalesce((
        select json_agg(json_build_object('id', c.id, 'minGuests', c.min_guests,
          'maxGuests', c.max_guests, 'tableIds', coalesce((
            select json_agg(ct.table_id order by ct.table_id)
            from table_combination_tables ct where ct.combination_id = c.id), '[]'::json))
          order by c.id)
        from table_combinations c where c.restaurant_id = r.id), '[]'::json) as combinations
    from restaurants r
    where r.id = any(${intArray(restaurantIds)}::int[])
      ${options.dinersOnly ? sql`and ${visibleToDinersAs('r')}` : sql``}`,
  );
  for (const row of Rows.parse(raw)) {
    result.set(row.id, {
      rules: {
        timeZone: row.timeZone,
        slotIntervalMinutes: row.slotIntervalMinutes,
        leadTimeMinutes: row.leadTimeMinutes,
        bookingWindowDays: row.bookingWindowDays,
        maxOnlinePartySize: row.maxOnlinePartySize,
        services: row.services,
        specialDays: row.specialDays,
        durationRules: row.durationRules,
        defaultDurationMinutes: row.defaultDurationMinutes,
        pacingMaxCoversPerSlot: row.pacingMaxCoversPerSlot,
        waitingListEnabled: row.waitingListEnabled,
      },
      tables: row.tables,
      combinations: row.combinations,
      hasEvents: row.hasEvents,
    });
  }
  return result;
}

// One cache per database handle: each test app (and each server process) has its own.
const caches = new WeakMap<AppDatabase, TtlCache<number, StaticInputs>>();

/**
 * Static inputs through the per-process cache; see STATIC_INPUTS_TTL_MS. Every caller answers
 * diners (suggestions, search, reserve, a diner's change), so an unpublished restaurant is
 * absent, as an unknown one is; publishing clears its entry like any settings change.
 */
export function cachedStaticInputs(
  db: AppDatabase,
  restaurantIds: readonly number[],
): Promise<Map<number, StaticInputs>> {
  let cache = caches.get(db);
  if (!cache) {
    cache = createTtlCache({
      ttlMs: STATIC_INPUTS_TTL_MS,
      maxEntries: STATIC_INPUTS_MAX_ENTRIES,
    });
    caches.set(db, cache);
  }
  return cache.getMany(restaurantIds, (missing) =>
    loadStaticInputs(db, missing, { dinersOnly: true }),
  );
}

/** Makes this process load the restaurant's static inputs afresh (its settings changed). */
function forgetStaticInputs(db: AppDatabase, restaurantId: number): void {
  caches.get(db)?.forget(restaurantId);
}
forgetOnSettingsChange(forgetStaticInputs);
