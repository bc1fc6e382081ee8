import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../src/db/client.ts';
import { PING_TIMEOUT_MS } from '../../src/plugins/readiness.ts';
import { startTcpProxy, targetOf, throughProxy, type TcpProxy } from '../helpers/tcp-proxy.ts';
import { buildTestApp, openTestDatabase, testConfig, type TestApp } from '../helpers/test-app.ts';

const databaseUrl = process.env.DATABASE_URL;
/** A Redis for tests only (CI sets it): REDIS_URL itself would reach every other test. */
const redisUrl = process.env.REDIS_TEST_URL;
/** How long a lost or restored service may take to show: reconnects back off up to 2 s. */
const SETTLES_WITHIN_MS = 10_000;
/** Scheduling slack on a busy machine, on top of the ping's own timeout. */
const SLACK_MS = 1000;

type Probe = { status: number; body: unknown; ms: number };

async function probe(t: TestApp): Promise<Probe> {
  const started = performance.now();
  const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
  return { status: res.statusCode, body: res.json(), ms: performance.now() - started };
}

/** Polls the probe until it answers `status` and `body`; every answer comes within the ping's bound. */
async function expectProbe(t: TestApp, status: number, body: unknown): Promise<void> {
  const slowest: number[] = [];
  await expect
    .poll(
      async () => {
        const answer = await probe(t);
        slowest.push(answer.ms);
        return { status: answer.status, body: answer.body };
      },
      { timeout: SETTLES_WITHIN_MS, interval: 100 },
    )
    .toEqual({ status, body });
  expect(Math.max(...slowest)).toBeLessThan(PING_TIMEOUT_MS + SLACK_MS);
}

const READY_WITHOUT_REDIS = { status: 'ready', database: 'up', redis: 'none' };

// The database's connections can only be cut on a real PostgreSQL server.
describe.skipIf(!databaseUrl)('readiness while PostgreSQL is lost and back', () => {
  let proxy: TcpProxy;
  let database: Database;
  let t: TestApp;

  beforeAll(async () => {
    // Migrated and seeded directly, so the app through the proxy finds the schema in place.
    await (await openTestDatabase(testConfig())).close();
    proxy = await startTcpProxy(targetOf(databaseUrl ?? '', 5432));
    // Its pool and its LISTEN connections all go through the proxy.
    const env = { DATABASE_URL: throughProxy(databaseUrl ?? '', proxy) };
    database = await createDatabase(testConfig(env));
    t = await buildTestApp({ env, database });
  }, 120_000);

  afterAll(async () => {
    proxy?.restore();
    await t?.close();
    await database?.close();
    await proxy?.close();
  });

  it('answers 503 "database: down" once its connections are cut, and 200 once they pass again', async () => {
    await expectProbe(t, 200, READY_WITHOUT_REDIS);
    proxy.cut();
    const lost = await probe(t);
    expect(lost).toMatchObject({
      status: 503,
      body: { status: 'unavailable', database: 'down', redis: 'none' },
    });
    expect(lost.ms).toBeLessThan(PING_TIMEOUT_MS + SLACK_MS);
    proxy.restore();
    await expectProbe(t, 200, READY_WITHOUT_REDIS);
    // Liveness and the API work again too, on fresh pooled connections.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  }, 60_000);

  it('answers 503 within the ping timeout when the database hangs instead, and 200 after', async () => {
    await expectProbe(t, 200, READY_WITHOUT_REDIS);
    proxy.stall();
    const hung = await probe(t);
    expect(hung).toMatchObject({ status: 503, body: { database: 'down' } });
    // The ping gave up at its timeout: the probe neither hung nor answered before it.
    expect(hung.ms).toBeGreaterThanOrEqual(PING_TIMEOUT_MS - 50);
    expect(hung.ms).toBeLessThan(PING_TIMEOUT_MS + SLACK_MS);
    proxy.restore();
    await expectProbe(t, 200, READY_WITHOUT_REDIS);
  }, 60_000);
});

// Redis holds the shared rate-limit counters; the probe reports it when REDIS_URL is set.
describe.skipIf(!redisUrl)('readiness while Redis is lost and back', () => {
  let proxy: TcpProxy;
  let t: TestApp;

  beforeAll(async () => {
    proxy = await startTcpProxy(targetOf(redisUrl ?? '', 6379));
    t = await buildTestApp({
      env: {
        REDIS_URL: throughProxy(redisUrl ?? '', proxy),
        // Keys of this run only, should anything be counted while it runs.
        REDIS_KEY_PREFIX: `dekka-test-${randomUUID()}:`,
      },
    });
  }, 120_000);

  afterAll(async () => {
    proxy?.restore();
    await t?.close();
    await proxy?.close();
  });

  it('answers 503 "redis: down" while Redis is cut off, the database still up, and 200 once it is back', async () => {
    const ready = { status: 'ready', database: 'up', redis: 'up' };
    await expectProbe(t, 200, ready);
    proxy.cut();
    await expectProbe(t, 503, { status: 'unavailable', database: 'up', redis: 'down' });
    // Rate limits are skipped, not the site: the API still answers meanwhile.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    proxy.restore();
    await expectProbe(t, 200, ready);
  }, 60_000);
});
