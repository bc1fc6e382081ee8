import { RestaurantResponse } from '@dekka/contracts/restaurant';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, frozenClock } from '../helpers/restaurant-factories.ts';
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

  it("lists the special days ahead in the restaurant's zone: closed, or other hours", async () => {
    const clock = frozenClock('2026-12-02T12:00:00Z');
    const ownApp = await buildTestApp({ clock, database: t.database });
    try {
      const { restaurant } = await createRestaurant(t.database.db, {
        specialDays: [
          { date: '2026-12-01', closed: true, services: [] },
          {
            date: '2026-12-24',
            closed: false,
            services: [{ opens: '11:30', closes: '15:00', lastSeating: '14:00' }],
          },
          { date: '2026-12-25', closed: true, services: [] },
          { date: '2028-01-01', closed: true, services: [] },
        ],
      });
      const res = await ownApp.app.inject({ url: `/api/web/restaurant/${restaurant.slug}` });
      const body = RestaurantResponse.parse(res.json());
      // Yesterday's is over and 2028 is more than a year away.
      expect(body.specialDays).toEqual([
        {
          date: '2026-12-24',
          closed: false,
          services: [{ opens: '11:30', closes: '15:00', lastSeating: '14:00' }],
        },
        { date: '2026-12-25', closed: true, services: [] },
      ]);
    } finally {
      await ownApp.close();
    }
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
