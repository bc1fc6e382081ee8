import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client.ts';
import { intArray, preparedRows, runStatement, statement } from '../../db/prepared-query.ts';
import { STATIC_INPUTS_TTL_MS } from '../availability/static-inputs.ts';
import { createTtlCache, type TtlCache } from '../availability/ttl-cache.ts';
import { forgetOnSettingsChange } from '../catalogue-changes/settings-changed.ts';
import { visibleToDinersAs } from '../restaurants/diner-visible.ts';
import { periodLiteral, TABLE_LOCK_SPACE } from '../booking-lifecycle/table-claims.ts';
import type { Executor, NewBooking, OfferedMenu } from './bookings.repository.ts';

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

const ContextRow = z.object({
  id: z.number(),
  timeZone: z.string(),
  waitingListEnabled: z.boolean(),
  onlineMenuMandatory: z.boolean(),
  menus: z.array(
    z.object({
      id: z.number(),
      restaurantId: z.number(),
      name: z.string(),
      shortDescription: z.string(),
      description: z.string(),
      price: z.number().nullable(),
      paymentType: z.number(),
      minGuests: z.number(),
      maxGuests: z.number(),
      isExclusive: z.boolean(),
      isAvailable: z.boolean(),
      eventId: z.number().nullable(),
      availableFrom: z.string().nullable(),
      availableTo: z.string().nullable(),
      floorPlanIds: z.array(z.number()),
    }),
  ),
  eventIds: z.array(z.number()),
});

/**
 * The reserve context of many restaurants in ONE prepared statement (it took three queries per
 * restaurant before): the restaurant's flags, its available menus (ordered by id, each with its
 * floor plans) and its event ids, aggregated as JSON. Unknown ids are simply absent.
 */
async function loadReserveContexts(
  db: AppDatabase,
  restaurantIds: readonly number[],
): Promise<Map<number, ReserveContext>> {
  const rows = await preparedRows<unknown>(
    db,
    sql`
    select r.id, r.time_zone as "timeZone", r.waiting_list_enabled as "waitingListEnabled",
      r.online_menu_mandatory as "onlineMenuMandatory",
      coalesce((
        select json_agg(json_build_object('id', m.id, 'restaurantId', m.restaurant_id,
          'name', m.name, 'shortDescription', m.short_description, 'description', m.description,
          'price', m.price, 'paymentType', m.payment_type, 'minGuests', m.min_guests,
          'maxGuests', m.max_guests, 'isExclusive', m.is_exclusive,
          'isAvailable', m.is_available, 'eventId', m.event_id,
          'availableFrom', m.available_from, 'availableTo', m.available_to,
          'floorPlanIds', coalesce((
            select json_agg(mf.floor_plan_id order by mf.floor_plan_id)
            from menu_floor_plans mf where mf.menu_id = m.id), '[]'::json))
          order by m.id)
        from menus m where m.restaurant_id = r.id and m.is_available), '[]'::json) as menus,
      coalesce((select json_agg(e.id order by e.id) from events e where e.restaurant_id = r.id),
        '[]'::json) as "eventIds"
    from restaurants r
    where r.id = any(${intArray(restaurantIds)}::int[]) and ${visibleToDinersAs('r')}`,
  );
  const result = new Map<number, ReserveContext>();
  for (const raw of rows) {
    const row = ContextRow.parse(raw);
    result.set(row.id, {
      restaurant: {
        id: row.id,
        timeZone: row.timeZone,
        waitingListEnabled: row.waitingListEnabled,
        onlineMenuMandatory: row.onlineMenuMandatory,
      },
      menus: row.menus,
      eventIds: new Set(row.eventIds),
    });
  }
  return result;
}

/**
 * The restaurant, its offered menus and its event ids, cached per process for as long as the
 * availability engine's static inputs (same staleness bound, same reasoning).
 */
async function cachedReserveContext(
  db: AppDatabase,
  restaurantId: number,
): Promise<ReserveContext | undefined> {
  let cache = caches.get(db);
  if (!cache) {
    cache = createTtlCache({ ttlMs: STATIC_INPUTS_TTL_MS, maxEntries: 10_000 });
    caches.set(db, cache);
  }
  const found = await cache.getMany([restaurantId], (missing) => loadReserveContexts(db, missing));
  return found.get(restaurantId);
}

/** Makes this process load the restaurant's reserve context afresh (its settings changed). */
function forgetReserveContext(db: AppDatabase, restaurantId: number): void {
  caches.get(db)?.forget(restaurantId);
}
forgetOnSettingsChange(forgetReserveContext);

/** How many live holds one identity and one client address may have at once. */
export type HoldCaps = { perIdentity: number; perClient: number };

export type HoldValues = { caps: HoldCaps } & Pick<
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
  | 'clientKey'
  | 'createdAt'
  | 'updatedAt'
>;

const INSERT_HOLD = statement(`
    with holder as (
      select dekka_claim_hold($11::uuid, $19, $13::timestamptz, $20, $21) as ok
    ), table_locks as (
      select pg_advisory_xact_lock(${TABLE_LOCK_SPACE}, wanted.table_id)
      from unnest($16::int[]) as wanted(table_id)
      order by wanted.table_id
    ), booking as (
      insert into bookings (restaurant_id, event_id, event_occurrence_id, start_at, end_at,
        guests, status, is_waiting_list, hold_expires_at, source, user_id, idempotency_key,
        client_key, created_at, updated_at)
      select $1, $2, $3, $4::timestamptz, $5::timestamptz, $6, $7, $8, $9::timestamptz, $10,
        $11::uuid, $12, $19, $13::timestamptz, $14::timestamptz
      where (select ok from holder) and (select count(*) from table_locks) >= 0
      returning id, guid
    ), held_tables as (
      insert into booking_tables (booking_id, table_id, period)
      select booking.id, wanted.table_id, $15::tstzrange
      from booking, unnest($16::int[]) with ordinality as wanted(table_id, n)
      order by wanted.n
    ), chosen_menus as (
      insert into booking_menus (booking_id, menu_id, count)
      select booking.id, chosen.menu_id, chosen.count
      from booking, unnest($17::int[], $18::int[]) as chosen(menu_id, count)
    )
    select guid::text as guid, set_config('synchronous_commit', 'off', true) as sync
    from booking`);

/**
 * Inserts a booking with its tables and menus in ONE statement (data-modifying CTEs), so it is
 * atomic without a transaction of its own and costs one round trip. If any table is already
 * held over an overlapping period the exclusion constraint fails the whole statement (23P01)
 * and nothing is written. Returns the new booking's guid.
 *
 * First, dekka_claim_hold (migration 0007) queues this holder's reserves behind each other
 * and refuses (SQLSTATE DK429) when the identity or the client address already has its share
 * of live holds: a VOLATILE function, so its count sees what was committed while it waited.
 *
 * Before writing, it takes a transaction-level advisory lock per table (sorted, so two
 * multi-table holds never wait on each other crosswise). Without them, two overlapping inserts
 * each write their index entry and then wait for the other's transaction: a deadlock PostgreSQL
 * breaks only after deadlock_timeout (1 s), and under a crowd of racers for one table such
 * waits chained into tens of seconds. With them, the second waits for the first to commit and
 * is then refused at once by the constraint. The locks end with the statement's transaction.
 *
 * `set_config('synchronous_commit', 'off', true)` is SET LOCAL for this statement's own
 * transaction (or the event reserve's): its commit does not wait for the WAL flush. A hold is 5
 * minutes of ephemeral state, so a crash may lose the last few hundred ms of acknowledged holds
 * (their diners' complete then answers not found and they book again). The exclusion constraint
 * is checked at insert time either way, and the durable commit that confirms a hold flushes the
 * WAL up to and including this insert. Every other write keeps full durability. ADR 011.
 */
async function insertHold(
  db: Executor,
  values: HoldValues,
  menuCounts: readonly { id: number; count: number }[],
  tableIds: readonly number[],
): Promise<string> {
  const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
  const period = periodLiteral(values.startAt, values.endAt);
  const sortedTables = [...tableIds].sort((a, b) => a - b);
  const rows = await runStatement<{ guid: string }>(db, INSERT_HOLD, [
    values.restaurantId,
    values.eventId ?? null,
    values.eventOccurrenceId ?? null,
    iso(values.startAt),
    iso(values.endAt),
    values.guests,
    values.status,
    values.isWaitingList ?? false,
    iso(values.holdExpiresAt),
    values.source,
    values.userId ?? null,
    values.idempotencyKey ?? null,
    iso(values.createdAt),
    iso(values.updatedAt),
    period,
    intArray(sortedTables),
    intArray(menuCounts.map((m) => m.id)),
    intArray(menuCounts.map((m) => m.count)),
    values.clientKey ?? null,
    values.caps.perIdentity,
    values.caps.perClient,
  ]);
  const [row] = rows;
  if (!row) throw new Error('insert into bookings returned no row');
  return row.guid;
}

/**
 * Over the database, or over a transaction (or a savepoint): a hold inserted inside one must be
 * made from it.
 */
export function createReserveRepository(db: Executor) {
  return {
    /** The restaurant's reserve rules, menus and events, from the per-process cache. */
    context: (restaurantId: number) => cachedReserveContext(db, restaurantId),
    insertHold: (
      values: HoldValues,
      menuCounts: readonly { id: number; count: number }[],
      tableIds: readonly number[],
    ) => insertHold(db, values, menuCounts, tableIds),
  };
}
