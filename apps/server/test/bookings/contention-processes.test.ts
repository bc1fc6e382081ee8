// The contention test with two real server OS processes on one PostgreSQL database: each
// has its own connection pool and its own in-memory caches, so nothing but the database's
// exclusion constraint can stop them from handing out the same table twice. PGlite lives inside
// one process, so this runs only when DATABASE_URL is set (.ci/run's PostgreSQL pass).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ReserveResponse } from '@dekka/contracts/booking';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { createBookingRestaurant } from '../helpers/booking-factories.ts';
import { queryRows } from '../helpers/sql.ts';
import {
  openTestDatabase,
  PROCESS_CLOCK_ENV,
  PROCESS_NOW,
  TEST_JWT_SECRET,
  testConfig,
} from '../helpers/test-app.ts';
import { bookingRowCounts } from './booking-client.ts';

const RACERS = 200;
const SERVER_ENTRY = path.resolve(import.meta.dirname, '../../src/server.ts');
const START_TIMEOUT_MS = 45_000;
/** 200 HTTP reserves against two processes on a busy 2-core CI machine. */
const RACE_TIMEOUT_MS = 60_000;

type ServerProcess = { child: ChildProcess; baseUrl: string };

/** Starts `src/server.ts` as its own OS process, as `npm start` does; resolves once it is ready. */
function startServer(databaseUrl: string, dataDir: string): Promise<ServerProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        JWT_SECRET: TEST_JWT_SECRET,
        LOG_LEVEL: 'warn',
        // One process each: the test wants exactly two, whatever the machine's core count.
        CLUSTER_WORKERS: '1',
        WEB_DIST_DIR: path.join(dataDir, 'no-web-dist'),
        // The race is the point here, not the limiter: every racer shares one identity and IP.
        RATE_LIMIT_MAX: '100000',
        RESERVE_RATE_LIMIT_MAX: '100000',
        HOLD_LIMIT_PER_IDENTITY: '100000',
        HOLD_LIMIT_PER_CLIENT: '100000',
        ...PROCESS_CLOCK_ENV,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server not ready after ${START_TIMEOUT_MS} ms: ${output}`));
    }, START_TIMEOUT_MS);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += String(chunk);
      const ready = /Dekka is ready at http:\/\/[^:\s]+:(\d+)/.exec(output);
      if (!ready) return;
      clearTimeout(timer);
      resolve({ child, baseUrl: `http://127.0.0.1:${ready[1]}` });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it was ready: ${output}`));
    });
  });
}

async function stopServer(server: ServerProcess | undefined): Promise<void> {
  const child = server?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
  await exited;
  clearTimeout(timer);
}

/** The servers' tomorrow in Reykjavík (UTC all year), inside every restaurant's booking window. */
function tomorrow(): string {
  return new Date(PROCESS_NOW + 86_400_000).toISOString().slice(0, 10);
}

describe.runIf(process.env.DATABASE_URL)(
  `${RACERS} simultaneous reserves across two server processes on one PostgreSQL`,
  () => {
    let database: Database;
    let servers: ServerProcess[] = [];
    let bearer = '';
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dekka-contention-'));

    beforeAll(async () => {
      // Migrated and seeded first, so the servers start on a ready database like in production.
      database = await openTestDatabase(testConfig());
      const url = testConfig().databaseUrl ?? '';
      servers = await Promise.all([
        startServer(url, path.join(dataDir, 'a')),
        startServer(url, path.join(dataDir, 'b')),
      ]);
      const response = await fetch(`${servers[0]?.baseUrl}/api/auth/anonymous`, {
        method: 'POST',
      });
      const { token } = (await response.json()) as { token: string };
      bearer = `Bearer ${token}`;
    }, 2 * START_TIMEOUT_MS);

    afterAll(async () => {
      await Promise.all(servers.map(stopServer));
      await database?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    /** Half of the racers go to each process; all are in flight before any answer arrives. */
    async function race(restaurantId: number) {
      const body = JSON.stringify({
        date: `${tomorrow()}T19:00`,
        guests: 2,
        restaurantId,
        eventId: null,
        source: 2,
        menus: [],
        isWaitingListWhenFullyBooked: false,
        isWaitingList: false,
      });
      const responses = await Promise.all(
        Array.from({ length: RACERS }, async (_, index) => {
          const server = servers[index % servers.length];
          const res = await fetch(`${server?.baseUrl}/api/web/booking/reserve/`, {
            method: 'POST',
            headers: { authorization: bearer, 'content-type': 'application/json' },
            body,
          });
          const text = await res.text();
          return { status: res.status, server: index % servers.length, text };
        }),
      );
      const ok = responses.filter((r) => r.status === 200);
      const bodies = ok.map((r) => ReserveResponse.parse(JSON.parse(r.text)));
      return {
        non200: responses.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.text}`),
        successes: bodies.filter((b) => b.success).length,
        failures: bodies.filter((b) => !b.success).length,
        answeredBy: new Set(ok.map((r) => r.server)).size,
      };
    }

    /** No table may carry two overlapping rows: the invariant the exclusion constraint guards. */
    async function overlaps(restaurantId: number) {
      const [row] = await queryRows(
        database.db,
        sql`select count(*)::int as n from booking_tables a
          join booking_tables b on a.table_id = b.table_id and a.booking_id < b.booking_id
            and a.period && b.period
          join tables t on t.id = a.table_id
          where t.restaurant_id = ${restaurantId}`,
      );
      return row?.n;
    }

    it(
      'gives the one free table to exactly one; the rest get success false, never a 5xx',
      async () => {
        const restaurant = await createBookingRestaurant(database.db);
        const result = await race(restaurant.id);
        expect(result).toEqual({
          non200: [],
          successes: 1,
          failures: RACERS - 1,
          answeredBy: 2,
        });
        expect(await bookingRowCounts(database.db, restaurant.id)).toMatchObject({
          bookings: 1,
          booking_tables: 1,
        });
        expect(await overlaps(restaurant.id)).toBe(0);
      },
      RACE_TIMEOUT_MS,
    );

    it(
      'fills two free tables with exactly two winners',
      async () => {
        const restaurant = await createBookingRestaurant(database.db, {
          tables: [
            { min: 1, max: 4 },
            { min: 1, max: 4 },
          ],
        });
        const result = await race(restaurant.id);
        expect(result).toEqual({
          non200: [],
          successes: 2,
          failures: RACERS - 2,
          answeredBy: 2,
        });
        expect(await bookingRowCounts(database.db, restaurant.id)).toMatchObject({
          bookings: 2,
          booking_tables: 2,
        });
        expect(await overlaps(restaurant.id)).toBe(0);
      },
      RACE_TIMEOUT_MS,
    );
  },
);
