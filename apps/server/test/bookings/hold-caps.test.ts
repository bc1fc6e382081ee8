import { ErrorResponse } from '@dekka/contracts/errors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteLapsedAnonymousUsers } from '../../src/jobs/anonymous-user-cleanup.ts';
import {
  createBearer,
  createBookingRestaurant,
  createTestClock,
} from '../helpers/booking-factories.ts';
import { createUser } from '../helpers/factories.ts';
import { queryRows } from '../helpers/sql.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const MINUTE = 60_000;
const clock = createTestClock();

const reserveBody = (restaurantId: number, time = '19:00') => ({
  date: `2030-03-02T${time}`,
  guests: 2,
  restaurantId,
  eventId: null,
  source: 2,
  menus: [],
  isWaitingListWhenFullyBooked: false,
  isWaitingList: false,
});

describe('caps on live holds', () => {
  let t: TestApp;
  let restaurantId: number;
  beforeAll(async () => {
    t = await buildTestApp({
      clock,
      env: {
        RESERVE_RATE_LIMIT_MAX: '1000',
        HOLD_LIMIT_PER_IDENTITY: '2',
        HOLD_LIMIT_PER_CLIENT: '6',
      },
    });
    const restaurant = await createBookingRestaurant(t.database.db, {
      tables: Array.from({ length: 40 }, () => ({ min: 1, max: 4 })),
    });
    restaurantId = restaurant.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const reserve = (bearer: string, address: string, time?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/web/booking/reserve/',
      headers: { authorization: bearer },
      remoteAddress: address,
      payload: reserveBody(restaurantId, time),
    });

  it('refuses a third live hold for one identity with 429 too_many_holds until one lapses', async () => {
    const bearer = await createBearer(t.database.db, clock);
    expect((await reserve(bearer, '10.1.0.1')).statusCode).toBe(200);
    clock.advance(MINUTE);
    expect((await reserve(bearer, '10.1.0.1', '19:30')).statusCode).toBe(200);

    // Another address does not help: the identity is capped.
    const third = await reserve(bearer, '10.1.0.2', '20:00');
    expect(third.statusCode).toBe(429);
    expect(ErrorResponse.parse(third.json()).code).toBe('too_many_holds');
    // The first hold lapses in 4 minutes.
    expect(third.headers['retry-after']).toBe('240');

    clock.advance(4 * MINUTE);
    expect((await reserve(bearer, '10.1.0.2', '20:00')).statusCode).toBe(200);
  });

  it('refuses a seventh live hold from one address, whatever the identities', async () => {
    const statuses: number[] = [];
    for (const time of ['17:00', '17:15', '17:30', '17:45', '18:00', '18:15', '18:30']) {
      const bearer = await createBearer(t.database.db, clock);
      statuses.push((await reserve(bearer, '10.2.0.1', time)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);

    const elsewhere = await createBearer(t.database.db, clock);
    expect((await reserve(elsewhere, '10.2.0.2')).statusCode).toBe(200);
  });

  it('counts concurrent reserves from one identity: exactly the cap get a table', async () => {
    const bearer = await createBearer(t.database.db, clock);
    // A restaurant each, so no two reserves wait on the same table's lock: only the holder's
    // own lock can keep them from all passing the count at once.
    const elsewhere = await Promise.all(
      Array.from({ length: 8 }, () =>
        createBookingRestaurant(t.database.db, { tables: [{ min: 1, max: 4 }] }),
      ),
    );
    const answers = await Promise.all(
      elsewhere.map((restaurant) =>
        t.app.inject({
          method: 'POST',
          url: '/api/web/booking/reserve/',
          headers: { authorization: bearer },
          remoteAddress: '10.3.0.1',
          payload: reserveBody(restaurant.id),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 429, 429, 429, 429, 429, 429]);
  });

  it('answers a retried reserve with its hold, even at the cap', async () => {
    const bearer = await createBearer(t.database.db, clock);
    const send = (key: string, time: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/web/booking/reserve/',
        headers: { authorization: bearer, 'idempotency-key': key },
        remoteAddress: '10.4.0.1',
        payload: reserveBody(restaurantId, time),
      });
    const first = await send('key-a', '21:00');
    await send('key-b', '21:15');
    const again = await send('key-a', '21:00');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  it('stores a hash of the address, never the address', async () => {
    const rows = await queryRows(
      t.database.db,
      sql`select client_key from bookings where client_key is not null`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(String(row.client_key)).not.toMatch(/10\.\d+\.0\.\d/);
  });
});

describe('minting anonymous identities', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { TOKEN_RATE_LIMIT_MAX: '3', RATE_LIMIT_MAX: '1000' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('has its own, stricter limit per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/anonymous' });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // The rest of the API is still open to that address.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('deleting lapsed anonymous identities', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ clock });
  });
  afterAll(async () => {
    await t.close();
  });

  it('deletes old anonymous identities without bookings, and nothing else', async () => {
    const db = t.database.db;
    const old = new Date('2030-01-01T00:00:00Z');
    const recent = new Date('2030-02-20T00:00:00Z');
    const lapsed = await createUser(db, {
      isAnonymous: true,
      email: null,
      createdAt: old,
      updatedAt: old,
    });
    const young = await createUser(db, {
      isAnonymous: true,
      email: null,
      createdAt: recent,
      updatedAt: recent,
    });
    const member = await createUser(db, {
      isAnonymous: false,
      createdAt: old,
      updatedAt: old,
    });
    const booker = await createUser(db, {
      isAnonymous: true,
      email: null,
      createdAt: old,
      updatedAt: old,
    });
    const restaurant = await createBookingRestaurant(db);
    await db.execute(sql`
      insert into bookings (restaurant_id, start_at, end_at, guests, status, source, user_id,
        created_at, updated_at)
      values (${restaurant.id}, now(), now() + interval '2 hours', 2, 'expired', 2, ${booker.id},
        ${old.toISOString()}, ${old.toISOString()})`);

    const deleted = await deleteLapsedAnonymousUsers(db, new Date('2030-02-01T00:00:00Z'));
    expect(deleted).toBeGreaterThanOrEqual(1);
    const left = await queryRows(
      db,
      sql`select id from users where id in (${lapsed.id}, ${young.id}, ${member.id}, ${booker.id})`,
    );
    expect(left.map((row) => String(row.id)).sort()).toEqual(
      [young.id, member.id, booker.id].sort(),
    );
  });
});
