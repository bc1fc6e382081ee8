import { randomUUID } from 'node:crypto';
import { ErrorResponse } from '@dekka/contracts/errors';
import { GuestListEntry, GuestListResponse, GuestStatus } from '@dekka/contracts/guest-list';
import { BookingRules } from '@dekka/contracts/restaurant-settings';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/db/schema.ts';
import { storedAs } from '../../src/modules/guest-list/guest-status.ts';
import { accountClient } from '../accounts/account-client.ts';
import { mailbox } from '../accounts/mailbox.ts';
import { addStaff } from '../accounts/staff-fixtures.ts';
import { createBookingRestaurant, createTestClock } from '../helpers/booking-factories.ts';
import { createBooking } from '../helpers/restaurant-factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const clock = createTestClock();
const DAY = '2030-03-04';
/** Every booking here starts at 19:00 on DAY (Reykjavík keeps UTC all year). */
const START = new Date(`${DAY}T19:00:00Z`);

/** Every move the guest list allows, as "from → to" (guest-status-rules.ts); nothing else. */
const ALLOWED = new Set([
  'confirmed → arrived',
  'confirmed → seated',
  'confirmed → no_show',
  'confirmed → cancelled',
  'arrived → seated',
  'arrived → confirmed',
  'arrived → cancelled',
  'seated → finished',
  'seated → arrived',
  'finished → seated',
  'no_show → confirmed',
  'waitlisted → cancelled',
]);
const TARGETS = GuestStatus.options.filter((status) => status !== 'waitlisted');

describe('the guest-status rules on the server', () => {
  let t: TestApp;
  const mail = mailbox();
  let staff: ReturnType<typeof accountClient>;
  let restaurantId: number;
  let owner: string;
  let base: string;

  beforeAll(async () => {
    t = await buildTestApp({ clock, mail: mail.transport });
    staff = accountClient(t.app, mail);
    restaurantId = (await createBookingRestaurant(t.database.db)).id;
    const email = `owner-${randomUUID().slice(0, 8)}@example.com`;
    await addStaff(t.database.db, restaurantId, 'owner', email);
    owner = await staff.signIn(email);
    base = `/api/restaurant/${restaurantId}`;
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => clock.set('2030-03-01T12:00:00Z'));

  /** A booking of the restaurant's at 19:00 on DAY, standing at `status` on the guest list. */
  async function bookingAt(status: GuestStatus): Promise<number> {
    const { id } = await createBooking(t.database.db, {
      restaurantId,
      tableIds: [],
      startAt: START,
      endAt: new Date(START.getTime() + 2 * 3_600_000),
      status: 'confirmed',
    });
    const stored = storedAs(status);
    await t.database.db
      .update(bookings)
      .set({ ...stored, isWaitingList: status === 'waitlisted' })
      .where(eq(bookings.id, id));
    return id;
  }

  const move = (id: number, status: string) =>
    staff.inject('PUT', `${base}/guestlist/bookings/${id}/status`, owner, {
      status,
      ...(status === 'cancelled' ? { reason: 'The kitchen is flooded' } : {}),
    });
  const statusOf = async (id: number) => {
    const list = await staff.inject('GET', `${base}/guestlist/${DAY}`, owner);
    return GuestListResponse.parse(list.json()).entries.find((entry) => entry.id === id)?.status;
  };
  const codeOf = (res: { json: () => unknown }) => ErrorResponse.parse(res.json()).code;

  it.each(GuestStatus.options.flatMap((from) => TARGETS.map((to) => [from, to] as const)))(
    '%s → %s: allowed exactly as the table says (after the grace period)',
    async (from, to) => {
      clock.set(`${DAY}T19:30:00Z`);
      const id = await bookingAt(from);
      const res = await move(id, to);
      if (ALLOWED.has(`${from} → ${to}`)) {
        expect(res.statusCode, res.body).toBe(200);
        expect(GuestListEntry.parse(res.json()).status).toBe(to);
      } else {
        expect([res.statusCode, codeOf(res)]).toEqual([409, 'conflict']);
        expect(await statusOf(id)).toBe(from);
      }
    },
  );

  it('refuses a no-show before the start plus the grace period (15 minutes to begin with)', async () => {
    const id = await bookingAt('confirmed');
    for (const at of ['2030-03-01T12:00:00Z', `${DAY}T18:59:00Z`, `${DAY}T19:14:59Z`]) {
      clock.set(at);
      const early = await move(id, 'no_show');
      expect([early.statusCode, codeOf(early)], at).toEqual([409, 'no_show_too_early']);
      expect(await statusOf(id)).toBe('confirmed');
    }
    // Arriving and sitting down are not a matter of the clock.
    expect((await move(id, 'arrived')).statusCode).toBe(200);
    expect((await move(id, 'confirmed')).statusCode).toBe(200);
    clock.set(`${DAY}T19:15:00Z`);
    const list = GuestListResponse.parse(
      (await staff.inject('GET', `${base}/guestlist/${DAY}`, owner)).json(),
    );
    expect(list.restaurant.noShowGraceMinutes).toBe(15);
    const res = await move(id, 'no_show');
    expect(res.statusCode, res.body).toBe(200);
    expect(GuestListEntry.parse(res.json()).status).toBe('no_show');
  });

  it('finishes a party only after it was seated, whatever the time', async () => {
    clock.set(`${DAY}T23:00:00Z`);
    for (const from of ['confirmed', 'arrived'] as const) {
      const id = await bookingAt(from);
      const res = await move(id, 'finished');
      expect([res.statusCode, codeOf(res)], from).toEqual([409, 'conflict']);
    }
    clock.set(`${DAY}T18:00:00Z`);
    const id = await bookingAt('confirmed');
    expect((await move(id, 'seated')).statusCode).toBe(200);
    expect((await move(id, 'finished')).statusCode).toBe(200);
  });

  it('reads the grace period from the booking rules, which the owner changes', async () => {
    const rulesPath = `${base}/settings/rules`;
    const rules = BookingRules.parse((await staff.inject('GET', rulesPath, owner)).json());
    expect(rules.noShowGraceMinutes).toBe(15);
    const saved = await staff.inject('PUT', rulesPath, owner, { ...rules, noShowGraceMinutes: 45 });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const id = await bookingAt('confirmed');
      clock.set(`${DAY}T19:30:00Z`);
      expect(codeOf(await move(id, 'no_show'))).toBe('no_show_too_early');
      clock.set(`${DAY}T19:45:00Z`);
      expect((await move(id, 'no_show')).statusCode).toBe(200);
    } finally {
      await staff.inject('PUT', rulesPath, owner, rules);
    }
  });
});
