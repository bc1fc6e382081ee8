import { API_ROUTES, apiPath } from '@dekka/contracts/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

/** The sandbox provider's pages stand in for the payment provider's; they are not Dekka's API. */
const OUTSIDE_THE_TABLE = /^\/api\/(docs|payments\/sandbox)\b/;

describe('the route table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is what the server serves: every entry with its method, and no other API route', async () => {
    for (const { method, path } of Object.values(API_ROUTES)) {
      expect(t.app.hasRoute({ method, url: `/api${path}` }), `${method} ${path}`).toBe(true);
    }
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const served = Object.entries(docs.json<{ paths: Record<string, object> }>().paths).flatMap(
      ([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const table = Object.values(API_ROUTES).map(
      ({ method, path }) => `${method} /api${path.replace(/:(\w+)/g, '{$1}')}`,
    );
    expect(
      served.filter((route) => !OUTSIDE_THE_TABLE.test(route.split(' ')[1] ?? '')).sort(),
    ).toEqual(table.sort());
  });

  it('fills a path with encoded parameters, keeping a time readable', () => {
    expect(
      apiPath('suggestions', { restaurantId: 7, dateTime: '2026-12-04T19:00', guests: 2 }),
    ).toBe('/web/suggestion/restaurant/7/2026-12-04T19:00/2');
    expect(apiPath('globalSearch', { searchString: 'kol & salt/2' })).toBe(
      '/web/search/globalsearch/kol%20%26%20salt%2F2',
    );
    expect(
      apiPath('upsell', {
        restaurantId: 1,
        dateTime: '2026-12-04T19:00',
        guests: 2,
        eventId: null,
      }),
    ).toBe('/web/upsell/1/2026-12-04T19:00/2/null');
  });
});
