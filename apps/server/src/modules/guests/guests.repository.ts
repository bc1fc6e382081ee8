import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client.ts';
import { bookings, foodOrders, guestKeys, guests } from '../../db/schema.ts';

function rowsOf(result: unknown): unknown[] {
  return (result as { rows: unknown[] }).rows;
}

/** A booking that was a visit by `now`: confirmed (not a waiting-list entry) and begun. */
function visitOf(now: Date) {
  return sql.raw(
    `b.status = 'confirmed' and not b.is_waiting_list and b.start_at <= '${now.toISOString()}'`,
  );
}

const SummaryRow = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  tags: z.array(z.string()),
  allergies: z.string(),
  visits: z.number(),
  lastVisit: z.coerce.date().nullable(),
});
export type SummaryRow = z.infer<typeof SummaryRow>;

const GuestRow = SummaryRow.extend({
  language: z.string().nullable(),
  preferences: z.string(),
  notes: z.string(),
});

const StatsRow = z.object({
  covers: z.number(),
  noShows: z.number(),
  lateCancellations: z.number(),
  firstVisit: z.coerce.date().nullable(),
  spend: z.number(),
  foodOrders: z.number(),
});

const VisitRow = z.object({
  bookingId: z.number(),
  startAt: z.coerce.date(),
  guests: z.number(),
  status: z.enum(['confirmed', 'waitlisted', 'cancelled', 'no_show', 'held', 'expired']),
  isWaitingList: z.boolean(),
  specialRequest: z.string().nullable(),
  internalNote: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type VisitRow = z.infer<typeof VisitRow>;

/** A confirmed booking (not a waiting-list entry) that has not begun by `now`. */
function upcomingOf(now: Date) {
  return sql.raw(
    `b.status = 'confirmed' and not b.is_waiting_list and b.start_at > '${now.toISOString()}'`,
  );
}

/** What the guests page shows of a guest row. */
const SHOWN_COLUMNS = sql`g.id, g.name, g.email, g.phone, g.tags, g.allergies`;

/**
 * The columns of a guest row with its visit count and latest visit (`g` is the guest, `u` its
 * upcoming bookings, see upcomingJoin): the counters on the row, less what has not begun yet.
 */
function summaryColumns(now: Date) {
  return sql`${SHOWN_COLUMNS},
    (g.confirmed_bookings - u.upcoming)::int as visits,
    case when u.upcoming = 0 then g.latest_confirmed_start
      else (select max(b.start_at) from bookings b where b.guest_id = g.id and ${visitOf(now)})
    end as "lastVisit"`;
}

/**
 * The guest's confirmed bookings not begun by `now` (an index read of its bookings after now):
 * the row's counters, kept by a trigger on bookings, include them; visits do not.
 */
function upcomingJoin(now: Date) {
  return sql`cross join lateral (select count(*) as upcoming from bookings b
    where b.guest_id = g.id and ${upcomingOf(now)}) u`;
}

// By the output columns of summaryColumns.
const ORDER_BY = {
  visits: sql`visits desc, "lastVisit" desc nulls last, g.id desc`,
  lastVisit: sql`"lastVisit" desc nulls last, g.id desc`,
  name: sql`lower(g.name), g.id`,
} as const;

/**
 * The same orders by the counters on the row, exactly as the guests' indexes hold them (nulls
 * last on every column, or the planner will not read the index in order): the same order for
 * guests with nothing upcoming.
 */
const STORED_ORDER_BY = {
  visits: sql`g.confirmed_bookings desc nulls last, g.latest_confirmed_start desc nulls last,
    g.id desc nulls last`,
  lastVisit: sql`g.latest_confirmed_start desc nulls last, g.id desc nulls last`,
} as const;

/** What the guests page shows of a guest row, with the counters to sort it by. */
const GUEST_COLUMNS = sql`${SHOWN_COLUMNS}, g.confirmed_bookings, g.latest_confirmed_start`;

/**
 * The guests with upcoming bookings (`upcoming`) that match `where` and can still be on the page,
 * given `bound`: the last guest without any whom the page could show. Each sorts no higher than
 * its row says, so by visits only one with more visits on its row than the bound's can (a range
 * of the visits index), and by last visit only one with a visit at or after the bound's (a short
 * read of the restaurant's bookings by start time). With no bound (fewer guests match than the
 * page could show), or a bound never seen, every one of them can.
 */
function reachingThePage(
  sort: keyof typeof STORED_ORDER_BY,
  where: SQL,
  restaurantId: number,
  now: Date,
) {
  const bounded =
    sort === 'visits'
      ? sql`select ${GUEST_COLUMNS} from guests g join upcoming u on u.guest_id = g.id
          where exists (select from bound) and ${where}
            and g.confirmed_bookings > (select confirmed_bookings from bound)
            and g.confirmed_bookings - u.upcoming >= (select confirmed_bookings from bound)`
      : sql`select ${GUEST_COLUMNS} from guests g
          where (select latest_confirmed_start from bound) is not null and ${where}
            and g.id in (select guest_id from upcoming)
            and g.id in (select b.guest_id from bookings b
              where b.restaurant_id = ${restaurantId} and ${visitOf(now)}
                and b.start_at >= (select latest_confirmed_start from bound))`;
  const unbounded =
    sort === 'visits'
      ? sql`not exists (select from bound)`
      : sql`(select latest_confirmed_start from bound) is null`;
  return sql`${bounded}
    union all
    select ${GUEST_COLUMNS} from guests g
    where ${unbounded} and ${where} and g.id in (select guest_id from upcoming)`;
}

/** Digits only, as the phone keys are kept (the match trigger's guest_phone_key). */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

export type GuestSearch = {
  q?: string | undefined;
  tag?: string | undefined;
  sort: keyof typeof ORDER_BY;
  offset: number;
  limit: number;
};

export function createGuestsRepository(db: AppDatabase) {
  return {
    /** A page of the restaurant's guests matching the search, tag and sort. */
    async search(restaurantId: number, search: GuestSearch, now: Date): Promise<SummaryRow[]> {
      const conditions: SQL[] = [sql`g.restaurant_id = ${restaurantId}`];
      if (search.tag) conditions.push(sql`g.tags @> array[${search.tag}]::text[]`);
      if (search.q) {
        const like = `%${search.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const digits = phoneDigits(search.q);
        // Each part on its own, so each uses its trigram index rather than reading every guest.
        const byNameOrEmail = sql`select n.id from guests n where n.restaurant_id = ${restaurantId}
          and (lower(n.name) like ${like} or lower(n.email) like ${like})`;
        conditions.push(
          digits.length >= 3
            ? sql`g.id in (${byNameOrEmail} union select k.guest_id from guest_keys k
                where k.restaurant_id = ${restaurantId} and k.kind = 'phone'
                  and k.value like ${`%${digits}%`})`
            : sql`g.id in (${byNameOrEmail})`,
        );
      }
      const where = sql.join(conditions, sql` and `);
      if (search.sort === 'name') {
        // The page by name first, so only its guests' upcoming bookings are counted.
        const result = await db.execute(sql`
          select ${summaryColumns(now)}
          from (select g.* from guests g where ${where}
            order by ${ORDER_BY.name} limit ${search.limit} offset ${search.offset}) g
          ${upcomingJoin(now)} order by ${ORDER_BY.name}`);
        return z.array(SummaryRow).parse(rowsOf(result));
      }
      // Guests without upcoming bookings sort among themselves as their rows' counters do, so
      // those on the page are among the first offset + limit of them by the counters (an index
      // read that stops there). The restaurant's guests with upcoming bookings (found by start
      // time) join them where they can still reach the page.
      const firstCount = search.offset + search.limit;
      const result = await db.execute(sql`
        with upcoming as materialized (
          select b.guest_id, count(*) as upcoming from bookings b
          where b.restaurant_id = ${restaurantId} and ${upcomingOf(now)}
            and b.guest_id is not null
          group by b.guest_id),
        firsts as materialized (
          select ${GUEST_COLUMNS} from guests g
          where ${where} and g.id not in (select guest_id from upcoming)
          order by ${STORED_ORDER_BY[search.sort]} limit ${firstCount}),
        bound as materialized (
          select * from firsts g order by ${STORED_ORDER_BY[search.sort]}
          offset ${firstCount - 1} limit 1),
        candidates as (
          select * from firsts
          union all
          ${reachingThePage(search.sort, where, restaurantId, now)})
        select ${summaryColumns(now)} from candidates g ${upcomingJoin(now)}
        order by ${ORDER_BY[search.sort]} limit ${search.limit} offset ${search.offset}`);
      return z.array(SummaryRow).parse(rowsOf(result));
    },

    /** The guests whose phone key begins with `prefix` (digits with the calling code). */
    async byPhonePrefix(restaurantId: number, prefix: string, now: Date): Promise<SummaryRow[]> {
      const result = await db.execute(sql`
        select ${summaryColumns(now)} from guests g ${upcomingJoin(now)}
        where g.id in (select k.guest_id from guest_keys k
          where k.restaurant_id = ${restaurantId} and k.kind = 'phone'
            and k.value like ${`${prefix}%`} limit 20)
        order by ${ORDER_BY.visits} limit 5`);
      return z.array(SummaryRow).parse(rowsOf(result));
    },

    /** What the profile needs of the restaurant: its country, time zone and currency. */
    async restaurant(restaurantId: number) {
      const result = await db.execute(sql`
        select country, time_zone as "timeZone", currency from restaurants
        where id = ${restaurantId}`);
      const [row] = z
        .array(z.object({ country: z.string(), timeZone: z.string(), currency: z.string() }))
        .parse(rowsOf(result));
      return row ?? null;
    },

    async guest(restaurantId: number, guestId: number, now: Date) {
      const result = await db.execute(sql`
        select ${summaryColumns(now)}, g.language, g.preferences, g.notes
        from guests g ${upcomingJoin(now)}
        where g.restaurant_id = ${restaurantId} and g.id = ${guestId}`);
      const [row] = z.array(GuestRow).parse(rowsOf(result));
      return row ?? null;
    },

    /**
     * Covers, no-shows, late cancellations (by the diner, within a day of the time), the first
     * visit, and the money Dekka saw: prepayments and no-show fees captured less what was given
     * back, food orders paid, gift cards redeemed on the guest's bookings.
     */
    async stats(guestId: number, now: Date) {
      const result = await db.execute(sql`
        select
          coalesce(sum(b.guests) filter (where ${visitOf(now)}), 0)::int as covers,
          count(*) filter (where b.status = 'no_show')::int as "noShows",
          count(*) filter (where b.status = 'cancelled' and b.cancel_reason is null
            and b.cancelled_at > b.start_at - interval '1 day')::int as "lateCancellations",
          min(b.start_at) filter (where ${visitOf(now)}) as "firstVisit",
          (coalesce((select sum(case when p.status = 'captured' then p.amount
                when p.kind = 'change_refund' and p.status = 'refunded' then -p.amount
                else 0 end)
              from payments p join bookings pb on pb.id = p.booking_id
              where pb.guest_id = ${guestId}
                and p.kind in ('prepayment', 'no_show_fee', 'change_refund')), 0)
            + coalesce((select sum(o.total) from food_orders o where o.guest_id = ${guestId}
                and o.status in ('placed', 'accepted', 'preparing', 'ready', 'out_for_delivery',
                  'picked_up', 'delivered')), 0)
            + coalesce((select -sum(l.amount) from gift_card_ledger l
                join bookings lb on lb.id = l.booking_id
                where lb.guest_id = ${guestId} and l.kind = 'redeemed'), 0))::int as spend,
          (select count(*)::int from food_orders o where o.guest_id = ${guestId}
            and o.status not in ('pending_payment', 'failed', 'lapsed')) as "foodOrders"
        from bookings b where b.guest_id = ${guestId}`);
      return StatsRow.parse(rowsOf(result)[0]);
    },

    /** Upcoming bookings soonest first, or (past) the latest 100 newest first. */
    async visits(guestId: number, now: Date, when: 'upcoming' | 'past'): Promise<VisitRow[]> {
      const at = now.toISOString();
      const result = await db.execute(sql`
        select b.id as "bookingId", b.start_at as "startAt", b.guests, b.status,
          b.is_waiting_list as "isWaitingList", b.special_request as "specialRequest",
          b.internal_note as "internalNote",
          nullif(trim(concat_ws(' ', b.first_name, b.last_name)), '') as name, b.email, b.phone
        from bookings b
        where b.guest_id = ${guestId} and b.status not in ('held', 'expired')
          and ${
            when === 'upcoming'
              ? sql`b.start_at > ${at} and b.status in ('confirmed', 'waitlisted')`
              : sql`b.start_at <= ${at}`
          }
        order by ${when === 'upcoming' ? sql`b.start_at` : sql`b.start_at desc`}
        limit ${when === 'upcoming' ? 20 : 100}`);
      return z.array(VisitRow).parse(rowsOf(result));
    },

    async update(
      restaurantId: number,
      guestId: number,
      change: Partial<
        Pick<typeof guests.$inferInsert, 'tags' | 'allergies' | 'preferences' | 'notes'>
      >,
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(guests)
        .set({ ...change, updatedAt: now })
        .where(and(eq(guests.id, guestId), eq(guests.restaurantId, restaurantId)))
        .returning({ id: guests.id });
      return rows.length > 0;
    },

    /** The two guests, locked, when both are the restaurant's. */
    async lock(restaurantId: number, guestIds: number[]) {
      return db
        .select()
        .from(guests)
        .where(and(eq(guests.restaurantId, restaurantId), inArray(guests.id, guestIds)))
        .orderBy(guests.id)
        .for('update');
    },

    /** Moves everything of `from` to `into` (bookings, orders, keys) and deletes `from`. */
    async merge(from: number, into: number, kept: Partial<typeof guests.$inferInsert>) {
      await db.update(bookings).set({ guestId: into }).where(eq(bookings.guestId, from));
      await db.update(foodOrders).set({ guestId: into }).where(eq(foodOrders.guestId, from));
      await db.update(guestKeys).set({ guestId: into }).where(eq(guestKeys.guestId, from));
      await db.update(guests).set(kept).where(eq(guests.id, into));
      await db.delete(guests).where(eq(guests.id, from));
    },

    async insertGuest(values: typeof guests.$inferInsert): Promise<number> {
      const [row] = await db.insert(guests).values(values).returning({ id: guests.id });
      if (!row) throw new Error('insert into guests returned no row');
      return row.id;
    },

    /** The contacts of the guest's bookings and orders among `ids`; others are not moved. */
    async moveToGuest(
      fromGuestId: number,
      toGuestId: number,
      bookingIds: number[],
      foodOrderIds: number[],
    ) {
      const moved = bookingIds.length
        ? await db
            .update(bookings)
            .set({ guestId: toGuestId })
            .where(and(eq(bookings.guestId, fromGuestId), inArray(bookings.id, bookingIds)))
            .returning({ email: bookings.email, phone: bookings.phone })
        : [];
      const movedOrders = foodOrderIds.length
        ? await db
            .update(foodOrders)
            .set({ guestId: toGuestId })
            .where(and(eq(foodOrders.guestId, fromGuestId), inArray(foodOrders.id, foodOrderIds)))
            .returning({ email: foodOrders.email, phone: foodOrders.phone })
        : [];
      return { bookings: moved.length, orders: movedOrders.length };
    },

    /**
     * Hands each of the guest's keys that none of its remaining bookings or orders carries to
     * `toGuestId`: a later booking with that contact then finds the split-off guest.
     */
    async moveUnusedKeys(restaurantId: number, fromGuestId: number, toGuestId: number) {
      await db.execute(sql`
        update guest_keys k set guest_id = ${toGuestId} from restaurants r
        where r.id = ${restaurantId} and k.guest_id = ${fromGuestId}
          and not exists (select 1 from bookings b where b.guest_id = ${fromGuestId}
            and ((k.kind = 'email' and lower(trim(b.email)) = k.value)
              or (k.kind = 'phone' and guest_phone_key(b.phone, r.country) = k.value)))
          and not exists (select 1 from food_orders o where o.guest_id = ${fromGuestId}
            and ((k.kind = 'email' and lower(trim(o.email)) = k.value)
              or (k.kind = 'phone' and guest_phone_key(o.phone, r.country) = k.value)))`);
    },

    /** Sets the guest's name and contact to those of its latest booking or order. */
    async refreshContact(guestId: number) {
      await db.execute(sql`
        with latest as (
          select name, email, phone, language from (
            select concat_ws(' ', first_name, last_name) as name, email, phone, language,
              created_at as at, id from bookings where guest_id = ${guestId}
            union all
            select concat_ws(' ', nullif(first_name, ''), nullif(last_name, '')), nullif(email, ''),
              nullif(phone, ''), language, created_at, id from food_orders
            where guest_id = ${guestId}) contacts
          order by at desc, id desc limit 1)
        update guests g set name = coalesce(nullif(trim(l.name), ''), g.name),
          email = nullif(lower(trim(l.email)), ''), phone = nullif(trim(l.phone), ''),
          language = coalesce(l.language, g.language)
        from latest l where g.id = ${guestId}`);
    },

    /** Every guest record holding the account's bookings, orders, e-mail address or phone. */
    async ofAccount(userId: string, email: string | null, phone: string | null) {
      const result = await db.execute(sql`
        select g.id, r.name as "restaurantName", g.name, g.email, g.phone, g.tags, g.allergies,
          g.preferences, g.notes
        from guests g join restaurants r on r.id = g.restaurant_id
        where g.id in (
          select guest_id from bookings where user_id = ${userId} and guest_id is not null
          union select guest_id from food_orders where user_id = ${userId} and guest_id is not null
          union select guest_id from guest_keys where kind = 'email'
            and value = ${email?.trim().toLowerCase() ?? ''}
          union select k.guest_id from guest_keys k join restaurants kr on kr.id = k.restaurant_id
            where k.kind = 'phone' and k.value = guest_phone_key(${phone ?? ''}, kr.country))
        order by r.name, g.id`);
      return z
        .array(
          z.object({
            id: z.number(),
            restaurantName: z.string(),
            name: z.string(),
            email: z.string().nullable(),
            phone: z.string().nullable(),
            tags: z.array(z.string()),
            allergies: z.string(),
            preferences: z.string(),
            notes: z.string(),
          }),
        )
        .parse(rowsOf(result));
    },

    async deleteGuests(ids: number[]) {
      if (ids.length) await db.delete(guests).where(inArray(guests.id, ids));
    },
  };
}
