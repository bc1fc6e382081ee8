import { BookingsAffectedResponse, AuditLogResponse } from '@dekka/contracts/restaurant-settings';
import { TableRemovalResponse, TablesSettingsResponse } from '@dekka/contracts/restaurant-tables';
import { ErrorResponse } from '@dekka/contracts/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, bookingTables, tables } from '../../src/db/schema.ts';
import { createMenu } from '../helpers/booking-factories.ts';
import { createBooking } from '../helpers/restaurant-factories.ts';
import { settingsTestApp } from './settings-fixture.ts';

let app: Awaited<ReturnType<typeof settingsTestApp>>;
beforeAll(async () => {
  app = await settingsTestApp();
});
afterAll(async () => {
  await app.t.close();
});

// Tuesday 5 March 2030, four days after the fixture's clock: the one table taken 19:00–21:00.
const TUESDAY = '2030-03-05';
const EVENING = {
  startAt: new Date('2030-03-05T19:00:00Z'),
  endAt: new Date('2030-03-05T21:00:00Z'),
};

async function tablesOf(base: string, token: string) {
  const res = await app.client.inject('GET', `${base}/tables`, token);
  expect(res.statusCode, res.body).toBe(200);
  return TablesSettingsResponse.parse(res.json());
}

async function bookTable(restaurantId: number, tableIds: number[], guests = 4) {
  return createBooking(app.t.database.db, {
    restaurantId,
    tableIds,
    ...EVENING,
    guests,
    status: 'confirmed',
  });
}

const aTable = (floorPlanId: number, change: object = {}) => ({
  floorPlanId,
  name: 'Gluggi',
  minGuests: 2,
  maxGuests: 4,
  bookableOnline: true,
  ...change,
});

describe('tables settings', () => {
  it('reads the floor plans with their tables and combinations', async () => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff({
      tables: [
        { min: 1, max: 4 },
        { min: 1, max: 4 },
        { min: 2, max: 6, floorPlan: 1 },
      ],
      floorPlans: 2,
      combinations: [{ tables: [0, 1], min: 5, max: 8 }],
    });
    const data = await tablesOf(base, tokens.manager);
    const [t1, t2, t3] = restaurant.tableIds;
    expect(data.floorPlans).toEqual([
      {
        id: restaurant.floorPlanIds[0],
        name: 'Floor 1',
        tables: [
          expect.objectContaining({ id: t1, name: 'T1', minGuests: 1, maxGuests: 4 }),
          expect.objectContaining({ id: t2, name: 'T2', bookableOnline: true }),
        ],
        combinations: [
          expect.objectContaining({ name: 'T1 + T2', tableIds: [t1, t2], bookableOnline: true }),
        ],
        menus: 0,
      },
      {
        id: restaurant.floorPlanIds[1],
        name: 'Floor 2',
        tables: [expect.objectContaining({ id: t3, name: 'T3' })],
        combinations: [],
        menus: 0,
      },
    ]);
  });

  it.each([
    ['an empty name', { name: '  ' }, 'name'],
    ['no seats', { minGuests: 0 }, 'minGuests'],
    ['more seats than a table has', { maxGuests: 101 }, 'maxGuests'],
    ['fewest above most', { minGuests: 6, maxGuests: 4 }, 'maxGuests'],
    ['a name another table has', { name: 't1' }, 'name'],
    ['a floor plan of another restaurant', { floorPlanId: 999_999 }, 'floorPlanId'],
  ])('refuses a table with %s with 400 naming the field', async (_, change, field) => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff();
    const res = await app.client.inject(
      'POST',
      `${base}/tables`,
      tokens.owner,
      aTable(restaurant.floorPlanIds[0] ?? 0, change),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(ErrorResponse.parse(res.json()).fields).toContain(field);
  });

  it.each([
    ['one table', (ids: number[]) => [ids[0]], 'tableIds'],
    ['a table twice', (ids: number[]) => [ids[0], ids[0]], 'tableIds'],
    ['tables in two floor plans', (ids: number[]) => [ids[0], ids[2]], 'tableIds'],
    ['the tables of an existing combination', (ids: number[]) => [ids[1], ids[0]], 'tableIds'],
  ])('refuses a combination of %s with 400 naming the field', async (_, pick, field) => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff({
      tables: [
        { min: 1, max: 4 },
        { min: 1, max: 4 },
        { min: 1, max: 4, floorPlan: 1 },
      ],
      floorPlans: 2,
      combinations: [{ tables: [0, 1], min: 5, max: 8 }],
    });
    const res = await app.client.inject('POST', `${base}/combinations`, tokens.owner, {
      tableIds: pick(restaurant.tableIds),
      minGuests: 5,
      maxGuests: 8,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(ErrorResponse.parse(res.json()).fields).toContain(field);
  });

  it('lets only owners and managers of this restaurant read and change the tables', async () => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff();
    const body = aTable(restaurant.floorPlanIds[0] ?? 0);
    for (const [token, status] of [
      [tokens.host, 403],
      [tokens.otherOwner, 403],
      [null, 401],
    ] as const) {
      expect((await app.client.inject('GET', `${base}/tables`, token)).statusCode).toBe(status);
      expect((await app.client.inject('POST', `${base}/tables`, token, body)).statusCode).toBe(
        status,
      );
    }
    const added = await app.client.inject('POST', `${base}/tables`, tokens.manager, body);
    expect(added.statusCode, added.body).toBe(200);
  });

  it('gives diners a time that was fully booked once a table is added, and records it', async () => {
    const { restaurant, base, tokens, emails } = await app.restaurantWithStaff();
    await bookTable(restaurant.id, restaurant.tableIds);
    expect(await app.bookableTimes(restaurant.id, TUESDAY, 2, '19:00')).not.toContain('19:00');

    const res = await app.client.inject(
      'POST',
      `${base}/tables`,
      tokens.owner,
      aTable(restaurant.floorPlanIds[0] ?? 0),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [plan] = TablesSettingsResponse.parse(res.json()).floorPlans;
    expect(plan?.tables.map((table) => table.name)).toEqual(['T1', 'Gluggi']);
    expect(await app.bookableTimes(restaurant.id, TUESDAY, 2, '19:00')).toContain('19:00');

    const history = AuditLogResponse.parse(
      (await app.client.inject('GET', `${base}/history`, tokens.manager)).json(),
    );
    expect(history.entries).toHaveLength(1);
    expect(history.entries[0]).toMatchObject({
      area: 'tables',
      action: 'create',
      by: { email: emails.owner },
      changes: {
        table: { from: null, to: 'Gluggi' },
        floorPlan: { from: null, to: 'Floor 1' },
        minGuests: { from: null, to: 2 },
        maxGuests: { from: null, to: 4 },
        bookableOnline: { from: null, to: true },
      },
    });
  });

  it('takes a table away from diners when it is made not bookable online', async () => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff();
    const [tableId] = restaurant.tableIds;
    expect(await app.bookableTimes(restaurant.id, TUESDAY, 2, '19:00')).toContain('19:00');
    const res = await app.client.inject('PUT', `${base}/tables/${tableId}`, tokens.owner, {
      floorPlanId: restaurant.floorPlanIds[0],
      name: 'T1',
      minGuests: 1,
      maxGuests: 8,
      bookableOnline: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await app.bookableTimes(restaurant.id, TUESDAY, 2, '19:00')).toEqual([]);

    const [entry] = AuditLogResponse.parse(
      (await app.client.inject('GET', `${base}/history`, tokens.owner)).json(),
    ).entries;
    expect(entry).toMatchObject({ area: 'tables', action: 'update' });
    expect(entry?.changes).toEqual({
      table: { from: 'T1', to: 'T1' },
      bookableOnline: { from: true, to: false },
    });
  });

  it('lists the bookings at a table being removed, then keeps the table for them, offline', async () => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff();
    const [tableId = 0] = restaurant.tableIds;
    const booking = await bookTable(restaurant.id, [tableId]);

    const refused = await app.client.inject('DELETE', `${base}/tables/${tableId}`, tokens.owner);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(BookingsAffectedResponse.parse(refused.json()).bookings).toEqual([
      {
        id: booking.id,
        date: TUESDAY,
        time: '19:00',
        guests: 4,
        name: 'Guðrún Jónsdóttir',
        status: 'confirmed',
        block: false,
      },
    ]);
    expect((await tablesOf(base, tokens.owner)).floorPlans[0]?.tables[0]?.bookableOnline).toBe(
      true,
    );

    const kept = await app.client.inject(
      'DELETE',
      `${base}/tables/${tableId}?keepBookings=true`,
      tokens.owner,
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(TableRemovalResponse.parse(kept.json())).toEqual({ outcome: 'offline' });
    expect((await tablesOf(base, tokens.owner)).floorPlans[0]?.tables).toEqual([
      expect.objectContaining({ id: tableId, bookableOnline: false }),
    ]);
    // The booking is untouched: same row, still at its table.
    const db = app.t.database.db;
    const [after] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(after).toEqual(booking);
    const links = await db
      .select({ tableId: bookingTables.tableId })
      .from(bookingTables)
      .where(eq(bookingTables.bookingId, booking.id));
    expect(links).toEqual([{ tableId }]);
    // Diners can no longer book it.
    expect(await app.bookableTimes(restaurant.id, '2030-03-06', 2, '19:00')).toEqual([]);
  });

  it('deletes a table no booking ever sat at, with its combinations', async () => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff({
      tables: [
        { min: 1, max: 4 },
        { min: 1, max: 4 },
        { min: 1, max: 4 },
      ],
      combinations: [{ tables: [1, 2], min: 5, max: 8 }],
    });
    const [, t2 = 0] = restaurant.tableIds;
    const res = await app.client.inject('DELETE', `${base}/tables/${t2}`, tokens.owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(TableRemovalResponse.parse(res.json())).toEqual({ outcome: 'deleted' });
    const [plan] = (await tablesOf(base, tokens.owner)).floorPlans;
    expect(plan?.tables.map((table) => table.name)).toEqual(['T1', 'T3']);
    expect(plan?.combinations).toEqual([]);
    const history = AuditLogResponse.parse(
      (await app.client.inject('GET', `${base}/history`, tokens.owner)).json(),
    ).entries;
    // Newest first: the table's entry, then its combination's, written before it.
    expect(history.map((entry) => entry.action)).toEqual(['delete', 'delete']);
    expect(history[0]?.changes.table).toEqual({ from: 'T2', to: null });
    expect(history[1]?.changes.combination).toEqual({ from: 'T2 + T3', to: null });
    const rows = await app.t.database.db.select().from(tables).where(eq(tables.id, t2));
    expect(rows).toEqual([]);
  });

  it('seats a larger party at a new combination, and asks before removing one that is booked', async () => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff({
      tables: [
        { min: 1, max: 4 },
        { min: 1, max: 4 },
      ],
    });
    expect(await app.bookableTimes(restaurant.id, TUESDAY, 7, '19:00')).toEqual([]);
    const added = await app.client.inject('POST', `${base}/combinations`, tokens.owner, {
      tableIds: restaurant.tableIds,
      minGuests: 5,
      maxGuests: 8,
    });
    expect(added.statusCode, added.body).toBe(200);
    const [combination] =
      TablesSettingsResponse.parse(added.json()).floorPlans[0]?.combinations ?? [];
    expect(combination).toMatchObject({ name: 'T1 + T2', minGuests: 5, maxGuests: 8 });
    expect(await app.bookableTimes(restaurant.id, TUESDAY, 7, '19:00')).toContain('19:00');

    const booking = await bookTable(restaurant.id, restaurant.tableIds, 7);
    const url = `${base}/combinations/${combination?.id ?? 0}`;
    const refused = await app.client.inject('DELETE', url, tokens.owner);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(BookingsAffectedResponse.parse(refused.json()).bookings.map((b) => b.id)).toEqual([
      booking.id,
    ]);
    const removed = await app.client.inject('DELETE', `${url}?keepBookings=true`, tokens.owner);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await tablesOf(base, tokens.owner)).floorPlans[0]?.combinations).toEqual([]);
    const links = await app.t.database.db
      .select({ tableId: bookingTables.tableId })
      .from(bookingTables)
      .where(eq(bookingTables.bookingId, booking.id));
    expect(links.map((link) => link.tableId).sort()).toEqual([...restaurant.tableIds].sort());
    expect(await app.bookableTimes(restaurant.id, '2030-03-06', 7, '19:00')).toEqual([]);
  });

  it('adds, renames and removes a floor plan, but never one with tables or menus', async () => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff();
    const added = await app.client.inject('POST', `${base}/floor-plans`, tokens.owner, {
      name: 'Verönd',
    });
    expect(added.statusCode, added.body).toBe(200);
    const plan = TablesSettingsResponse.parse(added.json()).floorPlans[1];
    expect(plan).toMatchObject({ name: 'Verönd', tables: [], combinations: [] });
    const renamed = await app.client.inject(
      'PUT',
      `${base}/floor-plans/${plan?.id ?? 0}`,
      tokens.owner,
      { name: 'Garður' },
    );
    expect(TablesSettingsResponse.parse(renamed.json()).floorPlans[1]?.name).toBe('Garður');
    const empty = await app.client.inject('POST', `${base}/floor-plans`, tokens.owner, {
      name: '',
    });
    expect(ErrorResponse.parse(empty.json()).fields).toEqual(['name']);

    const withTables = await app.client.inject(
      'DELETE',
      `${base}/floor-plans/${restaurant.floorPlanIds[0] ?? 0}`,
      tokens.owner,
    );
    expect(withTables.statusCode, withTables.body).toBe(409);
    await createMenu(app.t.database.db, restaurant.id, { floorPlanIds: [plan?.id ?? 0] });
    const withMenu = await app.client.inject(
      'DELETE',
      `${base}/floor-plans/${plan?.id ?? 0}`,
      tokens.owner,
    );
    expect(withMenu.statusCode, withMenu.body).toBe(409);

    const third = TablesSettingsResponse.parse(
      (
        await app.client.inject('POST', `${base}/floor-plans`, tokens.owner, { name: 'Kjallari' })
      ).json(),
    ).floorPlans[2];
    const removed = await app.client.inject(
      'DELETE',
      `${base}/floor-plans/${third?.id ?? 0}`,
      tokens.owner,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    const names = (await tablesOf(base, tokens.owner)).floorPlans.map((p) => [p.name, p.menus]);
    expect(names).toEqual([
      ['Floor 1', 0],
      ['Garður', 1],
    ]);
    const history = AuditLogResponse.parse(
      (await app.client.inject('GET', `${base}/history`, tokens.owner)).json(),
    ).entries;
    expect(history.map((entry) => [entry.action, entry.changes.floorPlan])).toEqual([
      ['delete', { from: 'Kjallari', to: null }],
      ['create', { from: null, to: 'Kjallari' }],
      ['update', { from: 'Verönd', to: 'Garður' }],
      ['create', { from: null, to: 'Verönd' }],
    ]);
  });

  it('refuses to move a table that is part of a combination to another floor plan', async () => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff({
      tables: [
        { min: 1, max: 4 },
        { min: 1, max: 4 },
      ],
      floorPlans: 2,
      combinations: [{ tables: [0, 1], min: 5, max: 8 }],
    });
    const res = await app.client.inject(
      'PUT',
      `${base}/tables/${restaurant.tableIds[0] ?? 0}`,
      tokens.owner,
      aTable(restaurant.floorPlanIds[1] ?? 0, { name: 'T1' }),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(ErrorResponse.parse(res.json()).fields).toEqual(['floorPlanId']);
  });
});
