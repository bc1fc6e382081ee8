import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTrees } from '../../seed/demo/insert.ts';
import { buildLoadTrees } from '../../seed/demo/load-trees.ts';
import { demoRestaurantsWithoutPhotos } from '../../seed/demo/photos.ts';
import { demoRestaurants } from '../../seed/demo/restaurants.ts';
import { seed } from '../../seed/seed.ts';
import type { Database } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { openEmptyPglite } from '../helpers/pglite-snapshot.ts';
import { frozenClock } from '../helpers/restaurant-factories.ts';
import { testConfig } from '../helpers/test-app.ts';

describe('demo photos', () => {
  let database: Database;

  beforeAll(async () => {
    const config = testConfig({ DATABASE_URL: undefined });
    database = await openEmptyPglite(config);
    await migrate(database);
    await seed(database, config, frozenClock('2026-11-22T09:00:00Z'));
    // Restaurants from the load generator: photo-less like the demo's, but not the demo's.
    await database.db.transaction((tx) =>
      insertTrees(tx, buildLoadTrees(3, { prefix: 'load', now: new Date('2026-11-22T09:00:00Z') })),
    );
  });

  afterAll(async () => {
    await database.close();
  });

  it('are drawn for the demo restaurants only, never for other restaurants without photos', async () => {
    const bare = await demoRestaurantsWithoutPhotos(database.db);
    expect(bare.map((restaurant) => restaurant.slug).sort()).toEqual(
      demoRestaurants.map((spec) => spec.slug).sort(),
    );
  });
});
