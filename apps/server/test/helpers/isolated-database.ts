import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type IsolatedDatabase = {
  /** A database of its own on the run's PostgreSQL; undefined on PGlite (already private). */
  url: string | undefined;
  drop(): Promise<void>;
};

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * For tests that drain a queue every test file writes to (the message outbox): on PostgreSQL a
 * fresh database of their own, so they neither send other files' messages nor lose their own to
 * another file's sender. On PGlite every test app already has its own in-memory database.
 */
export async function isolatedDatabase(): Promise<IsolatedDatabase> {
  const base = process.env.DATABASE_URL;
  if (!base) return { url: undefined, drop: async () => {} };
  const name = `dekka_isolated_${randomBytes(6).toString('hex')}`;
  await admin(base, `create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(base, `drop database if exists ${name} with (force)`),
  };
}
