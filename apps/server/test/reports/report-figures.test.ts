import { randomUUID } from 'node:crypto';
import { ErrorResponse } from '@dekka/contracts/errors';
import { GOOGLE_REFERRER_CODE } from '@dekka/contracts/referrer-codes';
import { ReportResponse } from '@dekka/contracts/reports';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bookingStatusChanges,
  bookingTables,
  bookings,
  foodOrders,
  giftCardLedger,
  giftCards,
  openingHours,
  payments,
} from '../../src/db/schema.ts';
import { addStaff } from '../accounts/staff-fixtures.ts';
import { useAppWithOutbox } from '../helpers/app-with-outbox.ts';
import { createBookingRestaurant, createTestClock } from '../helpers/booking-factories.ts';

const clock = createTestClock('2030-04-02T12:00:00Z');
const HOUR = 3_600_000;

/**
 * A Madrid restaurant's weekend on which the clocks go forward: Saturday 30 March 2030 (UTC+1)
 * and Sunday 31 March (UTC+2 from 02:00, a 23-hour day). Lunch 12:00–15:00 and dinner 19:00–23:00;
 * two tables. Every expected figure below is counted by hand from the rows this inserts.
 */
describe('a restaurant report', () => {
  const app = useAppWithOutbox(clock);
  let restaurantId = 0;
  let owner = '';
  let host = '';
  const report = (query: string, token = owner) =>
    app.client.inject('GET', `/api/restaurant/${restaurantId}/reports?${query}`, token);

  beforeAll(async () => {
    const db = app.t.database.db;
    const place = await createBookingRestaurant(db, {
      tables: [
        { min: 2, max: 4 },
        { min: 2, max: 4 },
      ],
      overrides: { timeZone: 'Europe/Madrid', currency: 'EUR', country: 'es', locale: 'es-ES' },
    });
    restaurantId = place.id;
    const [t1, t2] = place.tableIds as [number, number];
    await db.delete(openingHours).where(eq(openingHours.restaurantId, restaurantId));
    await db.insert(openingHours).values(
      [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => [
        {
          restaurantId,
          weekday,
          name: 'Lunch',
          opens: '12:00',
          closes: '15:00',
          lastSeating: '14:00',
        },
        {
          restaurantId,
          weekday,
          name: 'Dinner',
          opens: '19:00',
          closes: '23:00',
          lastSeating: '21:30',
        },
      ]),
    );

    /** A row in bookings (and its tables), made `leadHours` before it starts. */
    async function booking(spec: {
      start: string;
      minutes?: number;
      guests: number;
      status: 'confirmed' | 'no_show' | 'cancelled' | 'waitlisted';
      source?: number;
      referrerCode?: string;
      kind?: 'booking' | 'walk_in' | 'block';
      waiting?: boolean;
      tables?: number[];
      leadHours?: number;
    }) {
      const startAt = new Date(spec.start);
      const endAt = new Date(startAt.getTime() + (spec.minutes ?? 120) * 60_000);
      const createdAt = new Date(startAt.getTime() - (spec.leadHours ?? 0) * HOUR);
      const [row] = await db
        .insert(bookings)
        .values({
          restaurantId,
          startAt,
          endAt,
          guests: spec.guests,
          status: spec.status,
          source: spec.source ?? 2,
          referrerCode: spec.referrerCode ?? null,
          kind: spec.kind ?? 'booking',
          isWaitingList: spec.waiting ?? false,
          createdAt,
          updatedAt: createdAt,
        })
        .returning();
      if (!row) throw new Error('no booking');
      const period = `[${startAt.toISOString()},${endAt.toISOString()})`;
      for (const tableId of spec.tables ?? []) {
        await db.insert(bookingTables).values({ bookingId: row.id, tableId, period });
      }
      return row.id;
    }
    async function payment(
      bookingId: number,
      kind: 'prepayment' | 'no_show_fee' | 'change_refund',
      status: 'captured' | 'refunded',
      amount: number,
    ) {
      await db.insert(payments).values({
        bookingId,
        provider: 'sandbox',
        providerType: 1,
        kind,
        status,
        amount,
        currency: 'EUR',
      });
    }

    // Saturday (UTC+1).
    const lunch = await booking({
      start: '2030-03-30T13:00:00+01:00',
      guests: 2,
      status: 'confirmed',
      tables: [t1],
      leadHours: 48,
    });
    await payment(lunch, 'prepayment', 'captured', 4000);
    const missed = await booking({
      start: '2030-03-30T20:00:00+01:00',
      guests: 4,
      status: 'no_show',
      source: 1,
      leadHours: 24,
    });
    await payment(missed, 'no_show_fee', 'captured', 2000);
    // A party cancels its 20:00 table and books 21:00 instead: one cancellation, one visit.
    const cancelled = await booking({
      start: '2030-03-30T20:00:00+01:00',
      guests: 3,
      status: 'cancelled',
      leadHours: 72,
    });
    await payment(cancelled, 'prepayment', 'refunded', 3000);
    // … through a maps reservation link this time.
    const rebooked = await booking({
      start: '2030-03-30T21:00:00+01:00',
      guests: 3,
      status: 'confirmed',
      referrerCode: GOOGLE_REFERRER_CODE,
      tables: [t2],
      leadHours: 70,
    });
    await payment(rebooked, 'prepayment', 'captured', 3000);
    await payment(rebooked, 'change_refund', 'refunded', 500);
    // A walk-in at 23:30, after dinner, at a table until 00:30 on Sunday.
    await booking({
      start: '2030-03-30T23:30:00+01:00',
      minutes: 60,
      guests: 2,
      status: 'confirmed',
      source: 1,
      kind: 'walk_in',
      tables: [t1],
    });
    // A block is no booking.
    await booking({
      start: '2030-03-30T16:00:00+01:00',
      guests: 0,
      status: 'confirmed',
      kind: 'block',
    });

    // Sunday: 00:30 is still UTC+1 (Saturday 23:30 in UTC), then the clocks jump 02:00 → 03:00.
    await booking({
      start: '2030-03-31T00:30:00+01:00',
      minutes: 60,
      guests: 2,
      status: 'confirmed',
      source: 3,
      leadHours: 5,
    });
    await booking({
      start: '2030-03-31T13:00:00+02:00',
      minutes: 90,
      guests: 5,
      status: 'confirmed',
      source: 5,
      tables: [t1, t2],
      leadHours: 10,
    });
    const seatedFromList = await booking({
      start: '2030-03-31T20:00:00+02:00',
      guests: 2,
      status: 'confirmed',
      tables: [t1],
      leadHours: 2,
    });
    await db.insert(bookingStatusChanges).values({
      bookingId: seatedFromList,
      fromStatus: 'waitlisted',
      toStatus: 'seated',
      changedAt: new Date('2030-03-31T18:00:00Z'),
    });
    await booking({
      start: '2030-03-31T20:00:00+02:00',
      guests: 6,
      status: 'waitlisted',
      waiting: true,
      leadHours: 3,
    });

    // Just outside the period on either side, in local time: not counted.
    const before = await booking({
      start: '2030-03-29T23:30:00+01:00',
      guests: 8,
      status: 'confirmed',
      leadHours: 1,
    });
    await payment(before, 'prepayment', 'captured', 9999);
    await booking({
      start: '2030-04-01T00:30:00+02:00',
      guests: 8,
      status: 'confirmed',
      leadHours: 1,
    });

    // Food orders: one collected, one turned away, one the week before.
    const order = (slot: string, status: 'picked_up' | 'rejected', total: number) => ({
      restaurantId,
      mode: 'takeaway' as const,
      status,
      slotAt: new Date(slot),
      slotLocal: slot.slice(0, 16),
      firstName: 'Ana',
      lastName: 'García',
      email: 'ana@example.es',
      phone: '+34600000000',
      language: 'es',
      currency: 'EUR',
      subtotal: total,
      total,
      payNow: total,
      expiresAt: new Date(slot),
    });
    await db
      .insert(foodOrders)
      .values([
        order('2030-03-31T12:15:00+02:00', 'picked_up', 5500),
        order('2030-03-31T12:30:00+02:00', 'rejected', 1000),
        order('2030-03-23T12:30:00+01:00', 'picked_up', 7000),
      ]);

    // Gift cards: one for the restaurant paid on Saturday, 25 EUR of it spent here on Sunday.
    const card = (status: 'paid' | 'pending', amount: number, balance: number) => ({
      code: randomUUID()
        .replace(/[^2-9A-H]/gi, '')
        .toUpperCase()
        .padEnd(16, 'K')
        .slice(0, 16),
      status,
      amount,
      balance,
      currency: 'EUR',
      restaurantId,
      buyerName: 'Ana',
      buyerEmail: 'ana@example.es',
      recipientName: 'Luis',
      recipientEmail: 'luis@example.es',
      language: 'es',
      createdAt: new Date('2030-03-30T10:00:00Z'),
      issuedAt: new Date('2030-03-30T10:00:00Z'),
      expiresAt: new Date('2033-03-30T10:00:00Z'),
    });
    const [paid] = await db
      .insert(giftCards)
      .values([card('paid', 10000, 7500), card('pending', 5000, 0)])
      .returning();
    if (!paid) throw new Error('no gift card');
    await db.insert(giftCardLedger).values([
      {
        giftCardId: paid.id,
        kind: 'issued',
        amount: 10000,
        createdAt: new Date('2030-03-30T10:00:00Z'),
      },
      {
        giftCardId: paid.id,
        kind: 'redeemed',
        amount: -2500,
        restaurantId,
        createdAt: new Date('2030-03-31T14:00:00Z'),
      },
    ]);

    const token = randomUUID().slice(0, 8);
    await addStaff(db, restaurantId, 'owner', `owner-${token}@example.es`);
    await addStaff(db, restaurantId, 'host', `host-${token}@example.es`);
    owner = await app.client.signIn(`owner-${token}@example.es`);
    host = await app.client.signIn(`host-${token}@example.es`);
  });

  it('counts every figure of the weekend in local days and hours', async () => {
    const res = await report('from=2030-03-30&to=2030-03-31');
    expect(res.statusCode, res.body).toBe(200);
    const body = ReportResponse.parse(res.json());
    expect(body.restaurant).toMatchObject({ timeZone: 'Europe/Madrid', currency: 'EUR' });
    expect(body.days).toEqual([
      { date: '2030-03-30', bookings: 5, covers: 7, noShows: 1, cancellations: 1 },
      { date: '2030-03-31', bookings: 3, covers: 9, noShows: 0, cancellations: 0 },
    ]);
    const { summary } = body;
    expect(summary).toMatchObject({
      bookings: 8,
      covers: 16,
      noShows: 1,
      cancellations: 1,
      waitingListEntries: 2,
      waitingListBooked: 1,
    });
    expect(summary.noShowRate).toBeCloseTo(1 / 7, 6);
    expect(summary.cancellationRate).toBeCloseTo(1 / 8, 6);
    expect(summary.averagePartySize).toBeCloseTo(20 / 7, 6);
    // Bookings made ahead: 48, 24, 70, 5, 10 and 2 hours; the walk-in is left out.
    expect(summary.averageLeadHours).toBeCloseTo(159 / 6, 6);

    expect(body.channels).toEqual([
      { channel: 'web', bookings: 3, covers: 4 },
      { channel: 'embed', bookings: 1, covers: 5 },
      { channel: 'app', bookings: 1, covers: 2 },
      { channel: 'phone', bookings: 1, covers: 0 },
      { channel: 'walk_in', bookings: 1, covers: 2 },
      { channel: 'google', bookings: 1, covers: 3 },
      { channel: 'other', bookings: 0, covers: 0 },
    ]);

    // Lunch: 120 + 2 × 90 table minutes of 2 days × 180 minutes × 2 tables; dinner 240 of 960.
    expect(body.services).toHaveLength(3);
    const [dinner, lunch, outside] = body.services;
    expect(dinner).toMatchObject({ service: 'Dinner', bookings: 4, covers: 5 });
    expect(dinner?.occupancy).toBeCloseTo(240 / 960, 6);
    expect(lunch).toMatchObject({ service: 'Lunch', bookings: 2, covers: 7 });
    expect(lunch?.occupancy).toBeCloseTo(300 / 720, 6);
    expect(outside).toEqual({ service: null, bookings: 2, covers: 4, occupancy: null });

    // Saturday has 24 local hours, Sunday 23 (no 02:00).
    expect(body.occupancy).toHaveLength(47);
    expect(body.occupancy.find((cell) => cell.weekday === 0 && cell.hour === 2)).toBeUndefined();
    const held = body.occupancy
      .filter((cell) => cell.occupancy !== 0)
      .map((cell) => [cell.weekday, cell.hour, cell.occupancy]);
    expect(held).toEqual([
      [0, 0, 0.25],
      [0, 13, 1],
      [0, 14, 0.5],
      [0, 20, 0.5],
      [0, 21, 0.5],
      [6, 13, 0.5],
      [6, 14, 0.5],
      [6, 21, 0.5],
      [6, 22, 0.5],
      [6, 23, 0.25],
    ]);

    expect(body.money).toEqual({
      prepayments: { collected: 10000, refunded: 3500 },
      noShowFees: { collected: 2000, refunded: 0 },
      foodOrders: { orders: 1, revenue: 5500 },
      giftCards: { sold: 1, soldAmount: 10000, redeemed: 2500 },
    });
  });

  it('lists every day of the period, and exports the same figures as CSV', async () => {
    const month = ReportResponse.parse((await report('from=2030-03-01&to=2030-03-31')).json());
    expect(month.days).toHaveLength(31);
    expect(month.days[0]).toEqual({
      date: '2030-03-01',
      bookings: 0,
      covers: 0,
      noShows: 0,
      cancellations: 0,
    });
    expect(month.summary.bookings).toBe(9);

    const csv = await app.client.inject(
      'GET',
      `/api/restaurant/${restaurantId}/reports/export?from=2030-03-30&to=2030-03-31`,
      owner,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('report-2030-03-30-2030-03-31.csv');
    const lines = csv.body.split('\r\n');
    expect(lines).toContain('covers,16');
    expect(lines).toContain('2030-03-31,3,9,0,0');
    expect(lines).toContain('Lunch,2,7,0.4167');
    expect(lines).toContain('walk_in,1,2');
    expect(lines).toContain('google,1,3');
    expect(lines).toContain('prepayments refunded,3500');
  });

  it('refuses hosts, and answers a period it cannot report with a clear 400', async () => {
    expect((await report('from=2030-03-30&to=2030-03-31', host)).statusCode).toBe(403);
    for (const query of [
      'from=2030-03-31&to=2030-03-30',
      'from=2029-01-01&to=2030-03-31',
      'from=2030-02-30&to=2030-03-31',
      'from=2030-03-01',
    ]) {
      const res = await report(query);
      expect([res.statusCode, ErrorResponse.parse(res.json()).code], query).toEqual([
        400,
        'validation_failed',
      ]);
    }
  });
});
