import { CancelAllowedResponse, CancelResponse } from '@dekka/contracts/booking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBearer,
  createBookingRestaurant,
  createTestClock,
} from '../helpers/booking-factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { bookingClient, bookingState, completeBody } from './booking-client.ts';

const clock = createTestClock();

describe('iscancelallowed and cancel', () => {
  let t: TestApp;
  let client: ReturnType<typeof bookingClient>;
  beforeAll(async () => {
    t = await buildTestApp({ clock, env: { RESERVE_RATE_LIMIT_MAX: '1000' } });
    client = bookingClient(t.app, await createBearer(t.database.db, clock));
  });
  afterAll(async () => {
    await t.close();
  });

  const reserveBody = (restaurantId: number, extra: Record<string, unknown> = {}) => ({
    date: '2030-03-03T19:00',
    guests: 2,
    restaurantId,
    eventId: null,
    source: 2,
    menus: [],
    ...extra,
  });

  async function confirmed(extra: Record<string, unknown> = {}) {
    const r = await createBookingRestaurant(t.database.db, {
      overrides: { cancellationDeadlineHours: 24, waitingListEnabled: true },
      // Without tables every time is full, which is when the waiting list takes names.
      ...(extra.isWaitingList === true ? { tables: [] } : {}),
    });
    const { guid } = await client.reserveOk(reserveBody(r.id, extra));
    if (!guid) throw new Error('reserve failed');
    await client.complete(completeBody(guid));
    return { r, guid };
  }

  const allowed = async (guid: string) =>
    CancelAllowedResponse.parse((await client.isCancelAllowed(guid)).json());
  const cancel = async (guid: string) => CancelResponse.parse((await client.cancel(guid)).json());

  it('cancels before the deadline, frees the table at once, and a second cancel is harmless', async () => {
    const { r, guid } = await confirmed();
    expect(await allowed(guid)).toEqual({
      success: true,
      isWaitingList: false,
      message: 'cancel_allowed',
    });
    expect(await cancel(guid)).toEqual({ success: true, message: 'cancelled' });
    expect(await bookingState(t.database.db, guid)).toMatchObject({
      status: 'cancelled',
      tables: 0,
    });
    expect(await cancel(guid)).toEqual({ success: true, message: 'cancelled' });
    expect(await allowed(guid)).toMatchObject({ success: false, message: 'booking_not_active' });
    // The freed table is bookable again straight away.
    expect((await client.reserveOk(reserveBody(r.id))).success).toBe(true);
  });

  it('refuses after the deadline (24 h before the start)', async () => {
    const { guid } = await confirmed();
    // Start 2030-03-03 19:00 UTC → deadline 2030-03-02 19:00 UTC.
    clock.set('2030-03-02T18:59:59Z');
    expect((await allowed(guid)).success).toBe(true);
    clock.set('2030-03-02T19:00:00Z');
    try {
      expect(await allowed(guid)).toEqual({
        success: false,
        isWaitingList: false,
        message: 'cancel_deadline_passed',
      });
      expect(await cancel(guid)).toEqual({ success: false, message: 'cancel_deadline_passed' });
      expect(await bookingState(t.database.db, guid)).toMatchObject({
        status: 'confirmed',
        tables: 1,
      });
    } finally {
      clock.set('2030-03-01T12:00:00Z');
    }
  });

  it('always lets a waiting-list entry be removed, even after the deadline', async () => {
    const { guid } = await confirmed({ isWaitingList: true });
    clock.set('2030-03-03T18:00:00Z');
    try {
      expect(await allowed(guid)).toEqual({
        success: true,
        isWaitingList: true,
        message: 'cancel_allowed',
      });
      expect(await cancel(guid)).toEqual({ success: true, message: 'cancelled' });
    } finally {
      clock.set('2030-03-01T12:00:00Z');
    }
  });

  it('lets a live hold be cancelled but not an expired one', async () => {
    const r = await createBookingRestaurant(t.database.db);
    const live = await client.reserveOk(reserveBody(r.id));
    expect(await cancel(live.guid ?? '')).toEqual({ success: true, message: 'cancelled' });
    const lapsed = await client.reserveOk(reserveBody(r.id));
    clock.advance(6 * 60_000);
    try {
      expect(await cancel(lapsed.guid ?? '')).toEqual({
        success: false,
        message: 'booking_not_active',
      });
    } finally {
      clock.advance(-6 * 60_000);
    }
  });

  it('does not write on a deadline refusal or an unknown booking', async () => {
    const { guid } = await confirmed();
    clock.set('2030-03-03T10:00:00Z');
    try {
      await cancel(guid);
      expect(await bookingState(t.database.db, guid)).toMatchObject({ status: 'confirmed' });
    } finally {
      clock.set('2030-03-01T12:00:00Z');
    }
  });
});
