import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTrees } from '../../seed/demo/insert.ts';
import { buildLoadTrees } from '../../seed/demo/load-trees.ts';
import type { Database } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { openEmptyPglite } from '../helpers/pglite-snapshot.ts';
import { queryRows } from '../helpers/sql.ts';
import { testConfig } from '../helpers/test-app.ts';

let database: Database;
beforeAll(async () => {
  database = await openEmptyPglite(testConfig({ DATABASE_URL: undefined }));
  await migrate(database);
});
afterAll(async () => {
  await database.close();
});

describe('load-test generator', () => {
  it('inserts many restaurants in one city with unique slugs and all their rows', async () => {
    const trees = buildLoadTrees(1200, {
      prefix: 'gen',
      now: new Date('2026-11-22T09:00:00Z'),
      city: 'Akureyri',
    });
    await database.db.transaction((tx) => insertTrees(tx, trees));
    const [row] = await queryRows(
      database.db,
      sql`select count(*)::int as n, count(distinct r.slug)::int as slugs,
                 count(distinct r.city_id)::int as cities,
                 (select count(*)::int from tables) as tables
          from restaurants r`,
    );
    expect(row).toMatchObject({ n: 1200, slugs: 1200, cities: 1 });
    expect(Number(row?.tables)).toBeGreaterThan(1200 * 8 - 1);
  });
});
