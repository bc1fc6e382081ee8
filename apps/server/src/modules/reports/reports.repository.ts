import { sql, type SQL } from 'drizzle-orm';
import { GOOGLE_REFERRER_CODE } from '@dekka/contracts/referrer-codes';
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
/** The period's bookings, every figure aggregated from one read of them (see figures below). */
const FiguresRow = z.object({
  days: z.array(DayRow).nullable(),
  channels: z.array(ChannelRow).nullable(),
  services: z.array(ServiceRow).nullable(),
  held: z.array(HourRow).nullable(),
  summary: SummaryRow,
  money: MoneyRow,
});
export type ReportFigures = {
  days: z.infer<typeof DayRow>[];
  channels: z.infer<typeof ChannelRow>[];
  services: z.infer<typeof ServiceRow>[];
  held: z.infer<typeof HourRow>[];
  summary: z.infer<typeof SummaryRow>;
  money: z.infer<typeof MoneyRow>;
};

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

/** A service's label: its name, or its hours when it has none. */
const SERVICE_LABEL = sql`coalesce(nullif(oh.name, ''), oh.opens || '–' || oh.closes)`;

/**
 * The reports' reads. Every figure is a GROUP BY in the database, never a loop over rows here:
 * the period's bookings are read once (by bookings_restaurant_start_idx) into a materialized
 * CTE, and each figure aggregates that, so a year costs one pass over its bookings.
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

    /**
     * The bookings figures and the money of the period, in one statement. The bookings are
     * every booking and waiting-list entry starting in the period (blocks, holds and lapsed
     * holds are not bookings). A booking "counts" when it was kept, missed or cancelled; a
     * waiting-list entry still waiting, or taken off the list before it got a table, does not.
     * A kept booking holds its tables for its own period (the claims are made so), so the table
     * time is its period times its number of tables.
     */
    async figures(span: ReportSpan): Promise<ReportFigures> {
      const { restaurantId, timeZone } = span;
      const start = startOf(span.from, timeZone);
      const end = endOf(span.to, timeZone);
      const [row] = await all(
        FiguresRow,
        sql`with pb as materialized (
          select b.id, b.start_at, b.end_at, b.guests, b.status,
            case when b.kind = 'walk_in' then 'walk_in' when b.source = 1 then 'phone'
              when b.referrer_code = ${GOOGLE_REFERRER_CODE} then 'google'
              when b.source = 2 then 'web' when b.source = 3 then 'app'
              when b.source = 5 then 'embed' else 'other' end as channel,
            (b.status in ('confirmed', 'no_show')
              or (b.status = 'cancelled' and not b.is_waiting_list)) as counted,
            case when b.kind = 'booking' and b.status in ('confirmed', 'no_show')
              then extract(epoch from b.start_at - b.created_at) end as lead_seconds,
            -- Made on the list, offered a table, or seated from it.
            (b.is_waiting_list
              or b.id in (select o.booking_id from table_offers o
                where o.restaurant_id = ${restaurantId})
              or b.id in (select c.booking_id from booking_status_changes c
                where c.from_status = 'waitlisted')) as waited
          from bookings b
          where b.restaurant_id = ${restaurantId} and b.start_at >= ${start}
            and b.start_at < ${end} and b.kind <> 'block'
            and b.status in ('confirmed', 'no_show', 'cancelled', 'waitlisted')),
        -- One pass over the bookings: every figure below adds up these few thousand groups
        -- (each distinct period, and each channel) instead of reading the bookings again.
        grouped as (
          select grouping(channel) = 1 as by_period, start_at, end_at, channel,
            count(*) filter (where counted) as bookings,
            coalesce(sum(guests) filter (where status = 'confirmed'), 0) as covers,
            count(*) filter (where status = 'no_show') as no_shows,
            count(*) filter (where status = 'cancelled' and counted) as cancellations,
            sum(guests) filter (where status in ('confirmed', 'no_show')) as party_guests,
            count(*) filter (where status in ('confirmed', 'no_show')) as parties,
            sum(lead_seconds) as lead_seconds, count(lead_seconds) as leads,
            count(*) filter (where waited) as waited,
            count(*) filter (where waited and status = 'confirmed') as waited_booked
          from pb group by grouping sets ((start_at, end_at), (channel))),
        -- The tables held in the period, found table by table through the exclusion
        -- constraint's index (table_id, period): no other restaurant's rows. Kept apart, so
        -- they meet the bookings in one hash join rather than a look-up per booking.
        claims as materialized (
          select c.booking_id from tables t
          join booking_tables c on c.table_id = t.id and c.period && tstzrange(${start}, ${end})
          where t.restaurant_id = ${restaurantId}),
        -- The kept bookings' tables per period.
        periods as (
          select pb.start_at, pb.end_at, count(*) as tables
          from claims join pb on pb.id = claims.booking_id and pb.status = 'confirmed'
          group by pb.start_at, pb.end_at),
        local_periods as (
          select g.*, g.start_at at time zone ${timeZone} as local_start,
            coalesce(p.tables, 0) as tables
          from grouped g left join periods p using (start_at, end_at)
          where g.by_period),
        days as (
          select to_char(local_start::date, 'YYYY-MM-DD') as "date",
            sum(bookings)::int as "bookings", sum(covers)::int as "covers",
            sum(no_shows)::int as "noShows", sum(cancellations)::int as "cancellations"
          from local_periods group by local_start::date),
        channels as (
          select channel, bookings::int as "bookings", covers::int as "covers"
          from grouped where not by_period),
        -- Bookings by weekday and start time first (a few hundred rows), then by service: the
        -- weekday's opening hours the start falls in, the earliest when two overlap.
        starts as (
          select extract(dow from local_start)::int as weekday,
            to_char(local_start, 'HH24:MI') as at, sum(bookings)::int as bookings,
            sum(covers)::int as covers,
            sum(tables * extract(epoch from end_at - start_at) / 60) as minutes
          from local_periods where bookings > 0 group by 1, 2),
        services as (
          select s.label as "service", sum(st.bookings)::int as "bookings",
            sum(st.covers)::int as "covers", sum(st.minutes)::float8 as "tableMinutes"
          from starts st
          left join lateral (
            select ${SERVICE_LABEL} as label from opening_hours oh
            where oh.restaurant_id = ${restaurantId} and oh.weekday = st.weekday
              and st.at >= oh.opens and (st.at < oh.closes or oh.closes <= oh.opens)
            order by oh.opens limit 1) s on true
          group by s.label),
        -- Table time by local weekday and hour: each distinct period cut into the clock hours
        -- it spans (real hours, so a DST day has 23 or 25 of them).
        held as (
          select extract(dow from h at time zone ${timeZone})::int as "weekday",
            extract(hour from h at time zone ${timeZone})::int as "hour",
            sum(tables * extract(epoch from least(end_at, h + interval '1 hour')
              - greatest(start_at, h)) / 60)::float8 as "minutes"
          from periods
          cross join lateral generate_series(date_trunc('hour', start_at, 'UTC'),
            end_at - interval '1 microsecond', interval '1 hour') h
          where h >= ${start} and h < ${end}
          group by 1, 2),
        summary as (
          select (sum(party_guests)::float8 / nullif(sum(parties), 0)) as "averagePartySize",
            (sum(lead_seconds)::float8 / nullif(sum(leads), 0) / 3600) as "averageLeadHours",
            coalesce(sum(waited), 0)::int as "waitingListEntries",
            coalesce(sum(waited_booked), 0)::int as "waitingListBooked"
          from grouped where by_period),
        -- Prepayments and no-show fees of the period's bookings, taken and given back (a
        -- change's partial refund included).
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
        -- Food orders for the period's slots that were paid and not turned away.
        orders as (
          select count(*)::int as orders, coalesce(sum(o.total), 0)::int as revenue
          from food_orders o
          where o.restaurant_id = ${restaurantId} and o.slot_at >= ${start}
            and o.slot_at < ${end} and o.status in ('placed', 'accepted', 'preparing', 'ready',
              'out_for_delivery', 'picked_up', 'delivered')),
        -- Gift cards for the restaurant paid in the period, and card money spent here in it.
        sold as (
          select count(*)::int as cards, coalesce(sum(g.amount), 0)::int as amount
          from gift_cards g
          where g.restaurant_id = ${restaurantId} and g.status = 'paid'
            and g.issued_at >= ${start} and g.issued_at < ${end}),
        redeemed as (
          select coalesce(-sum(l.amount), 0)::int as amount
          from gift_card_ledger l
          where l.restaurant_id = ${restaurantId} and l.kind in ('redeemed', 'refunded')
            and l.created_at >= ${start} and l.created_at < ${end})
        select
          (select json_agg(days order by "date") from days) as days,
          (select json_agg(channels) from channels) as channels,
          (select json_agg(services) from services) as services,
          (select json_agg(held) from held) as held,
          (select row_to_json(summary) from summary) as summary,
          (select json_build_object('prepaid', paid.prepaid,
            'prepaidRefunded', paid.prepaid_refunded, 'fees', paid.fees,
            'feesRefunded', paid.fees_refunded, 'orders', orders.orders,
            'orderRevenue', orders.revenue, 'cardsSold', sold.cards,
            'cardsSoldAmount', sold.amount, 'cardsRedeemed', redeemed.amount)
            from paid, orders, sold, redeemed) as money`,
      );
      if (!row) throw new Error('the report query returned no row');
      return {
        days: row.days ?? [],
        channels: row.channels ?? [],
        services: row.services ?? [],
        held: row.held ?? [],
        summary: row.summary,
        money: row.money,
      };
    },

    /** Minutes each service was open over the period's dates (by the weekday's hours). */
    serviceHours(span: ReportSpan) {
      return all(
        ServiceHoursRow,
        sql`select ${SERVICE_LABEL} as "service",
          sum(mod((extract(epoch from oh.closes::time - oh.opens::time) / 60)::int + 1440, 1440)
            )::float8 as "minutes"
        from generate_series(${span.from}::date, ${span.to}::date, interval '1 day') d
        join opening_hours oh on oh.restaurant_id = ${span.restaurantId}
          and oh.weekday = extract(dow from d)::int
        group by 1`,
      );
    },

    /** How many of each local weekday and hour the period has (a DST day has one more or less). */
    hoursInPeriod(span: ReportSpan) {
      return all(
        HourRow,
        sql`select extract(dow from h at time zone ${span.timeZone})::int as "weekday",
          extract(hour from h at time zone ${span.timeZone})::int as "hour",
          (count(*) * 60)::float8 as "minutes"
        from generate_series(${startOf(span.from, span.timeZone)},
          ${endOf(span.to, span.timeZone)} - interval '1 hour', interval '1 hour') h
        group by 1, 2`,
      );
    },
  };
}
