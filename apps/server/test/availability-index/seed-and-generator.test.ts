// The demo seed's and the load generator's restaurants get an availability index that agrees
// with the engine (the first days of the horizon, every compared party size), and every
// restaurant has its whole horizon built.
import { addDays } from '@dekka/time/local-time';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTrees } from '../../seed/demo/insert.ts';
import { buildLoadTrees } from '../../seed/demo/load-trees.ts';
import { settleAvailabilityIndex } from '../helpers/availability-index.ts';
import { frozenClock } from '../helpers/restaurant-factories.ts';
import { queryRows } from '../helpers/sql.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineAnswer, indexAnswer } from './answers.ts';

const NOW = '2030-03-01T12:00:00Z';
const DAYS = [0, 1, 2].map((day) => addDays(NOW.slice(0, 10), day));
const clock = frozenClock(NOW);
/** Builds the index of every demo and generated restaurant on PGlite. */
const TIMEOUT_MS = 120_000;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

describe('the availability index of seeded and generated restaurants', () => {
  it(
    'agrees with the engine for every restaurant',
    async () => {
      // Unpublished: the index covers them all the same, and on PostgreSQL other test files'
      // searches never meet their copies of the demo names ("Sushi Sjór 10").
      const trees = buildLoadTrees(30, { prefix: 'index', now: clock.now(), city: 'Akureyri' }).map(
        (tree) => ({ ...tree, restaurant: { ...tree.restaurant, published: false } }),
      );
      await t.database.db.transaction((tx) => insertTrees(tx, trees));
      await settleAvailabilityIndex(t.database.db, clock.now());
      // On PostgreSQL other test files write to the demo restaurants meanwhile: this file's own
      // generated restaurants are compared, and the demo's are checked for a full horizon.
      const ids = (
        await queryRows(
          t.database.db,
          sql`select id from restaurants where slug like 'index-%' order by id`,
        )
      ).map((row) => Number(row.id));
      expect(ids).toHaveLength(30);
      const [unbuilt] = await queryRows(
        t.database.db,
        sql`select count(*)::int as n from restaurants r
          where (select count(*) from availability_index a where a.restaurant_id = r.id
            and a.day >= ${DAYS[0]}::date) < least(14, r.booking_window_days + 1)`,
      );
      expect(unbuilt?.n).toBe(0);
      for (const id of ids) {
        expect(await indexAnswer(t.database.db, id, DAYS, clock.now())).toEqual(
          await engineAnswer(t.database.db, id, DAYS, clock.now()),
        );
      }
    },
    TIMEOUT_MS,
  );
});
