import { randomUUID } from 'node:crypto';
import { NearbyResponse } from '@dekka/contracts/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { createRestaurant, frozenClock } from '../helpers/restaurant-factories.ts';

const clock = frozenClock('2030-03-01T12:00:00Z');
const WHEN = 'dateTime=2030-03-05T19:00&guests=2';
const HARPA = { lat: 64.1504, lon: -21.9327 };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

async function nearby(query: string) {
  const res = await t.app.inject({ url: `/api/web/search/nearby?${query}` });
  expect(res.statusCode).toBe(200);
  return NearbyResponse.parse(res.json()).restaurants;
}

/** Great-circle metres, to check the query's approximation against. */
function haversine(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/**
 * A spot of the open South Pacific, near `lat`, `lon` and a little different each run: no other
 * test puts a restaurant there (the database is shared on PostgreSQL).
 */
function remoteSpot(lat: number, lon: number) {
  const round = (value: number) => Number(value.toFixed(5));
  return { lat: round(lat + Math.random()), lon: round(lon + Math.random()) };
}

describe('GET /api/web/search/nearby', () => {
  it('lists the closest restaurants first, with their distance and times', async () => {
    const here = remoteSpot(-47, -140);
    // About 2 km north, 120 m east and 600 m south; inserted out of order.
    const spots = [
      { name: 'far', lat: here.lat + 0.018, lon: here.lon },
      { name: 'near', lat: here.lat, lon: here.lon + 0.0016 },
      { name: 'middle', lat: here.lat - 0.0054, lon: here.lon },
    ];
    const token = randomUUID().slice(0, 6);
    const ids = new Map<string, number>();
    for (const spot of spots) {
      const { restaurant } = await createRestaurant(t.database.db, {
        restaurant: { name: `Nálægt ${spot.name} ${token}`, lat: spot.lat, lon: spot.lon },
      });
      ids.set(spot.name, restaurant.id);
    }

    const rows = await nearby(`lat=${here.lat}&lon=${here.lon}&take=3&${WHEN}`);
    expect(rows.map((row) => row.id)).toEqual([ids.get('near'), ids.get('middle'), ids.get('far')]);
    for (const [index, row] of rows.entries()) {
      const spot = spots.find((s) => ids.get(s.name) === row.id);
      if (!spot) throw new Error('unknown row');
      expect(row).toMatchObject({ lat: spot.lat, lon: spot.lon, type: 'restaurant' });
      // The equirectangular approximation is well within a percent at this scale.
      expect(Math.abs(row.distanceMeters - haversine(here, spot))).toBeLessThan(
        haversine(here, spot) * 0.005 + 1,
      );
      if (index > 0) expect(row.distanceMeters).toBeGreaterThan(rows[index - 1]!.distanceMeters);
      // Open 17:00-23:00: the times around 19:00, that time among them.
      expect(row.timeSuggestions).toHaveLength(5);
      expect(row.timeSuggestions.map((slot) => slot.localTime)).toContain('2030-03-05T19:00');
    }
    expect(rows[0]?.distanceMeters).toBeGreaterThan(100);
    expect(rows[0]?.distanceMeters).toBeLessThan(140);
  });

  it('measures every restaurant when fewer than `take` are within the first radius', async () => {
    const here = remoteSpot(-30, -120);
    const token = randomUUID().slice(0, 6);
    const ids: number[] = [];
    // 1.1 km and 5.6 km north: the first inside the radius looked at first, the second beyond.
    for (const [index, north] of [0.01, 0.05].entries()) {
      const { restaurant } = await createRestaurant(t.database.db, {
        restaurant: { name: `Fjarlægð ${index} ${token}`, lat: here.lat + north, lon: here.lon },
      });
      ids.push(restaurant.id);
    }
    const one = await nearby(`lat=${here.lat}&lon=${here.lon}&take=1&${WHEN}`);
    expect(one.map((row) => row.id)).toEqual(ids.slice(0, 1));
    const two = await nearby(`lat=${here.lat}&lon=${here.lon}&take=2&${WHEN}`);
    expect(two.map((row) => row.id)).toEqual(ids);
    expect(two[1]?.distanceMeters).toBeGreaterThan(5500);
    // With more asked for than exist nearby, the rest come from the other side of the world.
    const three = await nearby(`lat=${here.lat}&lon=${here.lon}&take=3&${WHEN}`);
    expect(three.slice(0, 2).map((row) => row.id)).toEqual(ids);
    expect(three[2]?.distanceMeters).toBeGreaterThan(1_000_000);
  });

  it('gives at most `take` restaurants', async () => {
    const here = `lat=${HARPA.lat}&lon=${HARPA.lon}`;
    expect(await nearby(`${here}&take=1&${WHEN}`)).toHaveLength(1);
    const five = await nearby(`${here}&take=5&${WHEN}`);
    expect(five).toHaveLength(5);
    const fifty = await nearby(`${here}&take=50&${WHEN}`);
    // The demo alone has more than 40 restaurants.
    expect(fifty.length).toBeGreaterThan(40);
    expect(fifty.length).toBeLessThanOrEqual(50);
    // The longer list starts with the shorter one.
    expect(fifty.slice(0, 5).map((row) => row.id)).toEqual(five.map((row) => row.id));
    const distances = fifty.map((row) => row.distanceMeters);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('keeps only the restaurants in Harpa with harpa=true, from anywhere', async () => {
    const fromHarpa = await nearby(`lat=${HARPA.lat}&lon=${HARPA.lon}&take=50&harpa=true&${WHEN}`);
    expect(fromHarpa.map((row) => row.slug).sort()).toEqual(['horpuhornid', 'tonn-i-horpu']);
    expect(fromHarpa.every((row) => row.distanceMeters === 0)).toBe(true);
    // From Madrid the same two, some 2,900 km away.
    const fromMadrid = await nearby(`lat=40.4168&lon=-3.7038&take=10&harpa=true&${WHEN}`);
    expect(fromMadrid.map((row) => row.slug).sort()).toEqual(['horpuhornid', 'tonn-i-horpu']);
    expect(fromMadrid[0]?.distanceMeters).toBeGreaterThan(2_800_000);
    // Without the filter (or with harpa=false) everything counts: Madrid's own come first.
    const everything = await nearby(`lat=40.4168&lon=-3.7038&take=3&harpa=false&${WHEN}`);
    expect(everything.every((row) => row.city === 'Madrid')).toBe(true);
  });

  it.each([
    ['lat', 'lat=91&lon=0&take=5'],
    ['lat', 'lat=abc&lon=0&take=5'],
    ['lat', 'lon=0&take=5'],
    ['lon', 'lat=0&lon=-180.5&take=5'],
    ['take', 'lat=0&lon=0&take=0'],
    ['take', 'lat=0&lon=0&take=51'],
    ['take', 'lat=0&lon=0&take=2.5'],
    ['take', 'lat=0&lon=0'],
    ['harpa', 'lat=0&lon=0&take=5&harpa=yes'],
  ])('answers 400 naming %s for %s', async (field, query) => {
    const res = await t.app.inject({ url: `/api/web/search/nearby?${query}&${WHEN}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', fields: [field] });
  });

  it.each([
    ['dateTime', 'dateTime=2030-02-30T19:00&guests=2'],
    ['guests', 'dateTime=2030-03-05T19:00&guests=0'],
  ])('answers 400 naming %s for a bad time or party', async (field, query) => {
    const res = await t.app.inject({
      url: `/api/web/search/nearby?lat=0&lon=0&take=5&${query}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', fields: [field] });
  });
});
