import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadiness } from '../../src/plugins/readiness.ts';
import { openStartingGate } from '../../src/starting-gate.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

describe('GET /api/health/ready', () => {
  const readiness = createReadiness();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('answers 503 "migrating", then "starting", while the starting gate holds the port', async () => {
    const gate = await openStartingGate(0, '127.0.0.1');
    try {
      const url = `http://127.0.0.1:${gate.port}/api/health/ready`;
      const first = await fetch(url);
      expect(first.status).toBe(503);
      expect(first.headers.get('retry-after')).toBe('5');
      expect(await first.json()).toEqual({ status: 'migrating' });
      gate.status = 'starting';
      expect(await (await fetch(url)).json()).toEqual({ status: 'starting' });
    } finally {
      await gate.close();
    }
  });

  it('answers 200 once the app serves, and 503 "draining" from SIGTERM on', async () => {
    const app = await buildTestApp({ database: t.database, readiness });
    try {
      const ready = await app.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', database: 'up', redis: 'none' });
      readiness.startDraining();
      const draining = await app.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toEqual({ status: 'draining' });
      // Liveness is another question: the instance is alive while it drains.
      expect((await app.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.app.close();
    }
  });

  it('is kept out of the API document', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(docs.json<{ paths: object }>().paths)).not.toContain('/api/health/ready');
  });
});
