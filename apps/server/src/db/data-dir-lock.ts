import { readFile, rm, writeFile } from 'node:fs/promises';
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
 * PGlite is a single-process database with no locking of its own: two servers opening the same
 * data directory would both write to it and corrupt it. We therefore keep `pglite.lock` (holding
 * our pid) next to the data directory while it is open.
 *
 * After `kill -9` the lock file stays behind, and so does PGlite's own `postmaster.pid`. PGlite
 * ignores the latter (its WASM backend runs in single-user mode and recovers from the WAL on the
 * next open), so only our lock needs care: when the pid in it is no longer running, or is our own
 * pid (a container restart often reuses pid 1) while this process has not taken the lock, the
 * lock is stale and is taken over.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = path.join(dataDir, 'pglite.lock');
  if (heldByThisProcess.has(lockFile)) {
    throw new Error(`The embedded database in ${dataDir} is already open in this process.`);
  }
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await writeFile(lockFile, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      heldByThisProcess.add(lockFile);
      return async () => {
        heldByThisProcess.delete(lockFile);
        await rm(lockFile, { force: true });
      };
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
    }
    const holder = Number.parseInt(await readFile(lockFile, 'utf8').catch(() => ''), 10);
    if (Number.isInteger(holder) && holder !== process.pid && isProcessAlive(holder)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by another process (pid ${holder}). ` +
          'Stop it first, or give this server another DATA_DIR.',
      );
    }
    await rm(lockFile, { force: true });
  }
  throw new Error(`Could not lock the embedded database in ${dataDir}.`);
}
