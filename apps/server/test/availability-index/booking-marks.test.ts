// The triggers that mark restaurant-days dirty when bookings change. A new booking's own table
// rows are not marked twice (its trigger covered their span); every other table row still is.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, bookingTables } from '../../src/db/schema.ts';
import { createRestaurant } from '../helpers/restaurant-factories.ts';
import { queryRows } from '../helpers/sql.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const period = (start: string, end: string) => `[${start},${end})`;

describe('availability marks of a booking and its tables', () => {
  it('skips the new booking’s own tables and marks any other table row', async () => {
    const { restaurant, tableId } = await createRestaurant(t.database.db);
    const marks = await t.database.db.transaction(async (tx) => {
      const [booking] = await tx
        .insert(bookings)
        .values({
          restaurantId: restaurant.id,
          startAt: new Date('2031-05-10T19:00:00Z'),
          endAt: new Date('2031-05-10T21:00:00Z'),
          guests: 2,
          status: 'confirmed',
          source: 2,
        })
        .returning();
      if (!booking) throw new Error('no booking');
      // Forget the booking's own marks, to see which table rows mark again.
      await tx.execute(
        sql`delete from availability_index_dirty where restaurant_id = ${restaurant.id}`,
      );
      await tx.insert(bookingTables).values({
        bookingId: booking.id,
        tableId: tableId('S1'),
        period: period('2031-05-10T19:00:00Z', '2031-05-10T21:00:00Z'),
      });
      // A row outside the booking's span (as a later move would write) is not covered.
      await tx.insert(bookingTables).values({
        bookingId: booking.id,
        tableId: tableId('S2'),
        period: period('2031-05-14T19:00:00Z', '2031-05-14T21:00:00Z'),
      });
      return queryRows(
        tx,
        sql`select day::text as day from availability_index_dirty
          where restaurant_id = ${restaurant.id} order by day`,
      );
    });
    // The S2 row's span reaches back 12 hours (a sitting can start that long before it).
    expect(marks.map((row) => row.day)).toEqual(['2031-05-14']);
  });

  it('marks a table row of a booking inserted earlier', async () => {
    const { restaurant, tableId } = await createRestaurant(t.database.db);
    const [booking] = await t.database.db
      .insert(bookings)
      .values({
        restaurantId: restaurant.id,
        startAt: new Date('2031-06-02T19:00:00Z'),
        endAt: new Date('2031-06-02T21:00:00Z'),
        guests: 2,
        status: 'confirmed',
        source: 2,
      })
      .returning();
    if (!booking) throw new Error('no booking');
    await t.database.db.execute(
      sql`delete from availability_index_dirty where restaurant_id = ${restaurant.id}`,
    );
    await t.database.db.insert(bookingTables).values({
      bookingId: booking.id,
      tableId: tableId('S3'),
      period: period('2031-06-02T19:00:00Z', '2031-06-02T21:00:00Z'),
    });
    const marks = await queryRows(
      t.database.db,
      sql`select day::text as day from availability_index_dirty
        where restaurant_id = ${restaurant.id} order by day`,
    );
    expect(marks.map((row) => row.day)).toEqual(['2031-06-02']);
  });
});
