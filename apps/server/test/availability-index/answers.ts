// What the engine and the availability index say about one restaurant over some days, in one
// comparable form: "day/party@cell" for every five-minute cell of the day holding a start where
// that party can book.
import { zonedToUtc } from '@dekka/time/local-time';
import { computeSlots } from '@dekka/availability/slots';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../src/db/client.ts';
import { loadLiveInputs } from '../../src/modules/availability/live-inputs.ts';
import { loadStaticInputs } from '../../src/modules/availability/static-inputs.ts';
import { freeCells, indexKnows } from '../../src/modules/availability-index/free-cells.ts';
import { CELL_MINUTES } from '../../src/modules/availability-index/index-row.ts';
import { rowsOf } from '../helpers/sql.ts';

/** Party sizes compared. */
const PARTY_MAX = 9;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The cell of `ms` on `date`'s row, as the index folds starts into cells. */
function cellOf(ms: number, date: string, timeZone: string): number {
  const origin = zonedToUtc(date, '00:00', timeZone) ?? Date.parse(date);
  return Math.floor((ms - origin) / (CELL_MINUTES * MINUTE_MS));
}

/**
 * The engine's answer from fresh (uncached) inputs, with the restaurant's real rules:
 * "day/party@cell" for every cell of a start the party can book.
 */
export async function engineAnswer(
  db: AppDatabase,
  restaurantId: number,
  days: readonly string[],
  now: Date,
): Promise<string[]> {
  const inputs = (await loadStaticInputs(db, [restaurantId])).get(restaurantId);
  if (!inputs) throw new Error('restaurant vanished');
  const from = Date.parse(`${days[0]}T00:00:00Z`) - 2 * DAY_MS;
  const to = Date.parse(`${days[days.length - 1]}T00:00:00Z`) + 3 * DAY_MS;
  const live = (await loadLiveInputs(db, new Map([[restaurantId, inputs]]), from, to, now)).get(
    restaurantId,
  );
  const free = new Set<string>();
  for (const date of days) {
    for (let guests = 1; guests <= PARTY_MAX; guests += 1) {
      const slots = computeSlots({
        ...inputs,
        occupied: live?.occupied ?? [],
        bookingStarts: live?.bookingStarts ?? [],
        events: live?.events ?? [],
        date,
        guests,
        now: now.getTime(),
      });
      for (const slot of slots) {
        const cell = cellOf(slot.start, date, inputs.rules.timeZone);
        if (slot.isAvailable) free.add(`${date}/${guests}@${cell}`);
      }
    }
  }
  return [...free].sort();
}

/**
 * The index's answer in the same form, read with search's own expression (freeCells: the
 * party's cells with the lead time and booking window applied as of `now`). A party the row
 * does not know contributes nothing: the engine must then have nothing for it either.
 */
export async function indexAnswer(
  db: AppDatabase,
  restaurantId: number,
  days: readonly string[],
  now: Date,
): Promise<string[]> {
  const free: string[] = [];
  for (let guests = 1; guests <= PARTY_MAX; guests += 1) {
    const ask = { dateTime: `${days[0]}T12:00`, guests, now };
    const rows = await rowsOf<{ day: string; cells: string | null }>(
      db,
      sql`select ai.day::text as day,
          case when ${indexKnows(ask)} then (${freeCells(ask)})::text end as cells
        from restaurants
        join availability_index ai on ai.restaurant_id = restaurants.id
        where restaurants.id = ${restaurantId}
          and ai.day in (${sql.join(
            days.map((day) => sql`${day}::date`),
            sql`, `,
          )})`,
    );
    if (rows.length !== days.length) throw new Error('index rows missing');
    for (const row of rows) {
      [...(row.cells ?? '')].forEach((bit, cell) => {
        if (bit === '1') free.push(`${row.day}/${guests}@${cell}`);
      });
    }
  }
  return free.sort();
}
