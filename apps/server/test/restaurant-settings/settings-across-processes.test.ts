import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AnonymousAuthResponse } from '@dekka/contracts/auth';
import { MenusSettingsResponse } from '@dekka/contracts/restaurant-menus';
import { SuggestionResponse } from '@dekka/contracts/suggestion';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { accountClient } from '../accounts/account-client.ts';
import { mailbox } from '../accounts/mailbox.ts';
import { addStaff } from '../accounts/staff-fixtures.ts';
import { createBookingRestaurant, createTestClock } from '../helpers/booking-factories.ts';
import { startServer, stopServer, type ServerProcess } from '../helpers/server-process.ts';
import {
  buildTestApp,
  openTestDatabase,
  PROCESS_NOW,
  testConfig,
  type TestApp,
} from '../helpers/test-app.ts';

const databaseUrl = process.env.DATABASE_URL;

/** Three days after the processes' fixed now, in Reykjavík (UTC). */
const DAY = new Date(PROCESS_NOW + 3 * 86_400_000).toISOString().slice(0, 10);

// A change made in one process must reach another process's cached availability inputs through
// LISTEN/NOTIFY, long before their 30 s expiry. Two processes need PostgreSQL (DATABASE_URL).
describe.skipIf(!databaseUrl)('settings changes across server processes (PostgreSQL)', () => {
  let database: Database;
  let dataDir: string;
  let other: ServerProcess | undefined;
  let t: TestApp;
  const mail = mailbox();

  beforeAll(async () => {
    database = await openTestDatabase(testConfig());
    dataDir = await mkdtemp(path.join(tmpdir(), 'dekka-settings-processes-'));
    other = await startServer(path.join(dataDir, 'other'));
    t = await buildTestApp({
      database,
      clock: createTestClock(new Date(PROCESS_NOW).toISOString()),
      mail: mail.transport,
    });
  }, 360_000);

  afterAll(async () => {
    await t?.close();
    await stopServer(other);
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function timesOnOther(restaurantId: number) {
    const res = await fetch(
      `${other?.baseUrl}/api/web/suggestion/restaurant/${restaurantId}/${DAY}T19:00/2/all`,
    );
    expect(res.status).toBe(200);
    return SuggestionResponse.parse(await res.json()).filter((slot) => slot.isAvailable);
  }

  it('a day closed in one process is closed in the other at once', async () => {
    const restaurant = await createBookingRestaurant(database.db);
    const email = `owner-${randomUUID().slice(0, 8)}@example.com`;
    await addStaff(database.db, restaurant.id, 'owner', email);
    const client = accountClient(t.app, mail);
    const token = await client.signIn(email);

    // The other process reads (and caches) the open day first.
    expect((await timesOnOther(restaurant.id)).length).toBeGreaterThan(0);
    const res = await client.inject(
      'POST',
      `/api/restaurant/${restaurant.id}/settings/special-periods`,
      token,
      { name: '', firstDate: DAY, lastDate: DAY, closed: true, services: [] },
    );
    expect(res.statusCode, res.body).toBe(200);
    // Well inside the cache's 30 s: only the notification can have cleared it.
    await expect.poll(() => timesOnOther(restaurant.id), { timeout: 5_000 }).toEqual([]);
  });

  it('a menu added in one process can be booked in the other at once', async () => {
    const restaurant = await createBookingRestaurant(database.db, {
      tables: [
        { min: 1, max: 8 },
        { min: 1, max: 8 },
      ],
    });
    const email = `owner-${randomUUID().slice(0, 8)}@example.com`;
    await addStaff(database.db, restaurant.id, 'owner', email);
    const client = accountClient(t.app, mail);
    const token = await client.signIn(email);
    const anonymous = await fetch(`${other?.baseUrl}/api/auth/anonymous`, { method: 'POST' });
    const { token: diner } = AnonymousAuthResponse.parse(await anonymous.json());
    const reserve = async (time: string, menus: { id: number; count: number }[]) =>
      (
        await fetch(`${other?.baseUrl}/api/web/booking/reserve`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${diner}` },
          body: JSON.stringify({
            date: `${DAY}T${time}`,
            guests: 2,
            restaurantId: restaurant.id,
            source: 2,
            menus,
          }),
        })
      ).status;

    // The other process reads (and caches) the restaurant's menus, none yet, on a first hold.
    expect(await reserve('12:00', [])).toBe(200);
    const added = await client.inject(
      'POST',
      `/api/restaurant/${restaurant.id}/settings/menus`,
      token,
      {
        eventId: null,
        texts: Object.fromEntries(
          ['is', 'en', 'es', 'nb', 'da'].map((language) => [
            language,
            {
              name: language === 'is' ? 'Hádegisseðill' : '',
              shortDescription: '',
              description: '',
            },
          ]),
        ),
        price: 3900,
        paymentType: 'none',
        minGuests: 1,
        maxGuests: 0,
        isExclusive: false,
        isAvailable: true,
        availableFrom: null,
        availableTo: null,
        floorPlanIds: [],
      },
    );
    expect(added.statusCode, added.body).toBe(200);
    const menuId = MenusSettingsResponse.parse(added.json()).menus[0]?.id ?? 0;
    await expect
      .poll(() => reserve('13:00', [{ id: menuId, count: 2 }]), { timeout: 5_000 })
      .toBe(200);
  });
});
