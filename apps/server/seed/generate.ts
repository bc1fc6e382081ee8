import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { demoCities, type DemoCityName } from './demo/catalogue.ts';
import { insertTrees } from './demo/insert.ts';
import { buildLoadTrees } from './demo/load-trees.ts';

/**
 * Load-test data: N restaurants cloned from the demo specs with unique slugs, inserted with
 * multi-row inserts in one transaction. `--city Reykjavík` puts them all in one city (the
 * benchmark's "search results over 1,000 restaurants in one city"); run again with another
 * `--prefix` to add more. Uses DATABASE_URL, else DATA_DIR's PGlite (with the server stopped).
 * A database that already has restaurants gets no demo seed at start-up.
 *
 *   node --import tsx apps/server/seed/generate.ts --count 10000 [--city Reykjavík] [--prefix load]
 */
const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '1000' },
    city: { type: 'string' },
    prefix: { type: 'string', default: 'load' },
  },
});

const count = Number(values.count);
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  throw new Error('--count must be a whole number from 1 to 1,000,000');
}
const city: DemoCityName | undefined = demoCities.find((c) => c.name === values.city)?.name;
if (values.city !== undefined && city === undefined) {
  throw new Error(`--city must be one of: ${demoCities.map((c) => c.name).join(', ')}`);
}
const prefix = values.prefix;
if (!/^[a-z0-9-]{1,20}$/.test(prefix)) throw new Error('--prefix must be a-z, 0-9 or -');

const trees = buildLoadTrees(count, { prefix, now: new Date(), ...(city ? { city } : {}) });

const database = await createDatabase(loadConfig(process.env));
try {
  await migrate(database);
  const started = performance.now();
  await database.db.transaction((tx) => insertTrees(tx, trees));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`inserted ${count} restaurants in ${seconds} s`);
} finally {
  await database.close();
}
