import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { createBooking, createRestaurant } from '../helpers/restaurant-factories.ts';
import { sqlState } from '../helpers/sql.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('booking_tables_no_overlap', () => {
  it('rejects a second booking of a table over an overlapping period (23P01)', async () => {
    const { restaurant, tableId } = await createRestaurant(t.database.db);
    const booking = (table: string, start: string, end: string) =>
      createBooking(t.database.db, {
        restaurantId: restaurant.id,
        tableIds: [tableId(table)],
        startAt: new Date(start),
        endAt: new Date(end),
        status: 'confirmed',
      });
    const firstBooking = await booking('S1', '2030-01-01T18:00:00Z', '2030-01-01T20:00:00Z');
    // Touching periods and other tables are fine.
    const touching = await booking('S1', '2030-01-01T20:00:00Z', '2030-01-01T22:00:00Z');
    await booking('S2', '2030-01-01T19:00:00Z', '2030-01-01T21:00:00Z');
    expect(touching.guid).not.toBe(firstBooking.guid);

    const error = await booking('S1', '2030-01-01T19:00:00Z', '2030-01-01T21:00:00Z').then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(sqlState(error)).toBe('23P01');
  });
});
