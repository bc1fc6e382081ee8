import { randomUUID } from 'node:crypto';
import {
  FiltersInUseResponse,
  GlobalSearchResponse,
  SearchResultsResponse,
} from '@dekka/contracts/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { settleAvailabilityIndex } from '../helpers/availability-index.ts';
import { createCity, createRestaurant, frozenClock } from '../helpers/restaurant-factories.ts';

const clock = frozenClock('2030-03-01T12:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/web/filter/inuse', () => {
  it('lists only filters some restaurant uses, cities grouped by region', async () => {
    const unused = await createCity(t.database.db);
    const res = await t.app.inject({ url: '/api/web/filter/inuse' });
    expect(res.statusCode).toBe(200);
    const body = FiltersInUseResponse.parse(res.json());
    const cityNames = body.cities.flatMap((group) => group.cities.map((city) => city.name));
    expect(cityNames).toContain('Reykjavík');
    expect(cityNames).not.toContain(unused.name);
    expect(body.cities.find((group) => group.region === 'Norge')?.cities).toEqual([
      expect.objectContaining({ name: 'Oslo' }),
    ]);
    expect(body.categories.map((c) => c.name)).toContain('Sjávarréttir');
    expect(body.occasions.length).toBeGreaterThan(0);
    expect(body.areas.map((a) => a.name)).toContain('Miðborg');
  });
});

describe('GET /api/web/search/globalsearch/{searchString}', () => {
  it('matches name, city and category ignoring case and accents', async () => {
    const token = randomUUID().slice(0, 6);
    const { restaurant } = await createRestaurant(t.database.db, {
      restaurant: { name: `Kaffi Ýmir ${token}` },
    });
    const search = async (text: string) => {
      const res = await t.app.inject({
        url: `/api/web/search/globalsearch/${encodeURIComponent(text)}`,
      });
      expect(res.statusCode).toBe(200);
      return GlobalSearchResponse.parse(res.json()).restaurants;
    };
    expect((await search(`kaffi ymir ${token}`)).map((r) => r.id)).toEqual([restaurant.id]);
    expect((await search(`  KAFFI ÝMIR ${token.toUpperCase()} `)).map((r) => r.id)).toEqual([
      restaurant.id,
    ]);
    const byCity = await search('reykjavik');
    expect(byCity.length).toBeGreaterThan(0);
    expect(byCity.length).toBeLessThanOrEqual(20);
    expect(byCity.every((r) => r.city === 'Reykjavík' || r.name.includes('Reykjav'))).toBe(true);
    expect(byCity[0]).toMatchObject({ type: 'restaurant', slug: expect.any(String) });
    expect((await search('isafjordur')).map((r) => r.name)).toContain('Tjöruhúsið Vestur');
    expect((await search('sjavarrettir')).length).toBeGreaterThan(0);
    expect(await search('%')).toEqual([]);
    // NUL is refused like in every request (PostgreSQL cannot store or compare it).
    for (const text of ['\u0000', `kaffi\u0000ymir ${token}`]) {
      const res = await t.app.inject({
        url: `/api/web/search/globalsearch/${encodeURIComponent(text)}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('answers an empty list for blank text and 4xx for over-long text', async () => {
    for (const url of ['/api/web/search/globalsearch/%20%20', '/api/web/search/globalsearch/']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ restaurants: [] });
    }
    const long = await t.app.inject({ url: `/api/web/search/globalsearch/${'a'.repeat(300)}` });
    expect(long.statusCode).toBeGreaterThanOrEqual(400);
    expect(long.statusCode).toBeLessThan(500);
  });
});

describe('GET /api/web/search/results', () => {
  it('filters, orders by listIndex, paginates and suggests times in each restaurant', async () => {
    const city = await createCity(t.database.db);
    const created = [];
    for (const listIndex of [30, 10, 20]) {
      created.push(
        await createRestaurant(t.database.db, { city: city.name, restaurant: { listIndex } }),
      );
    }
    const base = `/api/web/search/results?dateTime=2030-03-05T19:00&guests=2&filters=${city.id};city`;
    const res = await t.app.inject({ url: base });
    expect(res.statusCode).toBe(200);
    const body = SearchResultsResponse.parse(res.json());
    expect(body.total).toBe(3);
    expect(body.restaurants.map((r) => r.listIndex)).toEqual([10, 20, 30]);
    for (const restaurant of body.restaurants) {
      expect(restaurant.city).toBe(city.name);
      expect(restaurant.timeSuggestions.map((s) => s.localTime)).toContain('2030-03-05T19:00');
      expect(restaurant.timeSuggestions).toHaveLength(5);
    }
    // Each time carries what its button needs, no more (the table/event split is the
    // restaurant page's).
    const raw = res.json() as { restaurants: Array<{ timeSuggestions: object[] }> };
    expect(Object.keys(raw.restaurants[0]?.timeSuggestions[0] ?? {}).sort()).toEqual([
      'date',
      'eventIds',
      'isAvailable',
      'isWaitingListAvailable',
      'localTime',
    ]);

    const page2 = SearchResultsResponse.parse(
      (await t.app.inject({ url: `${base}&limit=2&page=2` })).json(),
    );
    expect(page2.restaurants.map((r) => r.listIndex)).toEqual([30]);
    expect(created).toHaveLength(3);
  });

  it('combines filter types with AND and alternatives of one type with OR', async () => {
    const city = await createCity(t.database.db);
    await createRestaurant(t.database.db, { city: city.name, categorySlugs: ['pizza'] });
    await createRestaurant(t.database.db, { city: city.name, categorySlugs: ['vegan'] });
    const filters = FiltersInUseResponse.parse(
      (await t.app.inject({ url: '/api/web/filter/inuse' })).json(),
    );
    const pizza = filters.categories.find((c) => c.name === 'Pizza');
    const vegan = filters.categories.find((c) => c.name === 'Vegan');
    const results = async (query: string) =>
      SearchResultsResponse.parse(
        (
          await t.app.inject({
            url: `/api/web/search/results?dateTime=2030-03-05T19:00&guests=2&filters=${query}`,
          })
        ).json(),
      ).total;
    expect(await results(`${city.id};city,${pizza?.id};category`)).toBe(1);
    expect(await results(`${city.id};city,${pizza?.id};category,${vegan?.id};category`)).toBe(2);
  });

  it('puts restaurants free near the asked time first, and gives the fully booked their next free time', async () => {
    const city = await createCity(t.database.db);
    const openAt = (opens: string, closes: string, lastSeating: string) =>
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        weekday,
        name: 'Kvöld',
        opens,
        closes,
        lastSeating,
      }));
    const closedThatDay = [{ date: '2030-03-05', closed: true, services: [] }];
    const booked = await createRestaurant(t.database.db, {
      city: city.name,
      restaurant: { listIndex: 1 },
      specialDays: [...closedThatDay, { date: '2030-03-06', closed: true, services: [] }],
    });
    const lunchOnly = await createRestaurant(t.database.db, {
      city: city.name,
      restaurant: { listIndex: 2 },
      openingHours: openAt('11:00', '15:00', '13:00'),
    });
    const free = await createRestaurant(t.database.db, {
      city: city.name,
      restaurant: { listIndex: 3 },
    });
    await settleAvailabilityIndex(t.database.db, clock.now());
    const res = await t.app.inject({
      url: `/api/web/search/results?dateTime=2030-03-05T19:00&guests=2&filters=${city.id};city`,
    });
    expect(res.statusCode).toBe(200);
    const body = SearchResultsResponse.parse(res.json());
    // Free at 19:00 first, then free only at lunch, then closed that day (list order 1, 2, 3).
    expect(body.restaurants.map((r) => r.id)).toEqual([
      free.restaurant.id,
      lunchOnly.restaurant.id,
      booked.restaurant.id,
    ]);
    const [first, second, third] = body.restaurants;
    expect(first?.nextAvailable).toBeUndefined();
    expect(second?.nextAvailable).toBeUndefined();
    expect(second?.timeSuggestions.some((slot) => slot.isAvailable)).toBe(true);
    expect(third?.timeSuggestions).toEqual([]);
    // The order is one across pages, whichever group a page starts or ends in: pages of one and
    // of two give the same order, and a page past the end is empty with the same total.
    const page = async (limit: number, number: number) =>
      SearchResultsResponse.parse(
        (
          await t.app.inject({
            url: `/api/web/search/results?dateTime=2030-03-05T19:00&guests=2&filters=${city.id};city&limit=${limit}&page=${number}`,
          })
        ).json(),
      );
    const order = body.restaurants.map((r) => r.id);
    for (const limit of [1, 2]) {
      const pages = await Promise.all([1, 2, 3, 4].map((number) => page(limit, number)));
      expect(pages.flatMap((one) => one.restaurants.map((r) => r.id))).toEqual(order);
      expect(pages.map((one) => one.total)).toEqual([3, 3, 3, 3]);
    }
    // Closed on the 5th and the 6th: the 7th at the asked hour.
    expect(third?.nextAvailable).toMatchObject({
      localTime: '2030-03-07T19:00',
      isAvailable: true,
    });
  });

  it('orders by price or by distance from the diner, with each distance in metres', async () => {
    const city = await createCity(t.database.db);
    const at = (listIndex: number, priceCategory: number, lat: number, lon: number) =>
      createRestaurant(t.database.db, {
        city: city.name,
        restaurant: { listIndex, priceCategory, lat, lon },
      });
    const far = await at(1, 3, 64.2, -21.94);
    const near = await at(2, 1, 64.1467, -21.9427);
    const middle = await at(3, 4, 64.16, -21.94);
    const ids = async (query: string) => {
      const res = await t.app.inject({
        url: `/api/web/search/results?dateTime=2030-03-05T19:00&guests=2&filters=${city.id};city&${query}`,
      });
      expect(res.statusCode, query).toBe(200);
      return SearchResultsResponse.parse(res.json()).restaurants;
    };
    const id = (r: { restaurant: { id: number } }) => r.restaurant.id;
    expect((await ids('sort=relevance')).map((r) => r.id)).toEqual([far, near, middle].map(id));
    expect((await ids('sort=price-asc')).map((r) => r.id)).toEqual([near, far, middle].map(id));
    expect((await ids('sort=price-desc')).map((r) => r.id)).toEqual([middle, far, near].map(id));
    const byDistance = await ids('sort=distance&near=64.1466,-21.9426');
    expect(byDistance.map((r) => r.id)).toEqual([near, middle, far].map(id));
    // 0.0001° of latitude is about 11 m; 0.0534° about 5.94 km.
    expect(byDistance[0]?.distanceMeters).toBeLessThan(20);
    expect(byDistance[2]?.distanceMeters).toBeGreaterThan(5_900);
    expect(byDistance[2]?.distanceMeters).toBeLessThan(6_000);
    // Without a position no row carries a distance.
    expect((await ids('sort=price-asc')).every((r) => r.distanceMeters === undefined)).toBe(true);
  });

  it('rejects bad input with 400 naming the field', async () => {
    const cases: Array<[string, string]> = [
      ['dateTime=2030-03-05&guests=2', 'dateTime'],
      ['guests=2', 'dateTime'],
      ['dateTime=2030-03-05T19:00&guests=0', 'guests'],
      ['dateTime=2030-03-05T19:00&guests=x', 'guests'],
      ['dateTime=2030-03-05T19:00&guests=2&filters=1;planet', 'filters'],
      ['dateTime=2030-03-05T19:00&guests=2&filters=abc', 'filters'],
      ['dateTime=2030-03-05T19:00&guests=2&filters=9999999999;city', 'filters'],
      ['dateTime=9999-12-31T23:59&guests=2', 'dateTime'],
      ['dateTime=2030-03-05T19:00&guests=2&limit=201', 'limit'],
      ['dateTime=2030-03-05T19:00&guests=2&page=0', 'page'],
      [`dateTime=2030-03-05T19:00&guests=2&filters=${'1;city,'.repeat(500)}`, 'filters'],
      ['dateTime=2030-03-05T19:00&guests=2&sort=rating', 'sort'],
      ['dateTime=2030-03-05T19:00&guests=2&sort=distance', 'near'],
      ['dateTime=2030-03-05T19:00&guests=2&near=91,0', 'near'],
      ['dateTime=2030-03-05T19:00&guests=2&near=64.1;-21.9', 'near'],
    ];
    for (const [query, field] of cases) {
      const res = await t.app.inject({ url: `/api/web/search/results?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', fields: [field] });
    }
  });
});
