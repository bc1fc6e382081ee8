import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
  }, 180_000);

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
      `/api/restaurant/${restaurant.id}/settings/special-days`,
      token,
      { date: DAY, closed: true, services: [] },
    );
    expect(res.statusCode, res.body).toBe(200);
    // Well inside the cache's 30 s: only the notification can have cleared it.
    await expect.poll(() => timesOnOther(restaurant.id), { timeout: 5_000 }).toEqual([]);
  });
});
