import {
  AuditLogResponse,
  BookingsAffectedResponse,
  OpeningHoursResponse,
  SpecialPeriod,
} from '@dekka/contracts/restaurant-settings';
import { ErrorResponse } from '@dekka/contracts/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specialDays } from '../../src/db/schema.ts';
import { createBooking } from '../helpers/restaurant-factories.ts';
import { settingsTestApp } from './settings-fixture.ts';

let app: Awaited<ReturnType<typeof settingsTestApp>>;
beforeAll(async () => {
  app = await settingsTestApp();
});
afterAll(async () => {
  await app.t.close();
});

/** Closed from the 10th to the 13th of March 2030 (today is Friday 1 March). */
const CLOSURE = {
  name: 'Viðhald',
  firstDate: '2030-03-10',
  lastDate: '2030-03-13',
  closed: true,
  services: [],
};

type Staff = Awaited<ReturnType<typeof app.restaurantWithStaff>>;

async function addPeriod({ base, tokens }: Staff, body: object = CLOSURE) {
  const res = await app.client.inject('POST', `${base}/special-periods`, tokens.owner, body);
  expect(res.statusCode, res.body).toBe(200);
  return SpecialPeriod.parse(res.json());
}

async function periodsOf({ base, tokens }: Staff) {
  const res = await app.client.inject('GET', `${base}/hours`, tokens.owner);
  return OpeningHoursResponse.parse(res.json()).specialPeriods;
}

/** Whether a party of two can book anything on each date. */
async function openOn(restaurantId: number, dates: string[]) {
  const open: Record<string, boolean> = {};
  for (const date of dates) open[date] = (await app.bookableTimes(restaurantId, date)).length > 0;
  return open;
}

const AROUND = ['2030-03-09', '2030-03-10', '2030-03-11', '2030-03-12', '2030-03-13', '2030-03-14'];

describe('special periods', () => {
  it('closes every date of a named period, and only those, and lists it as one period', async () => {
    const staff = await app.restaurantWithStaff();
    const period = await addPeriod(staff);
    expect(period).toMatchObject(CLOSURE);
    expect(await openOn(staff.restaurant.id, AROUND)).toEqual({
      '2030-03-09': true,
      '2030-03-10': false,
      '2030-03-11': false,
      '2030-03-12': false,
      '2030-03-13': false,
      '2030-03-14': true,
    });
    expect(await periodsOf(staff)).toEqual([period]);
  });

  it('gives every date of a period its own hours', async () => {
    const staff = await app.restaurantWithStaff();
    await addPeriod(staff, {
      name: 'Páskar',
      firstDate: '2030-03-18',
      lastDate: '2030-03-19',
      closed: false,
      services: [{ opens: '12:00', closes: '16:00', lastSeating: '14:00' }],
    });
    for (const date of ['2030-03-18', '2030-03-19']) {
      const times = await app.bookableTimes(staff.restaurant.id, date);
      expect([times.at(0), times.at(-1)]).toEqual(['12:00', '14:00']);
    }
    expect((await app.bookableTimes(staff.restaurant.id, '2030-03-20')).at(-1)).toBe('21:00');
  });

  it('refuses a period overlapping another with 400 and changes nothing', async () => {
    const staff = await app.restaurantWithStaff();
    const first = await addPeriod(staff);
    const overlapping = {
      ...CLOSURE,
      name: 'Annað',
      firstDate: '2030-03-13',
      lastDate: '2030-03-14',
    };
    const res = await app.client.inject(
      'POST',
      `${staff.base}/special-periods`,
      staff.tokens.owner,
      overlapping,
    );
    expect(res.statusCode, res.body).toBe(400);
    const error = ErrorResponse.parse(res.json());
    expect(error.fields).toEqual(['firstDate']);
    expect(error.message).toContain('overlap');

    // Moving another period onto it is refused alike.
    const second = await addPeriod(staff, {
      ...CLOSURE,
      firstDate: '2030-03-20',
      lastDate: '2030-03-21',
    });
    const moved = await app.client.inject(
      'PUT',
      `${staff.base}/special-periods/${second.id}`,
      staff.tokens.owner,
      { ...CLOSURE, firstDate: '2030-03-08', lastDate: '2030-03-10' },
    );
    expect(moved.statusCode, moved.body).toBe(400);

    expect(await periodsOf(staff)).toEqual([first, second]);
    expect(await openOn(staff.restaurant.id, ['2030-03-08', '2030-03-14'])).toEqual({
      '2030-03-08': true,
      '2030-03-14': true,
    });
  });

  it.each([
    [
      'a last date before the first',
      { firstDate: '2030-03-12', lastDate: '2030-03-11' },
      'lastDate',
    ],
    [
      'a period longer than a year',
      { firstDate: '2030-03-10', lastDate: '2031-03-11' },
      'lastDate',
    ],
    ['a name longer than 80 characters', { name: 'x'.repeat(81) }, 'name'],
    ['a date that is no date', { firstDate: '2030-02-30' }, 'firstDate'],
    ['a first date in the past', { firstDate: '2030-02-27' }, 'firstDate'],
  ])('refuses %s with 400 naming the field', async (_, change, field) => {
    const staff = await app.restaurantWithStaff();
    const res = await app.client.inject(
      'POST',
      `${staff.base}/special-periods`,
      staff.tokens.owner,
      {
        ...CLOSURE,
        ...change,
      },
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(ErrorResponse.parse(res.json()).fields).toContain(field);
    expect(await periodsOf(staff)).toEqual([]);
  });

  it('takes a period of a whole year (366 days)', async () => {
    const staff = await app.restaurantWithStaff();
    const period = await addPeriod(staff, { ...CLOSURE, lastDate: '2031-03-10' });
    const days = await app.t.database.db
      .select({ date: specialDays.date })
      .from(specialDays)
      .where(eq(specialDays.periodId, period.id));
    expect(days).toHaveLength(366);
  });

  it('moves a changed period’s dates, and records the change', async () => {
    const staff = await app.restaurantWithStaff();
    const period = await addPeriod(staff);
    const res = await app.client.inject(
      'PUT',
      `${staff.base}/special-periods/${period.id}`,
      staff.tokens.owner,
      { ...CLOSURE, name: 'Viðhald og málun', firstDate: '2030-03-12', lastDate: '2030-03-14' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await openOn(staff.restaurant.id, AROUND)).toEqual({
      '2030-03-09': true,
      '2030-03-10': true,
      '2030-03-11': true,
      '2030-03-12': false,
      '2030-03-13': false,
      '2030-03-14': false,
    });
    const history = AuditLogResponse.parse(
      (await app.client.inject('GET', `${staff.base}/history`, staff.tokens.owner)).json(),
    );
    expect(history.entries[0]).toMatchObject({
      area: 'specialDays',
      action: 'update',
      changes: {
        name: { from: 'Viðhald', to: 'Viðhald og málun' },
        firstDate: { from: '2030-03-10', to: '2030-03-12' },
        lastDate: { from: '2030-03-13', to: '2030-03-14' },
      },
    });
    expect(history.entries[1]).toMatchObject({ area: 'specialDays', action: 'create' });
  });

  it('opens every date again when the period is removed', async () => {
    const staff = await app.restaurantWithStaff();
    const period = await addPeriod(staff);
    const res = await app.client.inject(
      'DELETE',
      `${staff.base}/special-periods/${period.id}`,
      staff.tokens.owner,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.values(await openOn(staff.restaurant.id, AROUND))).toEqual(
      AROUND.map(() => true),
    );
    expect(await periodsOf(staff)).toEqual([]);
  });

  it('lists a booking on any date of the period before closing it', async () => {
    const staff = await app.restaurantWithStaff();
    const booking = await createBooking(app.t.database.db, {
      restaurantId: staff.restaurant.id,
      tableIds: [staff.restaurant.tableIds[0] ?? 0],
      startAt: new Date('2030-03-13T19:00:00Z'),
      endAt: new Date('2030-03-13T21:00:00Z'),
      guests: 2,
      status: 'confirmed',
    });
    const res = await app.client.inject(
      'POST',
      `${staff.base}/special-periods`,
      staff.tokens.owner,
      CLOSURE,
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(BookingsAffectedResponse.parse(res.json()).bookings.map((b) => b.id)).toEqual([
      booking.id,
    ]);
    expect(await periodsOf(staff)).toEqual([]);
    expect(await openOn(staff.restaurant.id, ['2030-03-10'])).toEqual({ '2030-03-10': true });
  });

  it('lets no one but this restaurant’s owners and managers change or remove a period', async () => {
    const staff = await app.restaurantWithStaff();
    const period = await addPeriod(staff);
    const path = `${staff.base}/special-periods/${period.id}`;
    const moved = { ...CLOSURE, firstDate: '2030-03-20', lastDate: '2030-03-21' };
    for (const token of [staff.tokens.otherOwner, staff.tokens.host]) {
      expect((await app.client.inject('PUT', path, token, moved)).statusCode).toBe(403);
      expect((await app.client.inject('DELETE', path, token)).statusCode).toBe(403);
      expect(
        (await app.client.inject('POST', `${staff.base}/special-periods`, token, moved)).statusCode,
      ).toBe(403);
    }
    expect(await periodsOf(staff)).toEqual([period]);

    // Another restaurant's period is no period of this one, even to its own owner.
    const other = await app.restaurantWithStaff();
    const res = await app.client.inject(
      'DELETE',
      `${other.base}/special-periods/${period.id}`,
      other.tokens.owner,
    );
    expect(res.statusCode).toBe(404);
    expect(await periodsOf(staff)).toEqual([period]);
  });
});
