// The owner lays out a floor plan's tables: PUT …/settings/floor-plans/{id}/layout.
import { AuditLogResponse } from '@dekka/contracts/restaurant-settings';
import { TablesSettingsResponse } from '@dekka/contracts/restaurant-tables';
import { ErrorResponse } from '@dekka/contracts/errors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../helpers/sql.ts';
import { settingsTestApp } from './settings-fixture.ts';

let app: Awaited<ReturnType<typeof settingsTestApp>>;
beforeAll(async () => {
  app = await settingsTestApp();
});
afterAll(async () => {
  await app.t.close();
});

/** Three tables in the first floor plan, one in the second. */
const PLANS = {
  tables: [
    { min: 1, max: 4 },
    { min: 1, max: 4 },
    { min: 2, max: 6 },
    { min: 2, max: 6, floorPlan: 1 },
  ],
  floorPlans: 2,
};

async function layoutOf(base: string, token: string) {
  const res = await app.client.inject('GET', `${base}/tables`, token);
  expect(res.statusCode, res.body).toBe(200);
  return TablesSettingsResponse.parse(res.json()).floorPlans.flatMap((plan) =>
    plan.tables.map((table) => ({ id: table.id, layout: table.layout, shape: table.shape })),
  );
}

describe('floor plan layout', () => {
  it('saves where the tables stand and their shapes, and answers with the tables', async () => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff(PLANS);
    const [t1, t2, t3, t4] = restaurant.tableIds;
    const plan = restaurant.floorPlanIds[0];
    const res = await app.client.inject('PUT', `${base}/floor-plans/${plan}/layout`, tokens.owner, {
      tables: [
        { id: t1, x: 0, y: 0, shape: 'long' },
        // The cell right of a long table's second cell is free.
        { id: t2, x: 2, y: 0, shape: 'round' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [first] = TablesSettingsResponse.parse(res.json()).floorPlans;
    expect(first?.tables).toEqual([
      expect.objectContaining({ id: t1, layout: { x: 0, y: 0 }, shape: 'long' }),
      expect.objectContaining({ id: t2, layout: { x: 2, y: 0 }, shape: 'round' }),
      // Not placed yet.
      expect.objectContaining({ id: t3, layout: null, shape: 'square' }),
    ]);
    expect((await layoutOf(base, tokens.manager)).find((table) => table.id === t4)).toEqual({
      id: t4,
      layout: null,
      shape: 'square',
    });

    // Moved, and one taken off the plan again; the history says which table went where.
    const again = await app.client.inject(
      'PUT',
      `${base}/floor-plans/${plan}/layout`,
      tokens.manager,
      {
        tables: [
          { id: t1, x: 0, y: 0, shape: 'long' },
          { id: t2, x: null, y: null, shape: 'round' },
          { id: t3, x: 5, y: 9, shape: 'square' },
        ],
      },
    );
    expect(again.statusCode, again.body).toBe(200);
    expect((await layoutOf(base, tokens.owner)).slice(0, 3)).toEqual([
      { id: t1, layout: { x: 0, y: 0 }, shape: 'long' },
      { id: t2, layout: null, shape: 'round' },
      { id: t3, layout: { x: 5, y: 9 }, shape: 'square' },
    ]);
    const history = AuditLogResponse.parse(
      (await app.client.inject('GET', `${base}/history`, tokens.owner)).json(),
    );
    const changes = history.entries.map((entry) => entry.changes);
    expect(changes).toHaveLength(4);
    expect(changes).toEqual(
      expect.arrayContaining([
        {
          table: { from: 'T1', to: 'T1' },
          place: { from: null, to: '1, 1' },
          shape: { from: 'square', to: 'long' },
        },
        {
          table: { from: 'T2', to: 'T2' },
          place: { from: null, to: '3, 1' },
          shape: { from: 'square', to: 'round' },
        },
        // T1 stayed where it was: no entry for it.
        { table: { from: 'T2', to: 'T2' }, place: { from: '3, 1', to: null } },
        { table: { from: 'T3', to: 'T3' }, place: { from: null, to: '6, 10' } },
      ]),
    );
  });

  it.each([
    [
      'two tables on one cell',
      (ids: number[]) => [
        { id: ids[0], x: 3, y: 3, shape: 'square' },
        { id: ids[1], x: 3, y: 3, shape: 'round' },
      ],
      /share a cell/,
    ],
    [
      'a table on the second cell of a long one',
      (ids: number[]) => [
        { id: ids[0], x: 3, y: 3, shape: 'long' },
        { id: ids[1], x: 4, y: 3, shape: 'square' },
      ],
      /T1 and T2 would share a cell/,
    ],
    [
      'a table off the grid',
      (ids: number[]) => [{ id: ids[0], x: 16, y: 0, shape: 'square' }],
      /tables\.0\.x/,
    ],
    [
      'a long table reaching off the grid',
      (ids: number[]) => [{ id: ids[0], x: 15, y: 0, shape: 'long' }],
      /off_grid/,
    ],
    [
      'a table below the grid',
      (ids: number[]) => [{ id: ids[0], x: 0, y: 10, shape: 'square' }],
      /tables\.0\.y/,
    ],
    [
      'a table of another floor plan',
      (ids: number[]) => [{ id: ids[3], x: 0, y: 0, shape: 'square' }],
      /not in this floor plan/,
    ],
    ['an unknown table', () => [{ id: 999_999, x: 0, y: 0, shape: 'square' }], /not in this/],
    ['an unknown shape', (ids: number[]) => [{ id: ids[0], x: 0, y: 0, shape: 'oval' }], /shape/],
    [
      'x without y',
      (ids: number[]) => [{ id: ids[0], x: 0, y: null, shape: 'square' }],
      /x_and_y_together/,
    ],
  ])('refuses %s with 400 and saves nothing', async (_, pick, problem) => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff(PLANS);
    const plan = restaurant.floorPlanIds[0];
    const ids = restaurant.tableIds;
    // A first table already placed: a refused save must leave it where it was.
    const placed = await app.client.inject(
      'PUT',
      `${base}/floor-plans/${plan}/layout`,
      tokens.owner,
      { tables: [{ id: ids[2], x: 8, y: 8, shape: 'round' }] },
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const before = await layoutOf(base, tokens.owner);

    const res = await app.client.inject('PUT', `${base}/floor-plans/${plan}/layout`, tokens.owner, {
      tables: [...pick(ids), { id: ids[2], x: 9, y: 9, shape: 'square' }],
    });
    expect(res.statusCode, res.body).toBe(400);
    const error = ErrorResponse.parse(res.json());
    expect(`${error.message} ${(error.fields ?? []).join(' ')}`).toMatch(problem);
    expect(await layoutOf(base, tokens.owner)).toEqual(before);
  });

  it('refuses a table that meets one left where it was', async () => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff(PLANS);
    const [t1, t2] = restaurant.tableIds;
    const url = `${base}/floor-plans/${restaurant.floorPlanIds[0]}/layout`;
    const first = await app.client.inject('PUT', url, tokens.owner, {
      tables: [{ id: t1, x: 4, y: 2, shape: 'square' }],
    });
    expect(first.statusCode, first.body).toBe(200);
    const res = await app.client.inject('PUT', url, tokens.owner, {
      tables: [{ id: t2, x: 3, y: 2, shape: 'long' }],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(ErrorResponse.parse(res.json()).message).toMatch(/T1 and T2 would share a cell/);
  });

  it('refuses a table of another restaurant, and the floor plan of another restaurant', async () => {
    const mine = await app.restaurantWithStaff(PLANS);
    const theirs = await app.restaurantWithStaff(PLANS);
    const foreignTable = await app.client.inject(
      'PUT',
      `${mine.base}/floor-plans/${mine.restaurant.floorPlanIds[0]}/layout`,
      mine.tokens.owner,
      { tables: [{ id: theirs.restaurant.tableIds[0], x: 0, y: 0, shape: 'square' }] },
    );
    expect(foreignTable.statusCode, foreignTable.body).toBe(400);
    const foreignPlan = await app.client.inject(
      'PUT',
      `${mine.base}/floor-plans/${theirs.restaurant.floorPlanIds[0]}/layout`,
      mine.tokens.owner,
      { tables: [] },
    );
    expect(foreignPlan.statusCode, foreignPlan.body).toBe(404);
    expect(
      (await layoutOf(theirs.base, theirs.tokens.owner)).every((table) => table.layout === null),
    ).toBe(true);
  });

  it('lets only owners and managers lay out the tables', async () => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff(PLANS);
    const url = `${base}/floor-plans/${restaurant.floorPlanIds[0]}/layout`;
    const body = { tables: [{ id: restaurant.tableIds[0], x: 1, y: 1, shape: 'round' }] };
    for (const [token, status] of [
      [tokens.host, 403],
      [tokens.otherOwner, 403],
      [null, 401],
    ] as const) {
      expect((await app.client.inject('PUT', url, token, body)).statusCode).toBe(status);
    }
    expect((await layoutOf(base, tokens.owner))[0]?.layout).toBeNull();
  });

  it('marks no day of availability to recompute, unlike a change of seats', async () => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff(PLANS);
    const db = app.t.database.db;
    const marks = async () =>
      (
        await queryRows(
          db,
          sql`select count(*)::int as n from availability_index_dirty
            where restaurant_id = ${restaurant.id}`,
        )
      )[0]?.n;
    await db.execute(
      sql`delete from availability_index_dirty where restaurant_id = ${restaurant.id}`,
    );
    const res = await app.client.inject(
      'PUT',
      `${base}/floor-plans/${restaurant.floorPlanIds[0]}/layout`,
      tokens.owner,
      { tables: [{ id: restaurant.tableIds[0], x: 2, y: 2, shape: 'long' }] },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await marks()).toBe(0);
    // The same table's seats do mark: the observation can see a mark.
    const seats = await app.client.inject(
      'PUT',
      `${base}/tables/${restaurant.tableIds[0]}`,
      tokens.owner,
      {
        floorPlanId: restaurant.floorPlanIds[0],
        name: 'T1',
        minGuests: 1,
        maxGuests: 5,
        bookableOnline: true,
      },
    );
    expect(seats.statusCode, seats.body).toBe(200);
    expect(await marks()).toBeGreaterThan(0);
    // Changing the seats kept its place.
    expect((await layoutOf(base, tokens.owner))[0]).toMatchObject({ layout: { x: 2, y: 2 } });
  });

  it('takes a table off the plan when it moves to another floor plan', async () => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff(PLANS);
    const [t1] = restaurant.tableIds;
    await app.client.inject(
      'PUT',
      `${base}/floor-plans/${restaurant.floorPlanIds[0]}/layout`,
      tokens.owner,
      { tables: [{ id: t1, x: 2, y: 2, shape: 'round' }] },
    );
    const moved = await app.client.inject('PUT', `${base}/tables/${t1}`, tokens.owner, {
      floorPlanId: restaurant.floorPlanIds[1],
      name: 'T1',
      minGuests: 1,
      maxGuests: 4,
      bookableOnline: true,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await layoutOf(base, tokens.owner)).find((table) => table.id === t1)).toEqual({
      id: t1,
      layout: null,
      shape: 'round',
    });
  });
});
