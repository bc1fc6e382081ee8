import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client.ts';
import { SqlState, sqlState } from '../../db/sql-state.ts';
import { queueBookingMessage } from '../messages/queue-message.ts';
import { expireLapsedHolds, updateBooking } from './booking-rows.ts';
import { assertTransition } from './lifecycle.ts';
import { occupiesAtText } from './lifecycle-sql.ts';
import { claimTables, freeTables, lockTables, periodLiteral } from './table-claims.ts';

/**
 * Waiting-list offers (docs/decisions/063-waiting-list-offers.md). A table that comes free is
 * offered to the first waiting-list entry it fits: the entry becomes a hold on that table until
 * the offer's deadline (status `held`, its booking_tables row claimed like any hold), a
 * `table_offers` row records the offer, and the diner is e-mailed in the same transaction.
 *
 * One mechanism for every way a table frees up: a trigger on booking_tables (migration 0033)
 * records each freed table in `freed_tables` inside the freeing transaction, whichever code path
 * deleted or shortened the row; `offerFreedTables` (run by the hold sweeper) offers them. The
 * database keeps the promises: the exclusion constraint on booking_tables keeps two parties off
 * one table, the one on table_offers keeps two live offers off one table, and the unique index
 * keeps one live offer per entry.
 */

/** The offer as the diner's and the staff's pages show it. */
export type TableOffer = {
  id: number;
  bookingId: number;
  tableId: number;
  tableName: string;
  status: 'live' | 'accepted' | 'declined' | 'lapsed' | 'withdrawn';
  expiresAt: Date;
  createdAt: Date;
};

const OfferRow = z.object({
  id: z.number(),
  bookingId: z.number(),
  tableId: z.number(),
  tableName: z.string(),
  status: z.enum(['live', 'accepted', 'declined', 'lapsed', 'withdrawn']),
  expiresAt: z.coerce.date(),
  createdAt: z.coerce.date(),
});

const FreedRow = z.object({ id: z.number(), tableId: z.number(), period: z.string() });

const TableRow = z.object({
  id: z.number(),
  restaurantId: z.number(),
  minGuests: z.number(),
  maxGuests: z.number(),
  bookableOnline: z.boolean(),
  waitingListEnabled: z.boolean(),
  waitingListOffers: z.boolean(),
  offerHoldMinutes: z.number(),
});
type TableRow = z.infer<typeof TableRow>;

const EntryRow = z.object({
  id: z.number(),
  restaurantId: z.number(),
  status: z.string(),
  guests: z.number(),
  startAt: z.coerce.date(),
  endAt: z.coerce.date(),
});
type EntryRow = z.infer<typeof EntryRow>;

const MINUTE_MS = 60_000;
/** How many entries one freed table is tried for before the job moves on. */
const CANDIDATES_PER_TABLE = 10;

function rowsOf(result: unknown): unknown[] {
  return (result as { rows: unknown[] }).rows;
}

async function tableWithRules(db: AppDatabase, tableId: number): Promise<TableRow | undefined> {
  const result = await db.execute(sql`
    select t.id, t.restaurant_id as "restaurantId", t.min_guests as "minGuests",
      t.max_guests as "maxGuests", t.bookable_online as "bookableOnline",
      r.waiting_list_enabled as "waitingListEnabled",
      r.waiting_list_offers as "waitingListOffers", r.offer_hold_minutes as "offerHoldMinutes"
    from tables t join restaurants r on r.id = t.restaurant_id
    where t.id = ${tableId}`);
  const [row] = rowsOf(result);
  return row === undefined ? undefined : TableRow.parse(row);
}

/**
 * The waiting-list entries `table` can seat whose sitting overlaps `period` (the time it came
 * free) and finds the table free, first come first served. Entries another transaction has
 * locked (being cancelled, or offered another table) are skipped, not waited for.
 */
async function fittingEntries(
  tx: AppDatabase,
  table: TableRow,
  period: string,
  now: Date,
): Promise<EntryRow[]> {
  const result = await tx.execute(sql`
    select b.id, b.restaurant_id as "restaurantId", b.status, b.guests,
      b.start_at as "startAt", b.end_at as "endAt"
    from bookings b
    where ${fits(table, period, now)}
    order by b.created_at, b.id
    limit ${CANDIDATES_PER_TABLE}
    for update of b skip locked`);
  return rowsOf(result).map((row) => EntryRow.parse(row));
}

/**
 * An entry `b` the table fits: waiting, a table booking (an event's tickets are not a table),
 * not begun, the party within the table's seats, its sitting overlapping the freed period and
 * finding the table free, and never offered this table for it before (an entry that let the
 * table lapse or declined it is not offered it again).
 */
function fits(table: TableRow, period: string, now: Date) {
  return sql`b.restaurant_id = ${table.restaurantId} and b.status = 'waitlisted'
    and b.kind = 'booking' and b.event_id is null
    and b.start_at > ${now.toISOString()}::timestamptz
    and b.guests between ${table.minGuests} and ${table.maxGuests}
    and tstzrange(b.start_at, b.end_at, '[)') && ${period}::tstzrange
    and not exists (select 1 from booking_tables bt
      where bt.table_id = ${table.id} and bt.period && tstzrange(b.start_at, b.end_at, '[)'))
    and not exists (select 1 from table_offers p
      where p.booking_id = b.id and p.table_id = ${table.id}
        and p.period && tstzrange(b.start_at, b.end_at, '[)'))`;
}

/**
 * Whether an entry fits that another transaction had locked: the freed table is then looked at
 * again next round rather than forgotten (the entry may be waiting still when the lock ends).
 */
async function lockedOut(
  tx: AppDatabase,
  table: TableRow,
  period: string,
  now: Date,
): Promise<boolean> {
  const result = await tx.execute(sql`
    select exists (select 1 from bookings b where ${fits(table, period, now)}) as "any"`);
  return z.object({ any: z.boolean() }).parse(rowsOf(result)[0]).any;
}

/** Runs `write` in a savepoint; false when an exclusion constraint refused it. */
async function unlessTaken(tx: AppDatabase, write: (db: AppDatabase) => Promise<void>) {
  try {
    await tx.transaction(write);
    return true;
  } catch (error) {
    if (sqlState(error) === SqlState.exclusionViolation) return false;
    throw error;
  }
}

/**
 * Offers `tableId` to the entry (locked by the caller, status `waitlisted`): claims the table for
 * the entry's sitting, records the offer and turns the entry into a hold until the deadline,
 * then queues the diner's e-mail. False, with nothing written, when the table is taken then (a
 * lapsed hold still on it is released once and the table tried again).
 */
async function offer(
  tx: AppDatabase,
  entry: EntryRow,
  table: Pick<TableRow, 'id' | 'offerHoldMinutes'>,
  now: Date,
  offeredBy: string | null,
): Promise<boolean> {
  const deadline = new Date(
    Math.min(now.getTime() + table.offerHoldMinutes * MINUTE_MS, entry.startAt.getTime()),
  );
  let offerId = 0;
  const write = async (db: AppDatabase) => {
    await claimTables(db, entry.id, [table.id], entry.startAt, entry.endAt);
    const result = await db.execute(sql`
      insert into table_offers (restaurant_id, booking_id, table_id, period, status, expires_at,
        offered_by, created_at)
      values (${entry.restaurantId}, ${entry.id}, ${table.id},
        ${periodLiteral(entry.startAt, entry.endAt)}::tstzrange, 'live',
        ${deadline.toISOString()}::timestamptz, ${offeredBy}, ${now.toISOString()}::timestamptz)
      returning id`);
    offerId = z.object({ id: z.number() }).parse(rowsOf(result)[0]).id;
  };
  if (!(await unlessTaken(tx, write))) {
    const released = await expireLapsedHolds(tx, now, { restaurantId: entry.restaurantId });
    if (released === 0 || !(await unlessTaken(tx, write))) return false;
  }
  await updateBooking(tx, entry.id, {
    status: assertTransition('waitlisted', 'held'),
    isWaitingList: false,
    holdExpiresAt: deadline,
    updatedAt: now,
  });
  await queueBookingMessage(tx, { kind: 'table_offered', bookingId: entry.id, now, key: offerId });
  return true;
}

/**
 * Offers one freed table to the first entry that fits, when the restaurant keeps a waiting list
 * and offers automatically. Runs under the table's advisory lock, the one every hold and move
 * of the table takes, so a diner reserving the table online at the same moment queues behind it
 * (or it behind them) and the exclusion constraint settles who has it.
 */
async function offerFreedTable(
  tx: AppDatabase,
  freed: { tableId: number; period: string },
  now: Date,
): Promise<boolean> {
  const table = await tableWithRules(tx, freed.tableId);
  if (!table || !table.bookableOnline || !table.waitingListEnabled || !table.waitingListOffers) {
    return false;
  }
  await lockTables(tx, [table.id]);
  for (const entry of await fittingEntries(tx, table, freed.period, now)) {
    if (await offer(tx, entry, table, now, null)) return true;
  }
  if (await lockedOut(tx, table, freed.period, now)) {
    await tx.execute(sql`
      insert into freed_tables (table_id, period) values (${table.id}, ${freed.period}::tstzrange)`);
  }
  return false;
}

/**
 * Offers the tables freed since the last round (every instance may run it: each freed row is
 * claimed with SKIP LOCKED and deleted in the transaction that offers it, so it is offered once).
 * One transaction per freed table, at most `max` of them a round. Returns how many offers it made.
 */
export async function offerFreedTables(
  db: AppDatabase,
  now: Date,
  options: { max?: number } = {},
): Promise<number> {
  let offers = 0;
  // Only what was freed before this round began: a table put back for the next round (an entry
  // that fits was locked) waits for it, rather than spinning here.
  const last = await db.execute(sql`select coalesce(max(id), 0)::int as id from freed_tables`);
  const until = z.object({ id: z.number() }).parse(rowsOf(last)[0]).id;
  for (let round = 0; round < (options.max ?? 200); round += 1) {
    const outcome = await db.transaction(async (tx) => {
      const result = await tx.execute(sql`
        select id, table_id as "tableId", period::text as period from freed_tables
        where id <= ${until} order by id limit 1 for update skip locked`);
      const [raw] = rowsOf(result);
      if (raw === undefined) return 'done' as const;
      const freed = FreedRow.parse(raw);
      await tx.execute(sql`delete from freed_tables where id = ${freed.id}`);
      return (await offerFreedTable(tx, freed, now)) ? ('offered' as const) : ('none' as const);
    });
    if (outcome === 'done') break;
    if (outcome === 'offered') offers += 1;
  }
  return offers;
}

export type HandOfferOutcome =
  { ok: true } | { ok: false; reason: 'not_waiting' | 'table_taken' | 'no_table' | 'too_late' };

/**
 * The staff offer a table to a chosen entry by hand (also when automatic offers are off): the
 * given table, or the smallest table that seats the party and is free for its sitting. Same
 * hold, offer and e-mail as an automatic offer; staff may offer a table diners cannot book
 * online, as they may seat a party there.
 */
export async function offerTableByHand(
  db: AppDatabase,
  input: {
    restaurantId: number;
    bookingId: number;
    tableId: number | null;
    offeredBy: string;
    now: Date;
  },
): Promise<HandOfferOutcome> {
  const { now } = input;
  return db.transaction(async (tx) => {
    const entryResult = await tx.execute(sql`
      select b.id, b.restaurant_id as "restaurantId", b.status, b.guests,
        b.start_at as "startAt", b.end_at as "endAt"
      from bookings b
      where b.id = ${input.bookingId} and b.restaurant_id = ${input.restaurantId}
        and b.kind = 'booking' and b.event_id is null
      for update`);
    const [rawEntry] = rowsOf(entryResult);
    if (rawEntry === undefined) return { ok: false, reason: 'not_waiting' };
    const entry = EntryRow.parse(rawEntry);
    if (entry.status !== 'waitlisted') return { ok: false, reason: 'not_waiting' };
    if (entry.startAt.getTime() <= now.getTime()) return { ok: false, reason: 'too_late' };
    const sitting = sql`tstzrange(${entry.startAt.toISOString()}::timestamptz,
      ${entry.endAt.toISOString()}::timestamptz, '[)')`;
    const which =
      input.tableId === null
        ? sql`t.min_guests <= ${entry.guests} and t.max_guests >= ${entry.guests}
            and not exists (select 1 from booking_tables bt join bookings o on o.id = bt.booking_id
              where bt.table_id = t.id and bt.period && ${sitting}
                and ${sql.raw(occupiesAtText('o', `'${now.toISOString()}'::timestamptz`))})`
        : sql`t.id = ${input.tableId}`;
    const candidates = await tx.execute(sql`
      select t.id, r.offer_hold_minutes as "offerHoldMinutes"
      from tables t join restaurants r on r.id = t.restaurant_id
      where t.restaurant_id = ${input.restaurantId} and ${which}
      order by t.max_guests, t.id
      limit ${CANDIDATES_PER_TABLE}`);
    const tables = rowsOf(candidates).map((row) =>
      z.object({ id: z.number(), offerHoldMinutes: z.number() }).parse(row),
    );
    if (tables.length === 0) return { ok: false, reason: 'no_table' };
    await lockTables(
      tx,
      tables.map((table) => table.id),
    );
    for (const table of tables) {
      if (await offer(tx, entry, table, now, input.offeredBy)) return { ok: true };
    }
    return { ok: false, reason: 'table_taken' };
  });
}

const OFFER_COLUMNS = sql.raw(`o.id, o.booking_id as "bookingId", o.table_id as "tableId",
  t.name as "tableName", o.status, o.expires_at as "expiresAt", o.created_at as "createdAt"`);

/** The entry's latest offer, live or settled; undefined when it was never offered a table. */
export async function latestOfferOf(
  db: AppDatabase,
  bookingId: number,
): Promise<TableOffer | undefined> {
  const result = await db.execute(sql`
    select ${OFFER_COLUMNS} from table_offers o join tables t on t.id = o.table_id
    where o.booking_id = ${bookingId} order by o.id desc limit 1`);
  const [row] = rowsOf(result);
  return row === undefined ? undefined : OfferRow.parse(row);
}

/**
 * The diner turns a live offer down: the offer is declined, the held table freed (and so offered
 * to the next entry by the freed-table trigger), and the entry leaves the waiting list. The
 * caller has locked the entry's row and checked that the offer is live.
 */
export async function declineOffer(
  tx: AppDatabase,
  input: { offerId: number; bookingId: number; now: Date },
): Promise<void> {
  const at = input.now.toISOString();
  await tx.execute(sql`
    update table_offers set status = 'declined', decided_at = ${at}::timestamptz
    where id = ${input.offerId} and status = 'live'`);
  await freeTables(tx, input.bookingId);
  await updateBooking(tx, input.bookingId, {
    status: assertTransition('held', 'cancelled'),
    isWaitingList: true,
    holdExpiresAt: null,
    cancelledAt: input.now,
    updatedAt: input.now,
  });
}
