import type { SlotQuery } from '@dekka/availability/types';
import { parseLocalDateTime, zonedToUtc } from '@dekka/availability/local-time';
import { computeSlots } from '@dekka/availability/slots';
import { rankTableCandidates } from '@dekka/availability/tables';
import type { ReserveRequest, ReserveResponse } from '@dekka/contracts/booking';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import {
  findEvent,
  findGuidByIdempotencyKey,
  findRestaurant,
  insertBooking,
  listOfferedMenus,
  lockOccurrenceAt,
  releaseExpiredHolds,
  ticketsTaken,
  type Executor,
  type NewBooking,
} from './bookings.repository.ts';
import { menusFor } from '../upsell/menu-rules.ts';
import { checkMenuSelection } from './menu-rules.ts';
import { SqlState, sqlState } from './sql-state.ts';

/** Spec section 9: the completion link (the hold) is valid 5 minutes. */
export const HOLD_MINUTES = 5;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** A deadlock or serialization failure is retried this many times before it becomes a 500. */
const MAX_ATTEMPTS = 3;

/** What the engine needs besides the date, party and clock. */
export type AvailabilityInputs = Omit<SlotQuery, 'date' | 'guests' | 'now'>;

export type LoadAvailabilityInputs = (
  db: Executor,
  restaurantId: number,
  fromMs: number,
  toMs: number,
  now: Date,
) => Promise<AvailabilityInputs | undefined>;

export type ReserveCommand = {
  userId: string;
  idempotencyKey: string | undefined;
  request: ReserveRequest;
};

export type ReserveService = ReturnType<typeof createReserveService>;

const FULL: ReserveResponse = { success: false, guid: null };

function badDate(): AppError {
  return new AppError(
    'validation_failed',
    400,
    'date: not a valid YYYY-MM-DDTHH:mm date and time',
    {
      field: 'date',
    },
  );
}

export function createReserveService(deps: {
  db: AppDatabase;
  clock: Clock;
  loadAvailabilityInputs: LoadAvailabilityInputs;
}) {
  async function reserve(command: ReserveCommand): Promise<ReserveResponse> {
    const { request, userId, idempotencyKey } = command;
    const local = parseLocalDateTime(request.date ?? request.dateTime ?? '');
    if (!local) throw badDate();

    if (idempotencyKey !== undefined) {
      const guid = await findGuidByIdempotencyKey(deps.db, userId, idempotencyKey);
      if (guid) return { success: true, guid };
    }

    const restaurant = await findRestaurant(deps.db, request.restaurantId);
    if (!restaurant) throw new AppError('not_found', 404, 'No such restaurant');
    const eventId = request.eventId ?? null;
    if (eventId !== null && !(await findEvent(deps.db, restaurant.id, eventId))) {
      throw new AppError('not_found', 404, 'No such event at this restaurant');
    }
    const menuCheck = checkMenuSelection({
      selection: request.menus,
      // The same menus the upsell step offered for this event and time.
      menus: menusFor(await listOfferedMenus(deps.db, restaurant.id), eventId, local.time),
      guests: request.guests,
      onlineMenuMandatory: restaurant.onlineMenuMandatory,
    });
    // A wall time the clock skips (Oslo 02:30 on the spring-forward night) is no slot at all.
    const startMs = zonedToUtc(local.date, local.time, restaurant.timeZone);
    if (startMs === null) return FULL;
    if (request.isWaitingList && !restaurant.waitingListEnabled) return FULL;

    const now = deps.clock.now();
    const base = {
      restaurantId: restaurant.id,
      eventId,
      guests: request.guests,
      status: 'held',
      holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * MINUTE_MS),
      source: request.source,
      userId,
      idempotencyKey: idempotencyKey ?? null,
      createdAt: now,
      updatedAt: now,
    } satisfies Partial<NewBooking>;

    /** One short transaction: everything it reads, it reads through `tx`. */
    const attempt = async (tx: Executor): Promise<ReserveResponse> => {
      await releaseExpiredHolds(tx, restaurant.id, now);
      // A day either side covers sittings past midnight and any zone offset.
      const inputs = await deps.loadAvailabilityInputs(
        tx,
        restaurant.id,
        startMs - 36 * HOUR_MS,
        startMs + 36 * HOUR_MS,
        now,
      );
      if (!inputs) return FULL;
      const slot = computeSlots({
        ...inputs,
        date: local.date,
        guests: request.guests,
        now: now.getTime(),
      }).find((candidate) => candidate.start === startMs);
      if (!slot) return FULL;
      const period = { startAt: new Date(slot.start), endAt: new Date(slot.end) };

      const waitingList = async (): Promise<ReserveResponse> => {
        const row = await insertBooking(
          tx,
          { ...base, ...period, isWaitingList: true },
          menuCheck.selected,
          [],
        );
        return { success: true, guid: row.guid };
      };
      const fallback = () =>
        request.isWaitingListWhenFullyBooked && restaurant.waitingListEnabled
          ? waitingList()
          : FULL;

      if (request.isWaitingList) return waitingList();

      let eventOccurrenceId: number | null = null;
      if (eventId !== null) {
        const occurrence = await lockOccurrenceAt(tx, eventId, period.startAt);
        if (!occurrence) return FULL;
        const taken = await ticketsTaken(tx, occurrence.id, now);
        if (occurrence.ticketCapacity - taken < request.guests) return fallback();
        eventOccurrenceId = occurrence.id;
      } else if (!slot.isTableAvailable) {
        return fallback();
      }

      const allowed = menuCheck.floorPlanIds;
      const tables = allowed
        ? inputs.tables.filter((table) => allowed.includes(table.floorPlanId))
        : inputs.tables;
      const values = { ...base, ...period, eventOccurrenceId, isWaitingList: false };
      // An event at a restaurant without tables sells tickets only.
      if (eventId !== null && inputs.tables.length === 0) {
        const row = await insertBooking(tx, values, menuCheck.selected, []);
        return { success: true, guid: row.guid };
      }
      const candidates = rankTableCandidates({
        tables,
        combinations: inputs.combinations,
        occupied: inputs.occupied,
        start: slot.start,
        end: slot.end,
        guests: request.guests,
      });
      for (const tableIds of candidates) {
        try {
          // A savepoint per candidate: losing a table to a concurrent request undoes only this try.
          const row = await tx.transaction((savepoint) =>
            insertBooking(savepoint, values, menuCheck.selected, tableIds),
          );
          return { success: true, guid: row.guid };
        } catch (error) {
          // 23P01: another request committed an overlapping hold on one of these tables first.
          if (sqlState(error) !== SqlState.exclusionViolation) throw error;
        }
      }
      return fallback();
    };

    for (let attemptNo = 1; ; attemptNo += 1) {
      try {
        return await deps.db.transaction((tx) => attempt(tx));
      } catch (error) {
        const state = sqlState(error);
        // The same retried request raced itself: answer with the hold the other copy made.
        if (state === SqlState.uniqueViolation && idempotencyKey !== undefined) {
          const guid = await findGuidByIdempotencyKey(deps.db, userId, idempotencyKey);
          if (guid) return { success: true, guid };
        }
        // The token is valid but its user is gone (say, the database was reset): like
        // /web/usercustomer, a 401 makes the client sign in anew.
        if (state === SqlState.foreignKeyViolation) {
          throw new AppError('unauthorized', 401, 'This identity no longer exists');
        }
        const transient =
          state === SqlState.deadlockDetected || state === SqlState.serializationFailure;
        if (!transient || attemptNo >= MAX_ATTEMPTS) throw error;
      }
    }
  }

  return { reserve };
}
