import { ErrorResponse } from '@dekka/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';
import { createWebDist } from './helpers/web-dist.ts';

describe('rate limiting', () => {
  let t: TestApp;
  let webDist: Awaited<ReturnType<typeof createWebDist>>;
  beforeAll(async () => {
    webDist = await createWebDist();
    t = await buildTestApp({ env: { RATE_LIMIT_MAX: '2', WEB_DIST_DIR: webDist.dir } });
  });
  afterAll(async () => {
    await t.close();
    await webDist.remove();
  });

  it('answers the third API request in a window with 429, Retry-After and an error body', async () => {
    const statuses = [];
    for (let i = 0; i < 2; i += 1) {
      statuses.push((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode);
    }
    expect(statuses).toEqual([200, 200]);

    const limited = await t.app.inject({ method: 'GET', url: '/api/web/settings/' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(ErrorResponse.parse(limited.json())).toMatchObject({
      code: 'rate_limited',
      requestId: limited.headers['x-request-id'],
    });
  });

  it('does not limit pages and assets', async () => {
    for (let i = 0; i < 4; i += 1) {
      const page = await t.app.inject({
        method: 'GET',
        url: '/',
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode).toBe(200);
      const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(asset.statusCode).toBe(200);
    }
  });
});
