import { randomUUID } from 'node:crypto';
import { MyDataResponse } from '@dekka/contracts/auth';
import { ErrorResponse } from '@dekka/contracts/errors';
import { GuestLookupResponse, GuestProfile, GuestSearchResponse } from '@dekka/contracts/guests';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/db/schema.ts';
import { createGuestsRepository } from '../../src/modules/guests/guests.repository.ts';
import { completeBody } from '../bookings/booking-client.ts';
import { accountClient } from '../accounts/account-client.ts';
import { mailbox } from '../accounts/mailbox.ts';
import { addStaff } from '../accounts/staff-fixtures.ts';
import { createBookingRestaurant, createTestClock } from '../helpers/booking-factories.ts';
import { queryRows } from '../helpers/sql.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

// The clock stands at 2030-03-01T12:00Z: February's bookings are past visits, March's upcoming.
const clock = createTestClock();

type Contact = { email?: string | null; phone?: string | null; name?: string };

describe('guest profiles', () => {
  let t: TestApp;
  const mail = mailbox();
  let client: ReturnType<typeof accountClient>;

  /** A restaurant (in Iceland) with an owner, a manager and a host signed in. */
  async function restaurant() {
    const { id } = await createBookingRestaurant(t.database.db);
    const tokens = {} as Record<'owner' | 'manager' | 'host', string>;
    for (const role of ['owner', 'manager', 'host'] as const) {
      const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
      await addStaff(t.database.db, id, role, email);
      tokens[role] = await client.signIn(email);
    }
    const call = (
      role: keyof typeof tokens,
      method: 'GET' | 'POST' | 'PATCH',
      path: string,
      body?: object,
    ) => client.inject(method, `/api/restaurant/${id}/guests${path}`, tokens[role], body);
    return { id, tokens, call };
  }

  /** A booking written straight to the table, as every booking path writes one. */
  async function book(
    restaurantId: number,
    startAt: string,
    contact: Contact,
    extra: Partial<typeof bookings.$inferInsert> = {},
  ) {
    const [first, ...rest] = (contact.name ?? 'Guðrún Jónsdóttir').split(' ');
    const [row] = await t.database.db
      .insert(bookings)
      .values({
        restaurantId,
        startAt: new Date(startAt),
        endAt: new Date(new Date(startAt).getTime() + 2 * 3600_000),
        guests: 2,
        status: 'confirmed',
        source: 2,
        firstName: first ?? null,
        lastName: rest.join(' ') || null,
        email: contact.email === undefined ? 'gudrun@example.is' : contact.email,
        phone: contact.phone === undefined ? '+3545812345' : contact.phone,
        ...extra,
      })
      .returning();
    if (!row) throw new Error('no booking');
    return row;
  }

  function profileOf(res: { statusCode: number; body: string; json: () => unknown }) {
    expect(res.statusCode, res.body).toBe(200);
    return GuestProfile.parse(res.json());
  }

  beforeAll(async () => {
    t = await buildTestApp({
      clock,
      mail: mail.transport,
      env: { RESERVE_RATE_LIMIT_MAX: '1000' },
    });
    client = accountClient(t.app, mail);
  });
  afterAll(async () => {
    await t.close();
  });

  it('matches bookings to one guest by e-mail in any case or by phone as written, per restaurant', async () => {
    const here = await restaurant();
    const there = await restaurant();
    const a = await book(here.id, '2030-02-01T19:00:00Z', { email: 'Gudrun@Example.IS ' });
    // A phone booking the staff wrote down without the calling code, and with no e-mail.
    const b = await book(here.id, '2030-02-10T19:00:00Z', { email: null, phone: '581 2345' });
    const c = await book(here.id, '2030-02-12T19:00:00Z', {
      email: 'someone@example.com',
      phone: '+354 699 0000',
      name: 'Jón Jónsson',
    });
    const elsewhere = await book(there.id, '2030-02-01T19:00:00Z', {});
    expect(a.guestId).not.toBeNull();
    expect(b.guestId).toBe(a.guestId);
    expect(c.guestId).not.toBe(a.guestId);
    expect(elsewhere.guestId).not.toBe(a.guestId);
    // A block is no one's visit.
    const block = await book(here.id, '2030-02-13T19:00:00Z', {}, { kind: 'block' });
    expect(block.guestId).toBeNull();

    const list = GuestSearchResponse.parse((await here.call('host', 'GET', '')).json());
    expect(list.guests.map((guest) => [guest.name, guest.visits])).toEqual([
      ['Jón Jónsson', 1],
      ['Guðrún Jónsdóttir', 2],
    ]);
    // The other restaurant's staff do not see this restaurant's guest, by id or in their list.
    const refused = await there.call('owner', 'GET', '').then((res) => res.json());
    expect(GuestSearchResponse.parse(refused).guests).toHaveLength(1);
    const probe = await client.inject(
      'GET',
      `/api/restaurant/${here.id}/guests/${a.guestId}`,
      there.tokens.owner,
    );
    expect(probe.statusCode).toBe(403);
    const wrongPlace = await there.call('owner', 'GET', `/${a.guestId}`);
    expect(wrongPlace.statusCode).toBe(404);
  });

  it('shows a profile with its figures and writes every read to the audit log', async () => {
    const here = await restaurant();
    const first = await book(here.id, '2030-02-01T19:00:00Z', {}, { guests: 4 });
    await book(here.id, '2030-02-08T19:00:00Z', {}, { guests: 3 });
    await book(here.id, '2030-02-15T19:00:00Z', {}, { status: 'no_show' });
    // Cancelled by the diner two hours before: late. By the restaurant: not counted.
    await book(
      here.id,
      '2030-02-20T19:00:00Z',
      {},
      { status: 'cancelled', cancelledAt: new Date('2030-02-20T17:00:00Z') },
    );
    await book(
      here.id,
      '2030-02-21T19:00:00Z',
      {},
      {
        status: 'cancelled',
        cancelledAt: new Date('2030-02-21T17:00:00Z'),
        cancelReason: 'Kitchen closed',
      },
    );
    const next = await book(here.id, '2030-03-05T19:00:00Z', {}, { guests: 5 });
    const profile = profileOf(await here.call('host', 'GET', `/${first.guestId}`));
    expect(profile).toMatchObject({
      name: 'Guðrún Jónsdóttir',
      email: 'gudrun@example.is',
      visits: 2,
      covers: 7,
      noShows: 1,
      lateCancellations: 1,
      firstVisit: '2030-02-01T19:00:00.000Z',
      lastVisit: '2030-02-08T19:00:00.000Z',
      spend: { amount: 0, currency: 'ISK' },
    });
    expect(profile.upcoming.map((visit) => [visit.bookingId, visit.guests])).toEqual([
      [next.id, 5],
    ]);
    expect(profile.history).toHaveLength(5);
    const audit = await queryRows(
      t.database.db,
      sql`select action, changes from restaurant_audit_log
          where restaurant_id = ${here.id} and area = 'guests'`,
    );
    expect(audit).toEqual([
      { action: 'view', changes: { guest: { from: null, to: first.guestId } } },
    ]);
    // The settings history does not list guest reads.
    const history = await client.inject(
      'GET',
      `/api/restaurant/${here.id}/settings/history`,
      here.tokens.owner,
    );
    expect(history.statusCode, history.body).toBe(200);
    expect((history.json() as { entries: unknown[] }).entries).toEqual([]);
  });

  it('keeps tags, allergies and notes; filters, sorts, exports and finds by phone', async () => {
    const here = await restaurant();
    const regular = await book(here.id, '2030-02-01T19:00:00Z', {});
    await book(here.id, '2030-02-02T19:00:00Z', {});
    const once = await book(here.id, '2030-02-20T19:00:00Z', {
      email: 'ari@example.com',
      phone: '+3546990000',
      name: 'Ari Þór',
    });
    const updated = profileOf(
      await here.call('host', 'PATCH', `/${regular.guestId}`, {
        tags: ['Regular', 'allergy', 'Gluggaborð'],
        allergies: 'Shellfish',
        notes: 'Likes the corner table',
      }),
    );
    expect(updated).toMatchObject({
      tags: ['regular', 'allergy', 'gluggaborð'],
      allergies: 'Shellfish',
      notes: 'Likes the corner table',
    });
    const bad = await here.call('host', 'PATCH', `/${regular.guestId}`, { tags: ['=cmd|x'] });
    expect(bad.statusCode).toBe(400);
    const empty = await here.call('host', 'PATCH', `/${regular.guestId}`, {});
    expect(empty.statusCode).toBe(400);

    const search = async (query: string) =>
      GuestSearchResponse.parse((await here.call('host', 'GET', query)).json()).guests.map(
        (guest) => guest.id,
      );
    expect(await search('?tag=regular')).toEqual([regular.guestId]);
    expect(await search('?sort=visits')).toEqual([regular.guestId, once.guestId]);
    expect(await search('?sort=lastVisit')).toEqual([once.guestId, regular.guestId]);
    expect(await search('?sort=name')).toEqual([once.guestId, regular.guestId]);
    const byName = await here.call('host', 'GET', '?sort=name&q=guðrún');
    expect(GuestSearchResponse.parse(byName.json()).guests).toMatchObject([
      { id: regular.guestId, visits: 2 },
    ]);
    expect(await search('?q=ari')).toEqual([once.guestId]);
    expect(await search('?q=699 00')).toEqual([once.guestId]);
    expect((await here.call('host', 'GET', '?sort=size')).statusCode).toBe(400);

    const lookup = async (phone: string) =>
      GuestLookupResponse.parse(
        (await here.call('host', 'GET', `/lookup?phone=${encodeURIComponent(phone)}`)).json(),
      ).guests.map((guest) => guest.id);
    expect(await lookup('581 23')).toEqual([regular.guestId]);
    expect(await lookup('+354 581')).toEqual([regular.guestId]);
    expect(await lookup('00354699')).toEqual([once.guestId]);
    expect(await lookup('5 8')).toEqual([]);

    const csv = await here.call('manager', 'GET', '/export?sort=visits');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.split('\r\n')).toEqual([
      'name,email,phone,tags,allergies,visits,last_visit',
      "Guðrún Jónsdóttir,gudrun@example.is,'+3545812345,regular allergy gluggaborð,Shellfish,2,2030-02-02T19:00:00.000Z",
      "Ari Þór,ari@example.com,'+3546990000,,,1,2030-02-20T19:00:00.000Z",
      '',
    ]);
    // Hosts read and keep profiles; the whole list leaving, and merges, are for owners and managers.
    expect((await here.call('host', 'GET', '/export')).statusCode).toBe(403);
    expect(
      (await here.call('host', 'POST', `/${regular.guestId}/merge`, { otherGuestId: once.guestId }))
        .statusCode,
    ).toBe(403);
  });

  it('counts visits that have begun, whatever happens to the bookings, and sorts by them', async () => {
    const here = await restaurant();
    const db = t.database.db;
    const visitsOf = async () =>
      GuestSearchResponse.parse((await here.call('host', 'GET', '?sort=visits')).json()).guests.map(
        (guest) => [guest.name, guest.visits, guest.lastVisit],
      );
    // Guðrún: two kept visits. Ari: one visit and two upcoming bookings, which are not visits yet
    // and do not make his last visit March's.
    const kept = await book(here.id, '2030-02-01T19:00:00Z', {});
    await book(here.id, '2030-02-02T19:00:00Z', {});
    const ari = { email: 'ari@example.com', phone: '+3546990000', name: 'Ari Þór' };
    await book(here.id, '2030-02-10T19:00:00Z', ari);
    const upcoming = await book(here.id, '2030-03-05T19:00:00Z', ari);
    await book(here.id, '2030-03-06T19:00:00Z', ari);
    // A hold, a waiting-list entry and a no-show are no visits.
    await book(here.id, '2030-02-11T19:00:00Z', ari, { status: 'held' });
    const waiting = await book(here.id, '2030-02-12T19:00:00Z', ari, {
      status: 'waitlisted',
      isWaitingList: true,
    });
    await book(here.id, '2030-02-13T19:00:00Z', ari, { status: 'no_show' });
    expect(await visitsOf()).toEqual([
      ['Guðrún Jónsdóttir', 2, '2030-02-02T19:00:00.000Z'],
      ['Ari Þór', 1, '2030-02-10T19:00:00.000Z'],
    ]);

    // Cancelled, seated from the waiting list, moved to an earlier day, given another e-mail:
    // each write keeps the counts (the waiting-list entry stays no visit).
    await db.execute(sql`update bookings set status = 'cancelled' where id = ${kept.id}`);
    await db.execute(sql`update bookings set status = 'confirmed' where id = ${waiting.id}`);
    await db.execute(
      sql`update bookings set start_at = '2030-02-20T19:00:00Z', end_at = '2030-02-20T21:00:00Z'
          where id = ${upcoming.id}`,
    );
    expect(await visitsOf()).toEqual([
      ['Ari Þór', 2, '2030-02-20T19:00:00.000Z'],
      ['Guðrún Jónsdóttir', 1, '2030-02-02T19:00:00.000Z'],
    ]);
    await db.execute(
      sql`update bookings set email = 'gudrun@example.is', phone = '+3545812345',
            first_name = 'Guðrún', last_name = 'Jónsdóttir' where id = ${upcoming.id}`,
    );
    await db.execute(sql`delete from bookings where id = ${kept.id}`);
    expect(await visitsOf()).toEqual([
      ['Guðrún Jónsdóttir', 2, '2030-02-20T19:00:00.000Z'],
      ['Ari Þór', 1, '2030-02-10T19:00:00.000Z'],
    ]);
    // The counters on the rows agree with the bookings, counted afresh.
    const drift = await queryRows(
      db,
      sql`select g.id from guests g
          join lateral (select count(*)::int as n, max(b.start_at) as latest from bookings b
            where b.guest_id = g.id and b.status = 'confirmed' and not b.is_waiting_list) c on true
          where g.restaurant_id = ${here.id} and (g.confirmed_bookings <> c.n
            or g.latest_confirmed_start is distinct from c.latest)`,
    );
    expect(drift).toEqual([]);
  });

  it('pages guests by visits and by last visit as counting every booking would (property)', async () => {
    const db = t.database.db;
    const repository = createGuestsRepository(db);
    const booking = fc.record({
      // Few days, so that guests often tie on visits and on their last visit.
      day: fc.integer({ min: -3, max: 3 }),
      status: fc.constantFrom('confirmed', 'confirmed', 'cancelled', 'no_show'),
      waiting: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(booking, { minLength: 1, maxLength: 4 }), {
          minLength: 1,
          maxLength: 10,
        }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 1, max: 4 }),
        async (people, offset, limit) => {
          const { id: restaurantId } = await createBookingRestaurant(db);
          const now = clock.now().getTime();
          const guests = new Map<number, { visits: number; lastVisit: number | null }>();
          for (const [person, made] of people.entries()) {
            for (const { day, status, waiting } of made) {
              // Whole days from now: day 0 starts now, which is a visit.
              const startAt = new Date(now + day * 86_400_000).toISOString();
              const row = await book(
                restaurantId,
                startAt,
                { email: `p${person}@example.com`, phone: `+35460000${person}`, name: 'Gestur' },
                { status, isWaitingList: waiting },
              );
              if (row.guestId === null) throw new Error('the booking found no guest');
              const guest = guests.get(row.guestId) ?? { visits: 0, lastVisit: null };
              const start = new Date(startAt).getTime();
              if (status === 'confirmed' && !waiting && start <= now) {
                guest.visits += 1;
                guest.lastVisit = Math.max(guest.lastVisit ?? start, start);
              }
              guests.set(row.guestId, guest);
            }
          }
          type Entry = [number, { visits: number; lastVisit: number | null }];
          const byLastVisit = (a: Entry, b: Entry) =>
            (b[1].lastVisit ?? -Infinity) - (a[1].lastVisit ?? -Infinity) || b[0] - a[0];
          const expected = {
            visits: [...guests].sort((a, b) => b[1].visits - a[1].visits || byLastVisit(a, b)),
            lastVisit: [...guests].sort(byLastVisit),
          };
          for (const sort of ['visits', 'lastVisit'] as const) {
            const page = await repository.search(
              restaurantId,
              { sort, offset, limit },
              clock.now(),
            );
            expect(
              page.map((row) => [row.id, row.visits, row.lastVisit?.getTime() ?? null]),
            ).toEqual(
              expected[sort]
                .slice(offset, offset + limit)
                .map(([id, guest]) => [id, guest.visits, guest.lastVisit]),
            );
          }
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);

  it('merges two records of one person and splits a wrong match off again', async () => {
    const here = await restaurant();
    const byMail = await book(here.id, '2030-02-01T19:00:00Z', { phone: null });
    const byPhone = await book(here.id, '2030-02-05T19:00:00Z', {
      email: null,
      phone: '+3547770000',
    });
    expect(byPhone.guestId).not.toBe(byMail.guestId);
    await here.call('host', 'PATCH', `/${byPhone.guestId}`, { tags: ['vip'], notes: 'Birthday' });
    const merged = profileOf(
      await here.call('owner', 'POST', `/${byMail.guestId}/merge`, {
        otherGuestId: byPhone.guestId,
      }),
    );
    expect(merged).toMatchObject({ visits: 2, tags: ['vip'], notes: 'Birthday' });
    // Each booking says whom it was made for, so staff see which ones to split off.
    expect(
      merged.history.map(({ bookingId, name, email, phone }) => [bookingId, name, email, phone]),
    ).toEqual([
      [byPhone.id, 'Guðrún Jónsdóttir', null, '+3547770000'],
      [byMail.id, 'Guðrún Jónsdóttir', 'gudrun@example.is', null],
    ]);
    expect((await here.call('owner', 'GET', `/${byPhone.guestId}`)).statusCode).toBe(404);
    // The merged record's phone leads later bookings to it.
    const later = await book(here.id, '2030-02-08T19:00:00Z', { email: null, phone: '7770000' });
    expect(later.guestId).toBe(byMail.guestId);
    const self = await here.call('owner', 'POST', `/${byMail.guestId}/merge`, {
      otherGuestId: byMail.guestId,
    });
    expect(self.statusCode).toBe(400);

    // The phone was someone else's after all: those two bookings become a guest of their own.
    const split = profileOf(
      await here.call('manager', 'POST', `/${byMail.guestId}/split`, {
        bookingIds: [byPhone.id, later.id],
      }),
    );
    expect(split).toMatchObject({ visits: 2, phone: '7770000', email: null });
    expect(profileOf(await here.call('owner', 'GET', `/${byMail.guestId}`)).visits).toBe(1);
    const again = await book(here.id, '2030-02-09T19:00:00Z', {
      email: null,
      phone: '+3547770000',
    });
    expect(again.guestId).toBe(split.id);
    // A booking not the guest's is refused, and nothing moves.
    const refused = await here.call('manager', 'POST', `/${byMail.guestId}/split`, {
      bookingIds: [again.id],
    });
    expect(refused.statusCode).toBe(400);
    expect(ErrorResponse.parse(refused.json()).code).toBe('validation_failed');
    expect(profileOf(await here.call('owner', 'GET', `/${split.id}`)).visits).toBe(3);
  });

  it('gives the diner what each restaurant holds in their data, and erases it with the account', async () => {
    const here = await restaurant();
    const anonymous = await client.anonymous();
    const reserved = await client.inject('POST', '/api/web/booking/reserve', anonymous, {
      date: '2030-03-02T19:00',
      guests: 2,
      restaurantId: here.id,
      eventId: null,
      source: 2,
      menus: [],
      isWaitingListWhenFullyBooked: false,
      isWaitingList: false,
    });
    const { guid } = reserved.json() as { guid: string };
    const completeBodyWithMail = completeBody(guid, { bookingEmail: 'erasable@example.is' });
    const completed = await client.inject(
      'PUT',
      '/api/web/booking/complete/v2',
      anonymous,
      completeBodyWithMail,
    );
    expect(completed.statusCode, completed.body).toBe(200);
    const token = await client.signIn(`diner-${randomUUID().slice(0, 8)}@example.com`, anonymous);
    const [row] = await queryRows(
      t.database.db,
      sql`select guest_id from bookings where guid = ${guid}`,
    );
    const guestId = Number(row?.guest_id);
    await here.call('host', 'PATCH', `/${guestId}`, {
      tags: ['allergy'],
      allergies: 'Peanuts',
      notes: 'Prefers the window',
    });
    // Staff of the restaurant see the profile; the diner cannot read it through staff routes.
    expect(
      (await client.inject('GET', `/api/restaurant/${here.id}/guests/${guestId}`, token))
        .statusCode,
    ).toBe(403);

    const data = MyDataResponse.parse(
      (await client.inject('GET', '/api/web/my/data', token)).json(),
    );
    expect(data.guestRecords).toEqual([
      expect.objectContaining({
        email: 'erasable@example.is',
        tags: ['allergy'],
        allergies: 'Peanuts',
        notes: 'Prefers the window',
      }),
    ]);
    const deleted = await client.inject('DELETE', '/api/web/my/account', token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const left = await queryRows(
      t.database.db,
      sql`select
        (select count(*)::int from guests where id = ${guestId}) as guests,
        (select count(*)::int from guest_keys where guest_id = ${guestId}) as keys,
        (select count(*)::int from guests where notes like '%window%') as notes,
        (select guest_id from bookings where guid = ${guid}) as booking_guest`,
    );
    expect(left).toEqual([{ guests: 0, keys: 0, notes: 0, booking_guest: null }]);
  });
});
