import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../src/db/client.ts';
import {
  bookings,
  bookingTables,
  cities,
  eventOccurrences,
  events,
  menus,
  restaurants,
  tables,
} from '../../src/db/schema.ts';
import { restaurantSearchText } from '../../src/modules/restaurants/search-text.ts';
import { demoCategories } from '../../seed/demo/catalogue.ts';
import { insertTrees } from '../../seed/demo/insert.ts';
import type { RestaurantTree } from '../../seed/demo/tree.ts';
import type { Clock } from '../../src/clock.ts';

/** A frozen clock for suggestions: "now" never moves during a test. */
export function frozenClock(iso: string): Clock {
  const now = new Date(iso);
  return { now: () => new Date(now) };
}

/** A city of its own, so search tests see only their restaurants on a shared database. */
export async function createCity(db: AppDatabase, name = `Testbær ${randomUUID().slice(0, 8)}`) {
  const [city] = await db.insert(cities).values({ name, region: 'Prófanir' }).returning();
  if (!city) throw new Error('insert into cities returned no row');
  return city;
}

type TreeOverrides = Partial<Omit<RestaurantTree, 'restaurant'>> & {
  restaurant?: Partial<RestaurantTree['restaurant']>;
};

/**
 * A plain tree: open every day 17:00-23:00 (last seating 21:00), 120-minute sittings, lead time
 * 0, one floor plan "Salur" with two 2-seat tables and one 4-seat table, no menus or events.
 */
export function buildRestaurantTree(overrides: TreeOverrides = {}): RestaurantTree {
  const token = randomUUID().slice(0, 8);
  const name = overrides.restaurant?.name ?? `Prófunarstaður ${token}`;
  const city = overrides.city ?? 'Reykjavík';
  const categorySlugs = overrides.categorySlugs ?? ['seafood'];
  return {
    city,
    area: null,
    categorySlugs,
    occasionSlugs: [],
    openingHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      name: 'Kvöld',
      opens: '17:00',
      closes: '23:00',
      lastSeating: '21:00',
    })),
    specialDays: [],
    durationRules: [],
    floorPlans: [
      {
        name: 'Salur',
        tables: [
          { name: 'S1', minGuests: 1, maxGuests: 2 },
          { name: 'S2', minGuests: 1, maxGuests: 2 },
          { name: 'S3', minGuests: 1, maxGuests: 4 },
        ],
      },
    ],
    combinations: [],
    events: [],
    menus: [],
    ...overrides,
    restaurant: {
      slug: `test-${token}`,
      name,
      address: 'Prófunargata 1, 101 Reykjavík',
      lat: 64.14,
      lon: -21.94,
      country: 'is',
      currency: 'ISK',
      locale: 'is-IS',
      timeZone: 'Atlantic/Reykjavik',
      priceCategory: 2,
      leadTimeMinutes: 0,
      bookingWindowDays: 365,
      // Search text as the seed builds it, so the start-up refresh finds nothing to change.
      ...restaurantSearchText({
        name,
        city,
        categories: categorySlugs.map(
          (slug) => demoCategories.find((category) => category.slug === slug)?.name ?? slug,
        ),
      }),
      ...overrides.restaurant,
    },
  };
}

/** Inserts a restaurant tree through the seed's own insert path; returns its row and ids. */
export async function createRestaurant(db: AppDatabase, overrides: TreeOverrides = {}) {
  const tree = buildRestaurantTree(overrides);
  await insertTrees(db, [tree]);
  const [restaurant] = await db
    .select()
    .from(restaurants)
    .where(eq(restaurants.slug, tree.restaurant.slug));
  if (!restaurant) throw new Error('restaurant was not inserted');
  const tableRows = await db.select().from(tables).where(eq(tables.restaurantId, restaurant.id));
  const tableId = (name: string) => {
    const row = tableRows.find((table) => table.name === name);
    if (!row) throw new Error(`no table ${name}`);
    return row.id;
  };
  const eventRows = await db.select().from(events).where(eq(events.restaurantId, restaurant.id));
  const menuRows = await db.select().from(menus).where(eq(menus.restaurantId, restaurant.id));
  return { restaurant, tableId, events: eventRows, menus: menuRows };
}

/** A booking occupying `tableIds` for [startAt, endAt), as reserve would store it. */
export async function createBooking(
  db: AppDatabase,
  values: {
    restaurantId: number;
    tableIds: number[];
    startAt: Date;
    endAt: Date;
    guests?: number;
    status: 'held' | 'confirmed' | 'cancelled';
    holdExpiresAt?: Date | null;
    eventOccurrenceId?: number | null;
    eventId?: number | null;
    /** A staff block of the tables: no party, no guests, no contact details. */
    kind?: 'booking' | 'block';
  },
) {
  const block = values.kind === 'block';
  const [booking] = await db
    .insert(bookings)
    .values({
      restaurantId: values.restaurantId,
      startAt: values.startAt,
      endAt: values.endAt,
      guests: block ? 0 : (values.guests ?? 2),
      status: values.status,
      kind: values.kind ?? 'booking',
      holdExpiresAt: values.holdExpiresAt ?? null,
      eventOccurrenceId: values.eventOccurrenceId ?? null,
      eventId: values.eventId ?? null,
      source: 2,
      // As a restaurant takes a booking by phone: with the diner's name and contact details.
      ...(block
        ? {}
        : {
            firstName: 'Guðrún',
            lastName: 'Jónsdóttir',
            email: 'gudrun@example.is',
            phone: '+3545812345',
          }),
    })
    .returning();
  if (!booking) throw new Error('insert into bookings returned no row');
  if (values.tableIds.length > 0) {
    const period = `[${values.startAt.toISOString()},${values.endAt.toISOString()})`;
    await db
      .insert(bookingTables)
      .values(values.tableIds.map((tableId) => ({ bookingId: booking.id, tableId, period })));
  }
  return booking;
}

export async function occurrencesOf(db: AppDatabase, eventId: number) {
  return db.select().from(eventOccurrences).where(eq(eventOccurrences.eventId, eventId));
}
