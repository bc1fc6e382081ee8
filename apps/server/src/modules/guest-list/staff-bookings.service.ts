import type {
  GuestListEntry,
  SeatWaitingRequest,
  StaffBookingChange,
  StaffBookingRequest,
  TableBlock,
  TableBlockRequest,
  TableOptionsResponse,
} from '@dekka/contracts/guest-list';
import { parseLocalDateTime, zonedToUtc } from '@dekka/time/local-time';
import { buildOccupancyIndex, isTableFree } from '@dekka/availability/occupancy';
import { rankStaffTableCandidates, sittingMinutes } from '@dekka/availability/tables';
import type { Table, TableCombination } from '@dekka/availability/types';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { loadStaticInputs } from '../availability/static-inputs.ts';
import type { Identity } from '../auth/auth-tokens.ts';
import { updateBooking } from '../booking-lifecycle/booking-rows.ts';
import { assertTransition } from '../booking-lifecycle/lifecycle.ts';
import { freeTables, lockTables, tableIdsOf } from '../booking-lifecycle/table-claims.ts';
import { latestOfferOf } from '../booking-lifecycle/table-offers.ts';
import { paymentTotals } from '../bookings/payment-totals.ts';
import { dropReminder, queueBookingMessage, queueReminder } from '../messages/queue-message.ts';
import { findRestaurant } from '../restaurants/restaurant-row.ts';
import { localDateTime, toBlock, toEntry } from './guest-entry.ts';
import { createGuestListRepository } from './guest-list.repository.ts';
import { retryTransient } from '../../db/sql-state.ts';
import { lockCandidates, seatFirstFree } from './seat-tables.ts';

const MINUTE_MS = 60_000;
/** BookingSource Admin: taken by the restaurant. */
const SOURCE_RESTAURANT = 1;
/** A sitting when the restaurant has no rules at all (no opening hours set up yet). */
const FALLBACK_MINUTES = 120;

function invalid(field: string, message: string): AppError {
  return new AppError('validation_failed', 400, `${field}: ${message}`, { field });
}

export type StaffBookingsService = ReturnType<typeof createStaffBookingsService>;

/**
 * What the staff do to the evening beyond statuses (docs/product.md, "The guest list"): take a
 * phone booking or a walk-in, move a booking, change its party, note it, seat a waiting-list
 * party, block tables. The staff may book past the online rules (party size, tables kept back
 * from the web, pacing, closed hours), never onto a taken table: the exclusion constraint on
 * booking_tables decides that for them as it does for diners.
 */
export function createStaffBookingsService(deps: { db: AppDatabase; clock: Clock }) {
  async function restaurantOf(restaurantId: number) {
    const restaurant = await findRestaurant(deps.db, restaurantId);
    if (!restaurant) throw new AppError('not_found', 404, 'No such restaurant');
    const inputs = (await loadStaticInputs(deps.db, [restaurantId])).get(restaurantId);
    const rules = inputs?.rules;
    return {
      id: restaurant.id,
      timeZone: restaurant.timeZone,
      tables: inputs?.tables ?? [],
      combinations: inputs?.combinations ?? [],
      /** What the restaurant asks of a party this size: a guarantee, a prepayment, or nothing. */
      owes: (guests: number) => {
        const totals = paymentTotals(restaurant, guests, []);
        return totals.totalNoShow > 0 || totals.totalPrepaid > 0;
      },
      minutesFor: (guests: number) => (rules ? sittingMinutes(rules, guests) : FALLBACK_MINUTES),
    };
  }

  function instant(value: string, timeZone: string, field: string): Date {
    const local = parseLocalDateTime(value);
    const ms = local && zonedToUtc(local.date, local.time, timeZone);
    if (ms === null || ms === undefined) throw invalid(field, 'not a time that exists there');
    return new Date(ms);
  }

  /** The current minute: a walk-in or a seated waiting-list party starts now. */
  function thisMinute(): Date {
    const now = deps.clock.now().getTime();
    return new Date(now - (now % MINUTE_MS));
  }

  async function checkTables(restaurantId: number, tableIds: readonly number[] | undefined) {
    if (!tableIds) return;
    const unique = new Set(tableIds);
    const found = await createGuestListRepository(deps.db).countTables(restaurantId, [...unique]);
    if (found !== unique.size || unique.size !== tableIds.length) {
      throw invalid('tableIds', 'not tables of this restaurant');
    }
  }

  /**
   * The free tables or joined tables for a party over [start, end), best first
   * (rankStaffTableCandidates: bookable online first, then those kept back), as the pickers
   * suggest them and as a booking with no table ticked is seated.
   */
  async function rankedTables(
    db: AppDatabase,
    restaurant: { id: number; tables: Table[]; combinations: TableCombination[] },
    guests: number,
    period: { start: Date; end: Date },
    exceptBookingId: number | null = null,
  ) {
    const occupied = await createGuestListRepository(db).occupiedTables(
      restaurant.id,
      period.start,
      period.end,
      deps.clock.now(),
      exceptBookingId,
    );
    const ranked = rankStaffTableCandidates({
      tables: restaurant.tables,
      combinations: restaurant.combinations,
      occupied,
      start: period.start.getTime(),
      end: period.end.getTime(),
      guests,
    });
    return { occupied, ranked };
  }

  async function entryOf(restaurantId: number, bookingId: number, timeZone: string) {
    const row = await createGuestListRepository(deps.db).entry(restaurantId, bookingId);
    if (!row) throw new Error(`booking ${bookingId} left the guest list`);
    return toEntry(row, timeZone);
  }

  return {
    async create(restaurantId: number, request: StaffBookingRequest): Promise<GuestListEntry> {
      const restaurant = await restaurantOf(restaurantId);
      const walkIn = request.kind === 'walk_in';
      if (!request.startsAt && !walkIn) throw invalid('startsAt', 'a phone booking needs a time');
      await checkTables(restaurantId, request.tableIds);
      const start = request.startsAt
        ? instant(request.startsAt, restaurant.timeZone, 'startsAt')
        : thisMinute();
      const end = new Date(start.getTime() + restaurant.minutesFor(request.guests) * MINUTE_MS);
      const now = deps.clock.now();
      const bookingId = await retryTransient(() =>
        deps.db.transaction(async (tx) => {
          const rows = createGuestListRepository(tx);
          const candidates = request.tableIds
            ? [request.tableIds]
            : (await rankedTables(tx, restaurant, request.guests, { start, end })).ranked;
          await lockCandidates(tx, candidates);
          const id = await rows.insertBooking({
            restaurantId,
            startAt: start,
            endAt: end,
            guests: request.guests,
            status: 'confirmed',
            seating: walkIn ? 'seated' : 'expected',
            kind: walkIn ? 'walk_in' : 'booking',
            source: SOURCE_RESTAURANT,
            firstName: request.firstName || null,
            lastName: request.lastName || null,
            phone: request.phone || null,
            email: request.email || null,
            specialRequest: request.specialRequest || null,
            internalNote: request.internalNote || null,
            language: request.language ?? null,
            createdAt: now,
            updatedAt: now,
          });
          await seatFirstFree(tx, { id, restaurantId }, candidates, { start, end }, now);
          // A phone booking with an e-mail address is confirmed to the diner like any other; one
          // the restaurant wants a card for gets the payment link instead (the confirmation
          // follows the payment). The link page needs the name, e-mail and phone it shows.
          const linkable = request.firstName && request.email && request.phone;
          if (!walkIn && linkable && restaurant.owes(request.guests)) {
            await queueBookingMessage(tx, { kind: 'payment_link', bookingId: id, now });
          } else if (!walkIn && request.email) {
            await queueBookingMessage(tx, { kind: 'booking_confirmed', bookingId: id, now });
            await queueReminder(tx, id, now);
          }
          return id;
        }),
      );
      return entryOf(restaurantId, bookingId, restaurant.timeZone);
    },

    /**
     * Which tables are free for a party's sitting, and the best free ones: what the staff's
     * pickers show. The sitting starts at `startsAt` (now without it) and lasts as the booking
     * rules say for the party; a booking being moved keeps its own length while its party stays
     * the same (as a change does), and its own tables count as free.
     */
    async tableOptions(
      restaurantId: number,
      query: { guests: number; startsAt?: string | undefined; bookingId?: number | undefined },
    ): Promise<TableOptionsResponse> {
      const restaurant = await restaurantOf(restaurantId);
      const moving = query.bookingId
        ? await createGuestListRepository(deps.db).entry(restaurantId, query.bookingId)
        : null;
      if (query.bookingId && !moving) throw new AppError('not_found', 404, 'No such booking');
      const start = query.startsAt
        ? instant(query.startsAt, restaurant.timeZone, 'startsAt')
        : thisMinute();
      const minutes =
        moving && moving.guests === query.guests
          ? (moving.endAt.getTime() - moving.startAt.getTime()) / MINUTE_MS
          : restaurant.minutesFor(query.guests);
      const end = new Date(start.getTime() + minutes * MINUTE_MS);
      const { occupied, ranked } = await rankedTables(
        deps.db,
        restaurant,
        query.guests,
        { start, end },
        moving?.id ?? null,
      );
      const index = buildOccupancyIndex(occupied);
      const tables = await createGuestListRepository(deps.db).tables(restaurantId);
      return {
        startsAt: localDateTime(start, restaurant.timeZone),
        endsAt: localDateTime(end, restaurant.timeZone),
        tables: tables.map((table) => {
          const free = isTableFree(index, table.id, start.getTime(), end.getTime());
          const fits = table.minGuests <= query.guests && query.guests <= table.maxGuests;
          return { id: table.id, free, fits: free && fits };
        }),
        suggestion: ranked[0] ?? null,
      };
    },

    /** Moves, resizes or notes a booking; a move onto a taken table changes nothing (409). */
    async change(
      restaurantId: number,
      bookingId: number,
      request: StaffBookingChange,
    ): Promise<GuestListEntry> {
      const restaurant = await restaurantOf(restaurantId);
      await checkTables(restaurantId, request.tableIds);
      const now = deps.clock.now();
      await retryTransient(() =>
        deps.db.transaction(async (tx) => {
          const rows = createGuestListRepository(tx);
          const booking = await rows.lockBooking(restaurantId, bookingId);
          if (!booking) throw new AppError('not_found', 404, 'No such booking');
          const moves =
            request.startsAt !== undefined ||
            request.tableIds !== undefined ||
            request.guests !== undefined;
          if (moves && booking.status !== 'confirmed' && booking.status !== 'waitlisted') {
            throw new AppError('conflict', 409, `A booking that is ${booking.status} cannot move`);
          }
          if (request.tableIds && booking.isWaitingList) {
            throw new AppError('conflict', 409, 'A waiting-list party is seated, not moved');
          }
          const start = request.startsAt
            ? instant(request.startsAt, restaurant.timeZone, 'startsAt')
            : booking.startAt;
          const guests = request.guests ?? booking.guests;
          const minutes =
            request.guests === undefined
              ? (booking.endAt.getTime() - booking.startAt.getTime()) / MINUTE_MS
              : restaurant.minutesFor(guests);
          const end = new Date(start.getTime() + minutes * MINUTE_MS);
          const tableIds = request.tableIds ?? (await tableIdsOf(tx, booking.id));
          if (moves && tableIds.length > 0) {
            await lockTables(tx, [...(await tableIdsOf(tx, booking.id)), ...tableIds]);
            await freeTables(tx, booking.id);
            await seatFirstFree(tx, booking, [tableIds], { start, end }, now);
          }
          await updateBooking(tx, booking.id, {
            startAt: start,
            endAt: end,
            guests,
            ...(request.internalNote !== undefined
              ? { internalNote: request.internalNote || null }
              : {}),
            updatedAt: now,
          });
          // The diner hears of a new time or party size, as after a change of their own.
          const dinerSees =
            start.getTime() !== booking.startAt.getTime() || guests !== booking.guests;
          if (dinerSees && booking.email && booking.status === 'confirmed') {
            await queueBookingMessage(tx, {
              kind: 'booking_changed',
              bookingId: booking.id,
              now,
              key: `staff-${now.getTime()}`,
            });
            await dropReminder(tx, booking.id, 'booking moved');
            await queueReminder(tx, booking.id, now);
          }
        }),
      );
      return entryOf(restaurantId, bookingId, restaurant.timeZone);
    },

    /** A waiting-list party gets tables now and sits down. */
    async seatWaiting(
      identity: Identity,
      restaurantId: number,
      bookingId: number,
      request: SeatWaitingRequest,
    ): Promise<GuestListEntry> {
      const restaurant = await restaurantOf(restaurantId);
      await checkTables(restaurantId, request.tableIds);
      const now = deps.clock.now();
      await retryTransient(() =>
        deps.db.transaction(async (tx) => {
          const rows = createGuestListRepository(tx);
          const booking = await rows.lockBooking(restaurantId, bookingId);
          if (!booking) throw new AppError('not_found', 404, 'No such booking');
          // An entry holding a table offered to it gives that table up for the chosen ones.
          const offered =
            booking.status === 'held' && (await latestOfferOf(tx, booking.id))?.status === 'live';
          if (booking.status !== 'waitlisted' && !offered) {
            throw new AppError('conflict', 409, 'Only a waiting-list party is seated this way');
          }
          if (offered) await freeTables(tx, booking.id);
          const start = thisMinute();
          const end = new Date(start.getTime() + restaurant.minutesFor(booking.guests) * MINUTE_MS);
          await seatFirstFree(tx, booking, [request.tableIds], { start, end }, now);
          await updateBooking(tx, booking.id, {
            status: assertTransition(booking.status, 'confirmed'),
            seating: 'seated',
            isWaitingList: false,
            startAt: start,
            endAt: end,
            updatedAt: now,
          });
          await rows.recordChange({
            bookingId: booking.id,
            fromStatus: 'waitlisted',
            toStatus: 'seated',
            changedBy: identity.userId,
            reason: null,
            changedAt: now,
          });
        }),
      );
      return entryOf(restaurantId, bookingId, restaurant.timeZone);
    },

    async block(restaurantId: number, request: TableBlockRequest): Promise<TableBlock> {
      const restaurant = await restaurantOf(restaurantId);
      await checkTables(restaurantId, request.tableIds);
      const start = instant(request.startsAt, restaurant.timeZone, 'startsAt');
      const end = instant(request.endsAt, restaurant.timeZone, 'endsAt');
      if (end <= start) throw invalid('endsAt', 'a block ends after it starts');
      const now = deps.clock.now();
      const id = await retryTransient(() =>
        deps.db.transaction(async (tx) => {
          const rows = createGuestListRepository(tx);
          await lockCandidates(tx, [request.tableIds]);
          const blockId = await rows.insertBooking({
            restaurantId,
            startAt: start,
            endAt: end,
            guests: 0,
            status: 'confirmed',
            kind: 'block',
            source: SOURCE_RESTAURANT,
            internalNote: request.reason || null,
            createdAt: now,
            updatedAt: now,
          });
          await seatFirstFree(
            tx,
            { id: blockId, restaurantId },
            [request.tableIds],
            { start, end },
            now,
          );
          return blockId;
        }),
      );
      const [row] = (
        await createGuestListRepository(deps.db).blocks(restaurantId, start, end)
      ).filter((block) => block.id === id);
      if (!row) throw new Error(`block ${id} was not stored`);
      return toBlock(row, restaurant.timeZone);
    },

    /** Opens the tables again: the block is cancelled and lets go of them. */
    async unblock(restaurantId: number, blockId: number): Promise<void> {
      const now = deps.clock.now();
      await retryTransient(() =>
        deps.db.transaction(async (tx) => {
          const block = await createGuestListRepository(tx).lockBooking(restaurantId, blockId, [
            'block',
          ]);
          if (!block || block.status !== 'confirmed') {
            throw new AppError('not_found', 404, 'No such block');
          }
          await freeTables(tx, block.id);
          await updateBooking(tx, block.id, {
            status: assertTransition(block.status, 'cancelled'),
            cancelledAt: now,
            updatedAt: now,
          });
        }),
      );
    },
  };
}
