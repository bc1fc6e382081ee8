import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { Config } from '../../src/config.ts';
import { createDatabase, type Database } from '../../src/db/client.ts';

/**
 * Opening an in-memory PGlite runs initdb, about 2.5 s of CPU, and the suite opens a dozen. The
 * first open dumps the empty, just-initialised database to the temp directory; later opens (in
 * this and later runs) load that snapshot in about 0.5 s. It holds no migrations or rows. The
 * file is keyed by PGlite's version, and a snapshot that fails to load is rebuilt.
 */
const pgliteRoot = path.resolve(
  path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
  '..',
);
const { version } = z
  .object({ version: z.string().max(50) })
  .parse(JSON.parse(readFileSync(path.join(pgliteRoot, 'package.json'), 'utf8')));
const snapshotFile = path.join(tmpdir(), `dekka-test-pglite-${version}-empty.tar`);

async function readSnapshot(): Promise<Blob | undefined> {
  try {
    return new Blob([await readFile(snapshotFile)]);
  } catch {
    return undefined;
  }
}

/** The whole data directory of an in-memory PGlite, as `loadDataDir` takes it back. */
export async function dumpPglite(database: Database): Promise<Blob> {
  if (database.driver.kind !== 'pglite') throw new Error('only PGlite can be dumped');
  // Written out first, so an open of the dump has no log to replay (about a sixth faster).
  await database.driver.client.exec('checkpoint');
  const dump = await database.driver.client.dumpDataDir('none');
  // A Blob that owns its bytes, not a view of the closing database's memory.
  return new Blob([await dump.arrayBuffer()]);
}

async function saveSnapshot(database: Database): Promise<void> {
  const dump = await dumpPglite(database);
  // Written aside and renamed, so a reader never sees half a file.
  const partial = `${snapshotFile}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, snapshotFile);
}

/** An in-memory PGlite started from a `dumpPglite` snapshot. */
export function openPgliteSnapshot(
  config: Pick<Config, 'dataDir'>,
  snapshot: Blob,
): Promise<Database> {
  return createDatabase(
    { ...config, databaseUrl: undefined },
    { memory: true, pgliteSnapshot: snapshot },
  );
}

/** An empty (unmigrated) in-memory PGlite. */
export async function openEmptyPglite(config: Pick<Config, 'dataDir'>): Promise<Database> {
  const snapshot = await readSnapshot();
  if (snapshot) {
    try {
      return await openPgliteSnapshot(config, snapshot);
    } catch {
      await rm(snapshotFile, { force: true });
    }
  }
  const database = await createDatabase({ ...config, databaseUrl: undefined }, { memory: true });
  await saveSnapshot(database);
  return database;
}
