import { randomUUID } from 'node:crypto';
import type { AppDatabase } from '../../src/db/client.ts';
import {
  cities,
  eventOccurrences,
  events,
  floorPlans,
  menuFloorPlans,
  menus,
  openingHours,
  restaurants,
  tableCombinations,
  tableCombinationTables,
  tables,
} from '../../src/db/schema.ts';
import { createTokenService } from '../../src/modules/auth/auth-tokens.ts';
import type { Clock } from '../../src/clock.ts';
import { createUser } from './factories.ts';
import { TEST_JWT_SECRET } from './test-app.ts';

type NewRestaurant = typeof restaurants.$inferInsert;

export function first<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`insert into ${what} returned no row`);
  return row;
}

/** A clock tests move by hand; starts Friday 2030-03-01 12:00 UTC (Reykjavík time is UTC). */
export function createTestClock(start = '2030-03-01T12:00:00Z'): Clock & {
  set(iso: string): void;
  advance(ms: number): void;
} {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (iso) => {
      current = new Date(iso).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

export type BookingRestaurant = {
  id: number;
  floorPlanIds: number[];
  tableIds: number[];
};

/**
 * A Reykjavík restaurant open every day 11:00–23:00 (last seating 21:00), 120-minute sittings,
 * 15-minute slots, lead time 60 minutes, window 90 days. `tables` are [min, max] seats on floor
 * plan 0 unless `floorPlan` says another index. Unique slug, so runs can share a database.
 */
export async function createBookingRestaurant(
  db: AppDatabase,
  options: {
    tables?: { min: number; max: number; floorPlan?: number }[];
    floorPlans?: number;
    combinations?: { tables: number[]; min: number; max: number }[];
    overrides?: Partial<NewRestaurant>;
  } = {},
): Promise<BookingRestaurant> {
  const city = first(
    await db.insert(cities).values({ name: 'Reykjavík', region: 'Höfuðborgarsvæðið' }).returning(),
    'cities',
  );
  const slug = `test-${randomUUID()}`;
  const restaurant = first(
    await db
      .insert(restaurants)
      .values({
        slug,
        name: 'Test Bistro',
        cityId: city.id,
        address: 'Laugavegur 1, 101 Reykjavík',
        lat: 64.1466,
        lon: -21.9426,
        website: 'https://bistro.example.is',
        country: 'is',
        currency: 'ISK',
        locale: 'is-IS',
        timeZone: 'Atlantic/Reykjavik',
        priceCategory: 2,
        confirmationNote: '<p>Velkomin!</p>',
        cancellationDeadlineHours: 24,
        ...options.overrides,
      })
      .returning(),
    'restaurants',
  );
  await db.insert(openingHours).values(
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      restaurantId: restaurant.id,
      weekday,
      opens: '11:00',
      closes: '23:00',
      lastSeating: '21:00',
    })),
  );
  const floorPlanIds: number[] = [];
  for (let i = 0; i < (options.floorPlans ?? 1); i += 1) {
    const plan = first(
      await db
        .insert(floorPlans)
        .values({ restaurantId: restaurant.id, name: `Floor ${i + 1}` })
        .returning(),
      'floor_plans',
    );
    floorPlanIds.push(plan.id);
  }
  const tableIds: number[] = [];
  for (const [i, spec] of (options.tables ?? [{ min: 1, max: 4 }]).entries()) {
    const floorPlanId = floorPlanIds[spec.floorPlan ?? 0];
    if (floorPlanId === undefined) throw new Error('no such floor plan index');
    const table = first(
      await db
        .insert(tables)
        .values({
          restaurantId: restaurant.id,
          floorPlanId,
          name: `T${i + 1}`,
          minGuests: spec.min,
          maxGuests: spec.max,
        })
        .returning(),
      'tables',
    );
    tableIds.push(table.id);
  }
  for (const combo of options.combinations ?? []) {
    const row = first(
      await db
        .insert(tableCombinations)
        .values({ restaurantId: restaurant.id, minGuests: combo.min, maxGuests: combo.max })
        .returning(),
      'table_combinations',
    );
    await db.insert(tableCombinationTables).values(
      combo.tables.map((index) => {
        const tableId = tableIds[index];
        if (tableId === undefined) throw new Error('no such table index');
        return { combinationId: row.id, tableId };
      }),
    );
  }
  return { id: restaurant.id, floorPlanIds, tableIds };
}

export async function createMenu(
  db: AppDatabase,
  restaurantId: number,
  overrides: Partial<typeof menus.$inferInsert> & { floorPlanIds?: number[] } = {},
) {
  const { floorPlanIds = [], ...values } = overrides;
  const menu = first(
    await db
      .insert(menus)
      .values({ restaurantId, name: 'Set menu', price: 9900, ...values })
      .returning(),
    'menus',
  );
  if (floorPlanIds.length > 0) {
    await db
      .insert(menuFloorPlans)
      .values(floorPlanIds.map((floorPlanId) => ({ menuId: menu.id, floorPlanId })));
  }
  return menu;
}

export async function createEventWithOccurrence(
  db: AppDatabase,
  restaurantId: number,
  occurrence: { startsAt: string; endsAt: string; ticketCapacity: number },
) {
  const event = first(
    await db
      .insert(events)
      .values({ restaurantId, slug: `event-${randomUUID()}`, name: 'Jazz night' })
      .returning(),
    'events',
  );
  const row = first(
    await db
      .insert(eventOccurrences)
      .values({
        eventId: event.id,
        startsAt: new Date(occurrence.startsAt),
        endsAt: new Date(occurrence.endsAt),
        ticketCapacity: occurrence.ticketCapacity,
      })
      .returning(),
    'event_occurrences',
  );
  return { eventId: event.id, occurrenceId: row.id };
}

/** A fresh signed-in user and a bearer header for it, signed like the app signs tokens. */
export async function createBearer(db: AppDatabase, clock: Clock): Promise<string> {
  const user = await createUser(db);
  const tokens = createTokenService({ secret: TEST_JWT_SECRET, clock });
  const { token } = await tokens.issue({ userId: user.id, isAnonymous: false });
  return `Bearer ${token}`;
}
