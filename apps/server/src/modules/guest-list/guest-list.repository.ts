import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client.ts';
import {
  bookingKinds,
  bookingStatuses,
  bookings,
  bookingStatusChanges,
  bookingTables,
  seatingStates,
  tables,
  type BookingKind,
} from '../../db/schema.ts';
import type { OccupiedPeriod } from '@dekka/availability/types';
import { occupiesAtSql } from '../booking-lifecycle/lifecycle-sql.ts';
import { periodLiteral } from '../booking-lifecycle/table-claims.ts';

const Money = z.object({ amount: z.number(), currency: z.string() });

const EntryRow = z.object({
  id: z.number(),
  startAt: z.coerce.date(),
  endAt: z.coerce.date(),
  guests: z.number(),
  status: z.enum(bookingStatuses),
  seating: z.enum(seatingStates),
  isWaitingList: z.boolean(),
  kind: z.enum(bookingKinds),
  internalNote: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  specialRequest: z.string().nullable(),
  source: z.number(),
  cancelReason: z.string().nullable(),
  seatedAt: z.coerce.date().nullable(),
  eventName: z.string().nullable(),
  tables: z.array(z.object({ id: z.number(), name: z.string() })),
  menus: z.array(z.object({ name: z.string(), count: z.number() })),
  payment: Money.extend({ kind: z.string(), status: z.string() }).nullable(),
  fee: Money.extend({ status: z.string() }).nullable(),
  visits: z.number(),
  guest: z.object({ id: z.number(), tags: z.array(z.string()), allergies: z.string() }).nullable(),
  offer: z
    .object({
      table: z.string(),
      expiresAt: z.coerce.date(),
      status: z.enum(['live', 'accepted', 'declined', 'lapsed', 'withdrawn']),
      byHand: z.boolean(),
    })
    .nullable(),
});
export type EntryRow = z.infer<typeof EntryRow>;

/**
 * One query for any number of a restaurant's bookings: tables, menus, the event, the latest
 * payment of the diner's own (prepayment or guarantee), a no-show fee charged or being charged,
 * and the diner's earlier visits (same e-mail or account, confirmed, before this one).
 */
const TABLES_OF_B = sql.raw(`coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name)
  order by t.id) from booking_tables bt join tables t on t.id = bt.table_id
  where bt.booking_id = b.id), '[]'::json)`);

const BlockRow = z.object({
  id: z.number(),
  startAt: z.coerce.date(),
  endAt: z.coerce.date(),
  internalNote: z.string().nullable(),
  tables: EntryRow.shape.tables,
});
export type BlockRow = z.infer<typeof BlockRow>;

const TableRow = z
  .object({
    id: z.number(),
    name: z.string(),
    minGuests: z.number(),
    maxGuests: z.number(),
    floorPlanId: z.number(),
    floorPlan: z.string(),
    shape: z.enum(['square', 'round', 'long']),
    layoutX: z.number().nullable(),
    layoutY: z.number().nullable(),
  })
  .transform(({ layoutX, layoutY, ...table }) => ({
    ...table,
    layout: layoutX === null || layoutY === null ? null : { x: layoutX, y: layoutY },
  }));

function rowsOf(result: unknown): unknown[] {
  return (result as { rows: unknown[] }).rows;
}

/**
 * When a seated party sat down, so its turn and "overdue" count from there: the latest recorded
 * move to seated (by id, the order the moves were made in), read per booking through
 * booking_status_changes_booking_idx (a handful of rows each) and only for seated bookings. A
 * move back from finished is an undo of "they left", not a new seating: the party has been at
 * the table since it sat down, so the turn goes on from then. After the seating itself is undone
 * (back to arrived) the party is not seated and there is no time; seated again, it counts from
 * that new seating, as the host sees the table. None is recorded for a walk-in seated as it is
 * taken: its start is the minute it sat down.
 */
const SEATED_AT_OF_B = sql.raw(`left join lateral (
    select c.changed_at from booking_status_changes c
    where b.status = 'confirmed' and b.seating = 'seated'
      and c.booking_id = b.id and c.to_status = 'seated' and c.from_status <> 'finished'
    order by c.id desc limit 1
  ) seated on true`);

/** `v` is an earlier confirmed visit than `b`; each half of the union above has its own index. */
const EARLIER_VISIT = sql.raw(
  `v.id <> b.id and v.start_at < b.start_at and v.status = 'confirmed' and not v.is_waiting_list`,
);

function entriesWhere(restaurantId: number, condition: ReturnType<typeof sql>) {
  return sql`
    select b.id, b.start_at as "startAt", b.end_at as "endAt", b.guests, b.status, b.seating,
      b.is_waiting_list as "isWaitingList", b.kind, b.internal_note as "internalNote",
      b.first_name as "firstName",
      b.last_name as "lastName", b.phone, b.email, b.special_request as "specialRequest",
      b.source, b.cancel_reason as "cancelReason", seated.changed_at as "seatedAt",
      e.name as "eventName",
      ${TABLES_OF_B} as tables,
      coalesce((select json_agg(json_build_object('name', m.name, 'count', bm.count)
        order by m.id) from booking_menus bm join menus m on m.id = bm.menu_id
        where bm.booking_id = b.id), '[]'::json) as menus,
      (select json_build_object('kind', p.kind, 'status', p.status, 'amount', p.amount,
        'currency', p.currency) from payments p
        where p.booking_id = b.id and p.kind not in ('no_show_fee', 'change_refund')
          -- A change's attempt counts once it went through (ADR 064): its card is the one kept.
          and (p.pending_change_id is null or p.status in ('captured', 'verified'))
        order by p.id desc limit 1) as payment,
      (select json_build_object('status', p.status, 'amount', p.amount, 'currency', p.currency)
        from payments p where p.booking_id = b.id and p.kind = 'no_show_fee'
          and p.status in ('pending', 'captured')) as fee,
      (select count(*)::int from (
        select v.id from bookings v
          where v.restaurant_id = b.restaurant_id and lower(v.email) = lower(b.email)
            and ${EARLIER_VISIT}
        union
        select v.id from bookings v
          where v.restaurant_id = b.restaurant_id and v.user_id = b.user_id and ${EARLIER_VISIT}
      ) earlier) as visits,
      (select json_build_object('id', g.id, 'tags', g.tags, 'allergies', g.allergies)
        from guests g where g.id = b.guest_id) as guest,
      (select json_build_object('table', t.name, 'expiresAt', o.expires_at, 'status', o.status,
        'byHand', o.offered_by is not null)
        from table_offers o join tables t on t.id = o.table_id
        where o.booking_id = b.id order by o.id desc limit 1) as offer
    from bookings b left join events e on e.id = b.event_id
      ${SEATED_AT_OF_B}
    where b.restaurant_id = ${restaurantId} and b.kind <> 'block' and ${condition}
      and (b.status not in ('held', 'expired')
        -- A waiting-list entry offered a table holds it (docs/decisions/063-waiting-list-offers.md).
        or exists (select 1 from table_offers lo where lo.booking_id = b.id and lo.status = 'live'))
    order by b.start_at, b.id`;
}

export function createGuestListRepository(db: AppDatabase) {
  async function entries(restaurantId: number, condition: ReturnType<typeof sql>) {
    const result = await db.execute(entriesWhere(restaurantId, condition));
    return z.array(EntryRow).parse(rowsOf(result));
  }

  return {
    /** The bookings and waiting-list entries starting in [from, to). */
    day: (restaurantId: number, from: Date, to: Date) =>
      entries(
        restaurantId,
        sql`b.start_at >= ${from.toISOString()} and b.start_at < ${to.toISOString()}`,
      ),

    /** The live blocks overlapping [from, to). */
    async blocks(restaurantId: number, from: Date, to: Date): Promise<BlockRow[]> {
      const result = await db.execute(sql`
        select b.id, b.start_at as "startAt", b.end_at as "endAt",
          b.internal_note as "internalNote", ${TABLES_OF_B} as tables
        from bookings b
        where b.restaurant_id = ${restaurantId} and b.kind = 'block' and b.status = 'confirmed'
          and b.start_at < ${to.toISOString()} and b.end_at > ${from.toISOString()}
        order by b.start_at, b.id`);
      return z.array(BlockRow).parse(rowsOf(result));
    },

    /** Every table of the restaurant with its room and place, by floor plan, then as entered. */
    async tables(restaurantId: number) {
      const result = await db.execute(sql`
        select t.id, t.name, t.min_guests as "minGuests", t.max_guests as "maxGuests",
          t.floor_plan_id as "floorPlanId", f.name as "floorPlan", t.shape,
          t.layout_x as "layoutX", t.layout_y as "layoutY"
        from tables t join floor_plans f on f.id = t.floor_plan_id
        where t.restaurant_id = ${restaurantId} order by t.floor_plan_id, t.id`);
      return z.array(TableRow).parse(rowsOf(result));
    },

    async entry(restaurantId: number, bookingId: number): Promise<EntryRow | null> {
      const [row] = await entries(restaurantId, sql`b.id = ${bookingId}`);
      return row ?? null;
    },

    /** The booking (or with `kinds`, the block), locked for the change, when it is this restaurant's. */
    async lockBooking(
      restaurantId: number,
      bookingId: number,
      kinds: readonly BookingKind[] = ['booking', 'walk_in'],
    ) {
      const [row] = await db
        .select()
        .from(bookings)
        .where(
          and(
            eq(bookings.id, bookingId),
            eq(bookings.restaurantId, restaurantId),
            inArray(bookings.kind, [...kinds]),
          ),
        )
        .for('update');
      return row ?? null;
    },

    async insertBooking(values: typeof bookings.$inferInsert): Promise<number> {
      const [row] = await db.insert(bookings).values(values).returning({ id: bookings.id });
      if (!row) throw new Error('insert into bookings returned no row');
      return row.id;
    },

    /** How many of `tableIds` are this restaurant's tables. */
    async countTables(restaurantId: number, tableIds: readonly number[]): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(tables)
        .where(and(eq(tables.restaurantId, restaurantId), inArray(tables.id, [...tableIds])));
      return row?.n ?? 0;
    },

    /**
     * Every table period overlapping [start, end) of a booking that holds its tables at `now`
     * (the lifecycle's occupiesAt: confirmed, blocks included, or a hold still running), leaving
     * out `exceptBookingId`'s own (a booking being moved does not clash with itself). Only a
     * preference for the pickers and the staff's automatic choice: the exclusion constraint
     * decides when the booking is seated.
     */
    async occupiedTables(
      restaurantId: number,
      start: Date,
      end: Date,
      now: Date,
      exceptBookingId: number | null,
    ): Promise<OccupiedPeriod[]> {
      const result = await db.execute(sql`
        select bt.table_id as "tableId",
          (extract(epoch from lower(bt.period)) * 1000)::float8 as start,
          (extract(epoch from upper(bt.period)) * 1000)::float8 as "end"
        from booking_tables bt join bookings on bookings.id = bt.booking_id
        where bookings.restaurant_id = ${restaurantId}
          and bt.period && tstzrange(${start.toISOString()}, ${end.toISOString()}, '[)')
          and bookings.id <> ${exceptBookingId ?? 0}
          and ${occupiesAtSql(now)}`);
      return z
        .array(z.object({ tableId: z.number(), start: z.number(), end: z.number() }))
        .parse(rowsOf(result));
    },

    /**
     * Sets the period the booking keeps its tables for: ended early (a no-show, a party that
     * left) frees them for the rest of the evening; undone, it takes them back, which the
     * exclusion constraint refuses when someone has been seated there since.
     */
    async setTablePeriod(bookingId: number, start: Date, end: Date): Promise<void> {
      await db
        .update(bookingTables)
        .set({ period: periodLiteral(start, end) })
        .where(eq(bookingTables.bookingId, bookingId));
    },

    async recordChange(change: typeof bookingStatusChanges.$inferInsert): Promise<void> {
      await db.insert(bookingStatusChanges).values(change);
    },
  };
}
