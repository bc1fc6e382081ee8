import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client.ts';
import { bookingStatuses, bookings, bookingStatusChanges, seatingStates } from '../../db/schema.ts';

const EntryRow = z.object({
  id: z.number(),
  startAt: z.coerce.date(),
  endAt: z.coerce.date(),
  guests: z.number(),
  status: z.enum(bookingStatuses),
  seating: z.enum(seatingStates),
  isWaitingList: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  specialRequest: z.string().nullable(),
  source: z.number(),
  cancelReason: z.string().nullable(),
  eventName: z.string().nullable(),
  tables: z.array(z.string()),
  menus: z.array(z.object({ name: z.string(), count: z.number() })),
  payment: z.object({ kind: z.string(), status: z.string() }).nullable(),
  visits: z.number(),
});
export type EntryRow = z.infer<typeof EntryRow>;

/**
 * One query for any number of a restaurant's bookings: tables, menus, the event, the latest
 * payment and the diner's earlier visits (same e-mail or account, confirmed, before this one).
 */
function entriesWhere(restaurantId: number, condition: ReturnType<typeof sql>) {
  return sql`
    select b.id, b.start_at as "startAt", b.end_at as "endAt", b.guests, b.status, b.seating,
      b.is_waiting_list as "isWaitingList", b.first_name as "firstName",
      b.last_name as "lastName", b.phone, b.email, b.special_request as "specialRequest",
      b.source, b.cancel_reason as "cancelReason", e.name as "eventName",
      coalesce((select json_agg(t.name order by t.id) from booking_tables bt
        join tables t on t.id = bt.table_id where bt.booking_id = b.id), '[]'::json) as tables,
      coalesce((select json_agg(json_build_object('name', m.name, 'count', bm.count)
        order by m.id) from booking_menus bm join menus m on m.id = bm.menu_id
        where bm.booking_id = b.id), '[]'::json) as menus,
      (select json_build_object('kind', p.kind, 'status', p.status) from payments p
        where p.booking_id = b.id order by p.id desc limit 1) as payment,
      (select count(*)::int from bookings v
        where v.restaurant_id = b.restaurant_id and v.id <> b.id and v.start_at < b.start_at
          and v.status = 'confirmed' and not v.is_waiting_list
          and ((b.email is not null and lower(v.email) = lower(b.email))
            or (b.user_id is not null and v.user_id = b.user_id))) as visits
    from bookings b left join events e on e.id = b.event_id
    where b.restaurant_id = ${restaurantId} and b.status not in ('held', 'expired')
      and ${condition}
    order by b.start_at, b.id`;
}

export function createGuestListRepository(db: AppDatabase) {
  async function entries(restaurantId: number, condition: ReturnType<typeof sql>) {
    const result = await db.execute(entriesWhere(restaurantId, condition));
    return z.array(EntryRow).parse((result as unknown as { rows: unknown[] }).rows);
  }

  return {
    /** The bookings and waiting-list entries starting in [from, to). */
    day: (restaurantId: number, from: Date, to: Date) =>
      entries(
        restaurantId,
        sql`b.start_at >= ${from.toISOString()} and b.start_at < ${to.toISOString()}`,
      ),

    async entry(restaurantId: number, bookingId: number): Promise<EntryRow | null> {
      const [row] = await entries(restaurantId, sql`b.id = ${bookingId}`);
      return row ?? null;
    },

    /** The booking, locked for the change, when it is this restaurant's. */
    async lockBooking(restaurantId: number, bookingId: number) {
      const [row] = await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.id, bookingId), eq(bookings.restaurantId, restaurantId)))
        .for('update');
      return row ?? null;
    },

    async recordChange(change: typeof bookingStatusChanges.$inferInsert): Promise<void> {
      await db.insert(bookingStatusChanges).values(change);
    },
  };
}
