import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, stopServer, type ServerProcess } from '../helpers/server-process.ts';
import { connectHub, connected } from '../payments/hub-client.ts';

const databaseUrl = process.env.DATABASE_URL;
/** Long enough to see the instance not-ready while it still serves its hub clients. */
const DRAIN_DELAY_MS = 2000;
/** How long the rest of a stop may take once the delay is over (the server's own bound is 10 s). */
const STOPS_WITHIN_MS = 15_000;

type HubClient = ReturnType<typeof connectHub> & { transport: string; reason?: string };

function exited(server: ServerProcess): Promise<number | null> {
  if (server.process.exitCode !== null) return Promise.resolve(server.process.exitCode);
  return new Promise((resolve) => server.process.once('exit', (code) => resolve(code)));
}

/** The JSON lines the server logged, whichever of its processes logged them. */
function logLines(server: ServerProcess): Record<string, unknown>[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

async function readiness(server: ServerProcess) {
  const res = await fetch(`${server.baseUrl}/api/health/ready`).catch(() => null);
  return res ? { status: res.status, body: (await res.json()) as unknown } : null;
}

describe('the drain on SIGTERM', () => {
  let dataDir: string | undefined;
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await stopServer(server);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  // One process on either database; a primary and two workers on PostgreSQL only.
  const cases = [
    { name: 'one process', workers: 1 },
    ...(databaseUrl ? [{ name: 'a two-worker cluster', workers: 2 }] : []),
  ];

  it.each(cases)(
    '$name: stays not-ready but serving for the delay, then tells every hub client to reconnect, logs it and exits 0',
    async ({ workers }) => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'dekka-drain-'));
      const started = await startServer(dataDir, workers, {
        SHUTDOWN_DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
        LOG_LEVEL: 'info',
        SEED_DEMO: 'false',
        DEMO_PHOTOS: 'false',
      });
      server = started;
      // A diner's browser on WebSocket and one on long polling, each waiting for its payment.
      const clients: HubClient[] = (['websocket', 'polling'] as const).map((transport) => {
        const hub = connectHub(started.baseUrl, randomUUID(), [transport]);
        const client: HubClient = { ...hub, transport };
        hub.socket.on('disconnect', (reason) => {
          client.reason = reason;
        });
        return client;
      });
      await Promise.all(clients.map((client) => connected(client.socket)));

      started.process.kill('SIGTERM');
      // A balancer's probe sees the drain at once, while the hub clients are still served.
      await expect
        .poll(() => readiness(started), { timeout: DRAIN_DELAY_MS, interval: 50 })
        .toEqual({ status: 503, body: { status: 'draining' } });
      expect(clients.map((client) => client.socket.connected)).toEqual([true, true]);

      // Then each is disconnected by the server (socket.io's own word for it), which is what
      // the web client reconnects on, through the balancer, to another instance.
      await expect
        .poll(() => clients.map((client) => client.reason ?? 'still connected'), {
          timeout: DRAIN_DELAY_MS + STOPS_WITHIN_MS,
          interval: 100,
        })
        .toEqual(['io server disconnect', 'io server disconnect']);
      expect(await exited(started)).toBe(0);

      const lines = logLines(started);
      // The instance's one process logs the signal; in a cluster, the primary and each worker.
      expect(
        lines.filter((line) => line.msg === 'shutting down').map((line) => line.signal),
      ).toEqual(Array.from({ length: workers === 1 ? 1 : workers + 1 }, () => 'SIGTERM'));
      // Nothing went wrong on the way out: no warning or error from the signal on.
      const stopping = lines.slice(lines.findIndex((line) => line.msg === 'shutting down'));
      expect(stopping.filter((line) => Number(line.level) >= 40)).toEqual([]);
    },
    240_000,
  );
});
