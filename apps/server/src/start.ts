import cluster from 'node:cluster';
import path from 'node:path';
import type { Logger } from 'pino';
import { seedDemoPhotos } from '../seed/demo/photos.ts';
import { seed } from '../seed/seed.ts';
import { buildApp } from './app.ts';
import type { App } from './app-types.ts';
import { shiftedClock } from './clock.ts';
import { listenForWorkers, superviseWorkers, type Front } from './cluster-primary.ts';
import type { HandedConnections } from './cluster-worker.ts';
import { serveRateLimitCounters } from './plugins/rate-limit-counters.ts';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import { createDatabase, type Database } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { resolveJwtSecret } from './jwt-secret.ts';
import { startAnonymousUserCleanup } from './jobs/anonymous-user-cleanup.ts';
import { startAvailabilityIndexRefresher } from './jobs/availability-index-refresher.ts';
import { startHoldSweeper } from './jobs/hold-sweeper.ts';
import { startMailSender } from './jobs/mail-sender.ts';
import { startSurveyInvitations } from './jobs/survey-invitations.ts';
import { createMailTransport, mailDomain } from './modules/messages/mail-transport.ts';
import { createMediaStore } from './modules/media/media-store.ts';
import type { RepeatingJob } from './jobs/repeat.ts';
import { createLogger } from './logger.ts';
import { localBaseUrl } from './public-url.ts';
import { createMetrics, type Metrics } from './plugins/metrics.ts';
import { clusterMetricsReader, offerMetricsToPrimary } from './plugins/cluster-metrics.ts';
import { serveMetrics, type MetricsServer } from './plugins/metrics-server.ts';
import { createReadiness, type Readiness } from './plugins/readiness.ts';
import { openStartingGate, type StartingGate } from './starting-gate.ts';
import { flushTraces } from './tracing.ts';

/** A stuck request or connection must not keep a stopping server alive forever. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

function listeningPort(app: App, fallback: number): number {
  const address = app.server.address();
  return typeof address === 'object' && address !== null ? address.port : fallback;
}

async function loadAppConfig(): Promise<AppConfig> {
  try {
    return await resolveJwtSecret(loadConfig(process.env));
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
}

async function openDatabase(config: AppConfig, logger: Logger): Promise<Database> {
  try {
    return await createDatabase(config, {
      onBackgroundError: (err) => logger.error({ err }, 'database connection error'),
    });
  } catch (error) {
    // Most often the data directory is in use by another server: say so in one line.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

/**
 * Stops on SIGINT/SIGTERM: turns not-ready, keeps serving for SHUTDOWN_DRAIN_DELAY_MS (a load
 * balancer's probe sees the 503 and sends no more), then runs `steps` in order, then exit 0; a
 * second signal or the timeout exits at once with 1. A cluster worker ignores the second signal
 * instead: Ctrl-C reaches it directly and then once more from the primary, which kills it itself
 * if it takes too long.
 */
function onShutdown(
  logger: Logger,
  drain: { readiness: Readiness; delayMs: number },
  steps: () => Promise<void>,
): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping && cluster.isWorker) return;
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    drain.readiness.startDraining();
    setTimeout(() => {
      logger.error('shutdown timed out: exiting');
      process.exit(1);
    }, drain.delayMs + SHUTDOWN_TIMEOUT_MS).unref();
    const drained = new Promise((resolve) => setTimeout(resolve, drain.delayMs));
    drained
      .then(steps)
      .then(flushTraces)
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/**
 * The demo restaurants' generated covers and logos (seed/demo/photos.ts), made in the background
 * after start-up, so the server listens at once; pages show the drawn placeholders until each
 * restaurant's photos are in. Only restaurants without photos get them: once per database.
 */
function startDemoPhotos(config: AppConfig, logger: Logger, database: Database): RepeatingJob {
  if (!config.seedDemo || !config.demoPhotos) return { stop: async () => undefined };
  const abort = new AbortController();
  const started = Date.now();
  const done = seedDemoPhotos({
    db: database.db,
    store: createMediaStore(config),
    logger,
    signal: abort.signal,
  }).then(
    (count) => {
      if (count > 0)
        logger.info({ restaurants: count, ms: Date.now() - started }, 'demo photos made');
    },
    (err: unknown) => logger.warn({ err }, 'demo photos not made'),
  );
  return {
    async stop() {
      abort.abort();
      await done;
    },
  };
}

/**
 * Migrations, seed and the background jobs: once per installation start, never per worker. The
 * starting gate says "migrating" meanwhile, then "starting".
 */
async function prepareDatabase(
  config: AppConfig,
  logger: Logger,
  database: Database,
  ops: { gate: StartingGate; metrics: Metrics | undefined },
) {
  const clock = shiftedClock(config.clockOffsetMs);
  await migrate(database);
  ops.gate.status = 'starting';
  await seed(database, config, clock);
  const demoPhotos = startDemoPhotos(config, logger, database);
  const jobs = [
    demoPhotos,
    startHoldSweeper({ database, clock, intervalMs: config.holdSweepIntervalMs, logger }),
    startAnonymousUserCleanup({
      database,
      clock,
      retentionDays: config.anonymousUserRetentionDays,
      logger,
    }),
    startSurveyInvitations({ db: database.db, clock, logger }),
    startAvailabilityIndexRefresher({ db: database.db, clock, logger }),
    startMailSender({
      db: database.db,
      clock,
      logger,
      transport: createMailTransport({
        smtpUrl: config.mail.smtpUrl,
        from: config.mail.from,
        mailDir: path.join(config.dataDir, 'mail'),
        logger,
      }),
      publicUrl: config.publicUrl,
      domain: mailDomain(config.mail.from),
      intervalMs: config.mail.pollIntervalMs,
      metrics: ops.metrics,
    }),
  ];
  return {
    async stop() {
      await Promise.all(jobs.map((job) => job.stop()));
    },
  } satisfies RepeatingJob;
}

/** METRICS_PORT's listener, when set; `read` gives the text to serve. */
function serveMetricsPort(
  config: AppConfig,
  contentType: string,
  read: () => Promise<string>,
): Promise<MetricsServer | undefined> {
  const port = config.metrics?.port;
  if (port === undefined || port === null) return Promise.resolve(undefined);
  return serveMetrics({
    port,
    host: config.host,
    token: config.metrics?.token ?? null,
    contentType,
    read,
  });
}

/** One process doing everything: PGlite, or PostgreSQL with CLUSTER_WORKERS=1. */
async function runSingle(config: AppConfig, logger: Logger): Promise<void> {
  const gate = await openStartingGate(config.port, config.host);
  const database = await openDatabase(config, logger);
  const readiness = createReadiness();
  const metrics = config.metrics ? createMetrics() : undefined;
  let app: App;
  let jobs: RepeatingJob | undefined;
  let metricsServer: MetricsServer | undefined;
  try {
    jobs = await prepareDatabase(config, logger, database, { gate, metrics });
    app = await buildApp({ config, database, logger, readiness, ...(metrics ? { metrics } : {}) });
    await app.ready();
    await gate.close();
    await app.listen({ port: config.port, host: config.host });
    if (metrics) {
      const { registry } = metrics;
      metricsServer = await serveMetricsPort(config, registry.contentType, () =>
        registry.metrics(),
      );
    }
  } catch (error) {
    logger.fatal({ err: error }, 'start-up failed');
    await gate.close();
    await jobs?.stop();
    await database.close();
    process.exit(1);
  }
  // The jobs first: the mail sender hands back the messages it claimed but did not start, and
  // none is mid-transaction when the database closes. Then Fastify: it stops accepting, tells hub
  // clients to reconnect (elsewhere), lets in-flight requests finish and ends its LISTEN
  // connections. Then the database they use: PGlite flushes and closes its files here, so the
  // data directory is clean next time.
  onShutdown(logger, { readiness, delayMs: config.shutdownDrainDelayMs }, async () => {
    await jobs?.stop();
    await app.close();
    await metricsServer?.close();
    await database.close();
  });
  console.log(`Dekka is ready at ${localBaseUrl(config.host, listeningPort(app, config.port))}`);
}

/** Sent by a cluster primary to its workers on SIGTERM: answer not-ready from now on. */
const DRAIN = 'dekka:drain';

/**
 * The primary of a cluster: migrates, seeds and sweeps holds with its own small pool, forks one
 * worker per CLUSTER_WORKERS, and once every worker is ready listens itself and prints the ready
 * line. It hands each connection to a worker (see listenForWorkers).
 */
async function runPrimary(config: AppConfig, logger: Logger): Promise<void> {
  const gate = await openStartingGate(config.port, config.host);
  const database = await openDatabase(config, logger);
  // The primary keeps only its mail sender's counts; the workers' come from them (ADR 060).
  const metrics = config.metrics ? createMetrics({ processMetrics: false }) : undefined;
  let jobs: RepeatingJob;
  try {
    jobs = await prepareDatabase(config, logger, database, { gate, metrics });
  } catch (error) {
    logger.fatal({ err: error }, 'start-up failed');
    await gate.close();
    await database.close();
    process.exit(1);
  }
  // Workers inherit the environment; a generated JWT secret is already in DATA_DIR for them.
  serveRateLimitCounters();
  const workers = superviseWorkers({ count: config.clusterWorkers, logger });
  let front: Front | undefined;
  let metricsServer: MetricsServer | undefined;
  // The workers answer the readiness probe: they turn not-ready when the primary is told to stop.
  const readiness = createReadiness();
  const drainWorkers: Readiness = {
    get draining() {
      return readiness.draining;
    },
    startDraining() {
      readiness.startDraining();
      for (const worker of Object.values(cluster.workers ?? {})) worker?.send({ type: DRAIN });
    },
  };
  onShutdown(
    logger,
    { readiness: drainWorkers, delayMs: config.shutdownDrainDelayMs },
    async () => {
      await jobs.stop();
      await (front ? front.close(() => workers.stop()) : workers.stop());
      await metricsServer?.close();
      await database.close();
    },
  );
  try {
    await workers.ready;
    await gate.close();
    front = await listenForWorkers({ port: config.port, host: config.host });
    if (metrics) {
      metricsServer = await serveMetricsPort(
        config,
        metrics.registry.contentType,
        clusterMetricsReader(metrics.registry),
      );
    }
  } catch (error) {
    logger.fatal({ err: error }, 'start-up failed');
    await gate.close();
    await jobs.stop();
    await workers.stop();
    await database.close();
    process.exit(1);
  }
  console.log(
    `Dekka is ready at ${localBaseUrl(config.host, front.port)} ` +
      `(${config.clusterWorkers} worker processes)`,
  );
}

/** A cluster worker: answers the connections the primary hands it (it did the database set-up). */
async function runWorker(
  config: AppConfig,
  logger: Logger,
  handed: HandedConnections,
): Promise<void> {
  const database = await openDatabase(config, logger);
  const readiness = createReadiness();
  process.on('message', (message: unknown) => {
    if (typeof message === 'object' && message !== null && Reflect.get(message, 'type') === DRAIN) {
      readiness.startDraining();
    }
  });
  const metrics = config.metrics ? createMetrics() : undefined;
  if (metrics) offerMetricsToPrimary(metrics.registry);
  let app: App;
  try {
    app = await buildApp({ config, database, logger, readiness, ...(metrics ? { metrics } : {}) });
    await app.ready();
  } catch (error) {
    logger.fatal({ err: error }, 'worker start-up failed');
    await database.close();
    process.exit(1);
  }
  const requests = handed.serve(app.server, app.paymentHub.io);
  // The primary waited out the drain delay before it signals a worker.
  onShutdown(logger, { readiness, delayMs: 0 }, async () => {
    // Fastify answers 503 to anything new and closes the hub; what is under way finishes first.
    await app.close();
    await requests.settled();
    await database.close();
  });
}

/**
 * Runs this process's part: a cluster worker (`handed` holds what the primary passed it while it
 * loaded), a cluster primary, or the whole server in one process.
 */
export async function start(handed: HandedConnections | undefined): Promise<void> {
  const config = await loadAppConfig();
  const logger = createLogger(config);
  if (handed) await runWorker(config, logger, handed);
  else if (config.clusterWorkers > 1) await runPrimary(config, logger);
  else await runSingle(config, logger);
}
