// `npm run test:pg`: the server integration tests on real PostgreSQL, including the ones that
// only run there (clustered server processes, several connections racing). It makes a database
// of its own for the run and drops it afterwards, so runs never see each other's rows.
//
// PG_ADMIN_URL names the server (default: the local one, user postgres, trust auth); any
// arguments go to Vitest (for example a test file).
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const adminUrl = new URL(process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const database = `dekka_test_${Date.now()}_${process.pid}`;

async function admin(statement) {
  const client = new pg.Client({ connectionString: adminUrl.href });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

await admin(`create database ${database}`);
const databaseUrl = new URL(adminUrl.href);
databaseUrl.pathname = `/${database}`;
console.log(`▶ server integration tests on PostgreSQL (${database})`);
const run = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: databaseUrl.href },
});
await admin(`drop database if exists ${database} with (force)`);
process.exit(run.status ?? 1);
