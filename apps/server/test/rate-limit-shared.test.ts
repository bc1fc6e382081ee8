import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  requestOnNewConnection,
  startServer,
  stopServer,
  type ServerProcess,
} from './helpers/server-process.ts';

const databaseUrl = process.env.DATABASE_URL;
/** A Redis for this test only (CI sets it): REDIS_URL itself would reach every other test. */
const redisUrl = process.env.REDIS_TEST_URL;

const API_LIMIT = 12;
const RESERVE_LIMIT = 5;

function statusOf(baseUrl: string, method: string, pathname: string): Promise<number> {
  return requestOnNewConnection(new URL(pathname, baseUrl).href, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(method === 'POST' ? { body: '{}' } : {}),
  }).then((answer) => answer.status);
}

async function statuses(
  baseUrls: string[],
  count: number,
  method: string,
  pathname: string,
): Promise<number[]> {
  const answers: number[] = [];
  for (let i = 0; i < count; i += 1) {
    answers.push(await statusOf(baseUrls[i % baseUrls.length] ?? '', method, pathname));
  }
  return answers;
}

const limits = {
  RATE_LIMIT_MAX: String(API_LIMIT),
  RESERVE_RATE_LIMIT_MAX: String(RESERVE_LIMIT),
};

function expectExactly(answers: number[], allowed: number): void {
  expect(answers.slice(0, allowed).filter((status) => status === 429)).toEqual([]);
  expect(answers.slice(allowed)).toEqual(answers.slice(allowed).map(() => 429));
}

// Several workers need PostgreSQL (PGlite lives inside one process).
describe.skipIf(!databaseUrl)('rate limits on a two-worker cluster (PostgreSQL)', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'dekka-shared-limits-'));
    server = await startServer(dataDir, 2, limits);
  }, 240_000);
  afterAll(async () => {
    await stopServer(server);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('admits exactly the configured number of API calls from one address across both workers', async () => {
    const answers = await statuses([server?.baseUrl ?? ''], API_LIMIT * 2, 'GET', '/api/health');
    expectExactly(answers, API_LIMIT);
  }, 60_000);

  it('counts a route’s own limit apart, also exactly', async () => {
    const answers = await statuses(
      [server?.baseUrl ?? ''],
      RESERVE_LIMIT * 2,
      'POST',
      '/api/web/booking/reserve',
    );
    // An empty body: the ones let through are refused as invalid, after the limit counted them.
    expect(answers.slice(0, RESERVE_LIMIT)).toEqual(answers.slice(0, RESERVE_LIMIT).map(() => 400));
    expectExactly(answers, RESERVE_LIMIT);
  }, 60_000);
});

describe.skipIf(!databaseUrl || !redisUrl)('rate limits across two instances (Redis)', () => {
  const dataDirs: string[] = [];
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    const env = { ...limits, REDIS_URL: redisUrl ?? '', REDIS_KEY_PREFIX: `test-${randomUUID()}:` };
    // One after the other: each migrates the database at start.
    for (let i = 0; i < 2; i += 1) {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'dekka-redis-limits-'));
      dataDirs.push(dataDir);
      servers.push(await startServer(dataDir, 1, env));
    }
  }, 240_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => stopServer(server)));
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('admits exactly the configured number of API calls across both instances', async () => {
    const answers = await statuses(
      servers.map((server) => server.baseUrl),
      API_LIMIT * 2,
      'GET',
      '/api/health',
    );
    expectExactly(answers, API_LIMIT);
  }, 60_000);
});
