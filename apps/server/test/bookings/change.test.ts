import { ChangeOptionsResponse, ChangeResponse } from '@dekka/contracts/booking-change';
import { ManageBookingResponse } from '@dekka/contracts/booking';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBookingRestaurant,
  createEventWithOccurrence,
  createMenu,
} from '../helpers/booking-factories.ts';
import { queryRows } from '../helpers/sql.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  cardFields,
  cards,
  createBearer,
  createTestClock,
  paymentClient,
} from '../payments/payment-client.ts';
import { completeBody } from './booking-client.ts';

const clock = createTestClock();

describe('changing a booking', () => {
  let t: TestApp;
  let client: ReturnType<typeof paymentClient>;
  beforeAll(async () => {
    t = await buildTestApp({
      clock,
      env: { RESERVE_RATE_LIMIT_MAX: '1000', HOLD_LIMIT_PER_IDENTITY: '1000' },
    });
    client = paymentClient(t.app, t.database.db, await createBearer(t.database.db, clock));
  });
  afterAll(async () => {
    await t.close();
  });

  const options = (guid: string, date: string, guests: number) =>
    t.app.inject({
      method: 'GET',
      url: `/api/web/booking/change/options/${guid}/?date=${date}&guests=${guests}`,
    });
  const change = (body: Record<string, unknown>, key?: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/web/booking/change/',
      payload: body,
      headers: key ? { 'idempotency-key': key } : {},
    });
  async function changeOk(body: Record<string, unknown>, key?: string) {
    const res = await change(body, key);
    expect(res.statusCode).toBe(200);
    return ChangeResponse.parse(res.json());
  }
  async function book(restaurantId: number, date: string, guests = 2, extra = {}) {
    const { guid } = await client.reserveOk({
      date,
      guests,
      restaurantId,
      source: 2,
      ...extra,
    });
    if (!guid) throw new Error('no table');
    const res = await client.complete(completeBody(guid));
    expect(res.statusCode).toBe(200);
    return guid;
  }
  async function state(guid: string) {
    const [row] = await queryRows(
      t.database.db,
      sql`select b.start_at as "startAt", b.guests,
        (select json_agg(json_build_object('table', bt.table_id, 'period', bt.period::text)
          order by bt.table_id) from booking_tables bt where bt.booking_id = b.id) as tables,
        (select count(*) from booking_changes c where c.booking_id = b.id)::int as changes,
        (select count(*) from outbox_messages o where o.booking_id = b.id
          and o.kind = 'booking_changed')::int as messages
        from bookings b where b.guid = ${guid}`,
    );
    return row;
  }
  const times = (body: ChangeOptionsResponse) =>
    body.slots.filter((slot) => slot.isAvailable).map((slot) => slot.localTime.slice(11));

  it('offers the times the booking could move to, its own table counting as free', async () => {
    const r = await createBookingRestaurant(t.database.db, { tables: [{ min: 1, max: 4 }] });
    const guid = await book(r.id, '2030-03-05T19:00');
    // Someone else has the only table from 21:00.
    await book(r.id, '2030-03-05T21:00');
    const res = await options(guid, '2030-03-05', 2);
    expect(res.statusCode).toBe(200);
    const body = ChangeOptionsResponse.parse(res.json());
    expect(body).toMatchObject({ allowed: true, message: 'change_allowed', maxGuests: 12 });
    // 19:30 overlaps the booking's own sitting; 19:15 and later end after 21:00.
    expect(times(body)).toContain('19:00');
    expect(times(body)).toContain('18:45');
    expect(times(body)).not.toContain('19:15');
    expect(times(body)).not.toContain('21:00');
    expect(body.slots.every((slot) => !slot.isWaitingListAvailable)).toBe(true);
  });

  it('moves the booking: new time and table period, one change record and one e-mail', async () => {
    const r = await createBookingRestaurant(t.database.db, { tables: [{ min: 1, max: 4 }] });
    const guid = await book(r.id, '2030-03-05T19:00');
    const body = await changeOk({ guid, dateTime: '2030-03-05T18:30', guests: 3 }, 'key-1');
    expect(body).toEqual({ success: true, message: 'changed' });
    const after = await state(guid);
    expect(after).toMatchObject({ guests: 3, changes: 1, messages: 1 });
    expect(new Date(String(after?.startAt)).toISOString()).toBe('2030-03-05T18:30:00.000Z');
    expect(JSON.stringify(after?.tables)).toContain('2030-03-05 18:30:00+00');
    const manage = ManageBookingResponse.parse(
      (await t.app.inject({ method: 'GET', url: `/api/web/booking/manage/${guid}/` })).json(),
    );
    expect(manage).toMatchObject({ start: '2030-03-05T18:30:00.000Z', guests: 3 });

    // The same request again (a retry) is the same change: nothing moves twice.
    expect(await changeOk({ guid, dateTime: '2030-03-05T18:30', guests: 3 }, 'key-1')).toEqual({
      success: true,
      message: 'changed',
    });
    expect(await state(guid)).toMatchObject({ changes: 1, messages: 1 });
    // Asking for what it already is changes nothing either.
    expect(await changeOk({ guid, dateTime: '2030-03-05T18:30', guests: 3 })).toEqual({
      success: true,
      message: 'unchanged',
    });
  });

  it('leaves the booking untouched when the new time has no table', async () => {
    const r = await createBookingRestaurant(t.database.db, { tables: [{ min: 1, max: 4 }] });
    const guid = await book(r.id, '2030-03-05T17:00');
    await book(r.id, '2030-03-05T20:00');
    const before = await state(guid);
    expect(await changeOk({ guid, dateTime: '2030-03-05T19:00', guests: 2 })).toEqual({
      success: false,
      message: 'unavailable',
    });
    // Too many for any table.
    expect(await changeOk({ guid, dateTime: '2030-03-05T17:00', guests: 6 })).toEqual({
      success: false,
      message: 'unavailable',
    });
    expect(await state(guid)).toEqual(before);
  });

  it('refuses after the deadline, for the waiting list and for a cancelled booking', async () => {
    const r = await createBookingRestaurant(t.database.db, {
      tables: [{ min: 1, max: 4 }],
      overrides: { waitingListEnabled: true },
    });
    const soon = await book(r.id, '2030-03-02T11:00');
    expect(await changeOk({ guid: soon, dateTime: '2030-03-02T12:00', guests: 2 })).toEqual({
      success: false,
      message: 'change_deadline_passed',
    });
    const body = ChangeOptionsResponse.parse((await options(soon, '2030-03-02', 2)).json());
    expect(body).toMatchObject({ allowed: false, message: 'change_deadline_passed', slots: [] });

    await book(r.id, '2030-03-06T19:00');
    const waiting = await book(r.id, '2030-03-06T19:00', 2, { isWaitingList: true });
    expect(await changeOk({ guid: waiting, dateTime: '2030-03-06T15:00', guests: 2 })).toEqual({
      success: false,
      message: 'waiting_list_not_changeable',
    });

    const cancelled = await book(r.id, '2030-03-07T19:00');
    await client.cancel(cancelled);
    expect(await changeOk({ guid: cancelled, dateTime: '2030-03-07T18:00', guests: 2 })).toEqual({
      success: false,
      message: 'booking_not_active',
    });
  });

  it('answers 404 for an unknown booking and 400 for a malformed one', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await change({ guid: unknown, dateTime: '2030-03-05T19:00', guests: 2 })).statusCode,
    ).toBe(404);
    expect((await options(unknown, '2030-03-05', 2)).statusCode).toBe(404);
    expect((await change({ guid: unknown, dateTime: '19:00', guests: 2 })).statusCode).toBe(400);
    expect(
      (await change({ guid: unknown, dateTime: '2030-03-05T19:00', guests: 0 })).statusCode,
    ).toBe(400);
  });

  it('scales a menu that covered the whole party to the new party size', async () => {
    const r = await createBookingRestaurant(t.database.db, { tables: [{ min: 1, max: 6 }] });
    const menu = await createMenu(t.database.db, r.id, { name: 'Tasting', isExclusive: true });
    const guid = await book(r.id, '2030-03-05T19:00', 2, { menus: [{ id: menu.id, count: 2 }] });
    expect(await changeOk({ guid, dateTime: '2030-03-05T19:00', guests: 4 })).toMatchObject({
      success: true,
    });
    const manage = ManageBookingResponse.parse(
      (await t.app.inject({ method: 'GET', url: `/api/web/booking/manage/${guid}/` })).json(),
    );
    expect(manage.menus).toEqual([{ name: 'Tasting', count: 4 }]);
  });

  it('keeps prepaid money as it is for a new time; a new party size asks for the difference', async () => {
    const { guid } = await client.hold({ rule: 'prepayment', amountPerGuest: 4900 }, 2);
    await client.pay(guid, cardFields(cards.approve));
    expect(await changeOk({ guid, dateTime: '2030-03-04T20:00', guests: 3 })).toEqual({
      success: false,
      message: 'payment_required',
      money: { kind: 'charge', amount: 4900, currency: 'ISK' },
    });
    expect(await changeOk({ guid, dateTime: '2030-03-04T20:00', guests: 2 })).toEqual({
      success: true,
      message: 'changed',
    });
  });

  it('moves an event booking only to another occurrence of its event with seats', async () => {
    const r = await createBookingRestaurant(t.database.db, { tables: [] });
    const first = await createEventWithOccurrence(t.database.db, r.id, {
      startsAt: '2030-03-05T19:00:00Z',
      endsAt: '2030-03-05T22:00:00Z',
      ticketCapacity: 10,
    });
    const guid = await book(r.id, '2030-03-05T19:00', 4, { eventId: first.eventId });
    expect(await changeOk({ guid, dateTime: '2030-03-06T19:00', guests: 4 })).toEqual({
      success: false,
      message: 'unavailable',
    });
    // More seats on the same night, counted without the booking's own four.
    expect(await changeOk({ guid, dateTime: '2030-03-05T19:00', guests: 10 })).toEqual({
      success: true,
      message: 'changed',
    });
    expect(await changeOk({ guid, dateTime: '2030-03-05T19:00', guests: 11 })).toMatchObject({
      success: false,
    });
  });
});
