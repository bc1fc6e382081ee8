import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  childPids,
  startServer,
  stopServer,
  type ServerProcess,
} from './helpers/server-process.ts';

const databaseUrl = process.env.DATABASE_URL;
const ROUNDS = 3;
const CALLERS = 16;

/** Every other connection to the run's database, as an operator's `pg_terminate_backend` does. */
async function terminateBackends(): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query(
      `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return Number(result.rows[0]?.n);
  } finally {
    await client.end();
  }
}

/** Requests that read the database, over and over until `until` resolves; their statuses. */
async function load(server: ServerProcess, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.then(() => {
    done = true;
  });
  const paths = ['/api/health', '/api/web/search/globalsearch/a', '/api/web/filter/inuse'];
  const statuses: number[] = [];
  await Promise.all(
    Array.from({ length: CALLERS }, async (_, caller) => {
      for (let i = caller; !done; i += 1) {
        // A dropped connection (a process that died) is recorded as 0.
        const res = await fetch(`${server.baseUrl}${paths[i % paths.length]}`).catch(() => null);
        await res?.arrayBuffer();
        statuses.push(res?.status ?? 0);
      }
    }),
  );
  return statuses;
}

/** Resolves once the server answers its health check with 200. */
async function healthy(server: ServerProcess): Promise<void> {
  for (;;) {
    const res = await fetch(`${server.baseUrl}/api/health`).catch(() => undefined);
    if (res?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// The database's connections can only be cut on a real PostgreSQL server.
describe.skipIf(!databaseUrl)('a server whose database connections are cut (PostgreSQL)', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'dekka-connection-loss-'));
    // Two workers and a primary whose hold sweeper runs all the time: every kind of connection.
    server = await startServer(dataDir, 2, { HOLD_SWEEP_INTERVAL_MS: '50' });
  }, 240_000);
  afterAll(async () => {
    await stopServer(server);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('stays up, answers 503 meanwhile, and serves again within seconds', async () => {
    if (!server?.process.pid) throw new Error('server not started');
    const workers = await childPids(server.process.pid);
    expect(workers).toHaveLength(2);

    for (let round = 0; round < ROUNDS; round += 1) {
      const cut = (async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(await terminateBackends()).toBeGreaterThan(0);
        await new Promise((resolve) => setTimeout(resolve, 300));
      })();
      const statuses = await load(server, cut);
      expect(statuses.length).toBeGreaterThan(0);
      const unexpected = statuses.filter((status) => status !== 200 && status !== 503);
      expect({ unexpected, output: unexpected.length ? server.output() : '' }).toEqual({
        unexpected: [],
        output: '',
      });
      await healthy(server);
    }

    expect(server.process.exitCode).toBeNull();
    expect(await childPids(server.process.pid)).toEqual(workers);
    expect(server.output()).not.toMatch(/Unhandled 'error' event|worker exited/);
  }, 240_000);
});
