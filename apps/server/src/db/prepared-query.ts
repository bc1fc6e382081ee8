import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { isConnectionLoss } from './connection-loss.ts';
import type { AppDatabase } from './client.ts';

const dialect = new PgDialect();
const names = new Map<string, string>();
/**
 * Connections told to always use a statement's generic plan. PostgreSQL otherwise keeps
 * re-planning a prepared statement whenever the first parameters it saw made a custom plan look
 * cheaper (measured: 292 of 460 runs of the occupancy query), which is the cost preparing was
 * meant to save. Only named statements are affected; Drizzle's unnamed ones are planned per run
 * as before.
 */
const genericPlans = new WeakSet<pg.PoolClient>();

/** A stable statement name per SQL text (parameters are not part of the text). */
function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `dekka_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Runs `query` and returns its rows. On PostgreSQL (outside a transaction) it runs as a named
 * prepared statement with a generic plan, so each pooled connection plans it once: for the hot
 * availability and reserve queries planning cost more than executing (about 1.4 ms against
 * 0.8 ms). In a
 * transaction, and on PGlite (in-process, nothing to save on the wire), it runs as usual.
 * The caller vouches for the row shape: every column is cast in the SQL.
 */
export async function preparedRows<Row>(
  db: Pick<AppDatabase, 'execute'>,
  query: SQL,
): Promise<Row[]> {
  const pool = poolOf(db);
  if (pool) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return runNamed<Row>(pool, { name: statementName(text), text }, params);
  }
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

/** The pg pool behind a database object; undefined for PGlite and for a transaction. */
function poolOf(db: Pick<AppDatabase, 'execute'>): pg.Pool | undefined {
  // Drizzle keeps the driver's client on the database object; a transaction has none.
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

/** Runs a named statement on a pooled connection set to use generic plans. */
async function runNamed<Row>(pool: pg.Pool, stmt: Statement, values: unknown[]): Promise<Row[]> {
  const connection = await pool.connect();
  let lost: Error | undefined;
  try {
    if (!genericPlans.has(connection)) {
      await connection.query('set plan_cache_mode = force_generic_plan');
      genericPlans.add(connection);
    }
    const result = await connection.query({ name: stmt.name, text: stmt.text, values });
    return result.rows as Row[];
  } catch (error) {
    if (isConnectionLoss(error)) lost = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // Released with the error, a connection the database dropped is closed, not pooled again.
    // A statement's own error (an exclusion violation, say) leaves a healthy connection.
    connection.release(lost);
  }
}

/** A PostgreSQL int[] literal; both drivers pass it through as one text parameter. */
export function intArray(values: readonly number[]): string {
  return `{${values.map((value) => Math.trunc(value)).join(',')}}`;
}

/** A hot statement written once as text with $1..$n parameters, and its statement name. */
export type Statement = { readonly name: string; readonly text: string };

/**
 * Builds a Statement once (module load), so a request neither rebuilds the SQL through
 * Drizzle's template nor hashes its text again: about 8% of a suggestion's CPU went there.
 */
export function statement(text: string): Statement {
  return { name: statementName(text), text };
}

/** The same statement as a Drizzle query, for PGlite and transactions. */
function asDrizzle(text: string, values: readonly unknown[]): SQL {
  const parts: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    parts.push(sql.raw(text.slice(last, match.index)));
    parts.push(sql`${values[Number(match[1]) - 1]}`);
    last = match.index + match[0].length;
  }
  parts.push(sql.raw(text.slice(last)));
  return sql.join(parts);
}

/**
 * Runs a prebuilt statement with positional `values`, like preparedRows: a named prepared
 * statement with a generic plan on a pooled PostgreSQL connection, an ordinary query otherwise.
 */
export async function runStatement<Row>(
  db: Pick<AppDatabase, 'execute'>,
  stmt: Statement,
  values: unknown[],
): Promise<Row[]> {
  const pool = poolOf(db);
  if (pool) return runNamed<Row>(pool, stmt, values);
  const result = await db.execute(asDrizzle(stmt.text, values));
  return (result as unknown as { rows: Row[] }).rows;
}
