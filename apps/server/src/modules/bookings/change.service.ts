import { parseLocalDateTime, zonedToUtc } from '@dekka/time/local-time';
import { computeSlots } from '@dekka/availability/slots';
import { rankTableCandidates } from '@dekka/availability/tables';
import type { Slot } from '@dekka/availability/types';
import type {
  ChangeMessage,
  ChangeOptionsResponse,
  ChangeRequest,
  ChangeResponse,
} from '@dekka/contracts/booking-change';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type {
  AvailabilityInputSource,
  AvailabilityInputs,
} from '../availability/availability.service.ts';
import { toTimeSuggestion } from '../availability/local-window.ts';
import { dropReminder, queueBookingMessage, queueReminder } from '../messages/queue-message.ts';
import { menusFor } from '../upsell/offered-menus.ts';
import { type BookingRow, createBookingsRepository, type Executor } from './bookings.repository.ts';
import { createChangeRepository } from './change.repository.ts';
import { expireLapsedHolds, updateBooking } from '../booking-lifecycle/booking-rows.ts';
import { cancelVerdict } from '../booking-lifecycle/lifecycle.ts';
import { claimTables, freeTables, tableIdsOf } from '../booking-lifecycle/table-claims.ts';
import { findRestaurant, type RestaurantRow } from '../restaurants/restaurant-row.ts';
import { checkMenuSelection } from './menu-selection.ts';
import { paymentTotals } from './payment-totals.ts';
import { createReserveRepository } from './reserve.repository.ts';
import { SqlState, sqlState } from '../../db/sql-state.ts';

/** A deadlock or serialization failure is retried this many times before it becomes a 500. */
const MAX_ATTEMPTS = 3;

/** Thrown inside the change transaction to roll it back: the new time has no table left. */
class NoTableLeft extends Error {}

/** The booking moved between planning a change and locking it (another change won). */
class BookingMoved extends Error {}

/** Plans made again after a concurrent change, before the diner is told to try again. */
const MAX_MOVED_ATTEMPTS = 5;

/** Where and for whom the booking sits: what a change was planned against. */
function samePlacing(a: BookingRow, b: BookingRow): boolean {
  return (
    a.status === b.status &&
    a.guests === b.guests &&
    a.startAt.getTime() === b.startAt.getTime() &&
    a.endAt.getTime() === b.endAt.getTime() &&
    a.eventOccurrenceId === b.eventOccurrenceId
  );
}

type Verdict = { allowed: boolean; message: ChangeMessage };

/**
 * Whether the diner may change the booking now: a confirmed table booking, until the same
 * deadline as cancelling (changing is cancelling the old time, in one step).
 */
function changeVerdict(booking: BookingRow, restaurant: RestaurantRow, now: Date): Verdict {
  if (booking.isWaitingList) return { allowed: false, message: 'waiting_list_not_changeable' };
  if (booking.status !== 'confirmed') return { allowed: false, message: 'booking_not_active' };
  const cancel = cancelVerdict(booking, restaurant, now);
  if (cancel.allowed) return { allowed: true, message: 'change_allowed' };
  return {
    allowed: false,
    message:
      cancel.message === 'cancel_deadline_passed' ? 'change_deadline_passed' : 'booking_not_active',
  };
}

/**
 * The availability inputs as if `booking` were not there: its tables free over its period, its
 * guests out of the pacing count and its tickets back on sale. A booking may move to a time that
 * overlaps its own, or grow at the same table.
 */
function withoutBooking(
  inputs: AvailabilityInputs,
  booking: BookingRow,
  ownTableIds: readonly number[],
): AvailabilityInputs {
  const start = booking.startAt.getTime();
  const end = booking.endAt.getTime();
  const ownPeriod = (period: { tableId: number; start: number; end: number }) =>
    ownTableIds.includes(period.tableId) && period.start === start && period.end === end;
  const startIndex = inputs.bookingStarts.findIndex(
    (entry) => entry.start === start && entry.guests === booking.guests,
  );
  return {
    ...inputs,
    occupied: inputs.occupied.filter((period) => !ownPeriod(period)),
    bookingStarts: inputs.bookingStarts.filter((_, index) => index !== startIndex),
    events: inputs.events.map((event) =>
      event.occurrenceId === booking.eventOccurrenceId
        ? { ...event, ticketsLeft: event.ticketsLeft + booking.guests }
        : event,
    ),
  };
}

/** An event booking moves only between occurrences of its own event. */
function fitsBooking(slot: Slot, booking: BookingRow): boolean {
  return booking.eventId === null
    ? slot.isTableAvailable
    : slot.isEventAvailable && slot.eventIds.includes(booking.eventId);
}

export type ChangeService = ReturnType<typeof createChangeService>;

export function createChangeService(deps: {
  db: AppDatabase;
  clock: Clock;
  availability: Pick<AvailabilityInputSource, 'inputs'>;
}) {
  const bookingRows = createBookingsRepository(deps.db);

  async function load(guid: string) {
    const row = await bookingRows.findBookingWithRestaurant(guid);
    if (!row) throw new AppError('not_found', 404, 'No such booking');
    return row;
  }

  /** The day's sittings for `guests`, judged without the booking itself. */
  async function freeSlots(
    db: Executor,
    booking: BookingRow,
    date: string,
    guests: number,
    now: Date,
    only?: { from: number; to: number },
  ) {
    const inputs = await deps.availability.inputs(booking.restaurantId, date, guests, now, only);
    if (!inputs) return null;
    const own = await tableIdsOf(db, booking.id);
    const free = withoutBooking(inputs, booking, own);
    const slots = computeSlots({ ...free, date, guests, now: now.getTime() }, only);
    return { inputs: free, slots };
  }

  /**
   * The menus after the change: a single menu that covered the whole party follows the party
   * size (as the upsell step offers it); any selection must then pass the upsell rules for the
   * new time and party.
   */
  async function menusAfter(
    db: Executor,
    booking: BookingRow,
    localTime: string,
    guests: number,
    restaurant: RestaurantRow,
  ) {
    const current = await createChangeRepository(db).menusOf(booking.id);
    const coversParty =
      current.length === 1 && current[0] !== undefined && current[0].count === booking.guests;
    const selection = coversParty && current[0] ? [{ id: current[0].id, count: guests }] : current;
    const context = await createReserveRepository(db).context(restaurant.id);
    const offered = menusFor(context?.menus ?? [], booking.eventId, localTime);
    const check = checkMenuSelection({
      selection,
      menus: offered,
      guests,
      onlineMenuMandatory: restaurant.onlineMenuMandatory,
    });
    const priced = check.selected.map((item) => {
      const menu = offered.find((candidate) => candidate.id === item.id);
      return { count: item.count, price: menu?.price ?? null, paymentType: menu?.paymentType ?? 0 };
    });
    return { check, priced, changed: JSON.stringify(selection) !== JSON.stringify(current) };
  }

  /**
   * Money the diner has settled stays as it is: a change that alters a prepayment, or grows a
   * no-show guarantee, or makes a card necessary, is refused (the restaurant can make it).
   */
  async function moneyUnchanged(
    db: Executor,
    booking: BookingRow,
    restaurant: RestaurantRow,
    newTotals: { totalNoShow: number; totalPrepaid: number },
  ): Promise<boolean> {
    const before = paymentTotals(
      restaurant,
      booking.guests,
      await createBookingsRepository(db).listBookingMenus(booking.id),
    );
    return (
      newTotals.totalPrepaid === before.totalPrepaid && newTotals.totalNoShow <= before.totalNoShow
    );
  }

  return {
    async options(guid: string, date: string, guests: number): Promise<ChangeOptionsResponse> {
      const { booking, restaurant } = await load(guid);
      const now = deps.clock.now();
      const verdict = changeVerdict(booking, restaurant, now);
      const maxGuests = restaurant.maxOnlinePartySize;
      if (!verdict.allowed) return { ...verdict, maxGuests, slots: [] };
      const found = await freeSlots(deps.db, booking, date, guests, now);
      const slots = (found?.slots ?? [])
        .filter((slot) => booking.eventId === null || slot.eventIds.includes(booking.eventId))
        .map((slot) => {
          const suggestion = toTimeSuggestion(slot, date);
          // A change takes a table (or its event's seats) or nothing: no waiting list here.
          const available = fitsBooking(slot, booking);
          return { ...suggestion, isAvailable: available, isWaitingListAvailable: false };
        });
      return { ...verdict, maxGuests, slots };
    },

    /**
     * Moves the booking to a new time and party size in ONE transaction under the booking's row
     * lock: its tables are released and the new ones taken together, so it never has both or
     * neither, and a change that finds no table rolls back and leaves the booking as it was.
     * Concurrent changes of one booking queue on the lock; a change and a reserve racing for a
     * table are settled by the exclusion constraint. A retried change with the same key answers
     * as the first did.
     */
    async change(request: ChangeRequest, idempotencyKey?: string): Promise<ChangeResponse> {
      const local = parseLocalDateTime(request.dateTime);
      if (!local) {
        throw new AppError('validation_failed', 400, 'dateTime: not a valid date and time', {
          field: 'dateTime',
        });
      }
      /**
       * Plans the move from committed state (reads on the database, never inside the
       * transaction: the embedded database has one connection), then makes it under the
       * booking's row lock, if the booking is still as planned (else `BookingMoved`: plan again).
       */
      const attempt = async (): Promise<ChangeResponse> => {
        const changes = createChangeRepository(deps.db);
        const seen = await bookingRows.findBookingByGuid(request.guid);
        if (!seen) throw new AppError('not_found', 404, 'No such booking');
        if (idempotencyKey && (await changes.findByKey(seen.id, idempotencyKey))) {
          return { success: true, message: 'changed' };
        }
        const restaurant = await findRestaurant(deps.db, seen.restaurantId);
        if (!restaurant) throw new AppError('not_found', 404, 'No such restaurant');
        const now = deps.clock.now();
        const verdict = changeVerdict(seen, restaurant, now);
        if (!verdict.allowed) return { success: false, message: verdict.message };

        const startMs = zonedToUtc(local.date, local.time, restaurant.timeZone);
        if (startMs === null) return { success: false, message: 'unavailable' };
        if (startMs === seen.startAt.getTime() && request.guests === seen.guests) {
          return { success: true, message: 'unchanged' };
        }
        const menus = await menusAfter(deps.db, seen, local.time, request.guests, restaurant);
        const totals = paymentTotals(restaurant, request.guests, menus.priced);
        if (!(await moneyUnchanged(deps.db, seen, restaurant, totals))) {
          return { success: false, message: 'payment_change_required' };
        }

        const only = { from: startMs, to: startMs };
        const found = await freeSlots(deps.db, seen, local.date, request.guests, now, only);
        const slot = found?.slots.find((candidate) => candidate.start === startMs);
        if (!found || !slot || !fitsBooking(slot, seen)) {
          return { success: false, message: 'unavailable' };
        }
        const period = { startAt: new Date(slot.start), endAt: new Date(slot.end) };
        const allowed = menus.check.floorPlanIds;
        const candidates = rankTableCandidates({
          tables: allowed
            ? found.inputs.tables.filter((table) => allowed.includes(table.floorPlanId))
            : found.inputs.tables,
          combinations: found.inputs.combinations,
          occupied: found.inputs.occupied,
          start: slot.start,
          end: slot.end,
          guests: request.guests,
        });

        return deps.db.transaction(async (tx): Promise<ChangeResponse> => {
          const rows = createBookingsRepository(tx);
          const booking = await rows.findBookingByGuid(request.guid, { forUpdate: true });
          if (!booking) throw new AppError('not_found', 404, 'No such booking');
          if (
            idempotencyKey &&
            (await createChangeRepository(tx).findByKey(booking.id, idempotencyKey))
          ) {
            return { success: true, message: 'changed' };
          }
          if (!samePlacing(booking, seen)) throw new BookingMoved();

          let occurrenceId = booking.eventOccurrenceId;
          if (booking.eventId !== null) {
            // The occurrence's row lock queues this with reserves for its last seats.
            const occurrence = await rows.lockOccurrenceAt(booking.eventId, period.startAt);
            if (!occurrence) return { success: false, message: 'unavailable' };
            const ownTickets = occurrence.id === booking.eventOccurrenceId ? booking.guests : 0;
            const taken = await rows.ticketsTaken(occurrence.id, now);
            if (occurrence.ticketCapacity - taken + ownTickets < request.guests) {
              return { success: false, message: 'unavailable' };
            }
            occurrenceId = occurrence.id;
          }

          await freeTables(tx, booking.id);
          if (found.inputs.tables.length > 0) {
            if (!(await seatFirstFree(tx, booking, candidates, period, now))) {
              throw new NoTableLeft();
            }
          }
          await updateBooking(tx, booking.id, {
            ...period,
            guests: request.guests,
            eventOccurrenceId: occurrenceId,
            updatedAt: now,
          });
          const changes = createChangeRepository(tx);
          if (menus.changed) await changes.replaceMenus(booking.id, menus.check.selected);
          const changeId = await changes.record({
            bookingId: booking.id,
            idempotencyKey: idempotencyKey ?? null,
            fromStartAt: booking.startAt,
            toStartAt: period.startAt,
            fromGuests: booking.guests,
            toGuests: request.guests,
            createdAt: now,
          });
          await queueBookingMessage(tx, {
            kind: 'booking_changed',
            bookingId: booking.id,
            now,
            key: changeId,
          });
          // The reminder follows the booking to its new time.
          await dropReminder(tx, booking.id, 'booking moved');
          await queueReminder(tx, booking.id, now);
          return { success: true, message: 'changed' };
        });
      };

      for (let attemptNo = 1; ; attemptNo += 1) {
        try {
          return await attempt();
        } catch (error) {
          if (error instanceof NoTableLeft) return { success: false, message: 'unavailable' };
          // Another change moved the booking after this one planned: plan again from there.
          if (error instanceof BookingMoved && attemptNo < MAX_MOVED_ATTEMPTS) continue;
          if (error instanceof BookingMoved) {
            throw new AppError('conflict', 409, 'The booking is being changed; try again');
          }
          const state = sqlState(error);
          // The same retried change raced itself past the key check: the first one won.
          if (state === SqlState.uniqueViolation && idempotencyKey) {
            return { success: true, message: 'changed' };
          }
          const transient =
            state === SqlState.deadlockDetected || state === SqlState.serializationFailure;
          if (!transient || attemptNo >= MAX_ATTEMPTS) throw error;
        }
      }
    },
  };
}

/**
 * Tries the ranked candidates in order, each in a savepoint (a refused insert aborts only the
 * savepoint). A refusal may be a lapsed hold that still has its row: those are released once,
 * then the candidate is tried again, as reserve does.
 */
async function seatFirstFree(
  tx: Executor,
  booking: BookingRow,
  candidates: number[][],
  period: { startAt: Date; endAt: Date },
  now: Date,
): Promise<boolean> {
  let released = false;
  for (const tableIds of candidates) {
    for (let retry = 0; retry < 2; retry += 1) {
      try {
        await tx.transaction((savepoint) =>
          claimTables(savepoint, booking.id, tableIds, period.startAt, period.endAt),
        );
        return true;
      } catch (error) {
        if (sqlState(error) !== SqlState.exclusionViolation) throw error;
        if (released) break;
        released = true;
        const expired = await tx.transaction((savepoint) =>
          expireLapsedHolds(savepoint, now, { restaurantId: booking.restaurantId }),
        );
        if (expired === 0) break;
      }
    }
  }
  return false;
}
