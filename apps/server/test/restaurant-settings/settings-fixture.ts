import { randomUUID } from 'node:crypto';
import { SuggestionResponse } from '@dekka/contracts/suggestion';
import { expect } from 'vitest';
import type { Env } from '../../src/config.ts';
import { accountClient } from '../accounts/account-client.ts';
import { mailbox } from '../accounts/mailbox.ts';
import { addStaff } from '../accounts/staff-fixtures.ts';
import { createBookingRestaurant, createTestClock } from '../helpers/booking-factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * One app for a settings test file, on Friday 1 March 2030 at noon in Reykjavík (UTC), and a
 * way to make a restaurant (open 11:00–23:00 every day, last seating 21:00) with its owner,
 * manager and host signed in, and another restaurant's owner.
 */
export async function settingsTestApp(options: { env?: Env } = {}) {
  const clock = createTestClock();
  const mail = mailbox();
  const t: TestApp = await buildTestApp({ clock, mail: mail.transport, ...options });
  const client = accountClient(t.app, mail);

  // Four people, signed in once (sign-in is rate limited); each new restaurant takes them on.
  const emails = {
    owner: `owner-${randomUUID().slice(0, 8)}@example.com`,
    manager: `manager-${randomUUID().slice(0, 8)}@example.com`,
    host: `host-${randomUUID().slice(0, 8)}@example.com`,
    otherOwner: `other-${randomUUID().slice(0, 8)}@example.com`,
  };
  let tokens: Record<keyof typeof emails, string> | undefined;

  async function restaurantWithStaff(
    options: Parameters<typeof createBookingRestaurant>[1] = { tables: [{ min: 1, max: 8 }] },
  ) {
    const db = t.database.db;
    const restaurant = await createBookingRestaurant(db, options);
    const other = await createBookingRestaurant(db);
    for (const role of ['owner', 'manager', 'host'] as const) {
      await addStaff(db, restaurant.id, role, emails[role]);
    }
    await addStaff(db, other.id, 'owner', emails.otherOwner);
    tokens ??= {
      owner: await client.signIn(emails.owner),
      manager: await client.signIn(emails.manager),
      host: await client.signIn(emails.host),
      otherOwner: await client.signIn(emails.otherOwner),
    };
    const base = `/api/restaurant/${restaurant.id}/settings`;
    return { restaurant, base, tokens, emails };
  }

  /** The slots a diner is offered on a day, through the public suggestion API. */
  async function slotsOn(restaurantId: number, date: string, guests = 2, time = '12:00') {
    const res = await t.app.inject({
      url: `/api/web/suggestion/restaurant/${restaurantId}/${date}T${time}/${guests}/all`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return SuggestionResponse.parse(res.json());
  }

  /** The local times ('HH:mm') a party can book on a day. */
  async function bookableTimes(restaurantId: number, date: string, guests = 2, time = '12:00') {
    return (await slotsOn(restaurantId, date, guests, time))
      .filter((slot) => slot.isAvailable)
      .map((slot) => slot.localTime.slice(11));
  }

  return { t, clock, client, restaurantWithStaff, bookableTimes };
}

/** The week with the same services every day. */
export function everyDay(service: { opens: string; closes: string; lastSeating: string }) {
  return [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, name: 'Kvöld', ...service }));
}
