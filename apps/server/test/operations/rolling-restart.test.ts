import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CompleteResult, ReserveResponse } from '@dekka/contracts/booking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { completeBody } from '../bookings/booking-client.ts';
import { createBookingRestaurant } from '../helpers/booking-factories.ts';
import { startServer, stopServer, type ServerProcess } from '../helpers/server-process.ts';
import { openTestDatabase, PROCESS_NOW, testConfig } from '../helpers/test-app.ts';
import { connectHub, connected } from '../payments/hub-client.ts';
import { cardFields, cards, referenceFromRedirect } from '../payments/payment-client.ts';

const databaseUrl = process.env.DATABASE_URL;
/** Short here; a deployment sets it above its load balancer's probe interval times its threshold. */
const DRAIN_ENV = { SHUTDOWN_DRAIN_DELAY_MS: '600' };
const PROBE_EVERY_MS = 100;
const CALLERS = 6;

type Instance = { name: string; server: ServerProcess; ready: boolean };

async function api(server: ServerProcess, method: string, url: string, body?: unknown) {
  const { token } = (await (
    await fetch(`${server.baseUrl}/api/auth/anonymous`, { method: 'POST' })
  ).json()) as { token: string };
  const res = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/**
 * What a load balancer does, in a few lines: probes every instance's /api/health/ready and sends
 * each request to one that answered 200 last time, in turn.
 */
function balancer(instances: Instance[]) {
  let turn = 0;
  let stopped = false;
  const probing = (async () => {
    while (!stopped) {
      await Promise.all(
        instances.map(async (instance) => {
          const res = await fetch(`${instance.server.baseUrl}/api/health/ready`).catch(() => null);
          await res?.arrayBuffer();
          instance.ready = res?.status === 200;
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
  })();
  return {
    pick(): Instance | undefined {
      const ready = instances.filter((instance) => instance.ready);
      turn += 1;
      return ready[turn % Math.max(1, ready.length)];
    },
    async stop() {
      stopped = true;
      await probing;
    },
  };
}

/** Requests through the balancer until `until` settles: every failure, as "instance status". */
async function load(lb: ReturnType<typeof balancer>, until: Promise<unknown>) {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const paths = ['/api/health', '/api/web/search/globalsearch/a', '/api/web/filter/inuse'];
  const failures: string[] = [];
  let answered = 0;
  await Promise.all(
    Array.from({ length: CALLERS }, async (_, caller) => {
      for (let i = caller; !done; i += 1) {
        const instance = lb.pick();
        if (!instance) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          continue;
        }
        const res = await fetch(`${instance.server.baseUrl}${paths[i % paths.length]}`).catch(
          (error: unknown) => ({ status: String(error) }),
        );
        if ('arrayBuffer' in res) await res.arrayBuffer();
        if (res.status === 200) answered += 1;
        else failures.push(`${instance.name} ${res.status}`);
      }
    }),
  );
  return { failures, answered };
}

function exited(server: ServerProcess): Promise<number | null> {
  if (server.process.exitCode !== null) return Promise.resolve(server.process.exitCode);
  return new Promise((resolve) => server.process.once('exit', (code) => resolve(code)));
}

// Two OS processes on one PostgreSQL, restarted one after the other under load, as a rolling
// deploy does; needs DATABASE_URL (the PostgreSQL pass sets it).
describe.skipIf(!databaseUrl)('a rolling restart of two instances (PostgreSQL)', () => {
  let database: Database;
  let dataDir: string;
  const instances: Instance[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(testConfig());
    dataDir = await mkdtemp(path.join(tmpdir(), 'dekka-rolling-'));
    const [a, b] = await Promise.all([
      startServer(path.join(dataDir, 'a'), 1, DRAIN_ENV),
      startServer(path.join(dataDir, 'b'), 1, DRAIN_ENV),
    ]);
    instances.push({ name: 'a', server: a, ready: true }, { name: 'b', server: b, ready: true });
  }, 360_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => stopServer(instance.server)));
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** A booking on `server` waiting for its 3-D Secure challenge, and a diner on the hub for it. */
  async function pendingPayment(server: ServerProcess) {
    const r = await createBookingRestaurant(database.db, {
      overrides: { paymentRule: 'prepayment', paymentAmountPerGuest: 4900 },
    });
    const day = new Date(PROCESS_NOW + 3 * 86_400_000).toISOString().slice(0, 10);
    const reserved = ReserveResponse.parse(
      await api(server, 'POST', '/api/web/booking/reserve', {
        date: `${day}T19:00`,
        guests: 2,
        restaurantId: r.id,
        source: 2,
        menus: [],
      }),
    );
    const guid = reserved.guid ?? '';
    const result = CompleteResult.parse(
      await api(server, 'PUT', '/api/web/booking/complete/v2', {
        ...completeBody(guid),
        ...cardFields(cards.challengeApprove),
      }),
    );
    const hub = connectHub(server.baseUrl, guid);
    await connected(hub.socket);
    return { guid, reference: referenceFromRedirect(result.redirectHtml), hub };
  }

  it('drops no request and loses no payment event', async () => {
    const lb = balancer(instances);
    try {
      for (const index of [0, 1]) {
        const leaving = instances[index];
        if (!leaving) throw new Error('instance missing');
        const { guid, reference, hub } = await pendingPayment(leaving.server);
        // The diner's browser reconnects when the hub tells it to, through the balancer.
        let moved: ReturnType<typeof connectHub> | undefined;
        const reasons: string[] = [];
        hub.socket.on('disconnect', (reason) => {
          reasons.push(reason);
          const other = lb.pick();
          if (other) moved = connectHub(other.server.baseUrl, guid);
        });

        const restarted = (async () => {
          leaving.server.process.kill('SIGTERM');
          // The payment provider calls back while the instance drains.
          const callback = await fetch(`${leaving.server.baseUrl}/api/payments/sandbox/callback`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ reference, action: 'approve' }).toString(),
          });
          expect(callback.status).toBe(200);
          expect(await exited(leaving.server)).toBe(0);
          leaving.server = await startServer(path.join(dataDir, leaving.name), 1, DRAIN_ENV);
          await expect.poll(() => leaving.ready, { timeout: 10_000 }).toBe(true);
        })();
        const { failures, answered } = await load(lb, restarted);
        await restarted;
        expect(failures).toEqual([]);
        expect(answered).toBeGreaterThan(0);

        // On the connection it had, or replayed on the one it moved to: never lost.
        const events = async () => [...hub.events, ...(moved?.events ?? [])];
        await expect
          .poll(async () => (await events()).some((e) => e.type === 5 && e.title === guid), {
            timeout: 10_000,
          })
          .toBe(true);
        // The draining instance told it to go (socket.io's word for a server's disconnect): it
        // was neither cut off nor left to time out.
        expect(reasons).toEqual(['io server disconnect']);
        hub.socket.disconnect();
        moved?.socket.disconnect();
      }
    } finally {
      await lb.stop();
    }
  }, 240_000);
});
