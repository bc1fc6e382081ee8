import { asc, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { categories, cities, restaurantCategories, restaurants } from '../../db/schema.ts';
import { restaurantSearchText } from '../restaurants/search-text.ts';

/** Rows per update statement: one JSON parameter each, far below any statement limit. */
const UPDATE_BATCH = 1000;

/**
 * Recomputes every restaurant's stored search text (search-text.ts) and writes the rows whose
 * text differs. The folding runs in the server, not in SQL, so a migration cannot fill a new
 * column or follow a change of the folding; this does, at every start-up (seed.ts), and is a
 * read-only no-op once the data directory is up to date. Idempotent: two instances starting at
 * once write the same values. Returns how many restaurants it updated.
 */
export async function refreshSearchText(db: AppDatabase): Promise<number> {
  const rows = await db
    .select({
      id: restaurants.id,
      name: restaurants.name,
      city: cities.name,
      searchText: restaurants.searchText,
      searchName: restaurants.searchName,
    })
    .from(restaurants)
    .innerJoin(cities, eq(cities.id, restaurants.cityId));
  if (rows.length === 0) return 0;
  const links = await db
    .select({ restaurantId: restaurantCategories.restaurantId, name: categories.name })
    .from(restaurantCategories)
    .innerJoin(categories, eq(categories.id, restaurantCategories.categoryId))
    .orderBy(asc(restaurantCategories.restaurantId));
  const categoriesOf = new Map<number, string[]>();
  for (const link of links) {
    const list = categoriesOf.get(link.restaurantId) ?? [];
    list.push(link.name);
    categoriesOf.set(link.restaurantId, list);
  }

  const changed = rows.flatMap((row) => {
    const next = restaurantSearchText({
      name: row.name,
      city: row.city,
      categories: categoriesOf.get(row.id) ?? [],
    });
    return next.searchText === row.searchText && next.searchName === row.searchName
      ? []
      : [{ id: row.id, ...next }];
  });
  for (let index = 0; index < changed.length; index += UPDATE_BATCH) {
    const batch = JSON.stringify(changed.slice(index, index + UPDATE_BATCH));
    await db.execute(sql`
      update ${restaurants} set search_text = u."searchText", search_name = u."searchName"
      from json_to_recordset(${batch}::json) as u(id int, "searchText" text, "searchName" text)
      where ${restaurants.id} = u.id`);
  }
  return changed.length;
}
