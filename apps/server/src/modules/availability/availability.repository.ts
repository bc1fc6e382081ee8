import type {
  BookingStart,
  EventOccurrence,
  OccupiedPeriod,
  RestaurantRules,
  Table,
  TableCombination,
} from '@dekka/availability/types';
import { and, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import {
  bookings,
  bookingTables,
  durationRules,
  eventOccurrences,
  events,
  openingHours,
  restaurants,
  specialDays,
  tableCombinations,
  tableCombinationTables,
  tables,
} from '../../db/schema.ts';

/** Everything the availability engine needs about one restaurant for a time window. */
export type AvailabilityInputs = {
  rules: RestaurantRules;
  tables: Table[];
  combinations: TableCombination[];
  occupied: OccupiedPeriod[];
  bookingStarts: BookingStart[];
  events: EventOccurrence[];
};

/** A transaction handle or the database; reserve runs this inside its transaction. */
type Executor = Pick<AppDatabase, 'select'>;

/**
 * A booking holds its tables and tickets while confirmed, or while held and the hold has not
 * run out. Expired holds count as free even before the sweeper marks them, so a slot reopens
 * the moment a hold lapses.
 */
export function activeBookingCondition(now: Date): SQL {
  return (
    or(
      eq(bookings.status, 'confirmed'),
      and(eq(bookings.status, 'held'), gt(bookings.holdExpiresAt, now)),
    ) ?? sql`false`
  );
}

const epochMs = (column: SQL) =>
  sql<number>`(extract(epoch from ${column}) * 1000)::float8`.mapWith(Number);

/** Local 'YYYY-MM-DD' bounds a day either side of the window, for special days in any zone. */
function dateBounds(fromMs: number, toMs: number): { from: string; to: string } {
  const day = 86_400_000;
  return {
    from: new Date(fromMs - day).toISOString().slice(0, 10),
    to: new Date(toMs + day).toISOString().slice(0, 10),
  };
}

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

/**
 * Availability inputs for many restaurants in nine set-based queries, not one per restaurant, whatever their number
 * (search results run the engine for hundreds of restaurants per request). Occupied periods,
 * booking starts and event occurrences are limited to [fromMs, toMs).
 */
export async function loadAvailabilityInputsMany(
  db: Executor,
  restaurantIds: number[],
  fromMs: number,
  toMs: number,
  now: Date,
): Promise<Map<number, AvailabilityInputs>> {
  const result = new Map<number, AvailabilityInputs>();
  if (restaurantIds.length === 0) return result;
  const from = new Date(fromMs);
  const to = new Date(toMs);
  const active = activeBookingCondition(now);
  const bounds = dateBounds(fromMs, toMs);

  // Sequential on purpose: inside a transaction the queries share one connection anyway.
  // Only the rule columns: logos and notes are kilobytes each and a search reads hundreds.
  const restaurantRows = await db
    .select({
      id: restaurants.id,
      timeZone: restaurants.timeZone,
      slotIntervalMinutes: restaurants.slotIntervalMinutes,
      leadTimeMinutes: restaurants.leadTimeMinutes,
      bookingWindowDays: restaurants.bookingWindowDays,
      maxOnlinePartySize: restaurants.maxOnlinePartySize,
      defaultDurationMinutes: restaurants.defaultDurationMinutes,
      pacingMaxCoversPerSlot: restaurants.pacingMaxCoversPerSlot,
      waitingListEnabled: restaurants.waitingListEnabled,
    })
    .from(restaurants)
    .where(inArray(restaurants.id, restaurantIds));
  const hourRows = await db
    .select()
    .from(openingHours)
    .where(inArray(openingHours.restaurantId, restaurantIds));
  const specialRows = await db
    .select()
    .from(specialDays)
    .where(
      and(
        inArray(specialDays.restaurantId, restaurantIds),
        sql`${specialDays.date} between ${bounds.from} and ${bounds.to}`,
      ),
    );
  const durationRows = await db
    .select()
    .from(durationRules)
    .where(inArray(durationRules.restaurantId, restaurantIds));
  const tableRows = await db
    .select()
    .from(tables)
    .where(inArray(tables.restaurantId, restaurantIds));
  const comboRows = await db
    .select({
      id: tableCombinations.id,
      restaurantId: tableCombinations.restaurantId,
      minGuests: tableCombinations.minGuests,
      maxGuests: tableCombinations.maxGuests,
      tableId: tableCombinationTables.tableId,
    })
    .from(tableCombinations)
    .innerJoin(
      tableCombinationTables,
      eq(tableCombinationTables.combinationId, tableCombinations.id),
    )
    .where(inArray(tableCombinations.restaurantId, restaurantIds));
  const occupiedRows = await db
    .select({
      restaurantId: bookings.restaurantId,
      tableId: bookingTables.tableId,
      start: epochMs(sql`lower(${bookingTables.period})`),
      end: epochMs(sql`upper(${bookingTables.period})`),
    })
    .from(bookingTables)
    .innerJoin(bookings, eq(bookings.id, bookingTables.bookingId))
    .where(
      and(
        inArray(bookings.restaurantId, restaurantIds),
        active,
        sql`${bookingTables.period} && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz)`,
      ),
    );
  const startRows = await db
    .select({
      restaurantId: bookings.restaurantId,
      start: bookings.startAt,
      guests: bookings.guests,
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.restaurantId, restaurantIds),
        active,
        eq(bookings.isWaitingList, false),
        gt(bookings.startAt, new Date(fromMs - 86_400_000)),
        lt(bookings.startAt, to),
      ),
    );
  const eventRows = await db
    .select({
      restaurantId: events.restaurantId,
      eventId: events.id,
      occurrenceId: eventOccurrences.id,
      start: eventOccurrences.startsAt,
      end: eventOccurrences.endsAt,
      capacity: eventOccurrences.ticketCapacity,
      taken: sql<number>`coalesce((
          select sum(${bookings.guests}) from ${bookings}
          where ${bookings.eventOccurrenceId} = ${eventOccurrences.id} and ${active}
        ), 0)::int`.mapWith(Number),
    })
    .from(eventOccurrences)
    .innerJoin(events, eq(events.id, eventOccurrences.eventId))
    .where(
      and(
        inArray(events.restaurantId, restaurantIds),
        lt(eventOccurrences.startsAt, to),
        gt(eventOccurrences.endsAt, from),
      ),
    );

  const hours = groupBy(hourRows, (row) => row.restaurantId);
  const specials = groupBy(specialRows, (row) => row.restaurantId);
  const durations = groupBy(durationRows, (row) => row.restaurantId);
  const tablesBy = groupBy(tableRows, (row) => row.restaurantId);
  const combos = groupBy(comboRows, (row) => row.restaurantId);
  const occupied = groupBy(occupiedRows, (row) => row.restaurantId);
  const starts = groupBy(startRows, (row) => row.restaurantId);
  const eventsBy = groupBy(eventRows, (row) => row.restaurantId);

  for (const restaurant of restaurantRows) {
    const id = restaurant.id;
    const combinations = new Map<number, TableCombination>();
    for (const row of combos.get(id) ?? []) {
      const combo = combinations.get(row.id);
      if (combo) combo.tableIds.push(row.tableId);
      else
        combinations.set(row.id, {
          id: row.id,
          tableIds: [row.tableId],
          minGuests: row.minGuests,
          maxGuests: row.maxGuests,
        });
    }
    result.set(id, {
      rules: {
        timeZone: restaurant.timeZone,
        slotIntervalMinutes: restaurant.slotIntervalMinutes,
        leadTimeMinutes: restaurant.leadTimeMinutes,
        bookingWindowDays: restaurant.bookingWindowDays,
        maxOnlinePartySize: restaurant.maxOnlinePartySize,
        services: (hours.get(id) ?? []).map((row) => ({
          weekday: row.weekday,
          opens: row.opens,
          closes: row.closes,
          lastSeating: row.lastSeating,
          name: row.name,
        })),
        specialDays: (specials.get(id) ?? []).map((row) => ({
          date: row.date,
          closed: row.closed,
          services: row.services,
        })),
        durationRules: (durations.get(id) ?? []).map((row) => ({
          minGuests: row.minGuests,
          maxGuests: row.maxGuests,
          minutes: row.minutes,
        })),
        defaultDurationMinutes: restaurant.defaultDurationMinutes,
        pacingMaxCoversPerSlot: restaurant.pacingMaxCoversPerSlot,
        waitingListEnabled: restaurant.waitingListEnabled,
      },
      tables: (tablesBy.get(id) ?? []).map((row) => ({
        id: row.id,
        floorPlanId: row.floorPlanId,
        minGuests: row.minGuests,
        maxGuests: row.maxGuests,
        bookableOnline: row.bookableOnline,
      })),
      combinations: [...combinations.values()],
      occupied: (occupied.get(id) ?? []).map(({ tableId, start, end }) => ({
        tableId,
        start,
        end,
      })),
      bookingStarts: (starts.get(id) ?? []).map((row) => ({
        start: row.start.getTime(),
        guests: row.guests,
      })),
      events: (eventsBy.get(id) ?? []).map((row) => ({
        eventId: row.eventId,
        occurrenceId: row.occurrenceId,
        start: row.start.getTime(),
        end: row.end.getTime(),
        ticketsLeft: Math.max(0, row.capacity - row.taken),
      })),
    });
  }
  return result;
}

/**
 * One restaurant's availability inputs for [fromMs, toMs); undefined when it does not exist.
 * Pass a transaction as `db` to read inside it (reserve does).
 */
export async function loadAvailabilityInputs(
  db: Executor,
  restaurantId: number,
  fromMs: number,
  toMs: number,
  now: Date,
): Promise<AvailabilityInputs | undefined> {
  const many = await loadAvailabilityInputsMany(db, [restaurantId], fromMs, toMs, now);
  return many.get(restaurantId);
}
