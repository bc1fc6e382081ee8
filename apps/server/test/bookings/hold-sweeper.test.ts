import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHoldSweeper, sweepExpiredHolds } from '../../src/jobs/hold-sweeper.ts';
import {
  createBearer,
  createBookingRestaurant,
  createTestClock,
} from '../helpers/booking-factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { bookingClient, bookingState, completeBody } from './booking-client.ts';

const MINUTE = 60_000;
const clock = createTestClock();

describe('hold sweeper', () => {
  let t: TestApp;
  let client: ReturnType<typeof bookingClient>;
  beforeAll(async () => {
    t = await buildTestApp({ clock, env: { RESERVE_RATE_LIMIT_MAX: '1000' } });
    client = bookingClient(t.app, await createBearer(t.database.db, clock));
  });
  afterAll(async () => {
    await t.close();
  });

  const reserve = async (restaurantId: number, date: string) => {
    const { guid } = await client.reserveOk({
      date,
      guests: 2,
      restaurantId,
      eventId: null,
      source: 2,
      menus: [],
    });
    if (!guid) throw new Error('reserve failed');
    return guid;
  };

  it('expires lapsed holds and frees their tables, leaving live and confirmed bookings alone', async () => {
    const r = await createBookingRestaurant(t.database.db, {
      tables: [
        { min: 1, max: 4 },
        { min: 1, max: 4 },
        { min: 1, max: 4 },
      ],
    });
    const lapsed = await reserve(r.id, '2030-03-02T19:00');
    const kept = await reserve(r.id, '2030-03-02T19:00');
    await client.complete(completeBody(kept));
    clock.advance(4 * MINUTE);
    const live = await reserve(r.id, '2030-03-02T19:00');
    clock.advance(1 * MINUTE);
    try {
      const expired = await sweepExpiredHolds(t.database.db, clock.now(), {
        advisoryLock: t.database.kind === 'postgres',
      });
      expect(expired).toBeGreaterThanOrEqual(1);
      expect(await bookingState(t.database.db, lapsed)).toMatchObject({
        status: 'expired',
        tables: 0,
      });
      expect(await bookingState(t.database.db, kept)).toMatchObject({
        status: 'confirmed',
        tables: 1,
      });
      expect(await bookingState(t.database.db, live)).toMatchObject({ status: 'held', tables: 1 });
      // A second round finds nothing of ours left to do.
      await sweepExpiredHolds(t.database.db, clock.now());
      expect(await bookingState(t.database.db, live)).toMatchObject({ status: 'held' });
    } finally {
      clock.set('2030-03-01T12:00:00Z');
    }
  });

  it('runs on its interval and stops cleanly', async () => {
    const r = await createBookingRestaurant(t.database.db);
    const guid = await reserve(r.id, '2030-03-02T18:00');
    clock.advance(10 * MINUTE);
    const sweeper = startHoldSweeper({
      database: t.database,
      clock,
      intervalMs: 20,
      logger: t.app.log,
    });
    try {
      await expect
        .poll(async () => (await bookingState(t.database.db, guid))?.status, { timeout: 5000 })
        .toBe('expired');
    } finally {
      await sweeper.stop();
      clock.set('2030-03-01T12:00:00Z');
    }
  });
});
