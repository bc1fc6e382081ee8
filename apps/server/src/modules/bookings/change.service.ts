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
import { queueBookingMessage } from '../messages/queue-message.ts';
import { menusFor } from '../upsell/offered-menus.ts';
import { type BookingRow, createBookingsRepository, type Executor } from './bookings.repository.ts';
import { createChangeRepository } from './change.repository.ts';
import { type MovePlan, moveBooking, NoTableLeft, samePlacing } from './change-move.ts';
import { cancelVerdict } from '../booking-lifecycle/lifecycle.ts';
import { tableIdsOf } from '../booking-lifecycle/table-claims.ts';
import { parseCard } from '../payments/card.ts';
import type { ChangeRefund, PaymentService, PaymentDue } from '../payments/payment.service.ts';
import { findRestaurant, type RestaurantRow } from '../restaurants/restaurant-row.ts';
import { checkMenuSelection } from './menu-selection.ts';
import { type PaymentTotals, paymentTotals } from './payment-totals.ts';
import { createReserveRepository } from './reserve.repository.ts';
import { SqlState, sqlState } from '../../db/sql-state.ts';

/** A deadlock or serialization failure is retried this many times before it becomes a 500. */
const MAX_ATTEMPTS = 3;

/** The booking moved between planning a change and locking it (another change won). */
class BookingMoved extends Error {}

/** Plans made again after a concurrent change, before the diner is told to try again. */
const MAX_MOVED_ATTEMPTS = 5;

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

/**
 * Minutes a change's payment may take (a 3-D Secure challenge included) before its approval no
 * longer moves the booking: the longest a complete's challenge may keep a table held.
 */
const CHANGE_PAYMENT_WINDOW_MS = 15 * 60_000;

/**
 * The money a change moves (ADR 064), from the booking's totals before and after it: a prepayment
 * that grows charges the difference (its card also stands for a larger guarantee), one that
 * shrinks gives the difference back, a guarantee that grows checks a card. A prepayment that
 * shrinks while a guarantee grows is the restaurant's to make ('refused').
 */
type MoneyMove =
  | { kind: 'none' }
  | { kind: 'refused' }
  | { kind: 'charge' | 'refund' | 'card_check'; amount: number };

function moneyMove(before: PaymentTotals, after: PaymentTotals): MoneyMove {
  const difference = after.totalPrepaid - before.totalPrepaid;
  const guaranteeGrows = after.totalNoShow > before.totalNoShow;
  if (difference > 0) return { kind: 'charge', amount: difference };
  if (difference < 0 && guaranteeGrows) return { kind: 'refused' };
  if (difference < 0) return { kind: 'refund', amount: -difference };
  if (guaranteeGrows) return { kind: 'card_check', amount: after.totalNoShow };
  return { kind: 'none' };
}

export type ChangeService = ReturnType<typeof createChangeService>;

export function createChangeService(deps: {
  db: AppDatabase;
  clock: Clock;
  availability: Pick<AvailabilityInputSource, 'inputs'>;
  payments: Pick<
    PaymentService,
    'beginChange' | 'pay' | 'markChangeRefund' | 'completeChangeRefunds'
  >;
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

  /** The booking's payment totals as they stand (what the diner has paid or guaranteed). */
  async function totalsNow(db: Executor, booking: BookingRow, restaurant: RestaurantRow) {
    const menus = await createBookingsRepository(db).listBookingMenus(booking.id);
    return paymentTotals(restaurant, booking.guests, menus);
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
     *
     * Money (ADR 064): a change that lowers a prepayment moves at once and marks the difference
     * to go back, given back after commit. One that raises it or grows a guarantee moves only
     * when its payment is approved: it asks for a card first (`payment_required`), then opens a
     * pending change and its payment under the row lock, and the payment's settlement (now, or
     * after the bank's 3-D Secure page) moves the booking if it is still as planned.
     */
    async change(
      request: ChangeRequest,
      idempotencyKey?: string,
      options: { language?: string } = {},
    ): Promise<ChangeResponse> {
      const local = parseLocalDateTime(request.dateTime);
      if (!local) {
        throw new AppError('validation_failed', 400, 'dateTime: not a valid date and time', {
          field: 'dateTime',
        });
      }
      /** Parts of a prepayment a committed change gives back (after commit). */
      let refunds: ChangeRefund[] = [];
      /**
       * Plans the move from committed state (reads on the database, never inside the
       * transaction: the embedded database has one connection), then makes it under the
       * booking's row lock, if the booking is still as planned (else `BookingMoved`: plan again).
       */
      const attempt = async (): Promise<ChangeResponse> => {
        refunds = [];
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
        const before = await totalsNow(deps.db, seen, restaurant);
        const move = moneyMove(before, totals);
        if (move.kind === 'refused') return { success: false, message: 'payment_change_required' };
        const money =
          move.kind === 'none'
            ? undefined
            : { kind: move.kind, amount: move.amount, currency: restaurant.currency };

        const only = { from: startMs, to: startMs };
        const found = await freeSlots(deps.db, seen, local.date, request.guests, now, only);
        const slot = found?.slots.find((candidate) => candidate.start === startMs);
        if (!found || !slot || !fitsBooking(slot, seen)) {
          return { success: false, message: 'unavailable' };
        }
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
        const plan: MovePlan = {
          startAt: new Date(slot.start),
          endAt: new Date(slot.end),
          guests: request.guests,
          candidates: found.inputs.tables.length > 0 ? candidates : null,
          menus: menus.changed ? menus.check.selected : null,
          idempotencyKey: idempotencyKey ?? null,
        };

        if (move.kind === 'charge' || move.kind === 'card_check') {
          const due = {
            totalPrepaid: move.kind === 'charge' ? move.amount : 0,
            totalNoShow: totals.totalNoShow,
          };
          return paidChange({ seen, restaurant, plan, before, due, money, now });
        }

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
          if (move.kind === 'refund') {
            const marked = await deps.payments.markChangeRefund(tx, booking, move.amount);
            // A gift card paid part of what would go back: the restaurant makes this change.
            if (!marked) return { success: false, message: 'payment_change_required' };
            refunds = marked;
          }
          // A waiting paid change of this booking no longer applies: this one moved it.
          await createChangeRepository(tx).supersedePending(booking.id);
          const moved = await moveBooking(tx, booking, plan, now);
          if (moved === 'unavailable') throw new NoTableLeft();
          for (const { payment } of refunds) {
            await queueBookingMessage(tx, {
              kind: 'change_receipt',
              bookingId: booking.id,
              now,
              key: payment.id,
              paymentId: payment.id,
            });
          }
          return { success: true, message: 'changed', ...(money ? { money } : {}) };
        });
      };

      /**
       * A change that needs money first: without a card, says what it costs; with one, opens
       * the pending change and its payment under the booking's row lock, then pays (after
       * commit: no network call inside a transaction). Approved at once, the settlement has
       * moved the booking; with a challenge, the answer carries the bank's page.
       */
      const paidChange = async (input: {
        seen: BookingRow;
        restaurant: RestaurantRow;
        plan: MovePlan;
        before: PaymentTotals;
        due: PaymentTotals;
        money: ChangeResponse['money'];
        now: Date;
      }): Promise<ChangeResponse> => {
        const { seen, restaurant, plan, due, money, now } = input;
        const hosted = restaurant.externalPaymentForm;
        // The diner sees what the change costs and sends a card (null: the hosted checkout).
        if (request.card === undefined || (request.card === null && !hosted)) {
          return { success: false, message: 'payment_required', money };
        }
        const card = request.card && !hosted ? parseCard(request.card, now) : null;
        if (!card && !hosted) return { success: false, message: 'payment_declined', money };
        const opened = await deps.db.transaction(async (tx) => {
          const booking = await createBookingsRepository(tx).findBookingByGuid(request.guid, {
            forUpdate: true,
          });
          if (!booking) throw new AppError('not_found', 404, 'No such booking');
          const changes = createChangeRepository(tx);
          if (idempotencyKey && (await changes.findByKey(booking.id, idempotencyKey))) {
            return 'changed' as const;
          }
          if (!samePlacing(booking, seen)) throw new BookingMoved();
          // One waiting change per booking: the newest. An older one's approval now lapses.
          await changes.supersedePending(booking.id);
          const pending = await changes.insertPending({
            bookingId: booking.id,
            idempotencyKey: idempotencyKey ?? null,
            fromStartAt: booking.startAt,
            fromEndAt: booking.endAt,
            fromGuests: booking.guests,
            toStartAt: plan.startAt,
            toEndAt: plan.endAt,
            toGuests: plan.guests,
            candidates: plan.candidates,
            menus: plan.menus,
            prepaidBefore: input.before.totalPrepaid,
            expiresAt: new Date(now.getTime() + CHANGE_PAYMENT_WINDOW_MS),
            createdAt: now,
          });
          const payment = await deps.payments.beginChange(tx, {
            booking,
            changeId: pending.id,
            restaurant,
            totals: due,
            card,
          });
          return { booking, payment };
        });
        if (opened === 'changed') return { success: true, message: 'changed' };
        const paymentDue: PaymentDue = { booking: opened.booking, restaurant, totals: due, card };
        const result = await deps.payments.pay({
          ...paymentDue,
          payment: opened.payment,
          language: options.language ?? 'en',
        });
        if (result.response === 1) return { success: true, message: 'changed', money };
        if (result.response === 3) {
          const { redirectHtml, paymentId, paymentProviderType } = result;
          return {
            success: false,
            message: 'payment_pending',
            money,
            redirect: { redirectHtml, paymentId, paymentProviderType },
          };
        }
        const declined =
          result.message === 'payment_declined' ||
          result.message === 'payment_authentication_failed';
        return { success: false, message: declined ? 'payment_declined' : 'unavailable', money };
      };

      for (let attemptNo = 1; ; attemptNo += 1) {
        try {
          const answer = await attempt();
          // After commit: the marked parts go back at the provider.
          if (refunds.length > 0) await deps.payments.completeChangeRefunds(refunds);
          return answer;
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
