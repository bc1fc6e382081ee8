import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { events } from '../../db/schema.ts';
import { preparedRows } from '../availability/prepared-query.ts';
import { intArray, STATIC_INPUTS_TTL_MS } from '../availability/static-inputs.ts';
import { createTtlCache, type TtlCache } from '../availability/ttl-cache.ts';
import {
  findRestaurant,
  listOfferedMenus,
  periodLiteral,
  type Executor,
  type NewBooking,
  type OfferedMenu,
} from './bookings.repository.ts';

/** What reserve checks a request against before it looks at tables; static like availability. */
export type ReserveContext = {
  restaurant: {
    id: number;
    timeZone: string;
    waitingListEnabled: boolean;
    onlineMenuMandatory: boolean;
  };
  menus: OfferedMenu[];
  eventIds: ReadonlySet<number>;
};

const caches = new WeakMap<AppDatabase, TtlCache<number, ReserveContext>>();

async function loadReserveContext(
  db: AppDatabase,
  restaurantId: number,
): Promise<ReserveContext | undefined> {
  const restaurant = await findRestaurant(db, restaurantId);
  if (!restaurant) return undefined;
  const menus = await listOfferedMenus(db, restaurantId);
  const eventRows = await db
    .select({ id: events.id })
    .from(events)
    .where(eq(events.restaurantId, restaurantId));
  return {
    restaurant: {
      id: restaurant.id,
      timeZone: restaurant.timeZone,
      waitingListEnabled: restaurant.waitingListEnabled,
      onlineMenuMandatory: restaurant.onlineMenuMandatory,
    },
    menus,
    eventIds: new Set(eventRows.map((row) => row.id)),
  };
}

/**
 * The restaurant, its offered menus and its event ids, cached per process for as long as the
 * availability engine's static inputs (same staleness bound, same reasoning).
 */
export async function cachedReserveContext(
  db: AppDatabase,
  restaurantId: number,
): Promise<ReserveContext | undefined> {
  let cache = caches.get(db);
  if (!cache) {
    cache = createTtlCache({ ttlMs: STATIC_INPUTS_TTL_MS, maxEntries: 10_000 });
    caches.set(db, cache);
  }
  const found = await cache.getMany([restaurantId], async (missing) => {
    const map = new Map<number, ReserveContext>();
    for (const id of missing) {
      const context = await loadReserveContext(db, id);
      if (context) map.set(id, context);
    }
    return map;
  });
  return found.get(restaurantId);
}

export type HoldValues = Pick<
  NewBooking,
  | 'restaurantId'
  | 'eventId'
  | 'eventOccurrenceId'
  | 'startAt'
  | 'endAt'
  | 'guests'
  | 'status'
  | 'isWaitingList'
  | 'holdExpiresAt'
  | 'source'
  | 'userId'
  | 'idempotencyKey'
  | 'createdAt'
  | 'updatedAt'
>;

/**
 * Inserts a booking with its tables and menus in ONE statement (data-modifying CTEs), so it is
 * atomic without a transaction of its own and costs one round trip. If any table is already
 * held over an overlapping period the exclusion constraint fails the whole statement (23P01)
 * and nothing is written. Table ids go in sorted, so two multi-table holds always take their
 * rows in the same order. Returns the new booking's guid.
 */
export async function insertHold(
  db: Executor,
  values: HoldValues,
  menuCounts: readonly { id: number; count: number }[],
  tableIds: readonly number[],
): Promise<string> {
  const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
  const period = periodLiteral(values.startAt, values.endAt);
  const sortedTables = [...tableIds].sort((a, b) => a - b);
  const rows = await preparedRows<{ guid: string }>(
    db,
    sql`
    with booking as (
      insert into bookings (restaurant_id, event_id, event_occurrence_id, start_at, end_at,
        guests, status, is_waiting_list, hold_expires_at, source, user_id, idempotency_key,
        created_at, updated_at)
      values (${values.restaurantId}, ${values.eventId ?? null}, ${values.eventOccurrenceId ?? null},
        ${iso(values.startAt)}::timestamptz, ${iso(values.endAt)}::timestamptz, ${values.guests},
        ${values.status}, ${values.isWaitingList ?? false}, ${iso(values.holdExpiresAt)}::timestamptz,
        ${values.source}, ${values.userId ?? null}::uuid, ${values.idempotencyKey ?? null},
        ${iso(values.createdAt)}::timestamptz, ${iso(values.updatedAt)}::timestamptz)
      returning id, guid
    ), held_tables as (
      insert into booking_tables (booking_id, table_id, period)
      select booking.id, wanted.table_id, ${period}::tstzrange
      from booking, unnest(${intArray(sortedTables)}::int[]) with ordinality as wanted(table_id, n)
      order by wanted.n
    ), chosen_menus as (
      insert into booking_menus (booking_id, menu_id, count)
      select booking.id, chosen.menu_id, chosen.count
      from booking, unnest(${intArray(menuCounts.map((m) => m.id))}::int[],
        ${intArray(menuCounts.map((m) => m.count))}::int[]) as chosen(menu_id, count)
    )
    select guid::text as guid from booking`,
  );
  const [row] = rows;
  if (!row) throw new Error('insert into bookings returned no row');
  return row.guid;
}

/**
 * Marks this restaurant's lapsed holds `expired` and frees their tables, in one statement.
 * Reserve calls it only after the exclusion constraint refused a table: a lapsed hold still
 * holding its booking_tables row is the one conflict that is not real.
 */
export async function releaseExpiredHolds(
  db: Executor,
  restaurantId: number,
  now: Date,
): Promise<number> {
  const rows = await preparedRows<{ n: number }>(
    db,
    sql`
    with lapsed as (
      update bookings set status = 'expired', updated_at = ${now.toISOString()}::timestamptz
      where restaurant_id = ${restaurantId} and status = 'held'
        and hold_expires_at <= ${now.toISOString()}::timestamptz
      returning id
    ), freed as (
      delete from booking_tables where booking_id in (select id from lapsed)
    )
    select count(*)::int as n from lapsed`,
  );
  return rows[0]?.n ?? 0;
}
