import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ReserveResponse } from '@dekka/contracts/booking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { completeBody } from '../bookings/booking-client.ts';
import { createBookingRestaurant } from '../helpers/booking-factories.ts';
import { startServer, stopServer, type ServerProcess } from '../helpers/server-process.ts';
import { isolatedDatabase, type IsolatedDatabase } from '../helpers/isolated-database.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { PROCESS_NOW, testConfig } from '../helpers/test-app.ts';

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
      'accept-language': 'is',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('queued e-mail survives kill -9', () => {
  let dataDir: string;
  let sink: SmtpSink;
  let restaurantId: number;
  let server: ServerProcess | undefined;
  let isolated: IsolatedDatabase;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'dekka-mail-restart-'));
    sink = await startSmtpSink();
    // The restaurant is written before the server starts: PGlite's data directory is then the
    // server's alone.
    isolated = await isolatedDatabase();
    const database = await createDatabase(
      testConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', DATABASE_URL: isolated.url }),
    );
    await migrate(database);
    restaurantId = (await createBookingRestaurant(database.db)).id;
    await database.close();
  }, 240_000);

  afterAll(async () => {
    await stopServer(server);
    await sink.close();
    await rm(dataDir, { recursive: true, force: true });
    await isolated.drop();
  });

  it('a server killed with a confirmation queued sends it once after restart', async () => {
    const env = {
      SMTP_URL: sink.url,
      SEED_DEMO: 'false',
      ...(isolated.url ? { DATABASE_URL: isolated.url } : {}),
    };
    // The first server never gets round to sending: its first round would be an hour away.
    server = await startServer(dataDir, 1, { ...env, MAIL_POLL_INTERVAL_MS: '3600000' });
    const { token } = (await api(server, 'POST', '/api/auth/anonymous')) as { token: string };
    const day = new Date(PROCESS_NOW + 3 * 86_400_000).toISOString().slice(0, 10);
    const { guid } = ReserveResponse.parse(
      await api(
        server,
        'POST',
        '/api/web/booking/reserve',
        { date: `${day}T19:00`, guests: 2, restaurantId, source: 2, menus: [] },
        token,
      ),
    );
    if (!guid) throw new Error('reserve failed');
    await api(server, 'PUT', '/api/web/booking/complete/v2', completeBody(guid));
    const killed = server;
    await new Promise((resolve) => {
      killed.process.once('exit', resolve);
      killed.process.kill('SIGKILL');
    });
    expect(sink.received).toHaveLength(0);

    server = await startServer(dataDir, 1, { ...env, MAIL_POLL_INTERVAL_MS: '100' });
    const ours = () => sink.received.filter((mail) => mail.text?.includes(guid));
    await waitFor(() => ours().length > 0, 30_000);
    // Stopping waits for a round under way; by then a second copy would have arrived.
    await stopServer(server);
    expect(ours()).toHaveLength(1);
    expect(ours()[0]?.subject).toBe('Bókun þín á Test Bistro er staðfest');
  }, 240_000);
});
