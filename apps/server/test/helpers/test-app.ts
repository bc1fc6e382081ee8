import type { WebRenderer } from '../../src/modules/public-pages/page-render.ts';
import type { MailTransport } from '../../src/modules/messages/mail-transport.ts';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app.ts';
import type { App } from '../../src/app-types.ts';
import type { Clock } from '../../src/clock.ts';
import { loadConfig, type AppConfig, type Env } from '../../src/config.ts';
import { createDatabase, type Database } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { createLogger } from '../../src/logger.ts';
import type { Readiness } from '../../src/plugins/readiness.ts';
import { seed } from '../../seed/seed.ts';
import { dumpPglite, openEmptyPglite, openPgliteSnapshot } from './pglite-snapshot.ts';

export const TEST_JWT_SECRET = 'test-only-secret-that-is-long-enough-for-hs256';

/**
 * The moment the server processes that some tests start believe it is, whatever the day the tests
 * run on: a Wednesday at noon in Reykjavík, moving at the real pace from there.
 */
export const PROCESS_NOW = Date.parse('2026-12-02T12:00:00Z');
/** The environment that sets a started server's clock to PROCESS_NOW (CLOCK_OFFSET_MS). */
export const PROCESS_CLOCK_ENV = { CLOCK_OFFSET_MS: String(PROCESS_NOW - Date.now()) };

/** A WEB_DIST_DIR that never exists, so tests not about the web app do not depend on a build. */
const NO_WEB_DIST = path.join(tmpdir(), 'dekka-test-no-web-dist');

/**
 * Config as the server would parse it, for tests: PostgreSQL when the run sets DATABASE_URL,
 * otherwise PGlite (in memory, see openTestDatabase).
 */
export function testConfig(env: Env = {}): AppConfig {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    WEB_DIST_DIR: NO_WEB_DIST,
    DATABASE_URL: process.env.DATABASE_URL,
    // Tests read the demo restaurants on either database.
    SEED_DEMO: 'true',
    // Every test's requests come from one address and many hold tables; hold-caps.test.ts
    // sets the real limits.
    HOLD_LIMIT_PER_IDENTITY: '1000',
    HOLD_LIMIT_PER_CLIENT: '1000',
    TOKEN_RATE_LIMIT_MAX: '100000',
    // Every test's card attempts come from one address too; card-attempts.test.ts sets the
    // real per-client limit.
    CARD_ATTEMPT_LIMIT_PER_CLIENT: '100000',
    ...env,
  });
  return { ...config, jwtSecret: config.jwtSecret ?? TEST_JWT_SECRET };
}

/**
 * Migrated and seeded PGlite databases, dumped once per worker for each set of seed inputs. Every
 * migration and the demo seed took about 2 s of CPU per test app; loading the dump takes a
 * fraction of that, and every test app still gets a database of its own.
 */
const seededSnapshots = new Map<string, Promise<Blob>>();

function seededSnapshot(config: AppConfig): Promise<Blob> {
  const key = JSON.stringify([config.host, config.port, config.seedDemo, config.adminEmails]);
  let snapshot = seededSnapshots.get(key);
  if (!snapshot) {
    snapshot = (async () => {
      const database = await openEmptyPglite(config);
      try {
        await migrate(database);
        await seed(database, config);
        return await dumpPglite(database);
      } finally {
        await database.close();
      }
    })();
    // A failed seed fails this test app, not every later one.
    snapshot.catch(() => seededSnapshots.delete(key));
    seededSnapshots.set(key, snapshot);
  }
  return snapshot;
}

/** A fresh in-memory PGlite, or the run's PostgreSQL database; migrated and seeded. */
export async function openTestDatabase(config: AppConfig = testConfig()): Promise<Database> {
  if (!config.databaseUrl) return openPgliteSnapshot(config, await seededSnapshot(config));
  const database = await createDatabase(config);
  await migrate(database);
  await seed(database, config);
  return database;
}

export type LogLine = Record<string, unknown> & { level: number; msg?: string; reqId?: string };

export type TestApp = {
  app: App;
  database: Database;
  config: AppConfig;
  /** Parsed log lines, when built with `captureLogs`. */
  logs: LogLine[];
  close(): Promise<void>;
};

/**
 * Builds the app like server.ts does, on its own database unless one is passed (then the caller
 * closes that database). Not ready yet: tests may still add routes before the first inject().
 */
export async function buildTestApp(
  options: {
    env?: Env;
    database?: Database;
    clock?: Clock;
    captureLogs?: boolean;
    mail?: MailTransport;
    readiness?: Readiness;
    /** The web app's server entry (docs/decisions/079); by default no page is drawn. */
    webRenderer?: WebRenderer;
  } = {},
): Promise<TestApp> {
  const config = testConfig({
    ...(options.captureLogs ? { LOG_LEVEL: 'info' } : {}),
    ...options.env,
  });
  const ownDatabase = options.database === undefined;
  const database = options.database ?? (await openTestDatabase(config));
  const logs: LogLine[] = [];
  const logger = createLogger(config, {
    write(line: string) {
      logs.push(JSON.parse(line));
    },
  });
  const app = await buildApp({
    config,
    database,
    logger,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.mail ? { mail: options.mail } : {}),
    ...(options.readiness ? { readiness: options.readiness } : {}),
    webRenderer: options.webRenderer ?? null,
  });
  return {
    app,
    database,
    config,
    logs,
    async close() {
      await app.close();
      if (ownDatabase) await database.close();
    },
  };
}
