import { addDays, utcToZoned } from '@dekka/time/local-time';
import { randomInt } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { loadLiveInputs, type LiveInputs } from '../availability/live-inputs.ts';
import { loadStaticInputs, type StaticInputs } from '../availability/static-inputs.ts';
import { daySittings, indexRow, liveSpan } from './index-row.ts';

/**
 * How many local days from today the index covers (never past a restaurant's booking window).
 * Search for a later day finds no row and keeps the chosen order (ADR 035).
 */
const INDEX_HORIZON_DAYS = 14;
/** Dirty (restaurant, day) marks one refresh claims and recomputes. */
const REFRESH_BATCH = 500;
/** Whole-restaurant marks one refresh turns into day marks. */
const EXPAND_BATCH = 1_000;
/** A claim older than this is taken again: its refresher died or stalled. */
const CLAIM_LEASE_SECONDS = 10;
/** A restaurant-day without sittings reads no bookings. */
const NO_LIVE_INPUTS: LiveInputs = { occupied: [], bookingStarts: [], events: [] };
/** The day that stands for every day of a restaurant. */
const EVERY_DAY = '-infinity';

type Claimed = { restaurantId: number; day: string };
type Pair = { restaurantId: number; day: string; inputs: StaticInputs };

/** The days of `inputs`' restaurant that the index covers at `now`, its today first. */
function horizonDays(inputs: StaticInputs, now: Date): string[] {
  const today = utcToZoned(now.getTime(), inputs.rules.timeZone).date;
  const count = Math.min(INDEX_HORIZON_DAYS, inputs.rules.bookingWindowDays + 1);
  return Array.from({ length: Math.max(0, count) }, (_, day) => addDays(today, day));
}

/**
 * Replaces whole-restaurant marks by one mark per day of the restaurant's horizon, claimed and
 * built like any other mark (a batch is then bounded in restaurant-days, whatever the marks).
 * Picked by row address like `claim`'s marks, for the same reason.
 */
async function expandWholeRestaurantMarks(db: AppDatabase, now: Date): Promise<void> {
  await db.execute(sql`
    with whole as (
      delete from availability_index_dirty
      where ctid = any(array(
        select ctid from availability_index_dirty
        where day = ${EVERY_DAY}::date
        limit ${EXPAND_BATCH}
        for update skip locked))
      returning restaurant_id
    )
    select availability_mark_dirty(r.id,
      (${now.toISOString()}::timestamptz at time zone r.time_zone)::date + g)
    from whole
    join restaurants r on r.id = whole.restaurant_id
    cross join generate_series(0, least(${INDEX_HORIZON_DAYS}, r.booking_window_days + 1) - 1) g`);
}

/**
 * Claims up to `limit` dirty marks no live refresher holds, in key order: a batch then holds
 * whole restaurants' horizons, so it reads few restaurants' static inputs (the costly read).
 * The marks are picked once (the array's subquery runs once) and updated by their row address:
 * written as a join, a planner with stale statistics (10,000 restaurants just loaded) re-ran the
 * picking subquery for every mark and one claim took minutes.
 */
async function claim(db: AppDatabase, token: number, now: Date, limit: number) {
  const result = await db.execute(sql`
    update availability_index_dirty set claim = ${token}, claimed_at = ${now.toISOString()}
    where ctid = any(array(
      select ctid from availability_index_dirty
      where day > ${EVERY_DAY}::date and (claim is null
        or claimed_at < ${now.toISOString()}::timestamptz - make_interval(secs => ${CLAIM_LEASE_SECONDS}))
      order by restaurant_id, day
      limit ${limit}
      for update skip locked))
    returning restaurant_id as "restaurantId", day::text as day`);
  return (result as unknown as { rows: Claimed[] }).rows;
}

/** The marked (restaurant, day) pairs inside their restaurant's horizon (others are dropped). */
function pairsFor(
  marks: readonly Claimed[],
  statics: ReadonlyMap<number, StaticInputs>,
  now: Date,
): Pair[] {
  const seen = new Set<string>();
  const pairs: Pair[] = [];
  for (const mark of marks) {
    const inputs = statics.get(mark.restaurantId);
    if (!inputs) continue;
    const key = `${mark.restaurantId}|${mark.day}`;
    if (!horizonDays(inputs, now).includes(mark.day) || seen.has(key)) continue;
    seen.add(key);
    pairs.push({ restaurantId: mark.restaurantId, day: mark.day, inputs });
  }
  return pairs;
}

/**
 * The bookings and event places over the span the day's sittings can touch (one batched read
 * with every other pair of the batch: loadLiveInputs gathers the calls of one turn).
 */
async function liveInputsFor(
  db: AppDatabase,
  job: Pair & { sittings: ReturnType<typeof daySittings> },
  now: Date,
): Promise<LiveInputs> {
  const span = liveSpan(job.inputs, job.sittings);
  if (!span) return NO_LIVE_INPUTS;
  const live = await loadLiveInputs(
    db,
    new Map([[job.restaurantId, job.inputs]]),
    span.fromMs,
    span.toMs,
    now,
  );
  return live.get(job.restaurantId) ?? NO_LIVE_INPUTS;
}

/**
 * One refresh: claims a batch of dirty marks, recomputes their index rows with the engine from
 * fresh (never cached) static inputs and live occupancy, writes them, and drops the marks it
 * claimed. A mark made while it ran lost its claim (the triggers clear it) and stays for the
 * next refresh; a row written by a refresher that read earlier never overwrites a newer one.
 * Returns how many marks it handled (0: nothing was dirty).
 */
export async function refreshAvailabilityIndex(
  db: AppDatabase,
  now: Date,
  limit = REFRESH_BATCH,
): Promise<number> {
  await expandWholeRestaurantMarks(db, now);
  const token = randomInt(1, 2 ** 47);
  const marks = await claim(db, token, now, limit);
  if (marks.length === 0) return 0;
  const statics = await loadStaticInputs(db, [...new Set(marks.map((m) => m.restaurantId))]);
  const pairs = pairsFor(marks, statics, now);
  // The engine's work comes in small turns: the refresher runs in the primary, which also
  // answers the workers' rate-limit questions and hands them connections, and a batch computed
  // in one go would hold all of that up for about a second.
  const planned: Array<Pair & { sittings: ReturnType<typeof daySittings> }> = [];
  for (const pair of pairs) {
    planned.push({ ...pair, sittings: daySittings(pair.inputs, pair.day) });
    await nextTurn();
  }
  const jobs = await Promise.all(
    planned.map(async (job) => ({ ...job, live: await liveInputsFor(db, job, now) })),
  );
  const rows = [];
  for (const { restaurantId, day, inputs, sittings, live } of jobs) {
    const row = indexRow(inputs, live, day, sittings, now.getTime());
    rows.push({
      restaurant_id: restaurantId,
      day,
      origin: row.origin,
      party_count: row.partyCount,
      free: row.free,
    });
    await nextTurn();
  }
  if (rows.length > 0) {
    await db.execute(sql`
      insert into availability_index (restaurant_id, day, origin, party_count, free, computed_at)
      select r.restaurant_id, r.day, r.origin, r.party_count, ('x' || r.free)::varbit,
        ${now.toISOString()}::timestamptz
      from json_to_recordset(${JSON.stringify(rows)}::json)
        as r(restaurant_id int, day date, origin int, party_count int, free text)
      where exists (select 1 from restaurants where id = r.restaurant_id)
      on conflict (restaurant_id, day) do update
        set origin = excluded.origin, party_count = excluded.party_count, free = excluded.free,
          computed_at = excluded.computed_at
        where availability_index.computed_at <= excluded.computed_at`);
  }
  await db.execute(sql`delete from availability_index_dirty where claim = ${token}`);
  return marks.length;
}

/**
 * Marks the days that entered a restaurant's horizon since its rows were built (a new local
 * day), and drops rows of days that have passed. Cheap enough to run every few seconds; the
 * refresher then builds the marked days like any other.
 */
export async function markNewDays(db: AppDatabase, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.execute(sql`
    insert into availability_index_dirty (restaurant_id, day)
    select r.id, d.day
    from restaurants r
    cross join lateral (
      select ((${at}::timestamptz at time zone r.time_zone)::date + g) as day
      from generate_series(0, least(${INDEX_HORIZON_DAYS}, r.booking_window_days + 1) - 1) g
    ) d
    where not exists (
        select 1 from availability_index a where a.restaurant_id = r.id and a.day = d.day)
      -- A whole-restaurant mark builds every day of the horizon already.
      and not exists (
        select 1 from availability_index_dirty x
        where x.restaurant_id = r.id and x.day = ${EVERY_DAY}::date)
    on conflict do nothing`);
  await db.execute(sql`
    delete from availability_index
    where day < (${at}::timestamptz at time zone 'UTC')::date - 1`);
}

/**
 * Reclaims the marks the refresher deleted. Every reserve marks and every refresh deletes, so
 * under steady writes the marks table gathers dead rows faster than autovacuum (at most once a
 * minute per database, and off on some servers) clears them, and each mark's upsert then wades
 * through them: measured, reserves went from 628–755 to 789–934 a second with this table vacuumed
 * every second. The table holds at most a few thousand live rows, so this takes milliseconds.
 */
export async function vacuumMarks(db: AppDatabase): Promise<void> {
  await db.execute(sql`vacuum availability_index_dirty`);
}
