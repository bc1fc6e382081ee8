import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ReserveResponse } from '@dekka/contracts/booking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { completeBody } from '../bookings/booking-client.ts';
import { createBookingRestaurant } from '../helpers/booking-factories.ts';
import { describedNames, samples, type Sample } from '../helpers/prometheus-text.ts';
import {
  childPids,
  freePort,
  requestOnNewConnection,
  startServer,
  stopServer,
  type ServerProcess,
} from '../helpers/server-process.ts';
import { openTestDatabase, PROCESS_NOW, testConfig } from '../helpers/test-app.ts';

const databaseUrl = process.env.DATABASE_URL;
const WORKERS = 2;
/** Requests spread over the workers: more than one round of them, and not a multiple. */
const HEALTH_CHECKS = 7;
const BOOKINGS = 2;

function value(all: Sample[], name: string, labels: Record<string, string> = {}): number {
  return all
    .filter((s) => s.name === name)
    .filter((s) => Object.entries(labels).every(([key, v]) => s.labels[key] === v))
    .reduce((sum, s) => sum + s.value, 0);
}

// A cluster's workers are processes of their own, and several of them need PostgreSQL.
describe.skipIf(!databaseUrl)(
  'metrics of a two-worker cluster on METRICS_PORT (PostgreSQL)',
  () => {
    let database: Database;
    let dataDir: string;
    let server: ServerProcess | undefined;
    let metricsUrl: string;

    beforeAll(async () => {
      database = await openTestDatabase(testConfig());
      dataDir = await mkdtemp(path.join(tmpdir(), 'dekka-metrics-cluster-'));
      const port = await freePort();
      metricsUrl = `http://127.0.0.1:${port}/metrics`;
      server = await startServer(dataDir, WORKERS, {
        METRICS_PORT: String(port),
        // The primary's mail sender sends the confirmations soon after they are queued.
        MAIL_POLL_INTERVAL_MS: '200',
      });
    }, 240_000);

    afterAll(async () => {
      await stopServer(server);
      await database?.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    async function scrape() {
      const res = await fetch(metricsUrl);
      expect(res.status).toBe(200);
      const text = await res.text();
      return { text, all: samples(text) };
    }

    /** Each call on a connection of its own, so the primary hands them to the workers in turn. */
    async function call(method: string, url: string, body?: unknown, bearer?: string) {
      const answer = await requestOnNewConnection(`${server?.baseUrl}${url}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (answer.status !== 200)
        throw new Error(`${method} ${url}: ${answer.status} ${answer.text}`);
      return JSON.parse(answer.text) as unknown;
    }

    it('adds up the workers: requests and booking steps spread over them count once each', async () => {
      if (!server?.process.pid) throw new Error('server not started');
      expect(await childPids(server.process.pid)).toHaveLength(WORKERS);
      const before = await scrape();
      const healthChecks = { method: 'GET', route: '/api/health', status_code: '200' };
      const count = 'http_request_duration_seconds_count';
      const holdsBefore = value(before.all, 'dekka_holds_live');

      for (let i = 0; i < HEALTH_CHECKS; i += 1) await call('GET', '/api/health');

      const { token } = (await call('POST', '/api/auth/anonymous')) as { token: string };
      // A table each: the bookings are held at the same time.
      const r = await createBookingRestaurant(database.db, {
        tables: Array.from({ length: BOOKINGS }, () => ({ min: 1, max: 4 })),
      });
      const day = new Date(PROCESS_NOW + 3 * 86_400_000).toISOString().slice(0, 10);
      const guids: string[] = [];
      for (let i = 0; i < BOOKINGS; i += 1) {
        const reserved = ReserveResponse.parse(
          await call(
            'POST',
            '/api/web/booking/reserve',
            { date: `${day}T19:00`, guests: 2, restaurantId: r.id, source: 2, menus: [] },
            token,
          ),
        );
        guids.push(reserved.guid ?? '');
      }

      // Held, not completed: a gauge every worker reads from the database counts them once.
      const held = await scrape();
      expect(value(held.all, 'dekka_holds_live') - holdsBefore).toBe(BOOKINGS);
      for (const guid of guids)
        await call('PUT', '/api/web/booking/complete/v2', completeBody(guid));

      const after = await scrape();
      expect(value(after.all, count, healthChecks) - value(before.all, count, healthChecks)).toBe(
        HEALTH_CHECKS,
      );
      const booked = (event: string) =>
        value(after.all, 'dekka_bookings_total', { event }) -
        value(before.all, 'dekka_bookings_total', { event });
      expect({ reserved: booked('reserved'), completed: booked('completed') }).toEqual({
        reserved: BOOKINGS,
        completed: BOOKINGS,
      });
      // Per-process gauges are summed: each worker keeps its own pool.
      expect(value(after.all, 'dekka_db_pool_connections')).toBeGreaterThanOrEqual(WORKERS);
    }, 60_000);

    it("describes each metric once, the primary's own counts (its mail sender's) among the workers'", async () => {
      // The confirmations the bookings above queued are sent by the primary's mail sender.
      await expect
        .poll(async () => value((await scrape()).all, 'dekka_outbox_messages_total'), {
          timeout: 15_000,
          interval: 200,
        })
        .toBeGreaterThan(0);
      const { text } = await scrape();
      const names = describedNames(text);
      expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
      expect(names).toEqual(
        expect.arrayContaining([
          'http_request_duration_seconds',
          'dekka_bookings_total',
          'dekka_outbox_messages_total',
          'dekka_holds_live',
          'process_cpu_seconds_total',
        ]),
      );
    }, 60_000);
  },
);
