import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client.ts';

/** A report's period as the database sees it: local dates of the restaurant, both included. */
export type ReportSpan = { restaurantId: number; timeZone: string; from: string; to: string };

function rowsOf(result: unknown): unknown[] {
  return (result as { rows: unknown[] }).rows;
}

const RestaurantRow = z.object({
  id: z.number(),
  name: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  tables: z.number(),
});
const DayRow = z.object({
  date: z.string(),
  bookings: z.number(),
  covers: z.number(),
  noShows: z.number(),
  cancellations: z.number(),
});
const ChannelRow = z.object({ channel: z.string(), bookings: z.number(), covers: z.number() });
const ServiceRow = z.object({
  service: z.string().nullable(),
  bookings: z.number(),
  covers: z.number(),
  tableMinutes: z.number(),
});
const ServiceHoursRow = z.object({ service: z.string(), minutes: z.number() });
const HourRow = z.object({ weekday: z.number(), hour: z.number(), minutes: z.number() });
const SummaryRow = z.object({
  averagePartySize: z.number().nullable(),
  averageLeadHours: z.number().nullable(),
  waitingListEntries: z.number(),
  waitingListBooked: z.number(),
});
const MoneyRow = z.object({
  prepaid: z.number(),
  prepaidRefunded: z.number(),
  fees: z.number(),
  feesRefunded: z.number(),
  orders: z.number(),
  orderRevenue: z.number(),
  cardsSold: z.number(),
  cardsSoldAmount: z.number(),
  cardsRedeemed: z.number(),
});

/** The first instant of a local date in the restaurant's zone (PostgreSQL knows its DST rules). */
function startOf(date: string, timeZone: string): SQL {
  return sql`(${date}::date::timestamp at time zone ${timeZone})`;
}

/**
 * The first instant after a local date: the next date's start, not start + 24 hours (a DST day
 * has 23 or 25).
 */
function endOf(date: string, timeZone: string): SQL {
  return sql`((${date}::date + 1)::timestamp at time zone ${timeZone})`;
}

/**
 * Every booking and waiting-list entry starting in the period (blocks, holds and lapsed holds are
 * not bookings), with what the report groups by: its local start and its channel. A booking
 * "counts" when it was made and kept, missed or cancelled; a waiting-list entry still waiting, or
 * taken off the list before it got a table, does not.
 */
function periodBookings(span: ReportSpan): SQL {
  return sql`pb as (
    select b.id, b.guests, b.status, b.kind, b.is_waiting_list, b.start_at, b.end_at, b.created_at,
      b.start_at at time zone ${span.timeZone} as local_start,
      case when b.kind = 'walk_in' then 'walk_in' when b.source = 1 then 'phone'
        when b.source = 2 then 'web' when b.source = 3 then 'app' when b.source = 5 then 'embed'
        else 'other' end as channel,
      (b.status in ('confirmed', 'no_show')
        or (b.status = 'cancelled' and not b.is_waiting_list)) as counted
    from bookings b
    where b.restaurant_id = ${span.restaurantId}
      and b.start_at >= ${startOf(span.from, span.timeZone)}
      and b.start_at < ${endOf(span.to, span.timeZone)}
      and b.kind <> 'block'
      and b.status in ('confirmed', 'no_show', 'cancelled', 'waitlisted'))`;
}

/** Counts of the bookings that count, as one select list. */
const COUNTS = sql`count(*) filter (where counted)::int as "bookings",
  coalesce(sum(guests) filter (where status = 'confirmed'), 0)::int as "covers"`;

/**
 * The reports' reads: every figure is a GROUP BY in the database over the restaurant's bookings
 * in the period (found by bookings_restaurant_start_idx), never a loop over rows here.
 */
export function createReportsRepository(db: AppDatabase) {
  async function all<T>(schema: z.ZodType<T>, query: SQL): Promise<T[]> {
    return z.array(schema).parse(rowsOf(await db.execute(query)));
  }

  return {
    async restaurant(restaurantId: number) {
      const [row] = await all(
        RestaurantRow,
        sql`select r.id, r.name, r.time_zone as "timeZone", r.currency,
          (select count(*) from tables t where t.restaurant_id = r.id)::int as "tables"
        from restaurants r where r.id = ${restaurantId}`,
      );
      return row;
    },

    days(span: ReportSpan) {
      return all(
        DayRow,
        sql`with ${periodBookings(span)}
        select to_char(local_start::date, 'YYYY-MM-DD') as "date", ${COUNTS},
          count(*) filter (where status = 'no_show')::int as "noShows",
          count(*) filter (where status = 'cancelled' and counted)::int as "cancellations"
        from pb group by local_start::date order by 1`,
      );
    },

    channels(span: ReportSpan) {
      return all(
        ChannelRow,
        sql`with ${periodBookings(span)}
        select channel, ${COUNTS} from pb where counted group by channel`,
      );
    },

    /**
     * Bookings by the service their start falls in (the weekday's opening hours; the earliest
     * when two overlap), with the table time their tables were held (kept bookings only).
     */
    services(span: ReportSpan) {
      return all(
        ServiceRow,
        sql`with ${periodBookings(span)}
        select s.label as "service", ${COUNTS},
          coalesce(sum(t.minutes) filter (where status = 'confirmed'), 0)::float8 as "tableMinutes"
        from pb
        left join lateral (
          select coalesce(nullif(oh.name, ''), oh.opens || '–' || oh.closes) as label
          from opening_hours oh
          where oh.restaurant_id = ${span.restaurantId}
            and oh.weekday = extract(dow from local_start)::int
            and to_char(local_start, 'HH24:MI') >= oh.opens
            and (to_char(local_start, 'HH24:MI') < oh.closes or oh.closes <= oh.opens)
          order by oh.opens limit 1) s on true
        left join lateral (
          select sum(extract(epoch from upper(bt.period) - lower(bt.period)) / 60) as minutes
          from booking_tables bt where bt.booking_id = pb.id) t on true
        where counted
        group by s.label`,
      );
    },

    /** Minutes each service was open over the period's dates (by the weekday's hours). */
    serviceHours(span: ReportSpan) {
      return all(
        ServiceHoursRow,
        sql`select coalesce(nullif(oh.name, ''), oh.opens || '–' || oh.closes) as "service",
          sum(mod((extract(epoch from oh.closes::time - oh.opens::time) / 60)::int + 1440, 1440)
            )::float8 as "minutes"
        from generate_series(${span.from}::date, ${span.to}::date, interval '1 day') d
        join opening_hours oh on oh.restaurant_id = ${span.restaurantId}
          and oh.weekday = extract(dow from d)::int
        group by 1`,
      );
    },

    /**
     * Table minutes held by kept bookings in each local weekday and hour: each table's period cut
     * into the clock hours it spans (real hours, so a DST day has 23 or 25 of them).
     */
    heldByHour(span: ReportSpan) {
      const start = startOf(span.from, span.timeZone);
      const end = endOf(span.to, span.timeZone);
      return all(
        HourRow,
        sql`with ${periodBookings(span)}
        select extract(dow from h at time zone ${span.timeZone})::int as "weekday",
          extract(hour from h at time zone ${span.timeZone})::int as "hour",
          sum(extract(epoch from least(upper(bt.period), h + interval '1 hour')
            - greatest(lower(bt.period), h)) / 60)::float8 as "minutes"
        from pb
        join booking_tables bt on bt.booking_id = pb.id
        cross join lateral generate_series(date_trunc('hour', lower(bt.period), 'UTC'),
          upper(bt.period) - interval '1 microsecond', interval '1 hour') h
        where pb.status = 'confirmed' and h >= ${start} and h < ${end}
        group by 1, 2`,
      );
    },

    /** How many of each local weekday and hour the period has (a DST day has one more or less). */
    hoursInPeriod(span: ReportSpan) {
      const start = startOf(span.from, span.timeZone);
      return all(
        HourRow,
        sql`select extract(dow from h at time zone ${span.timeZone})::int as "weekday",
          extract(hour from h at time zone ${span.timeZone})::int as "hour",
          (count(*) * 60)::float8 as "minutes"
        from generate_series(${start},
          ${endOf(span.to, span.timeZone)} - interval '1 hour',
          interval '1 hour') h
        group by 1, 2`,
      );
    },

    /**
     * Party size and lead time of the bookings that were due, and the waiting list: an entry is
     * a booking made on the list, offered a table or seated from it; it became a booking when it
     * ended up confirmed.
     */
    async summary(span: ReportSpan) {
      const [row] = await all(
        SummaryRow,
        sql`with ${periodBookings(span)}, listed as (
          select pb.*, (pb.is_waiting_list
            or exists (select 1 from table_offers o where o.booking_id = pb.id)
            or exists (select 1 from booking_status_changes c
              where c.booking_id = pb.id and c.from_status = 'waitlisted')) as waited
          from pb)
        select avg(guests) filter (where status in ('confirmed', 'no_show'))::float8
            as "averagePartySize",
          avg(extract(epoch from start_at - created_at) / 3600)
            filter (where kind = 'booking' and status in ('confirmed', 'no_show'))::float8
            as "averageLeadHours",
          count(*) filter (where waited)::int as "waitingListEntries",
          count(*) filter (where waited and status = 'confirmed')::int as "waitingListBooked"
        from listed`,
      );
      if (!row) throw new Error('the summary query returned no row');
      return row;
    },

    /**
     * Money of the period: prepayments and no-show fees of its bookings (taken, and given back,
     * a change's partial refund included), food orders for its slots that were paid and not
     * turned away, gift cards for the restaurant paid in it, and card money taken here in it.
     */
    async money(span: ReportSpan) {
      const start = startOf(span.from, span.timeZone);
      const end = endOf(span.to, span.timeZone);
      const [row] = await all(
        MoneyRow,
        sql`with ${periodBookings(span)},
        paid as (
          select
            coalesce(sum(p.amount) filter (where p.kind = 'prepayment'
              and p.status in ('captured', 'refund_pending', 'refunded')), 0)::int as prepaid,
            coalesce(sum(p.amount) filter (where p.status in ('refund_pending', 'refunded')
              and p.kind in ('prepayment', 'change_refund')), 0)::int as prepaid_refunded,
            coalesce(sum(p.amount) filter (where p.kind = 'no_show_fee'
              and p.status in ('captured', 'refund_pending', 'refunded')), 0)::int as fees,
            coalesce(sum(p.amount) filter (where p.kind = 'no_show_fee'
              and p.status in ('refund_pending', 'refunded')), 0)::int as fees_refunded
          from pb join payments p on p.booking_id = pb.id),
        orders as (
          select count(*)::int as orders, coalesce(sum(o.total), 0)::int as revenue
          from food_orders o
          where o.restaurant_id = ${span.restaurantId} and o.slot_at >= ${start}
            and o.slot_at < ${end} and o.status in ('placed', 'accepted', 'preparing', 'ready',
              'out_for_delivery', 'picked_up', 'delivered')),
        sold as (
          select count(*)::int as cards, coalesce(sum(g.amount), 0)::int as amount
          from gift_cards g
          where g.restaurant_id = ${span.restaurantId} and g.status = 'paid'
            and g.issued_at >= ${start} and g.issued_at < ${end}),
        redeemed as (
          select coalesce(-sum(l.amount), 0)::int as amount
          from gift_card_ledger l
          where l.restaurant_id = ${span.restaurantId} and l.kind in ('redeemed', 'refunded')
            and l.created_at >= ${start} and l.created_at < ${end})
        select paid.prepaid as "prepaid", paid.prepaid_refunded as "prepaidRefunded",
          paid.fees as "fees", paid.fees_refunded as "feesRefunded",
          orders.orders as "orders", orders.revenue as "orderRevenue",
          sold.cards as "cardsSold", sold.amount as "cardsSoldAmount",
          redeemed.amount as "cardsRedeemed"
        from paid, orders, sold, redeemed`,
      );
      if (!row) throw new Error('the money query returned no row');
      return row;
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
