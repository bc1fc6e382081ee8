import cluster from 'node:cluster';
import type { Logger } from 'pino';
import { seed } from '../seed/seed.ts';
import { buildApp } from './app.ts';
import type { App } from './app-types.ts';
import { systemClock } from './clock.ts';
import { superviseWorkers } from './cluster-primary.ts';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import { createDatabase, type Database } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { resolveJwtSecret } from './jwt-secret.ts';
import { startHoldSweeper, type HoldSweeper } from './jobs/hold-sweeper.ts';
import { createLogger } from './logger.ts';
import { localBaseUrl } from './public-url.ts';

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
 * Stops on SIGINT/SIGTERM: `steps` in order, then exit 0; a second signal or the timeout exits
 * at once with 1. A cluster worker ignores the second signal instead: Ctrl-C reaches it directly
 * and then once more from the primary, which kills it itself if it takes too long.
 */
function onShutdown(logger: Logger, steps: () => Promise<void>): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping && cluster.isWorker) return;
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error('shutdown timed out: exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    steps().then(
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

/** Migrations, seed and the hold sweeper: once per installation start, never per worker. */
async function prepareDatabase(config: AppConfig, logger: Logger, database: Database) {
  await migrate(database);
  await seed(database, config);
  return startHoldSweeper({
    database,
    clock: systemClock,
    intervalMs: config.holdSweepIntervalMs,
    logger,
  });
}

/** One process doing everything: PGlite, or PostgreSQL with CLUSTER_WORKERS=1. */
async function runSingle(config: AppConfig, logger: Logger): Promise<void> {
  const database = await openDatabase(config, logger);
  let app: App;
  let sweeper: HoldSweeper | undefined;
  try {
    sweeper = await prepareDatabase(config, logger, database);
    app = await buildApp({ config, database, logger });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    logger.fatal({ err: error }, 'start-up failed');
    await sweeper?.stop();
    await database.close();
    process.exit(1);
  }
  // Fastify first (stops accepting, lets in-flight requests finish), then the database they
  // use. PGlite flushes and closes its files here, so the data directory is clean next time.
  // The sweeper first, so no sweep is mid-transaction when the database closes.
  onShutdown(logger, async () => {
    await sweeper?.stop();
    await app.close();
    await database.close();
  });
  console.log(`Dekka is ready at ${localBaseUrl(config.host, listeningPort(app, config.port))}`);
}

/**
 * The primary of a cluster: migrates, seeds and sweeps holds with its own small pool, forks one
 * worker per CLUSTER_WORKERS and prints the ready line once every worker listens. Workers share
 * the listening socket (node:cluster hands connections round-robin).
 */
async function runPrimary(config: AppConfig, logger: Logger): Promise<void> {
  const database = await openDatabase(config, logger);
  let sweeper: HoldSweeper;
  try {
    sweeper = await prepareDatabase(config, logger, database);
  } catch (error) {
    logger.fatal({ err: error }, 'start-up failed');
    await database.close();
    process.exit(1);
  }
  // Workers inherit the environment; a generated JWT secret is already in DATA_DIR for them.
  const workers = superviseWorkers({ count: config.clusterWorkers, logger });
  onShutdown(logger, async () => {
    await sweeper.stop();
    await workers.stop();
    await database.close();
  });
  let port: number;
  try {
    port = await workers.listening;
  } catch (error) {
    logger.fatal({ err: error }, 'start-up failed');
    await sweeper.stop();
    await workers.stop();
    await database.close();
    process.exit(1);
  }
  console.log(
    `Dekka is ready at ${localBaseUrl(config.host, port)} ` +
      `(${config.clusterWorkers} worker processes)`,
  );
}

/** A cluster worker: serves HTTP on the shared port; the primary did the database set-up. */
async function runWorker(config: AppConfig, logger: Logger): Promise<void> {
  const database = await openDatabase(config, logger);
  let app: App;
  try {
    app = await buildApp({ config, database, logger });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    logger.fatal({ err: error }, 'worker start-up failed');
    await database.close();
    process.exit(1);
  }
  onShutdown(logger, async () => {
    await app.close();
    await database.close();
  });
}

const config = await loadAppConfig();
const logger = createLogger(config);
if (cluster.isWorker) await runWorker(config, logger);
else if (config.clusterWorkers > 1) await runPrimary(config, logger);
else await runSingle(config, logger);
