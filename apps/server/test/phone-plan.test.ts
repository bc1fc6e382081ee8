import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, openTestDatabase, type TestApp } from './helpers/test-app.ts';
import type { Database } from '../src/db/client.ts';

let database: Database;
let t: TestApp;
beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database });
});
afterAll(async () => {
  await t.close();
  await database.close();
});

describe('GET /api/web/phone/plan/:callingCode', () => {
  it('answers the rules of one calling code, cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/web/phone/plan/354' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const plan = res.json<{ country_calling_codes: object; countries: object }>();
    expect(plan.country_calling_codes).toEqual({ 354: ['IS'] });
    expect(Object.keys(plan.countries)).toEqual(['IS']);
  });

  it('answers 404 for a code no country uses and 400 for one that is not a code', async () => {
    const unused = await t.app.inject({ method: 'GET', url: '/api/web/phone/plan/365' });
    expect(unused.statusCode).toBe(404);
    expect(unused.json()).toMatchObject({ code: 'not_found' });
    for (const url of [
      '/api/web/phone/plan/abc',
      '/api/web/phone/plan/0',
      '/api/web/phone/plan/1000',
    ]) {
      const bad = await t.app.inject({ method: 'GET', url });
      expect(bad.statusCode, url).toBe(400);
    }
  });
});
