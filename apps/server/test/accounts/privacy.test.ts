import { randomUUID } from 'node:crypto';
import { MyDataResponse } from '@dekka/contracts/auth';
import { ErrorResponse } from '@dekka/contracts/errors';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../../src/db/schema.ts';
import { demoOwnerEmail } from '../../seed/demo/owners.ts';
import { completeBody } from '../bookings/booking-client.ts';
import { createBookingRestaurant, createTestClock } from '../helpers/booking-factories.ts';
import { queryRows } from '../helpers/sql.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { accountClient } from './account-client.ts';
import { mailbox } from './mailbox.ts';

const clock = createTestClock();

describe('my data: download it, delete the account', () => {
  let t: TestApp;
  const mail = mailbox();

  let client: ReturnType<typeof accountClient>;

  /** A confirmed booking made anonymously and carried over by signing in. */
  async function bookedAccount() {
    const anonymous = await client.anonymous();
    const restaurant = await createBookingRestaurant(t.database.db);
    const reserved = await client.inject('POST', '/api/web/booking/reserve', anonymous, {
      date: '2030-03-02T19:00',
      guests: 2,
      restaurantId: restaurant.id,
      eventId: null,
      source: 2,
      menus: [],
      isWaitingListWhenFullyBooked: false,
      isWaitingList: false,
    });
    const { guid } = reserved.json() as { guid: string };
    const completed = await client.inject(
      'PUT',
      '/api/web/booking/complete/v2',
      anonymous,
      completeBody(guid),
    );
    expect(completed.statusCode, completed.body).toBe(200);
    const token = await client.signIn(`diner-${randomUUID().slice(0, 8)}@example.com`, anonymous);
    return { token, guid };
  }

  beforeAll(async () => {
    t = await buildTestApp({
      clock,
      mail: mail.transport,
      env: { RESERVE_RATE_LIMIT_MAX: '1000' },
    });
    client = accountClient(t.app, mail);
  });
  afterAll(async () => {
    await t.close();
  });

  it('downloads the account and its bookings with their personal details, as a file', async () => {
    const { token, guid } = await bookedAccount();
    const res = await client.inject('GET', '/api/web/my/data/', token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="dekka-my-data.json"');
    const data = MyDataResponse.parse(res.json());
    expect(data.bookings).toEqual([
      expect.objectContaining({
        guid,
        status: 'confirmed',
        name: 'Guðrún Jónsdóttir',
        email: 'gudrun@example.is',
      }),
    ]);
    const anonymous = await client.anonymous();
    expect((await client.inject('GET', '/api/web/my/data/', anonymous)).statusCode).toBe(401);
  });

  it('deletes the account: signed out everywhere, bookings kept for the restaurant without personal data', async () => {
    const { token, guid } = await bookedAccount();
    const deleted = await client.inject('DELETE', '/api/web/my/account', token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await client.inject('GET', '/api/web/usercustomer/', token)).statusCode).toBe(401);
    const [booking] = await queryRows(
      t.database.db,
      sql`select status, user_id, first_name, last_name, email, phone, special_request
          from bookings where guid = ${guid}`,
    );
    expect(booking).toEqual({
      status: 'confirmed',
      user_id: null,
      first_name: null,
      last_name: null,
      email: null,
      phone: null,
      special_request: null,
    });
    const queued = await queryRows(
      t.database.db,
      sql`select o.status from outbox_messages o join bookings b on b.id = o.booking_id
          where b.guid = ${guid} and o.status = 'pending'`,
    );
    expect(queued).toEqual([]);
  });

  it('refuses to delete a restaurant’s only owner', async () => {
    const owner = await client.signIn(demoOwnerEmail('hafnarljos'));
    const refused = await client.inject('DELETE', '/api/web/my/account', owner);
    expect(refused.statusCode).toBe(409);
    expect(ErrorResponse.parse(refused.json()).code).toBe('conflict');
    const [restaurant] = await t.database.db
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(eq(restaurants.slug, 'hafnarljos'));
    expect(
      (await client.inject('GET', `/api/restaurant/${restaurant?.id}/workspace`, owner)).statusCode,
    ).toBe(200);
  });
});
