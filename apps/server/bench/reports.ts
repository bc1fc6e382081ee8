import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { createReportsRepository } from '../src/modules/reports/reports.repository.ts';
import { createReportsService } from '../src/modules/reports/reports.service.ts';
import { createBookingRestaurant } from '../test/helpers/booking-factories.ts';

/** Bookings a day, and how many days of history: two years of a busy restaurant. */
const PER_DAY = Number(process.env.BENCH_BOOKINGS_PER_DAY ?? 200);
const DAYS = Number(process.env.BENCH_DAYS ?? 730);
/** Food orders a day. */
const ORDERS_PER_DAY = 20;
/** Tables enough that every kept booking has one of its own for its two hours. */
const TABLES = Math.ceil(PER_DAY / 5);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const targets = { yearP95Ms: 300 };
const FIRST_DAY = '2028-01-01';
const YEAR = { from: '2029-01-01', to: '2029-12-31' };

const adminUrl = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432');
const dbName = `dekka_bench_reports_${process.pid}`;
const databaseUrl = new URL(adminUrl.href);
databaseUrl.pathname = `/${dbName}`;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl.href });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

await admin(`create database ${dbName}`);
const database = await createDatabase({ dataDir: '', databaseUrl: databaseUrl.href });
let failed = false;
try {
  await migrate(database);
  const { db } = database;
  const restaurant = await createBookingRestaurant(db, {
    tables: Array.from({ length: TABLES }, () => ({ min: 1, max: 6 })),
  });
  const pool = database.driver.kind === 'postgres' ? database.driver.pool : null;
  if (!pool) throw new Error('the bench runs on PostgreSQL');
  const seedStarted = performance.now();
  // Day d, booking i: table i % TABLES in sitting i / TABLES (11:00, 13:00, … two hours each),
  // so no two kept bookings share a table. 85 % kept, 5 % no-shows, 10 % cancelled; sources and
  // walk-ins spread over the channels; lead times of up to a month.
  await pool.query(
    `insert into bookings (restaurant_id, start_at, end_at, guests, status, source, kind,
       created_at, updated_at)
     select $1, s.start_at, s.start_at + interval '2 hours', 1 + (i % 6),
       case when i % 20 = 0 then 'no_show' when i % 10 = 1 then 'cancelled' else 'confirmed' end,
       1 + (i % 5), case when i % 25 = 3 then 'walk_in' else 'booking' end,
       s.start_at - ((i * 37) % 720) * interval '1 hour', s.start_at
     from generate_series(0, $2 - 1) d, generate_series(0, $3 - 1) i,
       lateral (select ($4::date + d + time '11:00' + (i / $5) * interval '2 hours')
         at time zone 'Atlantic/Reykjavik' as start_at) s`,
    [restaurant.id, DAYS, PER_DAY, FIRST_DAY, TABLES],
  );
  await pool.query(
    `insert into booking_tables (booking_id, table_id, period)
     select b.id, ($2::int[])[1 + (row_number() over (partition by b.start_at order by b.id) - 1)
         % $3], tstzrange(b.start_at, b.end_at)
     from bookings b where b.restaurant_id = $1 and b.status = 'confirmed'`,
    [restaurant.id, restaurant.tableIds, TABLES],
  );
  await pool.query(
    `insert into payments (booking_id, provider, provider_type, kind, status, amount, currency)
     select b.id, 'sandbox', 1, 'prepayment',
       case when b.status = 'cancelled' then 'refunded' else 'captured' end, 5000 * b.guests, 'ISK'
     from bookings b where b.restaurant_id = $1 and b.id % 10 = 0`,
    [restaurant.id],
  );
  await pool.query(
    `insert into food_orders (restaurant_id, mode, status, slot_at, slot_local, first_name,
       last_name, email, phone, language, currency, subtotal, total, pay_now, expires_at)
     select $1, 'takeaway', case when i % 15 = 0 then 'rejected' else 'picked_up' end, slot,
       to_char(slot at time zone 'Atlantic/Reykjavik', 'YYYY-MM-DD"T"HH24:MI'), 'Bench', 'Diner',
       'bench@example.is', '+3545550000', 'is', 'ISK', 4900, 4900, 4900, slot
     from generate_series(0, $2 - 1) d, generate_series(0, $3 - 1) i,
       lateral (select ($4::date + d + time '12:00' + i * interval '15 minutes')
         at time zone 'Atlantic/Reykjavik' as slot) s`,
    [restaurant.id, DAYS, ORDERS_PER_DAY, FIRST_DAY],
  );
  await pool.query('analyze');
  const seeded = await pool.query<{ bookings: number }>(
    'select count(*)::int as bookings from bookings where restaurant_id = $1',
    [restaurant.id],
  );
  console.log(
    `seeded ${seeded.rows[0]?.bookings} bookings over ${DAYS} days (${TABLES} tables) in ` +
      `${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  const reports = createReportsService({ db });
  const times: number[] = [];
  let covers = 0;
  for (let run = 0; run < WARM_UP + RUNS; run += 1) {
    const started = performance.now();
    const report = await reports.report(restaurant.id, YEAR);
    const ms = performance.now() - started;
    if (run >= WARM_UP) times.push(ms);
    covers = report.summary.covers;
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  console.log(
    `a year's report (${YEAR.from} to ${YEAR.to}, ${covers} covers), ${RUNS} runs: ` +
      `median ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms ` +
      `(target <= ${targets.yearP95Ms} ms)`,
  );
  // Each figure's query on its own (one after another, so none waits for another's connection).
  const repository = createReportsRepository(db);
  const span = { restaurantId: restaurant.id, timeZone: 'Atlantic/Reykjavik', ...YEAR };
  const parts: string[] = [];
  for (const name of ['figures', 'serviceHours', 'hoursInPeriod'] as const) {
    const started = performance.now();
    await repository[name](span);
    parts.push(`${name} ${(performance.now() - started).toFixed(0)}`);
  }
  console.log(`each query alone, ms: ${parts.join(', ')}`);
  if (p95 > targets.yearP95Ms) failed = true;
} finally {
  await database.close();
  await admin(`drop database if exists ${dbName} with (force)`);
}
if (failed) process.exitCode = 1;
