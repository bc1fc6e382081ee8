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

/** Whether a process with this pid runs, whoever owns it. */
export function isProcessAlive(pid: number): boolean {
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
 * Reading the lock and taking it over must be one step, or two servers starting together over a
 * stale lock both see it stale and both take it. So both happen while holding
 * `pglite.lock.mutex`, created exclusively and held for a few milliseconds. A mutex left by a
 * process that died holding it is removed; only a second crash inside that window, with two
 * servers starting at that very moment, could still let both through.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = path.join(dataDir, 'pglite.lock');
  if (heldByThisProcess.has(lockFile)) {
    throw new Error(`The embedded database in ${dataDir} is already open in this process.`);
  }
  await withMutex(`${lockFile}.mutex`, async () => {
    const holder = await readPid(lockFile);
    if (holder !== undefined && holder !== process.pid && isProcessAlive(holder)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by another process (pid ${holder}). ` +
          'Stop it first, or give this server another DATA_DIR.',
      );
    }
    await writeFile(lockFile, `${process.pid}\n`, { mode: 0o600 });
  });
  heldByThisProcess.add(lockFile);
  return async () => {
    heldByThisProcess.delete(lockFile);
    await rm(lockFile, { force: true });
  };
}

async function withMutex(mutexFile: string, critical: () => Promise<void>): Promise<void> {
  for (let attempt = 0; attempt < 1000; attempt += 1) {
    if (await createExclusive(mutexFile)) {
      try {
        await critical();
        return;
      } finally {
        await rm(mutexFile, { force: true });
      }
    }
    const holder = await readPid(mutexFile);
    if (holder !== undefined && holder !== process.pid && !isProcessAlive(holder)) {
      await rm(mutexFile, { force: true });
    } else {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
  throw new Error(`Could not lock the embedded database next to ${mutexFile}.`);
}
