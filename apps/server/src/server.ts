import { seed } from '../seed/seed.ts';
import { buildApp } from './app.ts';
import type { App } from './app-types.ts';
import { systemClock } from './clock.ts';
import { ConfigError, loadConfig } from './config.ts';
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

async function main(): Promise<void> {
  let config;
  try {
    config = await resolveJwtSecret(loadConfig(process.env));
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
  const logger = createLogger(config);

  let database: Database;
  try {
    database = await createDatabase(config, {
      onBackgroundError: (err) => logger.error({ err }, 'database connection error'),
    });
  } catch (error) {
    // Most often the data directory is in use by another server: say so in one line.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  let app: App;
  let sweeper: HoldSweeper | undefined;
  try {
    await migrate(database);
    await seed(database, config);
    app = await buildApp({ config, database, logger });
    await app.listen({ port: config.port, host: config.host });
    sweeper = startHoldSweeper({
      database,
      clock: systemClock,
      intervalMs: config.holdSweepIntervalMs,
      logger,
    });
  } catch (error) {
    logger.fatal({ err: error }, 'start-up failed');
    await database.close();
    process.exit(1);
  }

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
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
    // Fastify first (stops accepting, lets in-flight requests finish), then the database they
    // use. PGlite flushes and closes its files here, so the data directory is clean next time.
    // The sweeper first, so no sweep is mid-transaction when the database closes.
    (sweeper?.stop() ?? Promise.resolve())
      .then(() => app.close())
      .then(() => database.close())
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

  console.log(`Dekka is ready at ${localBaseUrl(config.host, listeningPort(app, config.port))}`);
}

await main();
