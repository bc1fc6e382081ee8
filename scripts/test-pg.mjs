// `npm run test:pg`: the server integration tests on real PostgreSQL, including the ones that
// only run there (clustered server processes, several connections racing). Each run makes
// databases of its own and drops them afterwards, so runs never see each other's rows.
//
// The files are split into shards that run side by side, each a Vitest process of its own on a
// database of its own (within a shard, files run one at a time on that database, as they always
// have). One shard left a core idle while PostgreSQL waited on Node and Node on PostgreSQL.
//
// PG_ADMIN_URL names the server (default: the local one, user postgres, trust auth);
// PG_TEST_SHARDS how many shards (default 2); any arguments go to Vitest (for example a test
// file, which then runs in one shard).
import { spawn } from 'node:child_process';
import pg from 'pg';

const adminUrl = new URL(process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const vitestArgs = process.argv.slice(2);
const shards = vitestArgs.length > 0 ? 1 : Number(process.env.PG_TEST_SHARDS ?? 2);
const run = `dekka_test_${Date.now()}_${process.pid}`;

async function admin(statement) {
  const client = new pg.Client({ connectionString: adminUrl.href });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function databaseUrl(name) {
  const url = new URL(adminUrl.href);
  url.pathname = `/${name}`;
  return url.href;
}

/** One shard: its own database, its own Vitest; output kept whole so shards never interleave. */
async function runShard(index) {
  const database = shards === 1 ? run : `${run}_${index}`;
  await admin(`create database ${database}`);
  const args = ['vitest', 'run', '--project', 'server', ...vitestArgs];
  if (shards > 1) args.push(`--shard=${index}/${shards}`);
  const started = Date.now();
  try {
    const child = spawn('npx', args, {
      stdio: shards === 1 ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, DATABASE_URL: databaseUrl(database) },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const code = await new Promise((resolve) => child.on('close', (status) => resolve(status)));
    if (shards > 1) {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `\n── shard ${index} of ${shards} (${database}), ${seconds} s ──\n${Buffer.concat(output)}`,
      );
    }
    return code === 0;
  } finally {
    await admin(`drop database if exists ${database} with (force)`);
  }
}

console.log(`▶ server integration tests on PostgreSQL (${run}, ${shards} shard(s))`);
const results = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
process.exit(results.every(Boolean) ? 0 : 1);
