import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';
import * as schema from './schema.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** An arbitrary constant every Dekka instance agrees on; it only has to not clash with other apps. */
const MIGRATION_LOCK_KEY = 4_711_202_501;

export type MigrateOptions = {
  /**
   * Where drizzle records applied migrations (default "drizzle"). Tests migrate a throwaway
   * schema from empty on a shared PostgreSQL database and need their own record of it.
   */
  migrationsSchema?: string;
};

/**
 * Applies pending migrations; a no-op when all are applied. On PostgreSQL several instances may
 * start at once: the session-level advisory lock makes the second one wait and then find nothing
 * to do, instead of both creating drizzle's bookkeeping table and running the same DDL.
 */
export async function migrate(database: Database, options: MigrateOptions = {}): Promise<void> {
  const config = { migrationsFolder, migrationsSchema: options.migrationsSchema };
  const { driver } = database;
  if (driver.kind === 'pglite') {
    // One process owns a PGlite data directory (see data-dir-lock.ts), so there is no race.
    await migratePglite(driver.db, config);
    return;
  }
  const client = await driver.pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      // The migrator runs on the locked connection, so the lock covers every statement it sends.
      await migrateNodePg(drizzle({ client, schema }), config);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // A connection that failed mid-migration is destroyed rather than returned to the pool,
    // so a half-open transaction or a still-held lock cannot leak into later queries.
    client.release(broken);
  }
}
