import { randomUUID } from 'node:crypto';
import { ErrorResponse } from '@dekka/contracts/errors';
import { GuestListEntry, TableOptionsResponse } from '@dekka/contracts/guest-list';
import { addDays } from '@dekka/time/local-time';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tables } from '../../src/db/schema.ts';
import { accountClient } from '../accounts/account-client.ts';
import { mailbox } from '../accounts/mailbox.ts';
import { addStaff } from '../accounts/staff-fixtures.ts';
import {
  type BookingRestaurant,
  createBookingRestaurant,
  createTestClock,
} from '../helpers/booking-factories.ts';
import { queryRows } from '../helpers/sql.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const clock = createTestClock();
const TIMES = ['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '21:00'];

/**
 * The staff's table pickers and their automatic choice (docs/product.md, "The guest list"): one
 * route says which tables are free for a party's sitting and suggests the best free ones, dining
 * tables bookable online before those the staff keep back; a booking with no table ticked gets
 * exactly that suggestion.
 */
describe('free tables and the suggestion for a party', () => {
  let t: TestApp;
  const mail = mailbox();
  let staff: ReturnType<typeof accountClient>;
  let r: BookingRestaurant;
  let host: string;
  let base: string;
  /** Each case its own day, so the runs do not see each other's bookings. */
  let days = 0;
  const nextDay = () => addDays('2030-04-01', (days += 1));

  beforeAll(async () => {
    t = await buildTestApp({
      clock,
      mail: mail.transport,
      env: { RATE_LIMIT_MAX: '100000', SIGN_IN_RATE_LIMIT_PER_CLIENT: '100000' },
    });
    staff = accountClient(t.app, mail);
    // T1 is the bar (staff only, listed first); T2 and T3 are dining tables for two to four, T4
    // a larger one; T2 and T3 join for up to eight. Sittings are 120 minutes.
    r = await createBookingRestaurant(t.database.db, {
      tables: [
        { min: 2, max: 4 },
        { min: 2, max: 4 },
        { min: 2, max: 4 },
        { min: 4, max: 6 },
      ],
      combinations: [{ tables: [1, 2], min: 5, max: 8 }],
    });
    await t.database.db
      .update(tables)
      .set({ bookableOnline: false })
      .where(eq(tables.id, r.tableIds[0] ?? 0));
    const email = `host-${randomUUID().slice(0, 8)}@example.com`;
    await addStaff(t.database.db, r.id, 'host', email);
    host = await staff.signIn(email);
    base = `/api/restaurant/${r.id}/guestlist`;
  });
  afterAll(async () => {
    await t.close();
  });

  const bar = () => r.tableIds[0] ?? 0;
  const options = async (query: string) => {
    const res = await staff.inject('GET', `${base}/tables?${query}`, host);
    expect(res.statusCode, res.body).toBe(200);
    return TableOptionsResponse.parse(res.json());
  };
  const phone = (startsAt: string, guests: number, tableIds?: number[]) =>
    staff.inject('POST', `${base}/bookings`, host, {
      kind: 'phone',
      startsAt,
      guests,
      ...(tableIds ? { tableIds } : {}),
    });
  const booked = (res: { statusCode: number; body: string; json: () => unknown }) => {
    expect(res.statusCode, res.body).toBe(200);
    return GuestListEntry.parse(res.json());
  };

  /** The tables someone has for any part of [from, to): straight from booking_tables. */
  async function takenBetween(from: string, to: string): Promise<number[]> {
    const rows = await queryRows(
      t.database.db,
      sql`select distinct bt.table_id as id from booking_tables bt
        join bookings b on b.id = bt.booking_id
        where b.restaurant_id = ${r.id} and b.status = 'confirmed'
          and bt.period && tstzrange(${from}::timestamptz, ${to}::timestamptz, '[)')`,
    );
    return rows.map((row) => Number(row.id));
  }

  it('puts a party of four on a free dining table, never on the bar while one is free', async () => {
    const day = nextDay();
    const answer = await options(`guests=4&startsAt=${day}T19:00`);
    expect(answer).toMatchObject({ startsAt: `${day}T19:00`, endsAt: `${day}T21:00` });
    expect(answer.suggestion).toEqual([r.tableIds[1]]);
    // The bar is free and seats four, but it is offered after the dining tables.
    expect(answer.tables.find((option) => option.id === bar())).toEqual({
      id: bar(),
      free: true,
      fits: true,
    });
    expect(booked(await phone(`${day}T19:00`, 4)).tableIds).toEqual([r.tableIds[1]]);

    // The dining tables taken, the staff still get the bar rather than nothing.
    booked(await phone(`${day}T19:00`, 4, [r.tableIds[2] ?? 0]));
    booked(await phone(`${day}T19:00`, 4, [r.tableIds[3] ?? 0]));
    const last = await options(`guests=4&startsAt=${day}T19:30`);
    expect(last.suggestion).toEqual([bar()]);
    expect(last.tables.filter((option) => option.free).map((option) => option.id)).toEqual([bar()]);
    expect(booked(await phone(`${day}T19:30`, 4)).tableIds).toEqual([bar()]);
    const none = await options(`guests=2&startsAt=${day}T20:00`);
    expect(none.suggestion).toBeNull();
    expect(none.tables.every((option) => !option.free && !option.fits)).toBe(true);
    const refused = await phone(`${day}T20:00`, 2);
    expect([refused.statusCode, ErrorResponse.parse(refused.json()).code]).toEqual([
      409,
      'table_taken',
    ]);
  });

  it('counts a booking being moved as free on its own tables, and a party seated now from now', async () => {
    const day = nextDay();
    const party = booked(await phone(`${day}T19:00`, 2, [r.tableIds[1] ?? 0]));
    const own = (answer: TableOptionsResponse) =>
      answer.tables.find((option) => option.id === r.tableIds[1])?.free;
    expect(own(await options(`guests=2&startsAt=${day}T19:30`))).toBe(false);
    expect(own(await options(`guests=2&startsAt=${day}T19:30&bookingId=${party.id}`))).toBe(true);

    clock.set(`${day}T20:07:31Z`);
    try {
      const now = await options('guests=2');
      expect(now).toMatchObject({ startsAt: `${day}T20:07`, endsAt: `${day}T22:07` });
      expect(own(now)).toBe(false);
    } finally {
      clock.set('2030-03-01T12:00:00Z');
    }
  });

  it('never suggests a table someone has for the party’s sitting, and seats an unticked booking there (property)', async () => {
    const existing = fc.record({
      time: fc.constantFrom(...TIMES),
      table: fc.constantFrom(0, 1, 2, 3),
      block: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(existing, { maxLength: 5 }),
        fc.constantFrom(...TIMES),
        fc.integer({ min: 1, max: 8 }),
        async (setup, time, guests) => {
          const day = nextDay();
          for (const one of setup) {
            const tableIds = [r.tableIds[one.table] ?? 0];
            const res = one.block
              ? await staff.inject('POST', `${base}/blocks`, host, {
                  tableIds,
                  startsAt: `${day}T${one.time}`,
                  endsAt: `${day}T${one.time === '21:00' ? '22:00' : '21:00'}`,
                })
              : await phone(`${day}T${one.time}`, 2, tableIds);
            // Clashes in the setup are refused; what stays is a real evening.
            expect([200, 409], res.body).toContain(res.statusCode);
          }
          const answer = await options(`guests=${guests}&startsAt=${day}T${time}`);
          const from = `${answer.startsAt}:00Z`;
          const to = `${answer.endsAt}:00Z`;
          const taken = await takenBetween(from, to);
          for (const option of answer.tables) {
            expect(option.free, `table ${option.id}`).toBe(!taken.includes(option.id));
            if (option.fits) expect(taken).not.toContain(option.id);
          }
          const suggestion = answer.suggestion ?? [];
          expect(suggestion.filter((id) => taken.includes(id))).toEqual([]);
          // Dining first: the bar only when no dining table or combination seats the party.
          const dining = answer.tables.some((option) => option.fits && option.id !== bar());
          if (dining) expect(suggestion).not.toContain(bar());

          const res = await phone(`${day}T${time}`, guests);
          if (answer.suggestion === null) {
            expect(res.statusCode, res.body).toBe(409);
          } else {
            const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
            expect(sorted(booked(res).tableIds)).toEqual(sorted(answer.suggestion));
          }
        },
      ),
      { numRuns: 15 },
    );
  });
});
