import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { createBookingRestaurant } from './helpers/booking-factories.ts';
import { openEmptyPglite } from './helpers/pglite-snapshot.ts';
import { queryRows, sqlState } from './helpers/sql.ts';
import { testConfig } from './helpers/test-app.ts';

const migrationsFolder = fileURLToPath(new URL('../src/db/migrations', import.meta.url));
const migrationFiles = readMigrationFiles({ migrationsFolder });
const migrationCount = migrationFiles.length;

type EmptyDatabase = {
  database: Database;
  schema: string;
  migrationsSchema: string;
  /** PostgreSQL only: another pool on the same schema, as a second server instance would have. */
  openAnother(): Promise<Database>;
};

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * An empty database to migrate: a fresh in-memory PGlite, or on PostgreSQL (shared by every run)
 * a throwaway schema first on the search_path, with its own record of applied migrations.
 */
async function openEmptyDatabase(): Promise<EmptyDatabase> {
  const config = testConfig();
  if (!config.databaseUrl) {
    const database = await openEmptyPglite(config);
    cleanups.push(() => database.close());
    const openAnother = () => Promise.reject(new Error('PGlite has one connection per process'));
    return { database, schema: 'public', migrationsSchema: 'drizzle', openAnother };
  }
  // Migrate the real schema first, so btree_gist lives in public and not in the throwaway
  // schema (dropping that with CASCADE would otherwise drop the extension for everyone).
  const admin = await createDatabase(config);
  await migrate(admin);
  const schema = `migrate_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const url = new URL(config.databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema},public`);
  const openAnother = async () => {
    const another = await createDatabase({ ...config, databaseUrl: url.href });
    cleanups.push(() => another.close());
    return another;
  };
  const database = await openAnother();
  await database.db.execute(sql.raw(`create schema ${schema}`));
  const migrationsSchema = `${schema}_migrations`;
  cleanups.unshift(async () => {
    await admin.db.execute(sql.raw(`drop schema if exists ${schema}, ${migrationsSchema} cascade`));
    await admin.close();
  });
  return { database, schema, migrationsSchema, openAnother };
}

async function tableExists(database: Database, qualified: string): Promise<boolean> {
  const [row] = await queryRows(
    database.db,
    sql`select to_regclass(${qualified}) is not null as ok`,
  );
  return row?.ok === true;
}

async function appliedCount({ database, migrationsSchema }: EmptyDatabase): Promise<number> {
  const [row] = await queryRows(
    database.db,
    sql`select count(*)::int as n from ${sql.identifier(migrationsSchema)}.__drizzle_migrations`,
  );
  return Number(row?.n);
}

describe('migrations', () => {
  it('create the tables and btree_gist on an empty database, and re-running is a no-op', async () => {
    const empty = await openEmptyDatabase();
    const { database, schema, migrationsSchema } = empty;
    expect(await tableExists(database, `${schema}.users`)).toBe(false);

    await migrate(database, { migrationsSchema });

    expect(await tableExists(database, `${schema}.users`)).toBe(true);
    expect(await tableExists(database, `${schema}.site_settings`)).toBe(true);
    const extensions = await queryRows(
      database.db,
      sql`select extname from pg_extension where extname = 'btree_gist'`,
    );
    expect(extensions).toHaveLength(1);
    expect(await appliedCount(empty)).toBe(migrationCount);

    await migrate(database, { migrationsSchema });
    expect(await appliedCount(empty)).toBe(migrationCount);
  });

  it('makes each special day set before periods a period of its own day, without a name', async () => {
    // Always a fresh PGlite: the migrations' foreign keys name "public", which on PostgreSQL is
    // not the throwaway schema. Every migration before 0039 (special periods), statement by
    // statement, then a restaurant with two special days as they were, then 0039.
    const database = await openEmptyPglite(testConfig({ DATABASE_URL: undefined }));
    cleanups.push(() => database.close());
    const periods = migrationFiles.findIndex((file) =>
      file.sql.some((statement) => statement.includes('CREATE TABLE "special_periods"')),
    );
    expect(periods).toBeGreaterThan(0);
    const run = async (files: typeof migrationFiles) => {
      for (const file of files) {
        for (const statement of file.sql) await database.db.execute(sql.raw(statement));
      }
    };
    await run(migrationFiles.slice(0, periods));
    // No floor plans or tables: later migrations change those, and the factory writes today's.
    const restaurant = await createBookingRestaurant(database.db, { floorPlans: 0, tables: [] });
    await database.db.execute(sql`
      insert into special_days (restaurant_id, date, closed, services) values
        (${restaurant.id}, '2030-12-25', true, '[]'),
        (${restaurant.id}, '2030-12-24', false,
          '[{"opens":"11:30","closes":"15:00","lastSeating":"14:00"}]')`);
    await run(migrationFiles.slice(periods, periods + 1));

    const rows = await queryRows(
      database.db,
      sql`select d.date, p.name, p.first_date, p.last_date, p.closed, p.services
          from special_days d join special_periods p on p.id = d.period_id
          where d.restaurant_id = ${restaurant.id} and p.restaurant_id = ${restaurant.id}
          order by d.date`,
    );
    expect(rows).toEqual([
      {
        date: '2030-12-24',
        name: '',
        first_date: '2030-12-24',
        last_date: '2030-12-24',
        closed: false,
        services: [{ opens: '11:30', closes: '15:00', lastSeating: '14:00' }],
      },
      {
        date: '2030-12-25',
        name: '',
        first_date: '2030-12-25',
        last_date: '2030-12-25',
        closed: true,
        services: [],
      },
    ]);
  });

  it('btree_gist makes an exclusion constraint reject overlapping periods (23P01)', async () => {
    const { database, migrationsSchema } = await openEmptyDatabase();
    await migrate(database, { migrationsSchema });
    // The shape of the booking_tables constraint to come, in a temp table dropped at commit.
    const attempt = database.db.transaction(async (tx) => {
      await tx.execute(sql`
        create temp table overlap_probe (
          table_id int not null,
          period tstzrange not null,
          exclude using gist (table_id with =, period with &&)
        ) on commit drop`);
      await tx.execute(sql`
        insert into overlap_probe values
          (1, tstzrange('2030-01-01 18:00Z', '2030-01-01 20:00Z')),
          (2, tstzrange('2030-01-01 18:00Z', '2030-01-01 20:00Z')),
          (1, tstzrange('2030-01-01 20:00Z', '2030-01-01 22:00Z'))`);
      await tx.execute(sql`
        insert into overlap_probe values (1, tstzrange('2030-01-01 19:00Z', '2030-01-01 21:00Z'))`);
    });
    const error = await attempt.then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(sqlState(error)).toBe('23P01');
  });

  it.runIf(process.env.DATABASE_URL)(
    'lets two instances migrate PostgreSQL at the same time',
    async () => {
      const empty = await openEmptyDatabase();
      const second = await empty.openAnother();
      const options = { migrationsSchema: empty.migrationsSchema };
      await Promise.all([migrate(empty.database, options), migrate(second, options)]);
      expect(await appliedCount(empty)).toBe(migrationCount);
      expect(await tableExists(empty.database, `${empty.schema}.users`)).toBe(true);
    },
  );

  // A year's report spent longer in JIT compilation than in running its plan.
  it.runIf(process.env.DATABASE_URL)('opens PostgreSQL connections without JIT', async () => {
    const database = await createDatabase(testConfig());
    cleanups.push(() => database.close());
    const [row] = await queryRows(database.db, sql`select current_setting('jit') as jit`);
    expect(row?.jit).toBe('off');
  });
});
