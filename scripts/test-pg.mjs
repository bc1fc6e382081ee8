// `npm run test:pg`: the server integration tests that exercise what PostgreSQL can break, on
// real PostgreSQL: the files listed under "postgres" in apps/server/test/postgres-pass.json
// (connections racing, LISTEN/NOTIFY, clustered server processes, repositories' SQL, migrations,
// and every test that only runs there). The other server files run on PGlite only, in npm test;
// docs/decisions/067-postgresql-pass.md says which go where and why. The list is checked first:
// a listed file that does not exist, a test file on neither list, or a file that reads
// DATABASE_URL (or the driver's kind) left off the pass fails the run before it starts.
//
// The files are split into shards that run side by side, each a Vitest process of its own on a
// database of its own (within a shard, files run one at a time on that database). Each run makes
// its databases and drops them afterwards, so runs never see each other's rows.
//
// PG_ADMIN_URL names the server (default: the local one, user postgres, trust auth);
// PG_TEST_SHARDS how many shards (default 2); PG_TEST_ALL=1 runs every server test file instead
// of the list (to measure, or after a change to the database layer). Arguments go to Vitest; a
// test file among them runs that file instead of the list, in one shard. `--check` only checks
// the list.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { LIST_FILE, readPostgresPass, TEST_ROOT } from './postgres-pass.mjs';

const pass = readPostgresPass();
if (pass.problems.length > 0) {
  console.error(`✖ ${LIST_FILE} does not match the test files:`);
  for (const problem of pass.problems) console.error(`  - ${problem}`);
  process.exit(1);
}
const args = process.argv.slice(2);
if (args.includes('--check')) {
  console.log(
    `✔ ${LIST_FILE}: ${pass.postgres.length} files on PostgreSQL, ${pass.pgliteOnly.length} on PGlite only`,
  );
  process.exit(0);
}

const adminUrl = new URL(process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const runAll = process.env.PG_TEST_ALL === '1';
/** A test file or folder among the arguments (a Vitest filter) runs instead of the list. */
const ownFiles = args.some((arg) => !arg.startsWith('-') && /\.test\.ts$|^apps\//.test(arg));
const listed = pass.postgres.map((file) => `${TEST_ROOT}/${file}`);
const files = ownFiles || runAll ? [] : listed;
const shards = ownFiles ? 1 : Number(process.env.PG_TEST_SHARDS ?? 2);
const run = `dekka_test_${Date.now()}_${process.pid}`;
/** Test counts come from Vitest's JSON report, unless the caller asked for a JSON file of its own. */
const reportDir = args.some((arg) => arg.startsWith('--outputFile'))
  ? undefined
  : mkdtempSync(path.join(tmpdir(), 'dekka-test-pg-'));

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

function reportOf(index) {
  return reportDir ? path.join(reportDir, `shard-${index}.json`) : undefined;
}

/** One shard: its own database, its own Vitest; output kept whole so shards never interleave. */
async function runShard(index) {
  const database = shards === 1 ? run : `${run}_${index}`;
  await admin(`create database ${database}`);
  const report = reportOf(index);
  const reporters = report
    ? ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`]
    : [];
  const vitestArgs = ['vitest', 'run', '--project', 'server', ...reporters, ...args, ...files];
  if (shards > 1) vitestArgs.push(`--shard=${index}/${shards}`);
  const started = Date.now();
  try {
    const child = spawn('npx', vitestArgs, {
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

/** Server tests per file in a Vitest JSON report (paths relative to apps/server/test). */
function testsPerFile(reportPath) {
  if (!reportPath || !existsSync(reportPath)) return undefined;
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  const counts = new Map();
  const prefix = `${path.resolve(TEST_ROOT)}/`;
  for (const result of report.testResults ?? []) {
    if (!result.name.startsWith(prefix)) continue;
    counts.set(result.name.slice(prefix.length), result.assertionResults.length);
  }
  return counts;
}

const sum = (counts, files) => files.reduce((total, file) => total + (counts.get(file) ?? 0), 0);

const scope = ownFiles
  ? 'the files given'
  : runAll
    ? 'every server test file (PG_TEST_ALL=1)'
    : `${listed.length} files of ${LIST_FILE}; ${pass.pgliteOnly.length} files run on PGlite only`;
console.log(`▶ server integration tests on PostgreSQL (${run}, ${shards} shard(s)): ${scope}`);
const started = Date.now();
const results = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
const seconds = ((Date.now() - started) / 1000).toFixed(1);

// What ran, checked against the list, and what the list leaves to PGlite.
if (reportDir) {
  const ran = new Map();
  for (let index = 1; index <= shards; index += 1) {
    for (const [file, n] of testsPerFile(reportOf(index)) ?? []) ran.set(file, n);
  }
  rmSync(reportDir, { recursive: true, force: true });
  const tests = [...ran.values()].reduce((total, n) => total + n, 0);
  console.log(`\nPostgreSQL pass: ${ran.size} files, ${tests} tests, ${seconds} s`);
  if (!ownFiles && !runAll && results.every(Boolean)) {
    const missed = pass.postgres.filter((file) => !ran.has(file));
    const extra = [...ran.keys()].filter((file) => !pass.postgres.includes(file));
    if (missed.length > 0 || extra.length > 0) {
      console.error(`✖ the files run are not the list: missing ${missed}, extra ${extra}`);
      process.exit(1);
    }
    // npm test's report (CI runs it first) counts the tests of the files left to PGlite.
    const pglite = testsPerFile('test-results/vitest.json');
    console.log(
      pglite
        ? `Left to PGlite only (npm test): ${pass.pgliteOnly.length} files, ${sum(pglite, pass.pgliteOnly)} tests`
        : `Left to PGlite only (npm test): ${pass.pgliteOnly.length} files (their test count comes from npm test's test-results/vitest.json)`,
    );
  }
}
process.exit(results.every(Boolean) ? 0 : 1);
