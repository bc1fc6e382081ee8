import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { restaurants } from '../../db/schema.ts';
import { intArray, preparedRows } from '../../db/prepared-query.ts';
import { CELL_MINUTES, DAY_CELLS } from './index-row.ts';

const MINUTE_MS = 60_000;
const DAY_MINUTES = 1_440;

/** What the availability index is asked: a party at a wall-clock time, as of `now`. */
export type AvailabilityAsk = { dateTime: string; guests: number; now: Date };

/** DAY_CELLS bits, those in [from, to] set (clamped to the day). */
export function cellMask(from: number, to: number): string {
  let bits = '';
  for (let cell = 0; cell < DAY_CELLS; cell += 1) bits += cell >= from && cell <= to ? '1' : '0';
  return bits;
}

const ONES = cellMask(0, DAY_CELLS - 1);
export const NO_CELLS = cellMask(0, -1);

/**
 * The cells of the asked day where the asked party can book, as search sees them: the party's
 * segment of the `ai` row (an `availability_index` row joined beside `restaurants`) with the
 * restaurant's lead time and booking window applied as of `now` (they move with the clock, so
 * the row leaves them out). Only valid where `ai` has a row and the party is at most its
 * `party_count`. The lead time keeps the cells starting at or after now + lead time (minutes
 * rounded up); the window keeps the cells starting at or before now + window.
 */
export function freeCells(ask: AvailabilityAsk): SQL {
  const nowCeil = Math.ceil(ask.now.getTime() / MINUTE_MS);
  const nowFloor = Math.floor(ask.now.getTime() / MINUTE_MS);
  const first = sql`(${nowCeil}::int + ${restaurants.leadTimeMinutes} - ai.origin + ${CELL_MINUTES - 1}) / ${CELL_MINUTES}`;
  const windowEnd = sql`(${nowFloor}::int + ${restaurants.bookingWindowDays} * ${DAY_MINUTES} - ai.origin)`;
  const lastShift = sql`case when ${windowEnd} < 0 then ${DAY_CELLS}
    else greatest(0, ${DAY_CELLS - 1} - ${windowEnd} / ${CELL_MINUTES}) end`;
  return sql`(substring(ai.free from ${(ask.guests - 1) * DAY_CELLS + 1}::int for ${DAY_CELLS}::int)
    & (${ONES}::varbit >> greatest(0, least(${DAY_CELLS}, ${first})))
    & (${ONES}::varbit << least(${DAY_CELLS}, ${lastShift})))`;
}

/** True where the `ai` row knows the asked party (else search cannot tell). */
export function indexKnows(ask: AvailabilityAsk): SQL {
  return sql`(${ask.guests}::int <= ai.party_count)`;
}

/** The cells within `nearMinutes` of the asked wall-clock time. */
export function nearMask(ask: AvailabilityAsk, nearMinutes: number): string {
  const [hours, minutes] = ask.dateTime.slice(11, 16).split(':').map(Number);
  const asked = (hours ?? 0) * 60 + (minutes ?? 0);
  return cellMask(
    Math.ceil((asked - nearMinutes) / CELL_MINUTES),
    Math.floor((asked + nearMinutes) / CELL_MINUTES),
  );
}

/**
 * The (restaurant, day) pairs among `restaurantIds` × `days` where the index knows the party has
 * no free start at all, as "id|day": the engine need not look there. A pair the index does not
 * know (no row, or a larger party than it holds) is never in the set.
 */
export async function knownFullDays(
  db: Pick<AppDatabase, 'execute'>,
  restaurantIds: readonly number[],
  days: readonly string[],
  guests: number,
  now: Date,
): Promise<Set<string>> {
  if (restaurantIds.length === 0 || days.length === 0) return new Set();
  const ask = { dateTime: `${days[0]}T00:00`, guests, now };
  const rows = await preparedRows<{ id: number; day: string }>(
    db,
    sql`select ai.restaurant_id as id, ai.day::text as day
      from availability_index ai
      join ${restaurants} on ${restaurants.id} = ai.restaurant_id
      where ai.restaurant_id = any(${intArray(restaurantIds)}::int[])
        and ai.day = any(${`{${days.join(',')}}`}::date[])
        and ${indexKnows(ask)} and ${freeCells(ask)} = ${NO_CELLS}::varbit`,
  );
  return new Set(rows.map((row) => `${row.id}|${row.day}`));
}
