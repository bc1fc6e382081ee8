import { randomUUID } from 'node:crypto';
import {
  GUEST_LIST_CHANGED,
  GUEST_LIST_NAMESPACE,
  PAYMENT_HUB_PATH,
  type GuestListChanged,
} from '@dekka/contracts/payment-hub';
import { GuestListResponse } from '@dekka/contracts/guest-list';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountClient } from '../accounts/account-client.ts';
import { mailbox } from '../accounts/mailbox.ts';
import { addStaff } from '../accounts/staff-fixtures.ts';
import { bookingClient, completeBody } from '../bookings/booking-client.ts';
import {
  createBearer,
  createBookingRestaurant,
  createTestClock,
} from '../helpers/booking-factories.ts';
import { createBooking } from '../helpers/restaurant-factories.ts';
import { staffScreen } from '../helpers/staff-screen.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const clock = createTestClock();

describe('live guest lists', () => {
  let t: TestApp;
  let baseUrl = '';
  const mail = mailbox();
  let client: ReturnType<typeof accountClient>;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await buildTestApp({
      clock,
      mail: mail.transport,
      env: { RESERVE_RATE_LIMIT_MAX: '1000', SIGN_IN_RATE_LIMIT_PER_CLIENT: '1000' },
    });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    client = accountClient(t.app, mail);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A staff screen's connection, and the messages it has heard. */
  function screen(token: string, restaurantId: number) {
    return staffScreen<GuestListChanged>(baseUrl, sockets, GUEST_LIST_CHANGED, token, restaurantId);
  }

  async function staffOf(restaurantId: number, role: 'owner' | 'host') {
    const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
    await addStaff(t.database.db, restaurantId, role, email);
    return client.signIn(email);
  }

  it('tells every open screen of the restaurant about a diner’s new booking and a host’s change', async () => {
    const restaurant = await createBookingRestaurant(t.database.db);
    const other = await createBookingRestaurant(t.database.db);
    const door = screen(await staffOf(restaurant.id, 'host'), restaurant.id);
    const office = screen(await staffOf(restaurant.id, 'owner'), restaurant.id);
    const elsewhere = screen(await staffOf(other.id, 'owner'), other.id);
    await Promise.all([door.opened, office.opened, elsewhere.opened]);

    // A diner books on the web: held (no message), then completed.
    const diner = bookingClient(t.app, await createBearer(t.database.db, clock));
    const { guid } = await diner.reserveOk({
      date: '2030-03-04T19:00',
      guests: 2,
      restaurantId: restaurant.id,
      source: 2,
      menus: [],
    });
    expect(door.heard).toEqual([]);
    if (!guid) throw new Error('reserve gave no guid');
    const completed = await diner.complete(completeBody(guid));
    expect(completed.statusCode, completed.body).toBe(200);
    await expect.poll(() => door.heard.length).toBeGreaterThan(0);
    await expect.poll(() => office.heard.length).toBeGreaterThan(0);
    const bookingId = door.heard[0]?.bookingId;
    expect(door.heard[0]).toEqual({ restaurantId: restaurant.id, bookingId });

    // The host marks the party arrived; the owner's screen hears of it.
    const hostToken = await staffOf(restaurant.id, 'host');
    const before = office.heard.length;
    const moved = await client.inject(
      'PUT',
      `/api/restaurant/${restaurant.id}/guestlist/bookings/${bookingId}/status`,
      hostToken,
      { status: 'arrived' },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    await expect.poll(() => office.heard.length).toBeGreaterThan(before);
    const list = GuestListResponse.parse(
      (
        await client.inject(
          'GET',
          `/api/restaurant/${restaurant.id}/guestlist/2030-03-04`,
          hostToken,
        )
      ).json(),
    );
    expect(list.entries.map((entry) => entry.status)).toEqual(['arrived']);
    // Another restaurant's screen heard nothing of it, and no message carries a diner's details.
    expect(elsewhere.heard).toEqual([]);
    expect(JSON.stringify(office.heard)).not.toMatch(/gudrun|Guðrún|555/i);
  });

  it('lets only the restaurant’s signed-in staff join', async () => {
    const restaurant = await createBookingRestaurant(t.database.db);
    const outsider = await client.signIn(`outsider-${randomUUID().slice(0, 8)}@example.com`);
    const anonymous = await client.anonymous();
    for (const [token, reason] of [
      [outsider, 'forbidden'],
      [anonymous, 'unauthorized'],
      ['not-a-token', 'unauthorized'],
    ] as const) {
      await expect(screen(token, restaurant.id).opened).rejects.toThrow(reason);
    }
    // A restaurant id past PostgreSQL's integer is refused at the door, not by a failed query.
    const owner = await staffOf(restaurant.id, 'owner');
    await expect(screen(owner, 2 ** 31).opened).rejects.toThrow('unauthorized');
  });
});

// Two server instances on one PostgreSQL (each LISTENs on its own connection); PGlite is one
// process by design, so this needs DATABASE_URL (.ci/run's PostgreSQL pass sets it).
describe.skipIf(!process.env.DATABASE_URL)('live guest lists across instances', () => {
  let a: TestApp;
  let b: TestApp;
  let baseUrl = '';
  const mail = mailbox();
  const env = { SIGN_IN_RATE_LIMIT_PER_CLIENT: '1000' };

  beforeAll(async () => {
    a = await buildTestApp({ clock, mail: mail.transport, env });
    b = await buildTestApp({ clock, mail: mail.transport, env });
    baseUrl = await a.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
  });

  it('a change made through one instance reaches a screen connected to the other', async () => {
    const restaurant = await createBookingRestaurant(a.database.db);
    const email = `host-${randomUUID().slice(0, 8)}@example.com`;
    await addStaff(a.database.db, restaurant.id, 'host', email);
    const token = await accountClient(a.app, mail).signIn(email);
    const booking = await createBooking(a.database.db, {
      restaurantId: restaurant.id,
      tableIds: [],
      startAt: new Date('2030-03-04T19:00:00Z'),
      endAt: new Date('2030-03-04T21:00:00Z'),
      status: 'confirmed',
    });
    const socket = io(`${baseUrl}${GUEST_LIST_NAMESPACE}`, {
      path: PAYMENT_HUB_PATH,
      auth: { token, restaurantId: restaurant.id },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    try {
      const heard: GuestListChanged[] = [];
      socket.on(GUEST_LIST_CHANGED, (message: GuestListChanged) => heard.push(message));
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const moved = await accountClient(b.app, mail).inject(
        'PUT',
        `/api/restaurant/${restaurant.id}/guestlist/bookings/${booking.id}/status`,
        token,
        { status: 'seated' },
      );
      expect(moved.statusCode, moved.body).toBe(200);
      await expect
        .poll(() => heard)
        .toContainEqual({ restaurantId: restaurant.id, bookingId: booking.id });
    } finally {
      socket.close();
    }
  });
});
