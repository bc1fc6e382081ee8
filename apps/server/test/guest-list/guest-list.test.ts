import { randomUUID } from 'node:crypto';
import { GuestListEntry, GuestListResponse } from '@dekka/contracts/guest-list';
import { ErrorResponse } from '@dekka/contracts/errors';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  bookingStatusChanges,
  bookingTables,
  floorPlans,
  payments,
  tables,
} from '../../src/db/schema.ts';
import { addStaff } from '../accounts/staff-fixtures.ts';
import { useAppWithOutbox } from '../helpers/app-with-outbox.ts';
import { cardFields, cards, paymentClient } from '../payments/payment-client.ts';
import { createBearer, createTestClock } from '../helpers/booking-factories.ts';
import { createBooking } from '../helpers/restaurant-factories.ts';

const clock = createTestClock();
const DAY = '2030-03-04';

describe('the guest list', () => {
  // Its own database on PostgreSQL: the tests drain the message outbox.
  const app = useAppWithOutbox(clock);
  const { mail } = app;
  afterEach(() => clock.set('2030-03-01T12:00:00Z'));

  /** A restaurant with a diner's prepaid booking on DAY at 19:00, and a host signed in there. */
  async function evening() {
    const diner = paymentClient(
      app.t.app,
      app.t.database.db,
      await createBearer(app.t.database.db, clock),
    );
    const { restaurantId, guid } = await diner.hold({ rule: 'prepayment', amountPerGuest: 5000 });
    const paid = await diner.pay(guid, cardFields(cards.approve));
    expect(paid.response).toBe(1);
    const email = `host-${randomUUID().slice(0, 8)}@example.com`;
    await addStaff(app.t.database.db, restaurantId, 'host', email);
    const host = await app.client.signIn(email);
    const day = async () => {
      const res = await app.client.inject(
        'GET',
        `/api/restaurant/${restaurantId}/guestlist/${DAY}`,
        host,
      );
      expect(res.statusCode, res.body).toBe(200);
      return GuestListResponse.parse(res.json());
    };
    const [booking] = (await day()).entries;
    if (!booking) throw new Error('the diner’s booking is not on the list');
    const move = (status: string, reason?: string) =>
      app.client.inject(
        'PUT',
        `/api/restaurant/${restaurantId}/guestlist/bookings/${booking.id}/status`,
        host,
        { status, ...(reason ? { reason } : {}) },
      );
    return { restaurantId, guid, host, day, booking, move };
  }

  it('lists the day’s bookings with what the host needs, and leaves holds out', async () => {
    const { restaurantId, day, booking } = await evening();
    // An earlier visit by the same diner, and a hold still being completed by someone else.
    await createBooking(app.t.database.db, {
      restaurantId,
      tableIds: [],
      startAt: new Date('2030-02-01T19:00:00Z'),
      endAt: new Date('2030-02-01T21:00:00Z'),
      status: 'confirmed',
    });
    await createBooking(app.t.database.db, {
      restaurantId,
      tableIds: [],
      startAt: new Date('2030-03-04T20:00:00Z'),
      endAt: new Date('2030-03-04T22:00:00Z'),
      status: 'held',
      holdExpiresAt: new Date('2030-03-01T12:10:00Z'),
    });

    const list = await day();
    expect(list).toMatchObject({
      date: DAY,
      today: '2030-03-01',
      services: [{ opens: '11:00', closes: '23:00' }],
    });
    expect(list.entries).toHaveLength(1);
    expect(booking).toMatchObject({
      startsAt: `${DAY}T19:00`,
      endsAt: `${DAY}T21:00`,
      guests: 2,
      name: 'Guðrún Jónsdóttir',
      email: 'gudrun@example.is',
      status: 'confirmed',
      isWaitingList: false,
      payment: 'prepaid',
      specialRequest: 'Window seat, please',
      source: 'web',
      cancelReason: null,
    });
    expect(booking.tables).toHaveLength(1);
    expect(list.entries[0]?.visits).toBe(1);
  });

  it('gives each table its room, shape and place on the floor plan, by room', async () => {
    const { restaurantId, day, booking } = await evening();
    const db = app.t.database.db;
    const [bookedId] = booking.tableIds;
    if (bookedId === undefined) throw new Error('the booking has no table');
    await db
      .update(tables)
      .set({ layoutX: 3, layoutY: 2, shape: 'round' })
      .where(eq(tables.id, bookedId));
    const [terrace] = await db
      .insert(floorPlans)
      .values({ restaurantId, name: 'Terrace' })
      .returning();
    if (!terrace) throw new Error('no floor plan');
    await db.insert(tables).values({
      restaurantId,
      floorPlanId: terrace.id,
      name: 'Bar',
      minGuests: 2,
      maxGuests: 6,
      shape: 'long',
    });

    const list = await day();
    const booked = list.tables.find((table) => table.id === bookedId);
    expect(booked).toMatchObject({ shape: 'round', layout: { x: 3, y: 2 } });
    expect(booked?.floorPlan).not.toBe('Terrace');
    expect(list.tables.at(-1)).toMatchObject({
      name: 'Bar',
      floorPlanId: terrace.id,
      floorPlan: 'Terrace',
      shape: 'long',
      layout: null,
      minGuests: 2,
      maxGuests: 6,
    });
    const plans = list.tables.map((table) => table.floorPlanId);
    expect(plans).toEqual([...plans].sort((a, b) => a - b));
  });

  it('moves a booking through the evening and back, and refuses what the rules do not allow', async () => {
    const { move, day, booking } = await evening();
    for (const status of ['arrived', 'seated', 'finished', 'seated'] as const) {
      const res = await move(status);
      expect(res.statusCode, res.body).toBe(200);
      expect(GuestListEntry.parse(res.json()).status).toBe(status);
    }
    const refused = await move('no_show');
    expect(refused.statusCode).toBe(409);
    expect(ErrorResponse.parse(refused.json()).code).toBe('conflict');
    expect((await day()).entries[0]?.status).toBe('seated');

    const record = await app.t.database.db
      .select()
      .from(bookingStatusChanges)
      .where(eq(bookingStatusChanges.bookingId, booking.id));
    expect(record.map((row) => `${row.fromStatus}→${row.toStatus}`)).toEqual([
      'confirmed→arrived',
      'arrived→seated',
      'seated→finished',
      'finished→seated',
    ]);
    expect(record.every((row) => row.changedBy !== null)).toBe(true);
  });

  it('carries when a seated party sat down, and after an undo what the host sees', async () => {
    const { move, day } = await evening();
    const seatedAt = async (status: string, at: string) => {
      clock.set(`${DAY}T${at}:00Z`);
      const res = await move(status);
      expect(res.statusCode, res.body).toBe(200);
      const moved = GuestListEntry.parse(res.json());
      expect((await day()).entries[0]?.seatedAt).toBe(moved.seatedAt);
      return moved.seatedAt;
    };
    expect((await day()).entries[0]?.seatedAt).toBeNull();
    // Twenty minutes after the booking's 19:00 start: the turn counts from here.
    expect(await seatedAt('seated', '19:20')).toBe(`${DAY}T19:20:00.000Z`);
    // Finished by mistake and taken back: the party has sat there since 19:20 all along.
    expect(await seatedAt('finished', '20:30')).toBeNull();
    expect(await seatedAt('seated', '20:31')).toBe(`${DAY}T19:20:00.000Z`);
    // The seating itself undone: not seated, so no time; seated again, it counts from then.
    expect(await seatedAt('arrived', '20:32')).toBeNull();
    expect(await seatedAt('seated', '20:40')).toBe(`${DAY}T20:40:00.000Z`);
  });

  it('marks a no-show and takes it back when the party turns up after all', async () => {
    const { move } = await evening();
    // 19:15: the booking's start plus the restaurant's 15 minutes of grace.
    clock.set(`${DAY}T19:15:00Z`);
    expect(GuestListEntry.parse((await move('no_show')).json()).status).toBe('no_show');
    expect(GuestListEntry.parse((await move('confirmed')).json()).status).toBe('confirmed');
  });

  it('cancels only with a reason: frees the table, refunds, and tells the diner why', async () => {
    const { move, day, booking } = await evening();
    const bare = await move('cancelled');
    expect(bare.statusCode).toBe(400);
    expect((await day()).entries[0]?.status).toBe('confirmed');

    const res = await move('cancelled', 'The kitchen is flooded');
    expect(res.statusCode, res.body).toBe(200);
    expect(GuestListEntry.parse(res.json())).toMatchObject({
      status: 'cancelled',
      cancelReason: 'The kitchen is flooded',
      tables: [],
      payment: 'refunded',
    });
    const held = await app.t.database.db
      .select()
      .from(bookingTables)
      .where(eq(bookingTables.bookingId, booking.id));
    expect(held).toEqual([]);
    const [payment] = await app.t.database.db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, booking.id));
    expect(payment?.status).toBe('refunded');

    mail.sent.length = 0;
    await app.drain();
    const cancelled = mail.sent.find((m) => /cancelled/.test(m.subject));
    expect(cancelled?.to).toBe('gudrun@example.is');
    expect(cancelled?.text).toContain('has had to cancel your booking');
    expect(cancelled?.text).toContain('Message from the restaurant: The kitchen is flooded');
    // Once cancelled, nothing moves it again.
    expect((await move('confirmed')).statusCode).toBe(409);
  });

  it('refuses a booking of another restaurant as if it did not exist', async () => {
    const first = await evening();
    const second = await evening();
    const res = await app.client.inject(
      'PUT',
      `/api/restaurant/${first.restaurantId}/guestlist/bookings/${second.booking.id}/status`,
      first.host,
      { status: 'arrived' },
    );
    expect(res.statusCode).toBe(404);
    expect((await second.day()).entries[0]?.status).toBe('confirmed');
  });
});
