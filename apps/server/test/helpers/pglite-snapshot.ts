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
 * file is keyed by PGlite's version and the cluster's shape below, and a snapshot that fails to
 * load is rebuilt.
 *
 * Every open copies the whole snapshot into PGlite's in-memory files, so the cluster is made
 * small: write-ahead-log segments of 1 MB instead of 16 (the current one is always in the
 * snapshot), and without the template databases, which only CREATE DATABASE reads (tests run
 * in the `postgres` database and never create one on PGlite). That halves an empty snapshot and
 * takes about a third off opening a seeded one.
 */
const INITDB_ARGS = ['--wal-segsize=1'];
const CLUSTER_SHAPE = 'wal1mb-notemplates';
const pgliteRoot = path.resolve(
  path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
  '..',
);
const { version } = z
  .object({ version: z.string().max(50) })
  .parse(JSON.parse(readFileSync(path.join(pgliteRoot, 'package.json'), 'utf8')));
const snapshotFile = path.join(tmpdir(), `dekka-test-pglite-${version}-${CLUSTER_SHAPE}-empty.tar`);

/**
 * A data directory's bytes handed to PGlite as the Blob it takes. PGlite only reads a snapshot
 * through `arrayBuffer()`, and Node 20's own Blob assembles that from small chunks: a third of
 * the time it took to open a seeded snapshot. Each open gets its own copy, since PGlite's
 * in-memory files may keep views of the buffer and write through them.
 */
class SnapshotBlob extends Blob {
  readonly #contents: Uint8Array;

  constructor(contents: Uint8Array) {
    super([]);
    this.#contents = contents;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    const copy = new ArrayBuffer(this.#contents.byteLength);
    new Uint8Array(copy).set(this.#contents);
    return Promise.resolve(copy);
  }
}

async function readSnapshot(): Promise<Blob | undefined> {
  try {
    return new SnapshotBlob(await readFile(snapshotFile));
  } catch {
    return undefined;
  }
}

/** The name of a tar entry's file, from its 512-byte header. */
function tarEntryName(header: Uint8Array): string {
  const field = (from: number, length: number) => {
    const bytes = header.subarray(from, from + length);
    const end = bytes.indexOf(0);
    return Buffer.from(end === -1 ? bytes : bytes.subarray(0, end)).toString('utf8');
  };
  const prefix = field(345, 155);
  return prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
}

/**
 * The tar without the entries `drop` names. PostgreSQL keeps 16 MB log segments made ready for
 * later (recycled ones): each is a quarter of a seeded snapshot, copied into every database
 * opened from it, and PostgreSQL makes a new one when it needs it.
 */
function withoutEntries(tar: Uint8Array, drop: (name: string) => boolean): Uint8Array {
  const kept: Uint8Array[] = [];
  let at = 0;
  while (at + 512 <= tar.length) {
    const header = tar.subarray(at, at + 512);
    if (header.every((byte) => byte === 0)) break;
    const size = Number.parseInt(Buffer.from(header.subarray(124, 136)).toString('latin1'), 8) || 0;
    const next = at + 512 + Math.ceil(size / 512) * 512;
    if (!drop(tarEntryName(header))) kept.push(tar.subarray(at, next));
    at = next;
  }
  // The end-of-archive marker: two empty blocks.
  kept.push(new Uint8Array(1024));
  return Buffer.concat(kept);
}

/** The whole data directory of an in-memory PGlite, as `loadDataDir` takes it back. */
export async function dumpPglite(database: Database): Promise<Blob> {
  if (database.driver.kind !== 'pglite') throw new Error('only PGlite can be dumped');
  const { client } = database.driver;
  // Written out first, so an open of the dump has no log to replay (about a sixth faster).
  await client.exec('checkpoint');
  const current = await client.query<{ segment: string }>(
    'select pg_walfile_name(pg_current_wal_lsn()) as segment',
  );
  const segment = current.rows[0]?.segment;
  if (!segment) throw new Error('no current log segment');
  const dump = await client.dumpDataDir('none');
  // Bytes of its own, not a view of the closing database's memory.
  const tar = new Uint8Array(await dump.arrayBuffer());
  return new SnapshotBlob(
    withoutEntries(tar, (name) => {
      const file = /(?:^|\/)pg_wal\/([0-9A-F]{24})$/.exec(name)?.[1];
      return file !== undefined && file > segment;
    }),
  );
}

async function dropTemplateDatabases(database: Database): Promise<void> {
  if (database.driver.kind !== 'pglite') return;
  const { client } = database.driver;
  await client.exec(
    "update pg_database set datistemplate = false where datname in ('template0', 'template1')",
  );
  await client.exec('drop database template0');
  await client.exec('drop database template1');
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
  const database = await createDatabase(
    { ...config, databaseUrl: undefined },
    { memory: true, initdbArgs: INITDB_ARGS },
  );
  await dropTemplateDatabases(database);
  await saveSnapshot(database);
  return database;
}
