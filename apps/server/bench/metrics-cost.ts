// What Prometheus metrics cost a request, in CPU time (docs/decisions/060-operations-metrics-
// readiness-drain.md). Two apps in this one process on one embedded database, as the server
// tests build them, one with METRICS_TOKEN set (every answer timed into the request histogram
// and booking steps counted) and one without; the same requests injected into each in turns,
// blocks of BLOCK requests, the first of the two swapped every round, ROUNDS rounds: health,
// a restaurant's suggestions, search results and reserves (each a new slot). It prints the
// median CPU microseconds per request of each and the difference. A last line measures the
// metrics' hooks alone: a bare Fastify route that answers a constant, with and without them, so
// that what they add is not lost in a route's own work.
//
// Why CPU time in process, beside `BENCH_METRICS=compare npm run bench:api`: on a shared 2-core
// machine the same server's throughput moved by up to a factor of four between rounds of that
// comparison, far more than the few percent asked about; the CPU a request costs in one process
// moves much less, and is what metrics could add.
//
//   npm run bench:metrics
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { createMetrics, registerMetrics } from '../src/plugins/metrics.ts';
import { buildTestApp } from '../test/helpers/test-app.ts';
import {
  createBearer,
  createBookingRestaurant,
  createTestClock,
} from '../test/helpers/booking-factories.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const BLOCK = Number(process.env.BENCH_BLOCK ?? 150);
const LIMITS = {
  RATE_LIMIT_MAX: '100000000',
  RESERVE_RATE_LIMIT_MAX: '100000000',
  HOLD_LIMIT_PER_IDENTITY: '100000000',
  HOLD_LIMIT_PER_CLIENT: '100000000',
};

const clock = createTestClock();
const off = await buildTestApp({ clock, env: LIMITS });
const on = await buildTestApp({
  clock,
  database: off.database,
  env: { ...LIMITS, METRICS_TOKEN: 'metrics-cost-bench-token-0123456789abcdef' },
});
const db = off.database.db;
const restaurant = await createBookingRestaurant(db, {
  tables: Array.from({ length: 40 }, () => ({ min: 1, max: 4 })),
});
const bearer = await createBearer(db, clock);
const dateTime = '2030-03-02T19:00';

/** Every reserve a slot of its own: 120 days from the test clock's, ten times an evening. */
let nextSlot = 0;
function reserveBody() {
  const index = nextSlot++;
  const day = new Date(Date.UTC(2030, 2, 2 + (index % 120)));
  const minutes = 17 * 60 + (Math.floor(index / 120) % 10) * 30;
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return {
    date: `${day.toISOString().slice(0, 10)}T${time}`,
    guests: 2,
    restaurantId: restaurant.id,
    eventId: null,
    source: 2,
    menus: [],
  };
}

/** The bare route, with the metrics' hooks or without. */
async function bareApp(withMetrics: boolean) {
  const app = Fastify();
  if (withMetrics) {
    registerMetrics(app, {
      metrics: createMetrics({ processMetrics: false }),
      database: off.database,
      clock,
      hubConnections: () => 0,
    });
  }
  app.get('/api/bare', async () => ({ status: 'ok' }));
  await app.ready();
  return app;
}
const bare = { off: await bareApp(false), on: await bareApp(true) };

type App = Pick<FastifyInstance, 'inject'>;
type Request = () => InjectOptions;
const phases: { name: string; apps: { off: App; on: App }; size: number; request: Request }[] = [
  {
    name: 'health',
    apps: { off: off.app, on: on.app },
    size: BLOCK,
    request: () => ({ method: 'GET', url: '/api/health' }),
  },
  {
    name: 'suggestions',
    apps: { off: off.app, on: on.app },
    size: BLOCK,
    request: () => ({
      method: 'GET',
      url: `/api/web/suggestion/restaurant/${restaurant.id}/${dateTime}/2`,
    }),
  },
  {
    name: 'search',
    apps: { off: off.app, on: on.app },
    size: BLOCK,
    request: () => ({
      method: 'GET',
      url: `/api/web/search/results?dateTime=${dateTime}&guests=2&page=1&limit=50`,
    }),
  },
  {
    name: 'reserve',
    apps: { off: off.app, on: on.app },
    size: BLOCK,
    request: () => ({
      method: 'POST',
      url: '/api/web/booking/reserve',
      headers: { authorization: bearer },
      payload: reserveBody(),
    }),
  },
  {
    name: 'hooks alone',
    apps: bare,
    // A bare request costs a few dozen microseconds: more of them make a block long enough to time.
    size: BLOCK * 20,
    request: () => ({ method: 'GET', url: '/api/bare' }),
  },
];

/** CPU microseconds per request over one block; every answer must be a 200. */
async function block(app: App, request: Request, size: number): Promise<number> {
  // The garbage of the block before is collected now, not counted against this one (--expose-gc).
  collectGarbage();
  const before = process.cpuUsage();
  for (let i = 0; i < size; i += 1) {
    const res = await app.inject(request());
    if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body.slice(0, 200)}`);
  }
  const used = process.cpuUsage(before);
  return (used.user + used.system) / size;
}

function collectGarbage() {
  if (typeof globalThis.gc !== 'function') throw new Error('run with node --expose-gc');
  globalThis.gc();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN;

console.log(`metrics off vs on, in one process: ${ROUNDS} rounds of ${BLOCK} requests each`);
console.log('phase          off µs CPU   on µs CPU   on vs off   (median per request)');
for (const { name, apps, size, request } of phases) {
  // Warm both: first requests compile, fill caches and prepare statements.
  await block(apps.off, request, size);
  await block(apps.on, request, size);
  const samples = { off: [] as number[], on: [] as number[] };
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const);
    for (const variant of order) {
      samples[variant].push(await block(apps[variant], request, size));
    }
  }
  const a = median(samples.off);
  const b = median(samples.on);
  const change = ((b / a - 1) * 100).toFixed(1);
  console.log(
    `${name.padEnd(12)} ${a.toFixed(1).padStart(12)} ${b.toFixed(1).padStart(11)} ` +
      `${`${change.startsWith('-') ? '' : '+'}${change} %`.padStart(11)}`,
  );
}
const scrape = await on.app.inject({
  method: 'GET',
  url: '/metrics',
  headers: { authorization: 'Bearer metrics-cost-bench-token-0123456789abcdef' },
});
const counted = /dekka_bookings_total\{event="reserved"\} (\d+)/.exec(scrape.body)?.[1];
console.log(`(the on app counted ${counted ?? 'no'} reserves, so its hooks ran)`);
await Promise.all([bare.off.close(), bare.on.close(), on.app.close()]);
await off.close();
