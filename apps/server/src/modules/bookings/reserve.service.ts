import { createHmac } from 'node:crypto';
import { parseLocalDateTime, zonedToUtc } from '@dekka/time/local-time';
import { computeSlots } from '@dekka/availability/slots';
import { rankTableCandidates } from '@dekka/availability/tables';
import type { ReserveRequest, ReserveResponse } from '@dekka/contracts/booking';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { AvailabilityInputSource } from '../availability/availability.service.ts';
import { menusFor } from '../upsell/offered-menus.ts';
import { expireLapsedHolds } from '../booking-lifecycle/booking-rows.ts';
import { createBookingsRepository, type Executor } from './bookings.repository.ts';
import { checkMenuSelection } from './menu-selection.ts';
import { createReserveRepository, type HoldCaps, type HoldValues } from './reserve.repository.ts';
import { SqlState, sqlState, tooManyHoldsCounts } from '../../db/sql-state.ts';

/** docs/product.md, "Timings and limits": the completion link (the hold) is valid 5 minutes. */
export const HOLD_MINUTES = 5;
const MINUTE_MS = 60_000;
/** A deadlock or serialization failure is retried this many times before it becomes a 500. */
const MAX_ATTEMPTS = 3;

export type ReserveCommand = {
  userId: string;
  /** The client's address (request.ip), for the per-client hold cap; only its hash is kept. */
  clientAddress: string;
  idempotencyKey: string | undefined;
  request: ReserveRequest;
};

export type ReserveService = ReturnType<typeof createReserveService>;

const FULL: ReserveResponse = { success: false, guid: null };

function tooManyHolds(
  counts: { byUser: number; byClient: number; firstLapseMs: number },
  caps: HoldCaps,
  now: Date,
): AppError {
  const retryAfterS = Math.max(1, Math.ceil((counts.firstLapseMs - now.getTime()) / 1000));
  const which =
    counts.byUser >= caps.perIdentity
      ? `this identity already holds ${counts.byUser}`
      : `this address already holds ${counts.byClient}`;
  return new AppError(
    'too_many_holds',
    429,
    `Too many tables held at once: ${which}; complete one or let it lapse`,
    { retryAfterS },
  );
}

function badDate(): AppError {
  return new AppError(
    'validation_failed',
    400,
    'date: not a valid YYYY-MM-DDTHH:mm date and time',
    { field: 'date' },
  );
}

export function createReserveService(deps: {
  db: AppDatabase;
  clock: Clock;
  availability: Pick<AvailabilityInputSource, 'inputs'>;
  holdCaps: HoldCaps;
  /** Keys the hash that stands for a client's address in the database. */
  secret: string;
}) {
  const bookingRows = createBookingsRepository(deps.db);
  // Holds from one address are told apart without the address itself being stored.
  const clientKeyOf = (address: string) =>
    createHmac('sha256', deps.secret).update(address).digest('base64url').slice(0, 22);

  /**
   * Tries the ranked table candidates in order, each with ONE atomic insert (no transaction, no
   * savepoints): the exclusion constraint on booking_tables refuses a table that an overlapping
   * active booking already holds, whichever process or connection inserted it. Lapsed holds are
   * released only after such a refusal, then that candidate is tried once more.
   * `db` is the database, or the transaction of an event reserve (which then needs savepoints,
   * because a failed statement aborts the whole transaction).
   */
  async function holdFirstFree(
    db: Executor,
    values: HoldValues,
    menus: { id: number; count: number }[],
    candidates: number[][],
    now: Date,
    inTransaction: boolean,
  ): Promise<string | null> {
    let released = false;
    const tryInsert = (tableIds: number[]) =>
      inTransaction
        ? db.transaction((savepoint) =>
            createReserveRepository(savepoint).insertHold(values, menus, tableIds),
          )
        : createReserveRepository(db).insertHold(values, menus, tableIds);
    for (const tableIds of candidates) {
      for (let retry = 0; retry < 2; retry += 1) {
        try {
          return await tryInsert(tableIds);
        } catch (error) {
          // 23P01: an overlapping hold or booking owns one of these tables.
          if (sqlState(error) !== SqlState.exclusionViolation) throw error;
          if (released) break;
          released = true;
          if ((await expireLapsedHolds(db, now, { restaurantId: values.restaurantId })) === 0) {
            break;
          }
        }
      }
    }
    return null;
  }

  async function reserve(command: ReserveCommand): Promise<ReserveResponse> {
    const { request, userId, idempotencyKey } = command;
    const clientKey = clientKeyOf(command.clientAddress);
    const local = parseLocalDateTime(request.date ?? request.dateTime ?? '');
    if (!local) throw badDate();

    if (idempotencyKey !== undefined) {
      const guid = await bookingRows.findGuidByIdempotencyKey(userId, idempotencyKey);
      if (guid) return { success: true, guid };
    }

    const context = await createReserveRepository(deps.db).context(request.restaurantId);
    if (!context) throw new AppError('not_found', 404, 'No such restaurant');
    const { restaurant } = context;
    const eventId = request.eventId ?? null;
    if (eventId !== null && !context.eventIds.has(eventId)) {
      throw new AppError('not_found', 404, 'No such event at this restaurant');
    }
    const menuCheck = checkMenuSelection({
      selection: request.menus,
      // The same menus the upsell step offered for this event and time.
      menus: menusFor(context.menus, eventId, local.time),
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
      eventOccurrenceId: null,
      guests: request.guests,
      status: 'held',
      isWaitingList: false,
      holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * MINUTE_MS),
      source: request.source,
      userId,
      idempotencyKey: idempotencyKey ?? null,
      clientKey,
      caps: deps.holdCaps,
      createdAt: now,
      updatedAt: now,
    } satisfies Partial<HoldValues>;
    const menus = menuCheck.selected;

    /**
     * Reads occupancy outside any transaction: it only picks the candidates worth trying. The
     * guarantee against double booking is the exclusion constraint at insert time.
     */
    const attempt = async (): Promise<ReserveResponse> => {
      // Only the asked-for sitting is judged, and only the bookings around it are read.
      const only = { from: startMs, to: startMs };
      const inputs = await deps.availability.inputs(
        restaurant.id,
        local.date,
        request.guests,
        now,
        only,
      );
      if (!inputs) return FULL;
      const slot = computeSlots(
        { ...inputs, date: local.date, guests: request.guests, now: now.getTime() },
        only,
      ).find((candidate) => candidate.start === startMs);
      if (!slot) return FULL;
      const period = { startAt: new Date(slot.start), endAt: new Date(slot.end) };

      const waitingList = async (db: Executor): Promise<ReserveResponse> => {
        const guid = await createReserveRepository(db).insertHold(
          { ...base, ...period, isWaitingList: true },
          menus,
          [],
        );
        return { success: true, guid };
      };
      // The engine offers a table or a waiting-list place only to a party within the
      // restaurant's online limits, so either flag says the party may queue at all.
      const partyMayQueue = slot.isTableAvailable || slot.isWaitingListAvailable;
      // Asked for when the hold below lost its table: the time is full by now, whatever the
      // read above said, so the party size is the one rule left to check.
      const fallback = (db: Executor) =>
        request.isWaitingListWhenFullyBooked && restaurant.waitingListEnabled && partyMayQueue
          ? waitingList(db)
          : FULL;

      // Joining directly is for times that are full: a free table is booked, not queued for.
      if (request.isWaitingList) {
        return slot.isWaitingListAvailable ? waitingList(deps.db) : FULL;
      }

      const allowed = menuCheck.floorPlanIds;
      const tables = allowed
        ? inputs.tables.filter((table) => allowed.includes(table.floorPlanId))
        : inputs.tables;
      const candidates = rankTableCandidates({
        tables,
        combinations: inputs.combinations,
        occupied: inputs.occupied,
        start: slot.start,
        end: slot.end,
        guests: request.guests,
      });

      if (eventId === null) {
        if (!slot.isTableAvailable) return fallback(deps.db);
        const values = { ...base, ...period };
        const guid = await holdFirstFree(deps.db, values, menus, candidates, now, false);
        return guid === null ? fallback(deps.db) : { success: true, guid };
      }

      // Tickets: the occurrence row lock makes two requests for the last seats queue instead
      // of both counting the same ones, so this path keeps one short transaction.
      return deps.db.transaction(async (tx) => {
        const bookingRows = createBookingsRepository(tx);
        const occurrence = await bookingRows.lockOccurrenceAt(eventId, period.startAt);
        if (!occurrence) return FULL;
        const taken = await bookingRows.ticketsTaken(occurrence.id, now);
        if (occurrence.ticketCapacity - taken < request.guests) return fallback(tx);
        const values = { ...base, ...period, eventOccurrenceId: occurrence.id };
        // An event at a restaurant without tables sells tickets only.
        if (inputs.tables.length === 0) {
          return {
            success: true,
            guid: await createReserveRepository(tx).insertHold(values, menus, []),
          };
        }
        const guid = await holdFirstFree(tx, values, menus, candidates, now, true);
        return guid === null ? fallback(tx) : { success: true, guid };
      });
    };

    for (let attemptNo = 1; ; attemptNo += 1) {
      try {
        return await attempt();
      } catch (error) {
        const state = sqlState(error);
        // The same retried request raced itself: answer with the hold the other copy made.
        if (state === SqlState.uniqueViolation && idempotencyKey !== undefined) {
          const guid = await bookingRows.findGuidByIdempotencyKey(userId, idempotencyKey);
          if (guid) return { success: true, guid };
        }
        // The statement counted this holder's live holds under its locks and refused.
        const counts = tooManyHoldsCounts(error);
        if (counts) throw tooManyHolds(counts, deps.holdCaps, now);
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
