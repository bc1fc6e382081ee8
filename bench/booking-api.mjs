// Load benchmark of the booking API on real PostgreSQL . In one run:
// GET /api/health as the baseline, suggestions for one restaurant, search results over 1,000
// restaurants in one city, reserves spread over many restaurants, days and times, and then search
// results again over 10,000 restaurants in the same city; between them, restaurant pages' HTML as
// the server draws it. Creates a fresh database
// (dekka_bench_<timestamp>), starts the server on it, loads 1,000 generated restaurants (9,000
// more before the last phase), waits each time until the availability index has caught up (and
// the first time until the demo's photos are drawn), measures with autocannon against 127.0.0.1, prints one table, and always stops the server and
// drops the database. BENCH_DATABASE_URL points it at another PostgreSQL server (any
// database name in it is ignored); the default is postgres://postgres@127.0.0.1:5432 (trust auth).
// The server starts as `npm start` starts it in production: one process per core (CLUSTER_WORKERS
// defaults to the core count with DATABASE_URL; set it to override).
// BENCH_METRICS=on keeps Prometheus metrics (METRICS_PORT and METRICS_TOKEN set, as a cluster
// serves them: every request is counted and timed, and the primary adds up the workers' counts)
// and scrapes /metrics every 15 s as Prometheus would. BENCH_METRICS=compare answers whether
// they cost anything: two servers on the one database, metrics off and on, measured in turns
// (health, suggestions, search, reserve; the order swapped every round) for COMPARE_ROUNDS
// rounds, and the median of each printed side by side. Two separate runs cannot show it: on a
// shared machine they differ by a third from each other with nothing changed.
//
//   npm run bench:api
//   BENCH_METRICS=on npm run bench:api
//   BENCH_METRICS=compare npm run bench:api
import autocannon from 'autocannon';
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

const CITY = 'Reykjavík';
const CITY_TIME_ZONE = 'Atlantic/Reykjavik';
const RESTAURANTS = 1000;
/** The national-scale phase: this many restaurants in the city in all. */
const RESTAURANTS_LARGE = 10_000;
const DURATION_S = 10;
const WARMUP_S = 2;
/** Far above anything a 10 s run can send, so the limiter never answers 429 here. */
const RATE_LIMIT = '100000000';
/**
 * Diners: each an anonymous identity behind its own address (sent as X-Forwarded-For through a
 * trusted proxy), as real traffic is; the caps on live holds and their locks are per identity
 * and per address, so one identity or one address for every request would measure a queue.
 */
const TOKENS = 500;
/**
 * The whole run must stop by itself: about 100 s for the 1,000 phase, plus the 9,000 more
 * restaurants and their availability index (140,000 restaurant-days) for the second.
 */
const DEADLINE_MS = 900_000;
/**
 * How long the availability index may take to catch up after loading restaurants: 140,000
 * restaurant-days for 10,000 restaurants, about 750 a second on a busy 2-core machine.
 */
const INDEX_WAIT_MS = 480_000;

/** What a browser sends with a page load: it takes the page compressed. */
const BROWSER_PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' };

const targets = {
  suggestionsP99Ms: 25,
  suggestionsRatio: 0.25,
  searchP95Ms: 50,
  searchLargeP95Ms: 150,
  reservesPerS: 1000,
  pageP95Ms: 30,
};

// ---- database --------------------------------------------------------------------------------

const adminUrl = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432');
const dbName = `dekka_bench_${new Date()
  .toISOString()
  .replace(/[-:T.Z]/g, '')
  .slice(0, 14)}_${process.pid}`;
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${dbName}`;
const pgArgs = [
  '-h',
  adminUrl.hostname || '127.0.0.1',
  '-p',
  adminUrl.port || '5432',
  '-U',
  decodeURIComponent(adminUrl.username) || 'postgres',
];
const pgEnv = {
  ...process.env,
  ...(adminUrl.password ? { PGPASSWORD: decodeURIComponent(adminUrl.password) } : {}),
};

let dbCreated = false;
const servers = [];
const dataDir = mkdtempSync(join(tmpdir(), 'dekka-bench-api-'));

/** One SQL command on the bench database through psql; its output, trimmed. */
async function psql(command) {
  const { stdout } = await run('psql', [...pgArgs, '-d', dbName, '-tAc', command], { env: pgEnv });
  return stdout.trim();
}

async function createDatabase() {
  await run('createdb', [...pgArgs, dbName], { env: pgEnv });
  dbCreated = true;
}

// ---- server ----------------------------------------------------------------------------------

/**
 * Node options for the server process, e.g. BENCH_SERVER_NODE_ARGS='--cpu-prof
 * --cpu-prof-dir=/tmp/prof' (NODE_OPTIONS refuses --cpu-prof); with CLUSTER_WORKERS=1 the one
 * profile covers every request.
 */
const serverNodeArgs = [
  '--import',
  'tsx',
  ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean),
];

const metricsMode = process.env.BENCH_METRICS ?? 'off';
if (!['off', 'on', 'compare'].includes(metricsMode)) {
  throw new Error(`BENCH_METRICS is off, on or compare, not ${metricsMode}`);
}
const metricsToken = metricsMode === 'off' ? null : randomBytes(24).toString('hex');
const metricsPort = metricsToken ? await freePort() : null;
const COMPARE_ROUNDS = 3;
/** One installation's secret: a diner's token from one server is good at the other. */
const jwtSecret = randomBytes(32).toString('hex');
const COMPARE_S = 5;

/** A port nothing listens on now, for the metrics listener. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Prometheus' part while metrics are on: one scrape every 15 s for as long as the server runs.
 * Resolves with the size of the first scrape, which must succeed.
 */
async function scrapeMetrics() {
  if (!metricsToken) return null;
  const scrape = async () => {
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`, {
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    if (!res.ok) throw new Error(`/metrics answered ${res.status}`);
    return (await res.arrayBuffer()).byteLength;
  };
  const first = await scrape();
  setInterval(() => scrape().catch(() => undefined), 15_000).unref();
  return first;
}

/**
 * Starts a server on port 0 and resolves with its base URL once it prints its ready line; with
 * `metrics`, it serves them on metricsPort behind metricsToken.
 */
function startServer({ metrics }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...serverNodeArgs, 'apps/server/src/server.ts'], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl.href,
        DATA_DIR: dataDir,
        JWT_SECRET: jwtSecret,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: RATE_LIMIT,
        RESERVE_RATE_LIMIT_MAX: RATE_LIMIT,
        TOKEN_RATE_LIMIT_MAX: RATE_LIMIT,
        HOLD_LIMIT_PER_IDENTITY: RATE_LIMIT,
        HOLD_LIMIT_PER_CLIENT: RATE_LIMIT,
        // The load generator on 127.0.0.1 stands for a proxy in front of many diners.
        TRUST_PROXY: '127.0.0.1',
        // The targets were set with the demo restaurants beside the generated ones.
        SEED_DEMO: 'true',
        ...(metrics ? { METRICS_TOKEN: metricsToken, METRICS_PORT: String(metricsPort) } : {}),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    servers.push(child);
    let output = '';
    const onData = (chunk) => {
      output += String(chunk);
      const ready = /Dekka is ready at http:\/\/[^:\s]+:(\d+)/.exec(output);
      if (!ready) return;
      child.stdout.off('data', onData);
      child.stdout.resume();
      resolve(`http://127.0.0.1:${ready[1]}`);
    };
    child.stdout.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before ready`)));
  });
}

async function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
  await exited;
  clearTimeout(timer);
}

let cleaning;
function cleanup() {
  cleaning ??= (async () => {
    await Promise.all(
      servers.map((child) =>
        stopServer(child).catch((error) => console.error('stopping a server:', error.message)),
      ),
    );
    if (dbCreated) {
      await run('dropdb', [...pgArgs, '--if-exists', '--force', dbName], { env: pgEnv }).catch(
        (error) => console.error(`dropping ${dbName}:`, error.message),
      );
    }
    rmSync(dataDir, { recursive: true, force: true });
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    void cleanup().then(() => process.exit(130));
  });
}
const watchdog = setTimeout(() => {
  console.error(`bench: still running after ${DEADLINE_MS / 1000} s, giving up`);
  void cleanup().then(() => process.exit(1));
}, DEADLINE_MS);
watchdog.unref();

// ---- helpers ---------------------------------------------------------------------------------

/**
 * Waits until the availability index has no dirty marks left (the server's refresher builds the
 * rows of newly loaded restaurants in the background), as a running installation would be.
 */
async function waitForIndex() {
  const started = performance.now();
  for (;;) {
    const dirty = Number(await psql('select count(*) from availability_index_dirty'));
    if (dirty === 0) return (performance.now() - started) / 1000;
    if (performance.now() - started > INDEX_WAIT_MS) {
      throw new Error(`availability index still has ${dirty} dirty marks`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Waits until the demo restaurants have their generated covers and logos (the logo is drawn
 * last). A fresh installation draws them once, in the background, for a minute of one core:
 * measured beside it, every route would be slower than on any running installation.
 */
async function waitForDemoPhotos() {
  const started = performance.now();
  for (;;) {
    const bare = Number(
      await psql(`select count(*) from restaurants r where r.slug not like 'bench-%'
        and not exists (select 1 from restaurant_photos p
          where p.restaurant_id = r.id and p.kind = 'logo')`),
    );
    if (bare === 0) return (performance.now() - started) / 1000;
    if (performance.now() - started > INDEX_WAIT_MS) {
      throw new Error(`${bare} demo restaurants still have no photos`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Runs the load generator for `count` more restaurants in CITY. */
async function generate(count, prefix) {
  const generated = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/server/seed/generate.ts',
      '--count',
      String(count),
      '--city',
      CITY,
      '--prefix',
      prefix,
    ],
    { env: { ...process.env, DATABASE_URL: databaseUrl.href, LOG_LEVEL: 'warn' } },
  );
  return generated.stdout.trim();
}

/**
 * How many rows of a page come before the first row without a free time within an hour of the
 * asked one, and whether none comes after it: the page is availability-ordered when the free
 * near the asked time lead.
 */
function availabilityOrdered(page, dateTime) {
  const target = Date.parse(`${dateTime}:00Z`);
  const near = (row) =>
    row.timeSuggestions.some(
      (slot) =>
        slot.isAvailable && Math.abs(Date.parse(`${slot.localTime}:00Z`) - target) <= 3_600_000,
    );
  const flags = page.restaurants.map(near);
  const lead = flags.indexOf(false) === -1 ? flags.length : flags.indexOf(false);
  return { lead, ordered: flags.slice(lead).every((flag) => !flag) };
}

let baseUrl = '';

async function api(path, init) {
  const response = await fetch(`${baseUrl}${path}`, init);
  if (!response.ok) {
    throw new Error(
      `${init?.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`,
    );
  }
  return response.json();
}

/** Runs `task` over `items` with at most `limit` in flight. */
async function pool(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The local calendar date `days` after today in `timeZone`, as YYYY-MM-DD. */
function localDate(days, timeZone) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * One autocannon run. Latency percentiles are exact, from every response's own time (autocannon's
 * histogram has no p95 and whole milliseconds only); req/s counts every completed response.
 */
async function measure(options, seconds = DURATION_S) {
  const latencies = [];
  const instance = autocannon({ url: baseUrl, duration: seconds, ...options });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const elapsed = result.duration || seconds;
  return {
    connections: options.connections,
    responses: latencies.length,
    reqPerS: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    elapsed,
  };
}

async function phase(name, options) {
  process.stdout.write(`  ${name}: warm-up ${WARMUP_S} s, `);
  await measure(options, WARMUP_S);
  process.stdout.write(`measuring ${DURATION_S} s at ${options.connections} connections\n`);
  const result = await measure(options);
  // Printed at once too, so a later phase's failure does not lose it.
  console.log(
    `    ${result.reqPerS.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, ` +
      `p99 ${result.p99.toFixed(1)} ms, ${result.non2xx} non-2xx`,
  );
  return result;
}

/**
 * Metrics off (baseUrl) against on (metricsUrl): each phase on both, one after the other, the
 * first of the two swapped every round so that neither always runs on a warmer or quieter machine.
 */
async function compareMetrics(metricsUrl, phases) {
  const variants = { off: baseUrl, on: metricsUrl };
  const samples = Object.fromEntries(phases.map(({ name }) => [name, { off: [], on: [] }]));
  console.log(
    `\nmetrics off vs on: ${COMPARE_ROUNDS} rounds of ${COMPARE_S} s per phase and server ` +
      `(${WARMUP_S} s warm-up each, not counted)`,
  );
  for (let round = 0; round < COMPARE_ROUNDS; round += 1) {
    const order = round % 2 === 0 ? ['off', 'on'] : ['on', 'off'];
    for (const { name, options } of phases) {
      for (const variant of order) {
        const url = variants[variant];
        await measure({ ...options, url }, WARMUP_S);
        const result = await measure({ ...options, url }, COMPARE_S);
        // A refused request is cheap: counted, it would make the slower server look faster.
        if (result.non2xx + result.errors > 0) {
          throw new Error(
            `${name} with metrics ${variant}: ${result.non2xx} non-2xx, ${result.errors} errors`,
          );
        }
        samples[name][variant].push(result.reqPerS);
        console.log(`  round ${round + 1} ${name} ${variant}: ${result.reqPerS.toFixed(0)} req/s`);
      }
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log('\nphase          off req/s   on req/s   on vs off   (median of each)');
  for (const { name } of phases) {
    const off = median(samples[name].off);
    const on = median(samples[name].on);
    const change = ((on / off - 1) * 100).toFixed(1);
    console.log(
      `${name.padEnd(12)} ${off.toFixed(0).padStart(11)} ${on.toFixed(0).padStart(10)} ` +
        `${`${change.startsWith('-') ? '' : '+'}${change} %`.padStart(11)}`,
    );
  }
}

// ---- the run ---------------------------------------------------------------------------------

async function main() {
  const started = performance.now();
  const since = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

  await createDatabase();
  console.log(`database ${dbName} on ${adminUrl.hostname}:${adminUrl.port || '5432'}`);
  baseUrl = await startServer({ metrics: metricsMode === 'on' });
  // The second server finds the database migrated and seeded by the first.
  const metricsUrl = metricsMode === 'compare' ? await startServer({ metrics: true }) : null;
  const firstScrape = await scrapeMetrics();
  console.log(
    firstScrape === null
      ? 'metrics off'
      : `metrics on${metricsUrl ? ` at ${metricsUrl}, off at ${baseUrl}` : ''} (port ${metricsPort}, ` +
          `scraped every 15 s; first scrape ${firstScrape} bytes)`,
  );
  console.log(
    `server ${baseUrl} ready (migrated + demo seed) after ${since()}; ` +
      `RATE_LIMIT_MAX, RESERVE_RATE_LIMIT_MAX, TOKEN_RATE_LIMIT_MAX and the hold caps set to ${RATE_LIMIT} so no limit answers 429`,
  );

  console.log(`generator: ${await generate(RESTAURANTS, 'bench')} (${CITY})`);
  // Fresh tables have no planner statistics until autovacuum analyzes them (and autovacuum may be
  // off on a test server): without them PostgreSQL picks seq scans and gist-index sweeps that a
  // running installation would not. VACUUM ANALYZE gives the plans a live database would have,
  // and the visibility map that lets a count over the restaurants' index skip their rows.
  const autovacuum = await psql('show autovacuum');
  const indexBuilt = await waitForIndex();
  const photosDrawn = await waitForDemoPhotos();
  await psql('vacuum analyze');
  console.log(
    `availability index built ${indexBuilt.toFixed(1)} s later, demo photos drawn ${photosDrawn.toFixed(1)} s after that; ` +
      `VACUUM ANALYZE after loading (autovacuum is ${autovacuum} on this server)`,
  );

  const inUse = await api('/api/web/filter/inuse');
  const city = inUse.cities.flatMap((group) => group.cities).find((c) => c.name === CITY);
  if (!city) throw new Error(`${CITY} is not among the cities in use`);
  const date = localDate(1, CITY_TIME_ZONE);
  const dateTime = `${date}T19:00`;
  const guests = 2;
  const searchPath = (limit, page = 1) =>
    `/api/web/search/results?dateTime=${dateTime}&guests=${guests}` +
    `&filters=${city.id};city&page=${page}&limit=${limit}`;

  // Every restaurant in the city, in relevance order (200 is the largest page the API allows).
  const first = await api(searchPath(200));
  if (first.total < RESTAURANTS) throw new Error(`only ${first.total} restaurants in ${CITY}`);
  const pages = Math.ceil(first.total / 200);
  const rest = await pool(
    Array.from({ length: pages - 1 }, (_, index) => index + 2),
    4,
    (page) => api(searchPath(200, page)),
  );
  const cityRestaurants = [first, ...rest].flatMap((page) => page.restaurants);

  // Suggestions: the most relevant restaurant with suggestions at 19:00 tomorrow.
  const suggestionRestaurant = cityRestaurants.find((r) => r.timeSuggestions.length > 0);
  if (!suggestionRestaurant) throw new Error(`no restaurant in ${CITY} has slots at ${dateTime}`);
  const suggestionPath = `/api/web/suggestion/restaurant/${suggestionRestaurant.id}/${dateTime}/${guests}`;

  // Reserves: real free slots (isTableAvailable) of the generated restaurants over several days,
  // skipping those whose online menu is mandatory (a reserve without menus is refused there).
  const generatedIds = cityRestaurants.filter((r) => r.slug.startsWith('bench-')).map((r) => r.id);
  const upsells = await pool(generatedIds, 16, (id) =>
    api(`/api/web/upsell/${id}/${dateTime}/${guests}/null`),
  );
  const reservable = generatedIds.filter((_, index) => !upsells[index].onlineMenuMandatory);
  const days = [1, 2].map((offset) => localDate(offset, CITY_TIME_ZONE));
  const dayLists = await pool(
    reservable.flatMap((id) => days.map((day) => ({ id, day }))),
    16,
    async ({ id, day }) => {
      const party = 2 + (id % 3);
      const slots = await api(`/api/web/suggestion/restaurant/${id}/${day}T12:00/${party}/all`);
      const free = slots.filter((slot) => slot.isTableAvailable).map((slot) => slot.localTime);
      // Every fourth slot first, so a restaurant's first holds overlap as little as possible.
      const spread = [0, 2, 1, 3].flatMap((phaseIndex) =>
        free.filter((_, index) => index % 4 === phaseIndex),
      );
      return spread.map((localTime) => ({ restaurantId: id, dateTime: localTime, guests: party }));
    },
  );
  // Round-robin across restaurant-days: consecutive requests go to different restaurants.
  const reserveSlots = [];
  const longest = Math.max(...dayLists.map((list) => list.length));
  for (let index = 0; index < longest; index += 1) {
    for (const list of dayLists) if (list[index]) reserveSlots.push(list[index]);
  }
  const tokens = await pool(Array.from({ length: TOKENS }), 4, () =>
    api('/api/auth/anonymous', { method: 'POST' }).then((body) => body.token),
  );
  console.log(
    `${cityRestaurants.length} restaurants in ${CITY} (id ${city.id}); dateTime ${dateTime}; ` +
      `suggestions for "${suggestionRestaurant.name}" (id ${suggestionRestaurant.id}); ` +
      `${reserveSlots.length} free slots over ${reservable.length} restaurants x ${days.length} days ` +
      `(${days[0]}..${days[days.length - 1]}), ${TOKENS} anonymous tokens; setup took ${since()}`,
  );

  let nextSlot = 0;
  let reserveOk = 0;
  let reserveFull = 0;
  const reserveRequest = {
    method: 'POST',
    path: '/api/web/booking/reserve',
    // A shared cursor: every connection takes the next slot, none repeats another's.
    setupRequest: (request) => {
      const index = nextSlot++;
      const slot = reserveSlots[index % reserveSlots.length];
      return {
        ...request,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${tokens[index % tokens.length]}`,
          'x-forwarded-for': `10.0.${Math.floor((index % tokens.length) / 250)}.${(index % tokens.length) % 250}`,
        },
        body: JSON.stringify({
          date: slot.dateTime,
          guests: slot.guests,
          restaurantId: slot.restaurantId,
          eventId: null,
          source: 2,
          menus: [],
          isWaitingListWhenFullyBooked: false,
          isWaitingList: false,
        }),
      };
    },
    onResponse: (status, body) => {
      if (status !== 200) return;
      if (JSON.parse(body).success === true) reserveOk += 1;
      else reserveFull += 1;
    },
  };

  if (metricsUrl) {
    await compareMetrics(metricsUrl, [
      { name: 'health', options: { connections: 50, requests: [{ path: '/api/health' }] } },
      { name: 'suggestions', options: { connections: 50, requests: [{ path: suggestionPath }] } },
      { name: 'search', options: { connections: 10, requests: [{ path: searchPath(50) }] } },
      { name: 'reserve', options: { connections: 50, requests: [reserveRequest] } },
    ]);
    console.log(`Total ${since()}.`);
    return;
  }

  console.log('\nruns (warm-up not counted):');
  const health = await phase('health', { connections: 50, requests: [{ path: '/api/health' }] });
  const suggestions = await phase('suggestions', {
    connections: 50,
    requests: [{ path: suggestionPath }],
  });
  const search = await phase('search', { connections: 10, requests: [{ path: searchPath(50) }] });
  const searchBig = await phase('search limit=200', {
    connections: 10,
    requests: [{ path: searchPath(200) }],
  });
  // Restaurant pages as a browser loads them (HTML, compressed), drawn by the server. At its
  // plain address a page is kept 20 s per language, so most loads of a popular page are answered
  // from that cache; with a chosen party in the address every load is drawn afresh, which is the
  // render's own cost (its in-process API calls included). 200 of the city's restaurants in turn.
  const pageSlugs = cityRestaurants.slice(0, 200).map((restaurant) => restaurant.slug);
  let undrawnPages = 0;
  let lookedAt = 0;
  const pageRequests = (query) => {
    let next = 0;
    return [
      {
        headers: BROWSER_PAGE_HEADERS,
        setupRequest: (request) => {
          const slug = pageSlugs[next % pageSlugs.length];
          next += 1;
          // One load in 20 asks for the page uncompressed, to look inside it (below).
          const headers =
            next % 20 === 0
              ? { ...request.headers, 'accept-encoding': 'identity' }
              : request.headers;
          return { ...request, headers, path: `/${slug}${query}` };
        },
        // A page served without the server's drawing (the render failed or took too long) is
        // counted: its time says nothing about rendering.
        onResponse: (status, body, _context, headers) => {
          const encoded = Object.keys(headers).some((name) => /^content-encoding$/i.test(name));
          if (status !== 200 || encoded) return;
          lookedAt += 1;
          if (!body.includes('id="server-render"')) undrawnPages += 1;
        },
      },
    ];
  };
  const pagesKept = await phase('restaurant page (kept 20 s)', {
    connections: 50,
    requests: pageRequests(''),
  });
  const pagesDrawn = await phase('restaurant page (drawn each load)', {
    connections: 50,
    requests: pageRequests('?guests=2'),
  });
  if (undrawnPages > 0) {
    console.log(
      `    ${undrawnPages} of ${lookedAt} pages looked at came without the server's drawing`,
    );
  }
  await measure({ connections: 50, requests: [reserveRequest] }, WARMUP_S);
  // The warm-up took bookings from none to thousands: refresh their statistics as autovacuum would.
  await psql('analyze bookings; analyze booking_tables');
  const warmupSlots = nextSlot;
  const afterWarmup = { ok: reserveOk, full: reserveFull };
  process.stdout.write(
    `  reserve: warm-up ${WARMUP_S} s, ANALYZE bookings, measuring ${DURATION_S} s at 50 connections\n`,
  );
  const reserves = await measure({ connections: 50, requests: [reserveRequest] });
  const okReserves = reserveOk - afterWarmup.ok;
  const fullReserves = reserveFull - afterWarmup.full;
  const okPerS = okReserves / reserves.elapsed;
  const slotsUsed = nextSlot - warmupSlots;
  console.log(
    `    ${okPerS.toFixed(0)} ok reserves/s, p50 ${reserves.p50.toFixed(1)} ms, p95 ${reserves.p95.toFixed(1)} ms, ` +
      `p99 ${reserves.p99.toFixed(1)} ms`,
  );

  // ---- national scale: 10,000 restaurants in the city ----
  const more = RESTAURANTS_LARGE - RESTAURANTS;
  process.stdout.write(`  ${more} more restaurants: `);
  process.stdout.write(`generator: ${await generate(more, 'bench-large')}; `);
  const built = await waitForIndex();
  // Statistics and visibility as a running installation has them: the index's rows included.
  await psql('vacuum analyze');
  process.stdout.write(`availability index built after ${built.toFixed(1)} s; VACUUM ANALYZE\n`);
  const largeFirst = await api(searchPath(50));
  if (largeFirst.total < RESTAURANTS_LARGE) {
    throw new Error(`only ${largeFirst.total} restaurants in ${CITY}`);
  }
  const largeOrder = availabilityOrdered(largeFirst, dateTime);
  const searchLarge = await phase('search (10,000)', {
    connections: 10,
    requests: [{ path: searchPath(50) }],
  });
  const largeBytes = Buffer.byteLength(JSON.stringify(largeFirst));

  // ---- report ----
  const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '-');
  const ratio = (result) => `${(result.reqPerS / health.reqPerS).toFixed(2)}x`;
  const mark = (ok) => (ok ? '✓' : '✗');
  const rows = [
    { route: 'GET /api/health (baseline)', result: health, target: '-' },
    {
      route: `GET suggestion (1 restaurant)`,
      result: suggestions,
      target:
        `p99 < ${targets.suggestionsP99Ms} ms ${mark(suggestions.p99 < targets.suggestionsP99Ms)}, ` +
        `>= ${targets.suggestionsRatio * 100}% of baseline ` +
        mark(suggestions.reqPerS >= targets.suggestionsRatio * health.reqPerS),
    },
    {
      route: `GET search/results (${first.total} in city, page of 50)`,
      result: search,
      target: `p95 < ${targets.searchP95Ms} ms ${mark(search.p95 < targets.searchP95Ms)}`,
    },
    {
      route: 'GET search/results (same, limit=200)',
      result: searchBig,
      target: `(info) p95 < ${targets.searchP95Ms} ms ${mark(searchBig.p95 < targets.searchP95Ms)}`,
    },
    {
      route: 'GET /{restaurant} HTML (200 pages, kept)',
      result: pagesKept,
      target: `(info) p95 < ${targets.pageP95Ms} ms ${mark(pagesKept.p95 < targets.pageP95Ms)}`,
    },
    {
      route: 'GET /{restaurant}?guests=2 HTML (drawn)',
      result: pagesDrawn,
      target: `p95 < ${targets.pageP95Ms} ms ${mark(pagesDrawn.p95 < targets.pageP95Ms)}`,
    },
    {
      route: 'POST booking/reserve (spread)',
      result: reserves,
      okPerS,
      target: `>= ${targets.reservesPerS} ok/s ${mark(okPerS >= targets.reservesPerS)}`,
    },
    {
      route: `GET search/results (${largeFirst.total} in city, page of 50)`,
      result: searchLarge,
      target:
        `p95 < ${targets.searchLargeP95Ms} ms ${mark(searchLarge.p95 < targets.searchLargeP95Ms)}, ` +
        `availability-ordered ${mark(largeOrder.ordered)}`,
    },
  ];
  const header = [
    'route',
    'conns',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'vs baseline',
    'ok reserves/s',
    'non-2xx/err',
    'target',
  ];
  const lines = rows.map(({ route, result, okPerS: ok, target }) => [
    route,
    String(result.connections),
    result.reqPerS.toFixed(0),
    ms(result.p50),
    ms(result.p95),
    ms(result.p99),
    ratio(result),
    ok === undefined ? '-' : ok.toFixed(0),
    `${result.non2xx}/${result.errors}`,
    target,
  ]);
  const widths = header.map((title, col) =>
    Math.max(title.length, ...lines.map((line) => line[col].length)),
  );
  const format = (cells) =>
    cells
      .map((cell, col) =>
        (col === 0 || col === 9 ? cell.padEnd : cell.padStart).call(cell, widths[col]),
      )
      .join('  ');
  console.log(`\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const line of lines) console.log(format(line));
  console.log(
    `\nreserves: ${okReserves} held, ${fullReserves} answered success:false ` +
      `(${((100 * okReserves) / Math.max(1, okReserves + fullReserves)).toFixed(1)}% success), ` +
      `${slotsUsed} of ${reserveSlots.length} precomputed free slots handed out in the measured run` +
      (nextSlot > reserveSlots.length ? ' (list wrapped: repeats fail)' : ''),
  );
  console.log(
    `search over ${largeFirst.total}: the first ${largeOrder.lead} of 50 rows are free within an hour ` +
      `of ${dateTime}, ${largeOrder.ordered ? 'none after them' : 'SOME AFTER THEM'}; ` +
      `${(largeBytes / 1024).toFixed(1)} KB per page of 50 (uncompressed JSON)`,
  );
  console.log(
    'p50/p95/p99 are exact percentiles of every response (2xx or not); req/s counts all ' +
      `responses over the ${DURATION_S} s run; client, server and PostgreSQL share this machine's CPUs ` +
      `(${availableParallelism()} here). Total ${since()}.`,
  );
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  console.error('bench failed:', error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await cleanup();
  clearTimeout(watchdog);
}
process.exit(exitCode);
