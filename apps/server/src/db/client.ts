import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import * as schema from './schema.ts';
import { withTimeout } from '../with-timeout.ts';

export type Schema = typeof schema;

/** What repositories see: the same Drizzle API whichever engine runs underneath. */
export type AppDatabase = PgDatabase<PgQueryResultHKT, Schema>;

/** The engine-specific handles, for the few places that differ (migrations, tests). */
export type DatabaseDriver =
  | { kind: 'pglite'; db: PgliteDatabase<Schema>; client: PGlite }
  | { kind: 'postgres'; db: NodePgDatabase<Schema>; pool: pg.Pool };

export type Database = {
  db: AppDatabase;
  kind: DatabaseDriver['kind'];
  driver: DatabaseDriver;
  /** True when `select 1` answers within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<boolean>;
  /** Idempotent; PGlite is closed cleanly so its data directory opens fine next time. */
  close(): Promise<void>;
};

export type CreateDatabaseOptions = {
  /** Tests: an in-memory PGlite (`memory://`) instead of DATA_DIR/pglite. Ignored with DATABASE_URL. */
  memory?: boolean;
  /**
   * Tests: start the in-memory PGlite from a `dumpDataDir()` snapshot instead of running initdb,
   * which takes about 0.5 s instead of 2.5 s.
   */
  pgliteSnapshot?: Blob;
  /** Tests: arguments for the initdb of an in-memory PGlite started without a snapshot. */
  initdbArgs?: string[];
  /** Errors on idle pooled connections (e.g. PostgreSQL restarted); unhandled they crash Node. */
  onBackgroundError?: (error: Error) => void;
};

function finish(driver: DatabaseDriver, db: AppDatabase, shutdown: () => Promise<void>): Database {
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: driver.kind,
    driver,
    async ping(timeoutMs = 2000) {
      try {
        await withTimeout(db.execute(sql`select 1`), timeoutMs);
        return true;
      } catch {
        return false;
      }
    },
    close() {
      closing ??= shutdown();
      return closing;
    },
  };
}

async function openPglite(
  config: Pick<Config, 'dataDir'>,
  options: CreateDatabaseOptions,
): Promise<Database> {
  const extensions = { btree_gist, pg_trgm };
  if (options.memory) {
    const client = await PGlite.create({
      dataDir: 'memory://',
      extensions,
      ...(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {}),
      ...(options.initdbArgs ? { initDbStartParams: options.initdbArgs } : {}),
    });
    const db = drizzlePglite({ client, schema });
    return finish({ kind: 'pglite', db, client }, db, () => client.close());
  }
  // PGlite creates only the last path segment, so the parent must exist first.
  await mkdir(config.dataDir, { recursive: true });
  const release = await acquireDataDirLock(config.dataDir);
  try {
    const client = await PGlite.create({
      dataDir: path.join(config.dataDir, 'pglite'),
      extensions,
    });
    const db = drizzlePglite({ client, schema });
    return finish({ kind: 'pglite', db, client }, db, async () => {
      await client.close();
      await release();
    });
  } catch (error) {
    await release();
    throw error;
  }
}

/** Embedded PGlite in DATA_DIR/pglite by default; PostgreSQL through a pool when DATABASE_URL is set. */
export async function createDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  options: CreateDatabaseOptions = {},
): Promise<Database> {
  if (!config.databaseUrl) return openPglite(config, options);

  const pool = new pg.Pool({
    connectionString: config.databaseUrl,
    max: 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    // No JIT compilation: requests' queries run in milliseconds, and the few whose plans cost
    // enough to be compiled (a year's report, a guests page) spent longer compiling (150-670 ms)
    // than running. Set on each new connection before the pool hands it out.
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- pg-pool awaits the hook (its types say void)
    onConnect: async (client) => {
      await client.query('set jit = off');
    },
  });
  pool.on('error', (error) => options.onBackgroundError?.(error));
  // A connection the database drops while a request holds it (between the queries of a
  // transaction, say) emits 'error' on its client, which with no listener ends the process. The
  // query in flight fails on its own (the request answers 503); this only keeps the process up.
  pool.on('connect', (client) => {
    client.on('error', (error) => options.onBackgroundError?.(error));
  });
  const db = drizzleNodePg({ client: pool, schema });
  return finish({ kind: 'postgres', db, pool }, db, () => pool.end());
}
