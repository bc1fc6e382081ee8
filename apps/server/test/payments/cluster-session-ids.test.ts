import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAYMENT_HUB_PATH } from '@dekka/contracts/payment-hub';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  childPids,
  startServer,
  stopServer,
  type ServerProcess,
} from '../helpers/server-process.ts';

const databaseUrl = process.env.DATABASE_URL;
/** Long enough for a busy 2-core machine; a request that loops inside the server never answers. */
const REQUEST_TIMEOUT_MS = 10_000;
/** engine.io's handshake packet: `0` then a JSON object with the new session's id. */
const Opening = z.object({ sid: z.string() });

function hubUrl(server: ServerProcess, query: Record<string, string>): string {
  return `${server.baseUrl}${PAYMENT_HUB_PATH}/?${new URLSearchParams({ EIO: '4', ...query })}`;
}

/** The status a WebSocket upgrade request gets; 101 would mean it was accepted. */
function upgradeStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': Buffer.from(randomUUID().slice(0, 16)).toString('base64'),
      },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    request.once('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.once('upgrade', (_response, socket) => {
      socket.destroy();
      resolve(101);
    });
    request.on('error', reject);
    request.end();
  });
}

async function pollStatus(url: string): Promise<number> {
  const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  await response.arrayBuffer();
  return response.status;
}

// A cluster needs PostgreSQL (PGlite is single-process), so this runs when DATABASE_URL is set.
describe.skipIf(!databaseUrl)('hub session ids on a clustered server (PostgreSQL)', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  /** A port of the machine that nobody should ever connect to on a client's say-so. */
  let trap: net.Server;
  const trapped: string[] = [];

  beforeAll(async () => {
    trap = net.createServer((socket) => {
      trapped.push(`${socket.remoteAddress}:${socket.remotePort}`);
      socket.destroy();
    });
    await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
    dataDir = await mkdtemp(path.join(tmpdir(), 'dekka-cluster-sids-'));
    server = await startServer(dataDir, 2);
  }, 240_000);

  afterAll(async () => {
    await stopServer(server);
    await new Promise((resolve) => trap?.close(resolve));
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('a session id naming a port reaches no port, crashes no worker and gets a 4xx', async () => {
    if (!server?.process.pid) throw new Error('server not started');
    const trapAddress = trap.address();
    if (typeof trapAddress !== 'object' || trapAddress === null) throw new Error('no trap port');
    const workersBefore = await childPids(server.process.pid);
    expect(workersBefore).toHaveLength(2);

    // Another local port, an impossible port, and the server's own port (which once looped).
    const sids = [`w${trapAddress.port}-x`, 'w99999-x', `w${server.port}-x`];
    const statuses: Record<string, number | string> = {};
    for (const sid of sids) {
      // An error (no HTTP answer at all) is recorded too, so one run reports every request.
      statuses[`polling ${sid}`] = await pollStatus(
        hubUrl(server, { transport: 'polling', sid }),
      ).catch(String);
      statuses[`upgrade ${sid}`] = await upgradeStatus(
        hubUrl(server, { transport: 'websocket', sid }),
      ).catch(String);
    }

    expect(trapped).toEqual([]);
    for (const [request, status] of Object.entries(statuses)) {
      const clientError = typeof status === 'number' && status >= 400 && status < 500;
      expect({ request, status, clientError }).toMatchObject({ clientError: true });
    }
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(await childPids(server.process.pid)).toEqual(workersBefore);
    expect(server.output()).not.toMatch(/server worker exited/);
  });

  it('every request of a long-polling session reaches the worker that owns it', async () => {
    if (!server) throw new Error('server not started');
    // Several sessions, so both workers own some; hub answers close, so each is a new connection.
    for (let session = 0; session < 6; session += 1) {
      const url = hubUrl(server, { transport: 'polling', sid: await openSession(server) });
      const joined = await fetch(url, { method: 'POST', body: '40' });
      expect(await joined.text()).toBe('ok');
      const connected = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      expect(connected.status).toBe(200);
      expect(await connected.text()).toMatch(/^40\{"sid":/);
    }
  });

  it("keeps API connections open, but not for another worker's hub session", async () => {
    if (!server) throw new Error('server not started');
    let redirects = 0;
    for (let session = 0; session < 4; session += 1) {
      const sid = await openSession(server);
      // One socket, as a browser's pooled connection: kept alive after an API answer.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const health = await exchange(agent, `${server.baseUrl}/api/health`);
      expect(health.headers.connection).not.toBe('close');
      let answer = await exchange(agent, hubUrl(server, { transport: 'polling', sid }), '40');
      for (let hop = 0; answer.status === 307 && hop < 5; hop += 1) {
        redirects += 1;
        expect(answer.headers.connection).toBe('close');
        answer = await exchange(agent, `${server.baseUrl}${answer.headers.location ?? ''}`, '40');
      }
      expect(answer).toMatchObject({ status: 200, body: 'ok' });
      agent.destroy();
    }
    // Round-robin gives the API connection the other worker every time here.
    expect(redirects).toBeGreaterThan(0);
  });
});

/** A new polling session on a connection of its own; its id. */
async function openSession(server: ServerProcess): Promise<string> {
  const handshake = await fetch(hubUrl(server, { transport: 'polling', guid: randomUUID() }));
  return Opening.parse(JSON.parse((await handshake.text()).replace(/^0/, ''))).sid;
}

/** GET, or POST with `body`, through `agent` (so on its one kept-alive socket). */
function exchange(
  agent: http.Agent,
  url: string,
  body?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      agent,
      method: body === undefined ? 'GET' : 'POST',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    request.once('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.once('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}
