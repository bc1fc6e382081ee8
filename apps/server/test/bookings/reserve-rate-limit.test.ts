import { ErrorResponse } from '@dekka/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBearer,
  createBookingRestaurant,
  createTestClock,
} from '../helpers/booking-factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { bookingClient } from './booking-client.ts';

const clock = createTestClock();

describe('reserve rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      clock,
      env: { RESERVE_RATE_LIMIT_MAX: '3', RESERVE_RATE_LIMIT_WINDOW_MS: '60000' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const body = (restaurantId: number) => ({
    date: '2030-03-02T19:00',
    guests: 2,
    restaurantId,
    eventId: null,
    source: 2,
    menus: [],
  });

  it('answers 429 with Retry-After once an identity made too many reserves', async () => {
    const r = await createBookingRestaurant(t.database.db);
    const client = bookingClient(t.app, await createBearer(t.database.db, clock));
    const statuses = [];
    // remoteAddress differs per call, so only the per-identity limit can trip here.
    for (let i = 0; i < 4; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/web/booking/reserve/',
        headers: { authorization: (await createBearerOnce()) ?? '' },
        payload: body(r.id),
        remoteAddress: `10.0.0.${i + 1}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200]);

    const same = [];
    for (let i = 0; i < 4; i += 1) {
      same.push(await client.reserve(body(r.id)));
    }
    // The per-IP limit is shared by every identity on 127.0.0.1 (the inject default).
    const limited = same.at(-1);
    expect(same.slice(0, 3).map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(limited?.statusCode).toBe(429);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    expect(ErrorResponse.parse(limited?.json()).code).toBe('rate_limited');
  });

  it('limits one identity across many IP addresses', async () => {
    const r = await createBookingRestaurant(t.database.db);
    const bearer = await createBearer(t.database.db, clock);
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/web/booking/reserve/',
        headers: { authorization: bearer },
        payload: body(r.id),
        remoteAddress: `10.1.0.${i + 1}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  async function createBearerOnce() {
    return createBearer(t.database.db, clock);
  }
});
