// The list of server test files the PostgreSQL pass runs (apps/server/test/postgres-pass.json),
// read and checked. Every server test file is in exactly one of its two lists, `postgres` (the
// pass runs it) or `pgliteOnly` (npm test runs it on PGlite, as it runs every file), each with a
// reason from `reasons`; docs/decisions/067-postgresql-pass.md gives the rule.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const TEST_ROOT = 'apps/server/test';
export const LIST_FILE = `${TEST_ROOT}/postgres-pass.json`;

/**
 * What makes a file behave differently on PostgreSQL: it reads DATABASE_URL itself (the skips,
 * `describe.skipIf(!databaseUrl)` and `it.runIf(process.env.DATABASE_URL)`, and cases added only
 * there) or asks which driver it got. Such a file must be in the pass, or its PostgreSQL-only
 * tests would run nowhere.
 */
const POSTGRES_DEPENDENT = [
  /process\.env\.DATABASE_URL\b/,
  /\.(skipIf|runIf)\([^)]*(DATABASE_URL|databaseUrl|postgres)/i,
  /\.kind\s*[!=]==?\s*'(postgres|pglite)'/,
];

/** Every `*.test.ts` under apps/server/test, relative to it, with `/` separators. */
function testFiles(root, dir = '') {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return testFiles(root, relative);
    return entry.name.endsWith('.test.ts') ? [relative] : [];
  });
}

/**
 * Reads the list and checks it against the test files on disk. Returns the files of each side
 * (relative to apps/server/test) and every problem found; the pass refuses to run with any.
 */
export function readPostgresPass(repoRoot = process.cwd()) {
  const root = path.join(repoRoot, TEST_ROOT);
  const list = JSON.parse(readFileSync(path.join(repoRoot, LIST_FILE), 'utf8'));
  const reasons = new Set(Object.keys(list.reasons ?? {}));
  const postgres = Object.keys(list.postgres ?? {}).sort();
  const pgliteOnly = Object.keys(list.pgliteOnly ?? {}).sort();
  const onDisk = new Set(testFiles(root));
  const problems = [];

  for (const [side, files] of [
    ['postgres', list.postgres ?? {}],
    ['pgliteOnly', list.pgliteOnly ?? {}],
  ]) {
    for (const [file, reason] of Object.entries(files)) {
      if (!onDisk.has(file)) {
        problems.push(`${file} (${side}) does not exist: renamed, moved or deleted?`);
      }
      if (!reasons.has(reason))
        problems.push(`${file} (${side}) has an unknown reason "${reason}"`);
    }
  }
  const listed = new Set([...postgres, ...pgliteOnly]);
  for (const file of postgres) {
    if (pgliteOnly.includes(file)) problems.push(`${file} is in both lists`);
  }
  for (const file of [...onDisk].sort()) {
    if (!listed.has(file)) {
      problems.push(`${file} is in neither list: add it to "postgres" or "pgliteOnly"`);
    }
  }
  for (const file of pgliteOnly) {
    if (!onDisk.has(file)) continue;
    const source = readFileSync(path.join(root, file), 'utf8');
    if (POSTGRES_DEPENDENT.some((pattern) => pattern.test(source))) {
      problems.push(
        `${file} behaves differently on PostgreSQL (it reads DATABASE_URL or the driver's kind): it belongs in "postgres"`,
      );
    }
  }
  return { postgres, pgliteOnly, problems };
}
