import { randomUUID } from 'node:crypto';
import {
  CompleteResult,
  ManageBookingResponse,
  ReserveResponse,
  TableOfferAnswer,
} from '@dekka/contracts/booking';
import { ErrorResponse } from '@dekka/contracts/errors';
import { GuestListEntry, GuestListResponse, TableBlock } from '@dekka/contracts/guest-list';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sweepExpiredHolds } from '../../src/jobs/hold-sweeper.ts';
import { offerFreedTables } from '../../src/modules/booking-lifecycle/table-offers.ts';
import { restaurants } from '../../src/db/schema.ts';
import { addStaff } from '../accounts/staff-fixtures.ts';
import { useAppWithOutbox } from '../helpers/app-with-outbox.ts';
import {
  createBearer,
  createBookingRestaurant,
  createTestClock,
} from '../helpers/booking-factories.ts';
import { rowsOf } from '../helpers/sql.ts';
import { cardFields, cards } from '../payments/payment-client.ts';
import { bookingClient, completeBody } from './booking-client.ts';

const START = '2030-03-01T12:00:00Z';
const clock = createTestClock(START);
const DAY = '2030-03-04';
const MINUTE = 60_000;

type Party = { guid: string; id: number; email: string };

describe('waiting-list offers', () => {
  // Its own database on PostgreSQL: the tests drain the outbox and offer every freed table.
  const app = useAppWithOutbox(clock);

  /**
   * A restaurant keeping a waiting list (one table for 1–4 unless `tables` says otherwise),
   * with a diner who books and joins through the API, and a host signed in to its guest list.
   */
  async function restaurant(
    options: {
      tables?: { min: number; max: number }[];
      overrides?: Partial<typeof restaurants.$inferInsert>;
    } = {},
  ) {
    clock.set(START);
    const db = app.t.database.db;
    const r = await createBookingRestaurant(db, {
      tables: options.tables ?? [{ min: 1, max: 4 }],
      overrides: { waitingListEnabled: true, ...options.overrides },
    });
    const diner = bookingClient(app.t.app, await createBearer(db, clock));
    const idOf = async (guid: string) => {
      const [row] = await rowsOf<{ id: number }>(
        db,
        sql`select id from bookings where guid = ${guid}`,
      );
      if (!row) throw new Error('no such booking');
      return row.id;
    };
    const reserve = async (time: string, guests: number, extra: Record<string, unknown> = {}) => {
      const res = await diner.reserve({
        date: `${DAY}T${time}`,
        guests,
        restaurantId: r.id,
        source: 2,
        menus: [],
        ...extra,
      });
      expect(res.statusCode, res.body).toBe(200);
      const { success, guid } = ReserveResponse.parse(res.json());
      if (!success || !guid) throw new Error(`no ${time} for ${guests}`);
      return guid;
    };
    const complete = async (guid: string, email: string, extra: Record<string, unknown> = {}) => {
      const res = await diner.complete(completeBody(guid, { bookingEmail: email, ...extra }));
      expect(res.statusCode, res.body).toBe(200);
      expect(CompleteResult.parse(res.json()).response).toBe(1);
    };
    /** A confirmed table booking (with a card when the restaurant asks for one). */
    const book = async (time: string, guests = 2, card: Record<string, unknown> = {}) => {
      const email = `diner-${randomUUID().slice(0, 8)}@example.is`;
      const guid = await reserve(time, guests);
      await complete(guid, email, card);
      return { guid, id: await idOf(guid), email };
    };
    /** A waiting-list entry for a time that is full. */
    const join = async (time: string, guests = 2): Promise<Party> => {
      const email = `waiting-${randomUUID().slice(0, 8)}@example.is`;
      const guid = await reserve(time, guests, { isWaitingList: true });
      await complete(guid, email, { isWaitingList: true });
      return { guid, id: await idOf(guid), email };
    };
    const hostEmail = `host-${randomUUID().slice(0, 8)}@example.com`;
    await addStaff(db, r.id, 'host', hostEmail);
    const host = await app.client.signIn(hostEmail);
    const staff = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: object) =>
      app.client.inject(method, `/api/restaurant/${r.id}/guestlist${path}`, host, body);
    const answer = async (party: Party, choice: 'accept' | 'decline') => {
      const res = await app.t.app.inject({
        method: 'PUT',
        url: `/api/web/booking/offer/${party.guid}/${choice}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return TableOfferAnswer.parse(res.json());
    };
    const manage = async (party: Party) => {
      const res = await app.t.app.inject({
        method: 'GET',
        url: `/api/web/booking/manage/${party.guid}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return ManageBookingResponse.parse(res.json());
    };
    return { ...r, db, diner, reserve, complete, book, join, staff, answer, manage };
  }

  /** One offer round, as the hold sweeper runs it. */
  const offerRound = () => offerFreedTables(app.t.database.db, clock.now());

  /** The entry's status, its tables and its offers (oldest first) with their tables. */
  async function stateOf(party: { id: number }) {
    const db = app.t.database.db;
    const [booking] = await rowsOf<{ status: string; isWaitingList: boolean }>(
      db,
      sql`select status, is_waiting_list as "isWaitingList" from bookings where id = ${party.id}`,
    );
    const tables = await rowsOf<{ tableId: number }>(
      db,
      sql`select table_id as "tableId" from booking_tables where booking_id = ${party.id}`,
    );
    const offers = await rowsOf<{ status: string; tableId: number; byHand: boolean }>(
      db,
      sql`select status, table_id as "tableId", offered_by is not null as "byHand"
        from table_offers where booking_id = ${party.id} order by id`,
    );
    return { ...booking, tables: tables.map((row) => row.tableId), offers };
  }

  /** The outbox's messages of `kind` about the booking. */
  async function queued(party: { id: number }, kind: string) {
    const rows = await rowsOf<{ n: number }>(
      app.t.database.db,
      sql`select count(*)::int as n from outbox_messages
        where booking_id = ${party.id} and kind = ${kind}`,
    );
    return rows[0]?.n ?? 0;
  }

  it('offers a cancelled table to the first entry it fits, once, and e-mails the offer', async () => {
    const r = await restaurant({
      tables: [
        { min: 1, max: 2 },
        { min: 1, max: 4 },
      ],
    });
    const [small] = r.tableIds as [number, number];
    const pair = await r.book('19:00', 2);
    await r.book('19:00', 4);
    // Joined first, but four do not fit the table of two that frees up.
    const four = await r.join('19:00', 4);
    const first = await r.join('19:00', 2);
    const second = await r.join('19:00', 2);
    expect(await offerRound()).toBe(0);

    expect((await r.diner.cancel(pair.guid)).statusCode).toBe(200);
    expect(await offerRound()).toBe(1);
    expect(await stateOf(first)).toMatchObject({
      status: 'held',
      tables: [small],
      offers: [{ status: 'live', tableId: small, byHand: false }],
    });
    expect(await stateOf(four)).toMatchObject({ status: 'waitlisted', tables: [], offers: [] });
    expect(await stateOf(second)).toMatchObject({ status: 'waitlisted', offers: [] });
    expect(await queued(first, 'table_offered')).toBe(1);
    // The freed table is offered once: a second round finds nothing to do.
    expect(await offerRound()).toBe(0);

    // The table is held for the entry: nobody else can book it online meanwhile.
    const online = await r.diner.reserveOk({
      date: `${DAY}T19:00`,
      guests: 2,
      restaurantId: r.id,
      source: 2,
      menus: [],
    });
    expect(online.success).toBe(false);

    expect((await r.manage(first)).waitingList).toEqual({
      state: 'offered',
      offerExpiresAt: new Date(clock.now().getTime() + 15 * MINUTE).toISOString(),
      offerNeedsCard: false,
    });
    await app.drain();
    const mail = app.mail.sent.findLast((sent) => sent.to === first.email);
    expect(mail?.subject).toMatch(/Test Bistro/);
    expect(mail?.html).toContain(`/offer?guid=${first.guid}&amp;answer=accept`);
    expect(mail?.html).toContain(`/offer?guid=${first.guid}&amp;answer=decline`);
    expect(mail?.text).toContain('12:15');
  });

  // Every way a table comes free reaches the waiting list through the same trigger. Each fills
  // T1 (the only table for four) at the entry's time, and then frees it.
  type Restaurant = Awaited<ReturnType<typeof restaurant>>;
  const freeings: {
    name: string;
    /** When the party of four waits: their sitting must find T1 free once it frees up. */
    joinAt: string;
    fill(r: Restaurant): Promise<() => Promise<void>>;
  }[] = [
    {
      name: 'the diner moves the booking to another day',
      joinAt: '19:00',
      async fill(r) {
        const booked = await r.book('19:00', 4);
        return async () => {
          const res = await app.t.app.inject({
            method: 'PUT',
            url: '/api/web/booking/change',
            payload: { guid: booked.guid, dateTime: '2030-03-05T19:00', guests: 4 },
          });
          expect(res.json()).toMatchObject({ success: true, message: 'changed' });
        };
      },
    },
    {
      name: 'a hold lapses',
      joinAt: '19:00',
      async fill(r) {
        await r.reserve('19:00', 4);
        return async () => {
          clock.advance(6 * MINUTE);
          expect(await sweepExpiredHolds(app.t.database.db, clock.now())).toBeGreaterThanOrEqual(1);
        };
      },
    },
    {
      name: 'the staff mark a no-show',
      // A no-show is marked at its start plus the grace period (15 minutes) at the earliest, and
      // frees the table from then: the entry waits for a later sitting.
      joinAt: '19:30',
      async fill(r) {
        const booked = await r.book('19:00', 4);
        return async () => {
          clock.set(`${DAY}T19:15:00Z`);
          const res = await r.staff('PUT', `/bookings/${booked.id}/status`, { status: 'no_show' });
          expect(res.statusCode, res.body).toBe(200);
        };
      },
    },
    {
      name: 'the staff remove a block',
      joinAt: '19:00',
      async fill(r) {
        const res = await r.staff('POST', '/blocks', {
          tableIds: r.tableIds,
          startsAt: `${DAY}T18:00`,
          endsAt: `${DAY}T22:00`,
        });
        expect(res.statusCode, res.body).toBe(200);
        const block = TableBlock.parse(res.json());
        return async () => {
          expect((await r.staff('DELETE', `/blocks/${block.id}`)).statusCode).toBe(200);
        };
      },
    },
    {
      name: 'the staff make the party smaller and move it to a smaller table',
      joinAt: '19:00',
      async fill(r) {
        const booked = await r.book('19:00', 4);
        return async () => {
          const res = await r.staff('PUT', `/bookings/${booked.id}`, {
            guests: 2,
            tableIds: [r.tableIds[1]],
          });
          expect(res.statusCode, res.body).toBe(200);
        };
      },
    },
  ];

  it.each(freeings)('offers the freed table when $name', async ({ joinAt, fill }) => {
    // T1 seats 3–4, T2 1–2: a party of four waits for T1 alone.
    const r = await restaurant({
      tables: [
        { min: 3, max: 4 },
        { min: 1, max: 2 },
      ],
    });
    const [big] = r.tableIds as [number, number];
    const free = await fill(r);
    const entry = await r.join(joinAt, 4);
    expect(await offerRound()).toBe(0);
    await free();
    expect(await offerRound()).toBe(1);
    expect(await stateOf(entry)).toMatchObject({
      status: 'held',
      tables: [big],
      offers: [{ status: 'live', tableId: big }],
    });
    expect(await queued(entry, 'table_offered')).toBe(1);
    expect(await offerRound()).toBe(0);
  });

  it('books the entry when the diner accepts: the same number, guid and table', async () => {
    const r = await restaurant();
    const booked = await r.book('19:00');
    const entry = await r.join('19:00');
    await r.diner.cancel(booked.guid);
    await offerRound();

    expect(await r.answer(entry, 'accept')).toMatchObject({ outcome: 'booked' });
    expect(await stateOf(entry)).toMatchObject({
      status: 'confirmed',
      tables: [r.tableIds[0]],
      offers: [{ status: 'accepted' }],
    });
    expect(await queued(entry, 'booking_confirmed')).toBe(1);
    const managed = await r.manage(entry);
    expect(managed).toMatchObject({ bookingId: entry.id, status: 'confirmed' });
    expect(managed.waitingList?.state).toBe('booked');
    // Answering again answers as the first time and books nothing twice.
    expect(await r.answer(entry, 'accept')).toMatchObject({ outcome: 'booked' });
    expect(await r.answer(entry, 'decline')).toMatchObject({ outcome: 'booked' });
    expect(await queued(entry, 'booking_confirmed')).toBe(1);
  });

  it('offers the table to the next entry when the first declines, and takes it off the list', async () => {
    const r = await restaurant();
    const booked = await r.book('19:00');
    const first = await r.join('19:00');
    const second = await r.join('19:00');
    await r.diner.cancel(booked.guid);
    await offerRound();

    expect(await r.answer(first, 'decline')).toMatchObject({ outcome: 'declined' });
    expect(await stateOf(first)).toMatchObject({
      status: 'cancelled',
      tables: [],
      offers: [{ status: 'declined' }],
    });
    expect((await r.manage(first)).waitingList?.state).toBe('declined');
    expect(await offerRound()).toBe(1);
    expect(await stateOf(second)).toMatchObject({ status: 'held', offers: [{ status: 'live' }] });
    expect(await r.answer(first, 'accept')).toMatchObject({ outcome: 'declined' });
  });

  it('puts a lapsed entry back on the list, tells it so, and offers the table to the next', async () => {
    const r = await restaurant();
    const booked = await r.book('19:00');
    const first = await r.join('19:00');
    const second = await r.join('19:00');
    await r.diner.cancel(booked.guid);
    await offerRound();

    clock.advance(15 * MINUTE);
    // At the deadline the offer is over: accepting now is too late.
    expect(await r.answer(first, 'accept')).toMatchObject({ outcome: 'lapsed' });
    // Other tests' holds lapse too: the database is the file's, not the test's.
    expect(await sweepExpiredHolds(app.t.database.db, clock.now())).toBeGreaterThanOrEqual(1);
    expect(await stateOf(first)).toMatchObject({
      status: 'waitlisted',
      isWaitingList: true,
      tables: [],
      offers: [{ status: 'lapsed' }],
    });
    expect(await queued(first, 'table_offer_lapsed')).toBe(1);
    expect((await r.manage(first)).waitingList?.state).toBe('lapsed');
    // The table goes to the next entry, not back to the one that let it lapse (other tests'
    // offers lapsed in the same sweep, so their tables may be offered on in this round too).
    expect(await offerRound()).toBeGreaterThanOrEqual(1);
    expect(await stateOf(second)).toMatchObject({ status: 'held', offers: [{ status: 'live' }] });
    expect(await stateOf(first)).toMatchObject({ status: 'waitlisted', offers: [{}] });

    await app.drain();
    const lapsed = app.mail.sent.findLast((sent) => sent.to === first.email);
    expect(lapsed?.subject).toMatch(/lapsed|útrunnið|caducado|gått ut|udløbet/);
    expect(await r.answer(second, 'accept')).toMatchObject({ outcome: 'booked' });
  });

  it('sends the entry to the complete step with the hold when the restaurant needs a card', async () => {
    const r = await restaurant({
      overrides: { paymentRule: 'no_show_fee', paymentAmountPerGuest: 2000 },
    });
    const booked = await r.book('19:00', 2, cardFields(cards.approve));
    const entry = await r.join('19:00');
    await r.diner.cancel(booked.guid);
    await offerRound();
    expect((await r.manage(entry)).waitingList?.offerNeedsCard).toBe(true);

    const accepted = await r.answer(entry, 'accept');
    expect(accepted).toMatchObject({
      outcome: 'complete',
      holdExpiresAt: new Date(clock.now().getTime() + 15 * MINUTE).toISOString(),
    });
    // Still held for the diner until the card is given.
    expect(await stateOf(entry)).toMatchObject({ status: 'held', offers: [{ status: 'live' }] });
    await r.complete(entry.guid, entry.email, cardFields(cards.approve));
    expect(await stateOf(entry)).toMatchObject({
      status: 'confirmed',
      tables: [r.tableIds[0]],
      offers: [{ status: 'accepted' }],
    });
    const [payment] = await rowsOf<{ kind: string; status: string }>(
      app.t.database.db,
      sql`select kind, status from payments where booking_id = ${entry.id}`,
    );
    expect(payment).toEqual({ kind: 'no_show_guarantee', status: 'verified' });
  });

  it('lets the staff offer a table by hand, also with automatic offers off', async () => {
    const r = await restaurant({ overrides: { waitingListOffers: false } });
    const [table] = r.tableIds as [number];
    const booked = await r.book('19:00');
    const first = await r.join('19:00');
    const chosen = await r.join('19:00');
    await r.diner.cancel(booked.guid);
    expect(await offerRound()).toBe(0);
    expect(await stateOf(first)).toMatchObject({ status: 'waitlisted', offers: [] });

    const res = await r.staff('POST', `/bookings/${chosen.id}/offer`, {});
    expect(res.statusCode, res.body).toBe(200);
    const entry = GuestListEntry.parse(res.json());
    expect(entry).toMatchObject({
      status: 'waitlisted',
      isWaitingList: true,
      tables: ['T1'],
      offer: { table: 'T1', status: 'live', byHand: true, expiresAt: '2030-03-01T12:15' },
    });
    expect(await stateOf(chosen)).toMatchObject({
      status: 'held',
      tables: [table],
      offers: [{ byHand: true }],
    });
    expect(await queued(chosen, 'table_offered')).toBe(1);

    // The guest list shows the offered entry with its offer.
    const day = await r.staff('GET', `/${DAY}`);
    const list = GuestListResponse.parse(day.json());
    expect(list.entries.find((row) => row.id === chosen.id)?.offer?.status).toBe('live');

    // One live offer of a table: offering it to another entry is refused.
    const again = await r.staff('POST', `/bookings/${first.id}/offer`, { tableId: table });
    expect(again.statusCode).toBe(409);
    expect(ErrorResponse.parse(again.json()).code).toBe('table_taken');
    // And one live offer per entry.
    const twice = await r.staff('POST', `/bookings/${chosen.id}/offer`, {});
    expect(twice.statusCode).toBe(409);

    // Removing the offered entry withdraws the offer and frees the table.
    const removed = await r.staff('PUT', `/bookings/${chosen.id}/status`, {
      status: 'cancelled',
      reason: 'Called to say they cannot come',
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await stateOf(chosen)).toMatchObject({
      status: 'cancelled',
      tables: [],
      offers: [{ status: 'withdrawn' }],
    });
    expect(await queued(chosen, 'waiting_list_removed')).toBe(1);
  });

  it('offers nothing while the restaurant keeps no waiting list', async () => {
    const r = await restaurant();
    const booked = await r.book('19:00');
    const entry = await r.join('19:00');
    await app.t.database.db
      .update(restaurants)
      .set({ waitingListEnabled: false })
      .where(eq(restaurants.id, r.id));
    await r.diner.cancel(booked.guid);
    expect(await offerRound()).toBe(0);
    expect(await stateOf(entry)).toMatchObject({ status: 'waitlisted', offers: [] });
  });
});
