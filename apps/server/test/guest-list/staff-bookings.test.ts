import { randomUUID } from 'node:crypto';
import { GuestListEntry, GuestListResponse, TableBlock } from '@dekka/contracts/guest-list';
import { ErrorResponse } from '@dekka/contracts/errors';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { bookings, outboxMessages, tables } from '../../src/db/schema.ts';
import { addStaff } from '../accounts/staff-fixtures.ts';
import { useAppWithOutbox } from '../helpers/app-with-outbox.ts';
import { cardFields, cards, paymentClient } from '../payments/payment-client.ts';
import { createBearer, createTestClock } from '../helpers/booking-factories.ts';

const clock = createTestClock();
const DAY = '2030-03-04';

describe('staff bookings on the guest list', () => {
  // Its own database on PostgreSQL: the tests drain the message outbox.
  const app = useAppWithOutbox(clock);
  const { mail } = app;
  afterEach(() => clock.set('2030-03-01T12:00:00Z'));

  /**
   * A restaurant (tables T1 for 1–4, T2 for 1–2, T3 for 2–6; open 11–23, 120-minute sittings)
   * with a diner's booking on DAY at 19:00 for two at T1; `rule` decides its payment. A host is
   * signed in there.
   */
  async function evening(rule: 'prepayment' | 'no_show_fee' = 'prepayment') {
    const diner = paymentClient(
      app.t.app,
      app.t.database.db,
      await createBearer(app.t.database.db, clock),
    );
    const { restaurantId, guid } = await diner.hold({ rule, amountPerGuest: 4000 });
    expect((await diner.pay(guid, cardFields(cards.approve))).response).toBe(1);
    const [first] = await app.t.database.db
      .select()
      .from(tables)
      .where(eq(tables.restaurantId, restaurantId));
    if (!first) throw new Error('no table');
    await app.t.database.db.insert(tables).values([
      { restaurantId, floorPlanId: first.floorPlanId, name: 'T2', minGuests: 1, maxGuests: 2 },
      { restaurantId, floorPlanId: first.floorPlanId, name: 'T3', minGuests: 2, maxGuests: 6 },
    ]);
    const email = `host-${randomUUID().slice(0, 8)}@example.com`;
    await addStaff(app.t.database.db, restaurantId, 'host', email);
    const host = await app.client.signIn(email);
    const base = `/api/restaurant/${restaurantId}/guestlist`;
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: object) =>
      app.client.inject(method, `${base}${path}`, host, body);
    const day = async () => {
      const res = await call('GET', `/${DAY}`);
      expect(res.statusCode, res.body).toBe(200);
      return GuestListResponse.parse(res.json());
    };
    const list = await day();
    const diners = list.entries[0];
    if (!diners) throw new Error('the diner’s booking is not on the list');
    const tableId = (name: string) => {
      const table = list.tables.find((candidate) => candidate.name === name);
      if (!table) throw new Error(`no table ${name}`);
      return table.id;
    };
    const entry = (res: { statusCode: number; body: string; json: () => unknown }) => {
      expect(res.statusCode, res.body).toBe(200);
      return GuestListEntry.parse(res.json());
    };
    const refusal = (res: { statusCode: number; json: () => unknown }) => ({
      status: res.statusCode,
      code: ErrorResponse.parse(res.json()).code,
    });
    return {
      restaurantId,
      restaurantName: list.restaurant.name,
      host,
      call,
      day,
      diners,
      tableId,
      entry,
      refusal,
      diner,
    };
  }

  async function bookingCount(restaurantId: number) {
    const rows = await app.t.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.restaurantId, restaurantId));
    return rows.length;
  }

  it('lists the tables and seats a walk-in now, with no contact details', async () => {
    const { call, day, entry } = await evening();
    const list = await day();
    expect(list.tables.map((table) => table.name)).toEqual(['T1', 'T2', 'T3']);
    expect(list.blocks).toEqual([]);

    const walkIn = entry(await call('POST', '/bookings', { kind: 'walk_in', guests: 3 }));
    expect(walkIn).toMatchObject({
      startsAt: '2030-03-01T12:00',
      guests: 3,
      name: null,
      status: 'seated',
      source: 'walk_in',
      tables: ['T1'],
    });
  });

  it('takes a phone booking onto a free table and e-mails the diner, never onto a taken one', async () => {
    const { restaurantId, restaurantName, call, diners, tableId, entry, refusal } = await evening();
    const before = await bookingCount(restaurantId);
    const onTaken = await call('POST', '/bookings', {
      kind: 'phone',
      startsAt: `${DAY}T20:00`,
      guests: 2,
      tableIds: diners.tableIds,
    });
    expect(refusal(onTaken)).toEqual({ status: 409, code: 'table_taken' });
    expect(await bookingCount(restaurantId)).toBe(before);

    const phone = entry(
      await call('POST', '/bookings', {
        kind: 'phone',
        startsAt: `${DAY}T20:00`,
        guests: 2,
        firstName: 'Jón',
        lastName: 'Sigurðsson',
        phone: '+354 555 1234',
        email: 'jon@example.is',
        internalNote: 'Regular; likes table by the window',
      }),
    );
    expect(phone).toMatchObject({
      startsAt: `${DAY}T20:00`,
      name: 'Jón Sigurðsson',
      status: 'confirmed',
      source: 'phone',
      internalNote: 'Regular; likes table by the window',
    });
    expect(phone.tableIds).toHaveLength(1);
    expect(phone.tableIds).not.toEqual(diners.tableIds);

    // The restaurant takes a prepayment: the diner is sent the payment link, and the
    // confirmation once they have paid through it.
    const queued = async () =>
      (
        await app.t.database.db
          .select()
          .from(outboxMessages)
          .where(eq(outboxMessages.bookingId, phone.id))
      ).map((row) => row.kind);
    expect(await queued()).toEqual(['payment_link']);
    mail.sent.length = 0;
    await app.drain();
    const link = mail.sent.find((m) => m.to === 'jon@example.is');
    expect(link?.subject).toBe(`Add your card to keep your booking at ${restaurantName}`);
    const guid = /\/paymentlink\?guid=([0-9a-f-]{36})/.exec(link?.text ?? '')?.[1];
    expect(guid).toBeDefined();
    const paid = await app.t.app.inject({
      method: 'PUT',
      url: '/api/web/booking/paymentlink/confirm/',
      payload: {
        guid,
        card: { number: cards.approve, expiryMonth: 12, expiryYear: 2034, cvc: '739' },
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await queued()).toEqual([
      'payment_link',
      'booking_confirmed',
      'booking_reminder',
      'payment_receipt',
    ]);

    // A time is needed for a phone booking; tables must be this restaurant's.
    expect(refusal(await call('POST', '/bookings', { kind: 'phone', guests: 2 })).status).toBe(400);
    const foreign = await call('POST', '/bookings', {
      kind: 'walk_in',
      guests: 2,
      tableIds: [tableId('T1') + 100_000],
    });
    expect(refusal(foreign)).toEqual({ status: 400, code: 'validation_failed' });
    expect(await bookingCount(restaurantId)).toBe(before + 1);
  });

  it('moves a booking, changes its party and note, and refuses a move onto a taken table', async () => {
    const { call, diners, tableId, entry, refusal } = await evening();
    const other = entry(
      await call('POST', '/bookings', {
        kind: 'phone',
        startsAt: `${DAY}T19:30`,
        guests: 2,
        tableIds: [tableId('T3')],
      }),
    );
    const path = `/bookings/${diners.id}`;
    const onto = await call('PUT', path, { tableIds: [tableId('T3')] });
    expect(refusal(onto)).toEqual({ status: 409, code: 'table_taken' });
    const unchanged = entry(await call('PUT', path, { internalNote: 'Birthday' }));
    expect(unchanged).toMatchObject({
      tableIds: diners.tableIds,
      startsAt: `${DAY}T19:00`,
      internalNote: 'Birthday',
    });

    // Later that evening S3 is free again: the move goes through, end follows the start.
    const moved = entry(
      await call('PUT', path, { startsAt: `${DAY}T21:30`, tableIds: [tableId('T3')] }),
    );
    expect(moved).toMatchObject({
      startsAt: `${DAY}T21:30`,
      endsAt: `${DAY}T23:30`,
      tables: ['T3'],
    });
    const bigger = entry(await call('PUT', path, { guests: 4, internalNote: null }));
    expect(bigger).toMatchObject({ guests: 4, internalNote: null, tables: ['T3'] });
    expect(other.tables).toEqual(['T3']);

    const changed = await app.t.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.bookingId, diners.id), eq(outboxMessages.kind, 'booking_changed')),
      );
    expect(changed.length).toBeGreaterThanOrEqual(1);
    expect(refusal(await call('PUT', path, {})).status).toBe(400);
  });

  it('blocks tables for a period, which nobody can book, and opens them again', async () => {
    const { restaurantId, call, day, diners, tableId, refusal, diner } = await evening();
    const all = [tableId('T1'), tableId('T2'), tableId('T3')];
    const overDiner = await call('POST', '/blocks', {
      tableIds: diners.tableIds,
      startsAt: `${DAY}T18:00`,
      endsAt: `${DAY}T20:00`,
    });
    expect(refusal(overDiner)).toEqual({ status: 409, code: 'table_taken' });

    const res = await call('POST', '/blocks', {
      tableIds: all,
      startsAt: `${DAY}T17:00`,
      endsAt: `${DAY}T18:30`,
      reason: 'Private tasting',
    });
    expect(res.statusCode, res.body).toBe(200);
    const block = TableBlock.parse(res.json());
    expect(block).toMatchObject({
      tables: ['T1', 'T2', 'T3'],
      startsAt: `${DAY}T17:00`,
      endsAt: `${DAY}T18:30`,
      reason: 'Private tasting',
    });
    expect((await day()).blocks).toEqual([block]);
    expect((await day()).entries.map((entry) => entry.id)).toEqual([diners.id]);

    const during = { kind: 'phone', startsAt: `${DAY}T17:30`, guests: 2 };
    expect(refusal(await call('POST', '/bookings', during))).toEqual({
      status: 409,
      code: 'table_taken',
    });
    // Diners are offered no table then either.
    const online = { date: `${DAY}T17:00`, guests: 2, restaurantId, source: 2, menus: [] };
    expect((await diner.reserveOk(online)).success).toBe(false);

    expect((await call('DELETE', `/blocks/${block.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/blocks/${block.id}`)).statusCode).toBe(404);
    expect((await day()).blocks).toEqual([]);
    expect((await diner.reserveOk(online)).success).toBe(true);
    expect((await call('POST', '/bookings', during)).statusCode).toBe(200);
    // A block is not a booking: it cannot be moved or marked.
    expect((await call('PUT', `/bookings/${block.id}`, { guests: 2 })).statusCode).toBe(404);
  });

  it('seats a waiting-list party at the tables given', async () => {
    const { restaurantId, call, diners, tableId, entry, refusal } = await evening();
    const [waiting] = await app.t.database.db
      .insert(bookings)
      .values({
        restaurantId,
        startAt: new Date(`${DAY}T19:00:00Z`),
        endAt: new Date(`${DAY}T21:00:00Z`),
        guests: 2,
        status: 'waitlisted',
        isWaitingList: true,
        source: 2,
        firstName: 'Anna',
      })
      .returning();
    if (!waiting) throw new Error('no row');
    expect(refusal(await call('POST', `/bookings/${diners.id}/seat`, { tableIds: [1] }))).toEqual({
      status: 400,
      code: 'validation_failed',
    });
    const seated = entry(
      await call('POST', `/bookings/${waiting.id}/seat`, { tableIds: [tableId('T2')] }),
    );
    expect(seated).toMatchObject({
      status: 'seated',
      isWaitingList: false,
      tables: ['T2'],
      startsAt: '2030-03-01T12:00',
    });
    const again = await call('POST', `/bookings/${waiting.id}/seat`, {
      tableIds: [tableId('T1')],
    });
    expect(refusal(again)).toEqual({ status: 409, code: 'conflict' });
  });

  it('frees a no-show’s table for the evening, and its undo takes it back only if still free', async () => {
    const { call, diners, entry, refusal } = await evening();
    const path = `/bookings/${diners.id}/status`;
    // 19:16: past the start plus the grace period; the table is free from now.
    clock.set(`${DAY}T19:16:00Z`);
    expect(entry(await call('PUT', path, { status: 'no_show' })).status).toBe('no_show');
    const walkIn = entry(
      await call('POST', '/bookings', {
        kind: 'phone',
        startsAt: `${DAY}T19:30`,
        guests: 2,
        tableIds: diners.tableIds,
      }),
    );
    expect(walkIn.tableIds).toEqual(diners.tableIds);
    expect(refusal(await call('PUT', path, { status: 'confirmed' }))).toEqual({
      status: 409,
      code: 'table_taken',
    });
    expect(
      entry(
        await call('PUT', `/bookings/${walkIn.id}/status`, { status: 'cancelled', reason: 'x' }),
      ).status,
    ).toBe('cancelled');
    expect(entry(await call('PUT', path, { status: 'confirmed' })).status).toBe('confirmed');
  });
});
