import type { BookingStart, EventOccurrence, OccupiedPeriod } from '@dekka/availability/types';
import type { AppDatabase } from '../../db/client.ts';
import { occupiesAtText } from '../booking-lifecycle/lifecycle-sql.ts';
import { intArray, runStatement, statement } from '../../db/prepared-query.ts';
import type { StaticInputs } from './static-inputs.ts';

/** What changes with every booking, for one restaurant and time window. */
export type LiveInputs = {
  occupied: OccupiedPeriod[];
  bookingStarts: BookingStart[];
  events: EventOccurrence[];
};

/** A transaction handle or the database. */
type Executor = Pick<AppDatabase, 'execute'>;

/**
 * One union row for window entry `k`. kind 'o': table `a` taken over [start, end); 's': a
 * booking of `a` guests starting at `start` (pacing); 'e': occurrence `b` of event `a` over
 * [start, end) with `n` tickets left. Every column has one SQL type across the union, so both
 * drivers give numbers.
 */
type LiveRow = {
  kind: 'o' | 's' | 'e';
  k: number;
  a: number;
  b: number;
  start: number;
  end: number;
  n: number;
};

/** The lifecycle's occupiesAt; $8 is now. */
const active = (b: string) => occupiesAtText(b, '$8::timestamptz');

/**
 * Window entries w(k, rid, f, t, tabled, paced, ev): restaurant `rid` over [f, t), whether it
 * has tables, pacing, events. $8 is now. No sitting lasts a day, so a booking starting a day
 * before its window cannot reach into it (each index range stays short).
 */
const WINDOWS = `unnest($1::int[], $2::int[], $3::timestamptz[], $4::timestamptz[], $5::bool[],
      $6::bool[], $7::bool[]) as w(k, rid, f, t, tabled, paced, ev)`;
const LIVE_INPUTS = statement(`
    select 'o' as kind, w.k, bt.table_id as a, 0 as b,
      (extract(epoch from lower(bt.period)) * 1000)::float8 as start,
      (extract(epoch from upper(bt.period)) * 1000)::float8 as "end", 0 as n
    from ${WINDOWS}
    join bookings b on b.restaurant_id = w.rid
      and b.start_at > w.f - interval '1 day' and b.start_at < w.t and b.end_at > w.f
    join booking_tables bt on bt.booking_id = b.id and bt.period && tstzrange(w.f, w.t)
    where w.tabled and ${active('b')}
    union all
    select 's', w.k, b.guests, 0, (extract(epoch from b.start_at) * 1000)::float8, 0, 0
    from ${WINDOWS}
    join bookings b on b.restaurant_id = w.rid and b.start_at >= w.f and b.start_at < w.t
    where w.paced and not b.is_waiting_list and ${active('b')}
    union all
    select 'e', w.k, e.id, o.id,
      (extract(epoch from o.starts_at) * 1000)::float8,
      (extract(epoch from o.ends_at) * 1000)::float8,
      greatest(0, o.ticket_capacity - coalesce((
        select sum(tb.guests) from bookings tb
        where tb.event_occurrence_id = o.id
          and ${active('tb')}), 0))::int
    from ${WINDOWS}
    join events e on e.restaurant_id = w.rid
    join event_occurrences o on o.event_id = e.id and o.starts_at < w.t and o.ends_at > w.f
    where w.ev`);

const emptyLive = (): LiveInputs => ({ occupied: [], bookingStarts: [], events: [] });

/** One caller's restaurants and window, waiting to go out with the next batch. */
type Pending = {
  restaurants: ReadonlyMap<number, StaticInputs>;
  fromMs: number;
  toMs: number;
  now: Date;
  resolve: (live: Map<number, LiveInputs>) => void;
  reject: (error: unknown) => void;
};

const queues = new WeakMap<Executor, Pending[]>();

/**
 * Occupancy, booking starts and event tickets for many restaurants, each over its caller's
 * window. A booking holds its tables and tickets while confirmed, or while held and the hold
 * has not run out: expired holds count as free even before the sweeper marks them. Occupied
 * tables come from each restaurant's bookings starting in [from - 1 day, to) (index
 * bookings_restaurant_start_idx) joined to their booking_tables rows: 0.5 ms against 0.75 ms
 * for one GiST probe per table, 91 ms against 219 ms for 1,000 restaurants (ADR 011); the cost
 * does not grow with a restaurant's booking history. Booking starts are only read for
 * restaurants with pacing, event occurrences only for restaurants with events.
 *
 * Calls made in the same turn of the event loop go out as ONE query (each keeps its own
 * windows, rows come back tagged with the caller's entry): under load, dozens of suggestion
 * and reserve requests share a round trip and a statement execution. The batch is sent after
 * every caller in it has arrived, so each still reads the bookings as of a moment after its
 * request came in (a client sees its own earlier holds); `now` for the batch is the latest of
 * its callers' clocks, so no caller counts a hold that had lapsed when the rows were read.
 */
export function loadLiveInputs(
  db: Executor,
  restaurants: ReadonlyMap<number, StaticInputs>,
  fromMs: number,
  toMs: number,
  now: Date,
): Promise<Map<number, LiveInputs>> {
  let queue = queues.get(db);
  if (!queue) {
    const fresh: Pending[] = [];
    queue = fresh;
    queues.set(db, fresh);
    setImmediate(() => {
      queues.delete(db);
      void runBatch(db, fresh);
    });
  }
  const pending = queue;
  return new Promise((resolve, reject) => {
    pending.push({ restaurants, fromMs, toMs, now, resolve, reject });
  });
}

async function runBatch(db: Executor, batch: Pending[]): Promise<void> {
  const results = batch.map((p) => {
    const result = new Map<number, LiveInputs>();
    for (const id of p.restaurants.keys()) result.set(id, emptyLive());
    return result;
  });
  const owners: LiveInputs[] = [];
  const k: number[] = [];
  const rid: number[] = [];
  const f: string[] = [];
  const t: string[] = [];
  const tabled: boolean[] = [];
  const paced: boolean[] = [];
  const ev: boolean[] = [];
  let latest = 0;
  batch.forEach((p, index) => {
    latest = Math.max(latest, p.now.getTime());
    const from = new Date(p.fromMs).toISOString();
    const to = new Date(p.toMs).toISOString();
    for (const [id, inputs] of p.restaurants) {
      const hasTables = inputs.tables.length > 0;
      const hasPacing = inputs.rules.pacingMaxCoversPerSlot !== null;
      if (!hasTables && !hasPacing && !inputs.hasEvents) continue;
      const live = results[index]?.get(id);
      if (!live) continue;
      k.push(owners.length);
      owners.push(live);
      rid.push(id);
      f.push(from);
      t.push(to);
      tabled.push(hasTables);
      paced.push(hasPacing);
      ev.push(inputs.hasEvents);
    }
  });
  try {
    if (k.length > 0) {
      const rows = await runStatement<LiveRow>(db, LIVE_INPUTS, [
        intArray(k),
        intArray(rid),
        textArray(f),
        textArray(t),
        boolArray(tabled),
        boolArray(paced),
        boolArray(ev),
        new Date(latest).toISOString(),
      ]);
      for (const row of rows) {
        const live = owners[row.k];
        if (!live) continue;
        if (row.kind === 'o')
          live.occupied.push({ tableId: row.a, start: row.start, end: row.end });
        else if (row.kind === 's') live.bookingStarts.push({ start: row.start, guests: row.a });
        else
          live.events.push({
            eventId: row.a,
            occurrenceId: row.b,
            start: row.start,
            end: row.end,
            ticketsLeft: row.n,
          });
      }
    }
    batch.forEach((p, index) => p.resolve(results[index] ?? new Map()));
  } catch (error) {
    for (const p of batch) p.reject(error);
  }
}

/** PostgreSQL array literals of ISO timestamps and booleans (no quoting needed for either). */
function textArray(values: readonly string[]): string {
  return `{${values.join(',')}}`;
}
function boolArray(values: readonly boolean[]): string {
  return `{${values.map((v) => (v ? 't' : 'f')).join(',')}}`;
}
