import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { expireLapsedHolds } from '../booking-lifecycle/booking-rows.ts';
import { claimTables, lockTables } from '../booking-lifecycle/table-claims.ts';
import { SqlState, sqlState } from '../../db/sql-state.ts';

export function tableTaken(): AppError {
  return new AppError('table_taken', 409, 'That table is taken at that time');
}

/** Runs `write` in a savepoint; false when the exclusion constraint refused it. */
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
 * Takes the candidate tables' locks before the staff's transaction inserts its booking. The
 * insert marks the booking's day in the availability index (a row lock held until commit), and a
 * move that already holds one of these tables marks the same day: locking the tables first, as
 * the diner's reserve and a move do, keeps every writer's order the same (tables, then the day),
 * so a phone booking or a block and a move can no longer deadlock.
 */
export async function lockCandidates(
  tx: AppDatabase,
  candidates: readonly (readonly number[])[],
): Promise<void> {
  await lockTables(tx, candidates.flat());
}

/**
 * Inside the staff's transaction: seats the booking at the first of `candidates` the exclusion
 * constraint lets it have for [start, end) (the same per-table locks as the diner's reserve).
 * A lapsed hold still on a table is the one refusal that is not real: after the first refusal
 * those are released, once, and the candidate tried again. None free: 409 table_taken, and the
 * caller's transaction rolls back whatever it wrote.
 */
export async function seatFirstFree(
  tx: AppDatabase,
  booking: { id: number; restaurantId: number },
  candidates: readonly (readonly number[])[],
  period: { start: Date; end: Date },
  now: Date,
): Promise<readonly number[]> {
  let released = false;
  for (const tableIds of candidates) {
    const seat = (db: AppDatabase) =>
      claimTables(db, booking.id, tableIds, period.start, period.end);
    if (await unlessTaken(tx, seat)) return tableIds;
    if (released) continue;
    released = true;
    const expired = await expireLapsedHolds(tx, now, { restaurantId: booking.restaurantId });
    if (expired > 0 && (await unlessTaken(tx, seat))) return tableIds;
  }
  throw tableTaken();
}

/** Sets the booking's table period (guest-list.repository.ts); 409 when the tables are taken. */
export async function keepTablesFor(
  tx: AppDatabase,
  setPeriod: (db: AppDatabase) => Promise<void>,
): Promise<void> {
  if (!(await unlessTaken(tx, setPeriod))) throw tableTaken();
}
