import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CompleteResult, ReserveResponse } from '@dekka/contracts/booking';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { completeBody } from '../bookings/booking-client.ts';
import { createBookingRestaurant } from '../helpers/booking-factories.ts';
import { startServer, stopServer, type ServerProcess } from '../helpers/server-process.ts';
import { openTestDatabase, PROCESS_NOW, testConfig } from '../helpers/test-app.ts';
import { connectHub, connected } from './hub-client.ts';
import { cardFields, cards, referenceFromRedirect } from './payment-client.ts';

const databaseUrl = process.env.DATABASE_URL;

async function api(
  server: ServerProcess,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
) {
  const res = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** 19:00 Reykjavík (UTC) three days after the servers' fixed now. */
function inThreeDays(): string {
  const day = new Date(PROCESS_NOW + 3 * 86_400_000).toISOString().slice(0, 10);
  return `${day}T19:00`;
}

// Two OS processes on one PostgreSQL; PGlite is single-process by design, so this needs
// DATABASE_URL (.ci/run's PostgreSQL pass sets it).
describe.skipIf(!databaseUrl)('payment events across two server processes (PostgreSQL)', () => {
  let database: Database;
  let dataDir: string;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  let clustered: ServerProcess | undefined;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    // Migrated and seeded here first, so the two servers start on a ready database.
    database = await openTestDatabase(testConfig());
    dataDir = await mkdtemp(path.join(tmpdir(), 'dekka-two-processes-'));
    a = await startServer(path.join(dataDir, 'a'));
    b = await startServer(path.join(dataDir, 'b'));
    clustered = await startServer(path.join(dataDir, 'c'), 2);
  }, 360_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all([stopServer(a), stopServer(b), stopServer(clustered)]);
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function challengeOn(server: ServerProcess) {
    const r = await createBookingRestaurant(database.db, {
      overrides: { paymentRule: 'prepayment', paymentAmountPerGuest: 4900 },
    });
    const { token } = (await api(server, 'POST', '/api/auth/anonymous')) as { token: string };
    const reserved = ReserveResponse.parse(
      await api(
        server,
        'POST',
        '/api/web/booking/reserve',
        { date: inThreeDays(), guests: 2, restaurantId: r.id, source: 2, menus: [] },
        token,
      ),
    );
    const guid = reserved.guid ?? '';
    const result = CompleteResult.parse(
      await api(server, 'PUT', '/api/web/booking/complete/v2', {
        ...completeBody(guid),
        ...cardFields(cards.challengeApprove),
      }),
    );
    expect(result.response).toBe(3);
    return { guid, reference: referenceFromRedirect(result.redirectHtml) };
  }

  async function approveOn(server: ServerProcess, reference: string) {
    const res = await fetch(`${server.baseUrl}/api/payments/sandbox/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ reference, action: 'approve' }).toString(),
    });
    expect(res.status).toBe(200);
  }

  it.each([
    ['raised on A reaches a client on B', 0],
    ['raised on B reaches a client on A', 1],
  ])('an event %s', async (_name, order) => {
    if (!a || !b) throw new Error('servers not started');
    const [raiser, listener] = order === 0 ? [a, b] : [b, a];
    const { guid, reference } = await challengeOn(raiser);
    const hub = connectHub(listener.baseUrl, guid, ['websocket']);
    sockets.push(hub.socket);
    await connected(hub.socket);
    // Connected before the event exists: only LISTEN/NOTIFY can bring it, not the replay.
    expect(hub.events).toEqual([]);
    await approveOn(raiser, reference);
    expect(await hub.next(10_000)).toMatchObject({ type: 5, title: guid });
  });

  it('long polling works on a clustered server, whichever worker each request reaches', async () => {
    if (!clustered) throw new Error('server not started');
    const { guid, reference } = await challengeOn(clustered);
    // Several polling-only clients: their requests are spread over both workers.
    const hubs = Array.from({ length: 4 }, () =>
      connectHub(clustered?.baseUrl ?? '', guid, ['polling']),
    );
    sockets.push(...hubs.map((hub) => hub.socket));
    await Promise.all(hubs.map((hub) => connected(hub.socket)));
    await approveOn(clustered, reference);
    for (const hub of hubs) {
      expect(await hub.next(10_000)).toMatchObject({ type: 5, title: guid });
      expect(hub.socket.connected).toBe(true);
    }
  });
});
