import { RestaurantResponse } from '@dekka/contracts/restaurant';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/web/restaurant/{idOrSlug}', () => {
  it('answers the restaurant page by slug and by id alike', async () => {
    const bySlug = await t.app.inject({ url: '/api/web/restaurant/hafnarljos' });
    expect(bySlug.statusCode).toBe(200);
    const body = RestaurantResponse.parse(bySlug.json());
    expect(body).toMatchObject({
      name: 'Hafnarljós',
      city: 'Reykjavík',
      area: 'Miðborg',
      currency: 'ISK',
      timeZone: 'Atlantic/Reykjavik',
      waitingListEnabled: true,
      policies: { requirePolicyAccept: true, paymentRule: 'no_show_fee' },
    });
    expect(body.openingHours).toHaveLength(7);
    expect(body.openingHours[1]?.services.map((s) => s.name)).toEqual(['Hádegi', 'Kvöld']);
    expect(body.logoUrl.startsWith('data:image/svg+xml,')).toBe(true);
    expect(body.categories.length).toBeGreaterThan(0);
    expect(body.upcomingEvents.map((e) => e.slug)).toContain('jolahladbord');

    const byId = await t.app.inject({ url: `/api/web/restaurant/${body.id}` });
    expect(RestaurantResponse.parse(byId.json())).toEqual(body);
  });

  it('answers 404 for unknown ids and slugs, 4xx for over-long ones, never 5xx', async () => {
    for (const key of [
      '2000000000',
      'no-such-place',
      '99999999999',
      '0',
      '%C3%BE%C3%BE',
      'a%20b',
    ]) {
      const res = await t.app.inject({ url: `/api/web/restaurant/${key}` });
      expect(res.statusCode, key).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    const long = await t.app.inject({ url: `/api/web/restaurant/${'a'.repeat(500)}` });
    expect(long.statusCode).toBeGreaterThanOrEqual(400);
    expect(long.statusCode).toBeLessThan(500);
  });
});
