import type { AppDatabase } from '../../src/db/client.ts';
import {
  areas,
  categories,
  cateringPackages,
  cities,
  durationRules,
  eventOccurrences,
  events,
  floorPlans,
  menuFloorPlans,
  menus,
  occasions,
  openingHours,
  orderingCategories,
  orderingDeliveryZones,
  orderingItems,
  orderingOptionChoices,
  orderingOptionGroups,
  orderingSettings,
  restaurantCategories,
  restaurantOccasions,
  restaurants,
  specialDays,
  specialPeriods,
  tableCombinations,
  tableCombinationTables,
  tables,
} from '../../src/db/schema.ts';
import { demoAreas, demoCategories, demoCities, demoOccasions } from './catalogue.ts';
import type { RestaurantTree } from './tree.ts';

/** A transaction handle or the database: both expose the same query builder. */
type Executor = Pick<AppDatabase, 'select' | 'insert'>;

/**
 * PostgreSQL accepts at most 65,535 bind parameters per statement, so rows go in chunks of up to
 * 16,000 parameters (node-postgres misframes much larger binds): 2,600 rows of a six-column
 * table, about 400 restaurants.
 */
const MAX_PARAMETERS = 16_000;

function chunks<T extends object>(rows: T[]): T[][] {
  const columns = rows[0] ? Math.max(1, Object.keys(rows[0]).length) : 1;
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  const out: T[][] = [];
  for (let index = 0; index < rows.length; index += size) {
    out.push(rows.slice(index, index + size));
  }
  return out;
}

function need<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: unknown ${what} ${String(key)}`);
  return value;
}

/** Inserts the demo cities, areas, categories and occasions that are missing; returns id maps. */
export async function ensureCatalogue(db: Executor) {
  const cityRows = await db.select().from(cities);
  const missingCities = demoCities.filter((c) => !cityRows.some((row) => row.name === c.name));
  if (missingCities.length > 0) {
    cityRows.push(...(await db.insert(cities).values(missingCities).returning()));
  }
  const cityIds = new Map(cityRows.map((row) => [row.name, row.id]));

  const areaRows = await db.select().from(areas);
  const missingAreas = demoAreas
    .map((area) => ({ name: area.name, cityId: need(cityIds, area.city, 'city') }))
    .filter((a) => !areaRows.some((row) => row.name === a.name && row.cityId === a.cityId));
  if (missingAreas.length > 0) {
    areaRows.push(...(await db.insert(areas).values(missingAreas).returning()));
  }
  const areaIds = new Map(areaRows.map((row) => [`${row.cityId}:${row.name}`, row.id]));

  await db
    .insert(categories)
    .values([...demoCategories])
    .onConflictDoNothing();
  await db
    .insert(occasions)
    .values([...demoOccasions])
    .onConflictDoNothing();
  const categoryIds = new Map(
    (await db.select().from(categories)).map((row) => [row.slug, row.id]),
  );
  const occasionIds = new Map((await db.select().from(occasions)).map((row) => [row.slug, row.id]));
  return { cityIds, areaIds, categoryIds, occasionIds };
}

async function insertAll<T extends object>(
  rows: T[],
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (const chunk of chunks(rows)) await insert(chunk);
}

/**
 * Inserts restaurant trees level by level with multi-row inserts, resolving names to the ids
 * each level returns: a handful of statements per 500 restaurants instead of thousands.
 */
export async function insertTrees(db: Executor, trees: RestaurantTree[]): Promise<void> {
  const catalogue = await ensureCatalogue(db);
  for (const batch of chunks(trees)) {
    const inserted = await db
      .insert(restaurants)
      .values(
        batch.map((tree) => {
          const cityId = need(catalogue.cityIds, tree.city, 'city');
          const areaId = tree.area
            ? need(catalogue.areaIds, `${cityId}:${tree.area}`, 'area')
            : null;
          return { ...tree.restaurant, cityId, areaId };
        }),
      )
      .returning({ id: restaurants.id, slug: restaurants.slug });
    const restaurantIds = new Map(inserted.map((row) => [row.slug, row.id]));
    const withId = batch.map((tree) => ({
      tree,
      id: need(restaurantIds, tree.restaurant.slug, 'restaurant'),
    }));
    await insertChildren(db, withId, catalogue);
  }
}

type Catalogue = Awaited<ReturnType<typeof ensureCatalogue>>;

async function insertChildren(
  db: Executor,
  batch: Array<{ tree: RestaurantTree; id: number }>,
  catalogue: Catalogue,
): Promise<void> {
  const flat = <T>(pick: (tree: RestaurantTree, restaurantId: number) => T[]) =>
    batch.flatMap(({ tree, id }) => pick(tree, id));

  await insertAll(
    flat((tree, restaurantId) =>
      tree.categorySlugs.map((slug) => ({
        restaurantId,
        categoryId: need(catalogue.categoryIds, slug, 'category'),
      })),
    ),
    (rows) => db.insert(restaurantCategories).values(rows),
  );
  await insertAll(
    flat((tree, restaurantId) =>
      tree.occasionSlugs.map((slug) => ({
        restaurantId,
        occasionId: need(catalogue.occasionIds, slug, 'occasion'),
      })),
    ),
    (rows) => db.insert(restaurantOccasions).values(rows),
  );
  await insertAll(
    flat((tree, restaurantId) => tree.openingHours.map((row) => ({ ...row, restaurantId }))),
    (rows) => db.insert(openingHours).values(rows),
  );
  await insertSpecialDays(db, batch);
  await insertAll(
    flat((tree, restaurantId) => tree.durationRules.map((row) => ({ ...row, restaurantId }))),
    (rows) => db.insert(durationRules).values(rows),
  );
  const planIds = await insertFloorPlans(db, batch);
  const tableIds = await insertTables(db, batch, planIds);
  await insertCombinations(db, batch, tableIds);
  const eventIds = await insertEvents(db, batch);
  await insertMenus(db, batch, planIds, eventIds);
  await insertOrdering(db, batch);
}

/** Each special day as a period of its own date, then the day in it. */
async function insertSpecialDays(db: Executor, batch: Array<{ tree: RestaurantTree; id: number }>) {
  const periodIds = new Map<string, number>();
  const periods = batch.flatMap(({ tree, id }) =>
    tree.specialDays.map(({ periodName, date, closed, services }) => ({
      restaurantId: id,
      name: periodName ?? '',
      firstDate: date,
      lastDate: date,
      closed,
      services,
    })),
  );
  for (const chunk of chunks(periods)) {
    const inserted = await db.insert(specialPeriods).values(chunk).returning();
    for (const row of inserted) periodIds.set(`${row.restaurantId}:${row.firstDate}`, row.id);
  }
  await insertAll(
    batch.flatMap(({ tree, id }) =>
      tree.specialDays.map(({ periodName: _, ...row }) => ({
        ...row,
        restaurantId: id,
        periodId: need(periodIds, `${id}:${row.date}`, 'special period'),
      })),
    ),
    (rows) => db.insert(specialDays).values(rows),
  );
}

async function insertFloorPlans(db: Executor, batch: Array<{ tree: RestaurantTree; id: number }>) {
  const planIds = new Map<string, number>();
  const rows = batch.flatMap(({ tree, id }) =>
    tree.floorPlans.map((plan) => ({
      restaurantId: id,
      name: plan.name,
      translations: plan.translations ?? {},
    })),
  );
  for (const chunk of chunks(rows)) {
    const inserted = await db.insert(floorPlans).values(chunk).returning();
    for (const row of inserted) planIds.set(`${row.restaurantId}:${row.name}`, row.id);
  }
  return planIds;
}

async function insertTables(
  db: Executor,
  batch: Array<{ tree: RestaurantTree; id: number }>,
  planIds: Map<string, number>,
) {
  const tableIds = new Map<string, number>();
  const rows = batch.flatMap(({ tree, id }) =>
    tree.floorPlans.flatMap((plan) =>
      plan.tables.map((table) => ({
        ...table,
        restaurantId: id,
        floorPlanId: need(planIds, `${id}:${plan.name}`, 'floor plan'),
      })),
    ),
  );
  for (const chunk of chunks(rows)) {
    const inserted = await db
      .insert(tables)
      .values(chunk)
      .returning({ id: tables.id, restaurantId: tables.restaurantId, name: tables.name });
    for (const row of inserted) tableIds.set(`${row.restaurantId}:${row.name}`, row.id);
  }
  return tableIds;
}

async function insertCombinations(
  db: Executor,
  batch: Array<{ tree: RestaurantTree; id: number }>,
  tableIds: Map<string, number>,
): Promise<void> {
  const combos = batch.flatMap(({ tree, id }) =>
    tree.combinations.map((combo) => ({
      row: { restaurantId: id, minGuests: combo.minGuests, maxGuests: combo.maxGuests },
      tableIds: combo.tableNames.map((name) => need(tableIds, `${id}:${name}`, 'table')),
    })),
  );
  for (const chunk of chunks(combos)) {
    // PostgreSQL returns the rows of a multi-row VALUES insert in the order given.
    const inserted = await db
      .insert(tableCombinations)
      .values(chunk.map((combo) => combo.row))
      .returning({ id: tableCombinations.id });
    const members = chunk.flatMap((combo, index) => {
      const combinationId = inserted[index]?.id;
      if (combinationId === undefined) throw new Error('seed: combination insert lost a row');
      return combo.tableIds.map((tableId) => ({ combinationId, tableId }));
    });
    await insertAll(members, (rows) => db.insert(tableCombinationTables).values(rows));
  }
}

async function insertEvents(db: Executor, batch: Array<{ tree: RestaurantTree; id: number }>) {
  const eventIds = new Map<string, number>();
  const rows = batch.flatMap(({ tree, id }) =>
    tree.events.map(({ occurrences: _occurrences, ...event }) => ({ ...event, restaurantId: id })),
  );
  for (const chunk of chunks(rows)) {
    const inserted = await db
      .insert(events)
      .values(chunk)
      .returning({ id: events.id, restaurantId: events.restaurantId, slug: events.slug });
    for (const row of inserted) eventIds.set(`${row.restaurantId}:${row.slug}`, row.id);
  }
  const occurrenceRows = batch.flatMap(({ tree, id }) =>
    tree.events.flatMap((event) =>
      event.occurrences.map((occurrence) => ({
        ...occurrence,
        eventId: need(eventIds, `${id}:${event.slug}`, 'event'),
      })),
    ),
  );
  await insertAll(occurrenceRows, (chunk) => db.insert(eventOccurrences).values(chunk));
  return eventIds;
}

async function insertMenus(
  db: Executor,
  batch: Array<{ tree: RestaurantTree; id: number }>,
  planIds: Map<string, number>,
  eventIds: Map<string, number>,
): Promise<void> {
  const rows = batch.flatMap(({ tree, id }) =>
    tree.menus.map(({ floorPlanNames, eventSlug, ...menu }) => ({
      row: {
        ...menu,
        restaurantId: id,
        eventId: eventSlug ? need(eventIds, `${id}:${eventSlug}`, 'event') : null,
      },
      planIds: floorPlanNames.map((name) => need(planIds, `${id}:${name}`, 'floor plan')),
    })),
  );
  for (const chunk of chunks(rows)) {
    const inserted = await db
      .insert(menus)
      .values(chunk.map((menu) => menu.row))
      .returning({ id: menus.id });
    const links = chunk.flatMap((menu, index) => {
      const menuId = inserted[index]?.id;
      if (menuId === undefined) throw new Error('seed: menu insert lost a row');
      return menu.planIds.map((floorPlanId) => ({ menuId, floorPlanId }));
    });
    await insertAll(links, (part) => db.insert(menuFloorPlans).values(part));
  }
}

/** Inserts `rows` in chunks and returns each row's id, in the order given. */
async function insertedIds<T extends object>(
  rows: T[],
  insert: (chunk: T[]) => Promise<{ id: number }[]>,
): Promise<number[]> {
  const ids: number[] = [];
  for (const chunk of chunks(rows)) {
    // PostgreSQL returns the rows of a multi-row VALUES insert in the order given.
    const inserted = await insert(chunk);
    if (inserted.length !== chunk.length) throw new Error('seed: an insert lost a row');
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

/** Food ordering (docs/decisions/044-ordering-setup.md): settings, zones, menu, packages. */
async function insertOrdering(
  db: Executor,
  batch: Array<{ tree: RestaurantTree; id: number }>,
): Promise<void> {
  const ordering = batch.flatMap(({ tree, id }) =>
    tree.ordering ? [{ restaurantId: id, ordering: tree.ordering }] : [],
  );
  if (ordering.length === 0) return;
  await insertAll(
    ordering.map(({ restaurantId, ordering: o }) => ({ restaurantId, ...o.settings })),
    (rows) => db.insert(orderingSettings).values(rows),
  );
  await insertAll(
    ordering.flatMap(({ restaurantId, ordering: o }) =>
      o.zones.map((zone) => ({ ...zone, restaurantId })),
    ),
    (rows) => db.insert(orderingDeliveryZones).values(rows),
  );
  await insertAll(
    ordering.flatMap(({ restaurantId, ordering: o }) =>
      o.packages.map((pack, position) => ({ ...pack, restaurantId, position })),
    ),
    (rows) => db.insert(cateringPackages).values(rows),
  );
  const categoryRows = ordering.flatMap(({ restaurantId, ordering: o }) =>
    o.categories.map((category, position) => ({ restaurantId, category, position })),
  );
  const categoryIds = await insertedIds(categoryRows, (rows) =>
    db
      .insert(orderingCategories)
      .values(
        rows.map(({ restaurantId, category, position }) => ({
          restaurantId,
          name: category.name,
          translations: category.translations,
          position,
        })),
      )
      .returning({ id: orderingCategories.id }),
  );
  const itemRows = categoryRows.flatMap(({ restaurantId, category }, index) =>
    category.items.map(({ groups, ...item }, position) => ({
      row: { ...item, restaurantId, categoryId: categoryIds[index] ?? 0, position },
      groups,
    })),
  );
  const itemIds = await insertedIds(itemRows, (rows) =>
    db
      .insert(orderingItems)
      .values(rows.map(({ row }) => row))
      .returning({ id: orderingItems.id }),
  );
  const groupRows = itemRows.flatMap(({ groups }, index) =>
    groups.map(({ choices, ...group }, position) => ({
      row: { ...group, itemId: itemIds[index] ?? 0, position },
      choices,
    })),
  );
  const groupIds = await insertedIds(groupRows, (rows) =>
    db
      .insert(orderingOptionGroups)
      .values(rows.map(({ row }) => row))
      .returning({ id: orderingOptionGroups.id }),
  );
  await insertAll(
    groupRows.flatMap(({ choices }, index) =>
      choices.map((choice, position) => ({ ...choice, groupId: groupIds[index] ?? 0, position })),
    ),
    (rows) => db.insert(orderingOptionChoices).values(rows),
  );
}
