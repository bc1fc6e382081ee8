import { randomUUID } from 'node:crypto';
import { link, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Directories this process holds, so a pid match in a lock file can be told from a stale one. */
const heldByThisProcess = new Set<string>();

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user, so it is alive.
    return errorCode(error) === 'EPERM';
  }
}

/**
 * Creates `file` holding our pid, or answers false when it exists. The pid is written to a file
 * of our own first and then hard-linked into place, which is atomic: nobody ever reads the lock
 * empty, half-written, or written by two processes.
 */
async function createExclusive(file: string): Promise<boolean> {
  const own = `${file}.${process.pid}.${randomUUID()}`;
  await writeFile(own, `${process.pid}\n`, { mode: 0o600 });
  try {
    await link(own, file);
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  } finally {
    await rm(own, { force: true });
  }
}

async function readPid(file: string): Promise<number | undefined> {
  const pid = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
  return Number.isInteger(pid) ? pid : undefined;
}

/**
 * PGlite is a single-process database with no locking of its own: two servers opening the same
 * data directory would both write to it and corrupt it. We therefore keep `pglite.lock` (holding
 * our pid) next to the data directory while it is open.
 *
 * After `kill -9` the lock file stays behind, and so does PGlite's own `postmaster.pid`. PGlite
 * ignores the latter (its WASM backend runs in single-user mode and recovers from the WAL on the
 * next open), so only our lock needs care: when the pid in it is no longer running, or is our own
 * pid (a container restart often reuses pid 1) while this process has not taken the lock, the
 * lock is stale and is taken over.
 *
 * Taking over must be atomic: two servers starting together over a stale lock must not both
 * delete it and then each create its own. Only the holder of `pglite.lock.takeover` (itself
 * created exclusively) may delete a stale lock, after reading it again; anyone else who finds
 * the lock gone simply races for it with an exclusive create, which one process wins.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = path.join(dataDir, 'pglite.lock');
  const takeoverFile = `${lockFile}.takeover`;
  if (heldByThisProcess.has(lockFile)) {
    throw new Error(`The embedded database in ${dataDir} is already open in this process.`);
  }
  const isStale = (pid: number | undefined) =>
    pid === undefined || pid === process.pid || !isProcessAlive(pid);

  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (await createExclusive(lockFile)) {
      heldByThisProcess.add(lockFile);
      return async () => {
        heldByThisProcess.delete(lockFile);
        await rm(lockFile, { force: true });
      };
    }
    const holder = await readPid(lockFile);
    if (!isStale(holder)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by another process (pid ${holder}). ` +
          'Stop it first, or give this server another DATA_DIR.',
      );
    }
    if (await createExclusive(takeoverFile)) {
      try {
        // Read again under the takeover lock: another process may have taken over meanwhile.
        if (isStale(await readPid(lockFile))) await rm(lockFile, { force: true });
      } finally {
        await rm(takeoverFile, { force: true });
      }
    } else if (isStale(await readPid(takeoverFile))) {
      // A process died in the few milliseconds it held the takeover lock.
      await rm(takeoverFile, { force: true });
    } else {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  throw new Error(`Could not lock the embedded database in ${dataDir}.`);
}
