import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { freePort, startServer, stopServer } from '../helpers/server-process.ts';
import { TEST_JWT_SECRET } from '../helpers/test-app.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_TEST_URL;

const Compose = z.object({
  services: z.record(
    z.string(),
    z.object({
      image: z.string().optional(),
      build: z.string().optional(),
      environment: z.record(z.string(), z.string()).optional(),
      volumes: z.array(z.string()).optional(),
    }),
  ),
});

async function compose() {
  // YAML merge keys (<<: *dekka) are how the two instances share one definition.
  return Compose.parse(
    parse(await readFile(path.join(repoRoot, 'compose.yaml'), 'utf8'), { merge: true }),
  );
}

/** Compose's `${NAME:?message}` interpolation, from `values`. */
function interpolate(env: Record<string, string>, values: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(env).map(([key, value]) => [
      key,
      value.replace(/\$\{(\w+):\?[^}]*\}/g, (_match, name: string) => {
        const given = values[name];
        if (given === undefined) throw new Error(`compose.yaml needs ${name}`);
        return given;
      }),
    ]),
  );
}

describe('compose.yaml', () => {
  it('runs PostgreSQL, Redis, an SMTP catcher and two identical Dekka instances behind a proxy', async () => {
    const { services } = await compose();
    expect(Object.keys(services).sort()).toEqual(
      ['dekka-a', 'dekka-b', 'mailpit', 'postgres', 'proxy', 'redis'].sort(),
    );
    expect(services['dekka-a']?.build).toBe('.');
    expect(services['dekka-a']?.environment).toEqual(services['dekka-b']?.environment);
    expect(services['dekka-a']?.volumes).not.toEqual(services['dekka-b']?.volumes);
    expect(services['dekka-a']?.environment).toMatchObject({
      DATABASE_URL: expect.stringContaining('@postgres:5432/'),
      REDIS_URL: 'redis://redis:6379',
      SMTP_URL: 'smtp://mailpit:1025',
      CLUSTER_WORKERS: '1',
      METRICS_PORT: expect.any(String),
    });
  });

  // The image cannot be built here (no container engine): this is the next best thing, the
  // server started with exactly an instance's environment, the services' host names pointed at
  // this machine's PostgreSQL, Redis and a closed SMTP port.
  it.skipIf(!databaseUrl || !redisUrl)(
    "starts with an instance's environment, ready and serving metrics on METRICS_PORT",
    async () => {
      const { services } = await compose();
      const env = interpolate(services['dekka-a']?.environment ?? {}, {
        JWT_SECRET: TEST_JWT_SECRET,
      });
      const local = {
        ...env,
        DATABASE_URL: databaseUrl ?? '',
        REDIS_URL: redisUrl ?? '',
        SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
        METRICS_PORT: String(await freePort()),
      };
      // Only the addresses changed: every other setting is the compose file's own.
      expect(Object.keys(local).sort()).toEqual(Object.keys(env).sort());
      const dataDir = await mkdtemp(path.join(tmpdir(), 'dekka-compose-'));
      // startServer's own test settings go first, so the compose file's override them all.
      const server = await startServer(dataDir, 1, { ...local, SHUTDOWN_DRAIN_DELAY_MS: '0' });
      try {
        const ready = await fetch(`${server.baseUrl}/api/health/ready`);
        expect(await ready.json()).toEqual({ status: 'ready', database: 'up', redis: 'up' });
        const metrics = await fetch(`http://127.0.0.1:${local.METRICS_PORT}/metrics`);
        expect(await metrics.text()).toContain('http_request_duration_seconds_count');
        expect((await fetch(`${server.baseUrl}/metrics`)).status).not.toBe(200);
      } finally {
        await stopServer(server);
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    240_000,
  );
});
