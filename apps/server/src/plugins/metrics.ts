import { API_ROUTES } from '@dekka/contracts/routes';
import { PaymentFailure } from '@dekka/contracts/payments';
import { sql } from 'drizzle-orm';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preSerializationHookHandler,
} from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { isMetricsToken } from './metrics-server.ts';

/**
 * Every metric Dekka keeps (docs/operations.md lists them with alert rules). Labels are route
 * templates, status codes and fixed words: never an id, an address or anything a diner typed, so
 * each label set stays small whatever the traffic.
 */
export function createMetrics(options: { processMetrics: boolean } = { processMetrics: true }) {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route template and status code',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    }),
    bookings: new Counter({
      name: 'dekka_bookings_total',
      help: 'Diner booking steps answered with success: reserved, waitlisted, completed, cancelled',
      labelNames: ['event'] as const,
      registers,
    }),
    payments: new Counter({
      name: 'dekka_payment_events_total',
      help: 'Payment outcomes this instance published: succeeded or the failure key',
      labelNames: ['outcome'] as const,
      registers,
    }),
    rateLimited: new Counter({
      name: 'dekka_rate_limit_refusals_total',
      help: 'Requests refused with 429 by route template',
      labelNames: ['route'] as const,
      registers,
    }),
    outbox: new Counter({
      name: 'dekka_outbox_messages_total',
      help: "Outbox messages this instance's mail sender finished: sent, retried, failed, skipped",
      labelNames: ['result'] as const,
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const RESERVE = `/api${API_ROUTES.reserve.path}`;
const COMPLETE = `/api${API_ROUTES.complete.path}`;
const CANCEL = `/api${API_ROUTES.cancel.path}`;
const BOOKING_STEPS = new Set([RESERVE, COMPLETE, CANCEL]);
/** CompleteResult.response for a completed booking (2 is an error, 3 a 3-D Secure redirect). */
const COMPLETE_SUCCESS = 1;

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

/** The booking step a successful answer stands for, read from the answer before it is written. */
function bookingEvent(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode !== 200) return null;
  switch (request.routeOptions.url) {
    case RESERVE:
      if (field(payload, 'success') !== true) return null;
      return field(request.body, 'isWaitingList') === true ? 'waitlisted' : 'reserved';
    case COMPLETE:
      return field(payload, 'response') === COMPLETE_SUCCESS ? 'completed' : null;
    case CANCEL:
      return field(payload, 'success') === true ? 'cancelled' : null;
    default:
      return null;
  }
}

/**
 * Counts one published payment event by its outcome (a failure's code, else succeeded). Counted
 * where it is published, so instances' counts add up to the total.
 */
export function countPaymentOutcome(metrics: Metrics, title: string): void {
  const failure = PaymentFailure.safeParse(title);
  metrics.payments.inc({ outcome: failure.success ? failure.data : 'succeeded' });
}

/** A gauge read when Prometheus scrapes; a failed read keeps the last value and is logged. */
function scrapedGauge(
  metrics: Metrics,
  app: FastifyInstance,
  options: {
    name: string;
    help: string;
    labelNames?: readonly string[];
    /** How a cluster primary combines its workers' values: the database's are the same in each. */
    aggregator: 'sum' | 'max';
    read(gauge: Gauge): Promise<void> | void;
  },
): void {
  new Gauge({
    name: options.name,
    help: options.help,
    labelNames: options.labelNames ?? [],
    aggregator: options.aggregator,
    registers: [metrics.registry],
    async collect() {
      try {
        await options.read(this);
      } catch (err) {
        app.log.warn({ err, metric: options.name }, 'metric not read');
      }
    },
  });
}

function countOf(rows: unknown): number {
  const first: unknown = Array.isArray(rows) ? rows[0] : field(field(rows, 'rows'), '0');
  return Number(field(first, 'value') ?? 0);
}

/**
 * Request metrics on every answer, and the gauges read at scrape time: the database's (live holds,
 * the outbox, the availability index's backlog), this instance's hub connections and pool.
 */
export function registerMetrics(
  app: FastifyInstance,
  deps: {
    metrics: Metrics;
    database: Database;
    clock: Clock;
    hubConnections(): number;
  },
): void {
  const { metrics, database, clock } = deps;
  // Every request passes this hook: a plain callback, so it costs no promise
  // (`npm run bench:metrics` measures what metrics add to a request).
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const method = METHODS.has(request.method) ? request.method : 'other';
    const status = String(reply.statusCode);
    metrics.httpDuration.observe({ method, route, status_code: status }, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) metrics.rateLimited.inc({ route });
    done();
  });
  // Only the three booking steps read their answers, so only their routes get the hook.
  app.addHook('onRoute', (route) => {
    if (!BOOKING_STEPS.has(route.url)) return;
    const countStep: preSerializationHookHandler<unknown> = (request, reply, payload, done) => {
      const event = bookingEvent(request, reply, payload);
      if (event) metrics.bookings.inc({ event });
      done(null, payload);
    };
    const own = route.preSerialization;
    route.preSerialization = [...(own ? [own].flat() : []), countStep];
  });

  const db = database.db;
  const value = async (query: ReturnType<typeof sql>) => countOf(await db.execute(query));
  scrapedGauge(metrics, app, {
    name: 'dekka_holds_live',
    help: 'Tables held for a diner who has not completed yet',
    aggregator: 'max',
    async read(gauge) {
      gauge.set(
        await value(sql`select count(*)::int as value from bookings
          where status = 'held' and hold_expires_at > ${clock.now().toISOString()}::timestamptz`),
      );
    },
  });
  scrapedGauge(metrics, app, {
    name: 'dekka_outbox_queued',
    help: 'Outbox messages waiting to be sent (due now or later)',
    aggregator: 'max',
    async read(gauge) {
      gauge.set(
        await value(
          sql`select count(*)::int as value from outbox_messages where status = 'pending'`,
        ),
      );
    },
  });
  scrapedGauge(metrics, app, {
    name: 'dekka_outbox_oldest_age_seconds',
    help: 'How long the oldest due outbox message has waited (0 when none is due)',
    aggregator: 'max',
    async read(gauge) {
      const now = clock.now().toISOString();
      gauge.set(
        await value(sql`select coalesce(extract(epoch from
            ${now}::timestamptz - min(run_at)), 0)::float8 as value
          from outbox_messages where status = 'pending' and run_at <= ${now}::timestamptz`),
      );
    },
  });
  scrapedGauge(metrics, app, {
    name: 'dekka_availability_index_dirty',
    help: "Restaurant-days whose availability index row is out of date (the index's lag)",
    aggregator: 'max',
    async read(gauge) {
      gauge.set(await value(sql`select count(*)::int as value from availability_index_dirty`));
    },
  });
  scrapedGauge(metrics, app, {
    name: 'dekka_hub_connections',
    help: 'Payment hub clients connected to this instance',
    aggregator: 'sum',
    read: (gauge) => gauge.set(deps.hubConnections()),
  });
  scrapedGauge(metrics, app, {
    name: 'dekka_db_pool_connections',
    help: "This instance's PostgreSQL pool: connections in use, idle, and requests waiting",
    labelNames: ['state'],
    aggregator: 'sum',
    read(gauge) {
      const { driver } = database;
      if (driver.kind !== 'postgres') return;
      const { pool } = driver;
      gauge.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      gauge.set({ state: 'idle' }, pool.idleCount);
      gauge.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
}

/**
 * `/metrics` on the site's port behind METRICS_TOKEN (a missing or wrong token is a 404, as if
 * there were nothing there). Outside /api, so no rate limit or API header applies to it.
 */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, token: string): void {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!isMetricsToken(request.headers.authorization, token)) return reply.callNotFound();
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });
}
