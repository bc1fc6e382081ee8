/**
 * `node --import tsx apps/server/seed/serve-from-template.ts`: the server, started on a copy of
 * a migrated and demo-seeded embedded database instead of a fresh one. For the browser tests,
 * which start a dozen servers on fresh databases in one run: initdb, every migration and the demo
 * seed took about 5 of a start's 11 CPU-seconds, the same work every time.
 *
 * DATA_DIR_TEMPLATE names the template's directory. It is made once per run (the run's clock,
 * CLOCK_OFFSET_MS, is its stamp: a later run, or a run at another moment, makes its own) by the
 * first server that needs it, while the others wait; then each server copies its database into
 * its own DATA_DIR (which must hold none yet) and starts as usual, running the migrations and
 * seed, which find nothing left to do. The template holds no site settings: the seed writes each
 * server's own address into them, as on a fresh start. Only the embedded database is copied.
 */
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import { shiftedClock } from '../src/clock.ts';
import { createDatabase } from '../src/db/client.ts';
import { isProcessAlive } from '../src/db/data-dir-lock.ts';
import { migrate } from '../src/db/migrate.ts';
import { siteSettings } from '../src/db/schema.ts';
import { seed } from './seed.ts';

/** Bounds the wait for another process's template on a machine three times slower than ours. */
const WAIT_FOR_TEMPLATE_MS = 180_000;

function requiredTemplateDir(): string {
  const dir = process.env.DATA_DIR_TEMPLATE;
  if (!dir) throw new Error('DATA_DIR_TEMPLATE is not set');
  return dir;
}

const templateDir = requiredTemplateDir();
const config = loadConfig(process.env);
const stamp = `${config.clockOffsetMs}\n`;
const stampFile = path.join(templateDir, 'stamp');
const lockDir = `${templateDir}.lock`;

async function isCurrent(): Promise<boolean> {
  return (await readFile(stampFile, 'utf8').catch(() => '')) === stamp;
}

/** Whether the lock is held by a process that is gone (it died while making the template). */
async function lockIsStale(): Promise<boolean> {
  const pid = Number(await readFile(path.join(lockDir, 'pid'), 'utf8').catch(() => ''));
  return pid > 0 && !isProcessAlive(pid);
}

async function makeTemplate(): Promise<void> {
  const building = `${templateDir}.building`;
  await rm(building, { recursive: true, force: true });
  const database = await createDatabase({ ...config, dataDir: building, databaseUrl: undefined });
  try {
    await migrate(database);
    await seed(database, { ...config, adminEmails: [] }, shiftedClock(config.clockOffsetMs));
    // Written again by each server's own seed, with its own address.
    await database.db.delete(siteSettings);
  } finally {
    await database.close();
  }
  await writeFile(path.join(building, 'stamp'), stamp);
  await rm(templateDir, { recursive: true, force: true });
  await rename(building, templateDir);
}

async function ensureTemplate(): Promise<void> {
  const deadline = Date.now() + WAIT_FOR_TEMPLATE_MS;
  while (!(await isCurrent())) {
    if (Date.now() > deadline) throw new Error(`no database template at ${templateDir}`);
    try {
      await mkdir(lockDir);
    } catch {
      if (await lockIsStale()) await rm(lockDir, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    try {
      await writeFile(path.join(lockDir, 'pid'), String(process.pid));
      if (!(await isCurrent())) await makeTemplate();
    } finally {
      await rm(lockDir, { recursive: true, force: true });
    }
  }
}

await ensureTemplate();
await mkdir(config.dataDir, { recursive: true });
await cp(path.join(templateDir, 'pglite'), path.join(config.dataDir, 'pglite'), {
  recursive: true,
  errorOnExist: true,
  force: false,
});
await import('../src/server.ts');
