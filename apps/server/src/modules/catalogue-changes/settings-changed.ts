import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AppDatabase, Database } from '../../db/client.ts';
import { listenOnPostgres } from '../../db/listen.ts';

/** Announced in the transaction of every settings change, so only at its commit. */
const CHANNEL = 'dekka_restaurant_settings';
const Notification = z.object({ restaurantId: z.number().int() });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

type Forget = (db: AppDatabase, restaurantId: number) => void;

/**
 * The per-process caches of a restaurant's settings (availability's static inputs, reserve's
 * context). Each cache registers itself where it is made, so the catalogue, which changes the
 * settings, imports none of the modules that read them.
 */
const caches = new Set<Forget>();

/** Called once by each cache of settings, beside its definition. */
export function forgetOnSettingsChange(forget: Forget): void {
  caches.add(forget);
}

/** Clears this process's cached availability inputs of the restaurant. */
function forgetCached(db: AppDatabase, restaurantId: number): void {
  for (const forget of caches) forget(db, restaurantId);
}

/**
 * Tells every server process that a restaurant's settings changed. Runs inside the change's
 * transaction: PostgreSQL delivers the notification at commit, never for a change rolled back.
 */
export async function announceSettingsChanged(tx: AppDatabase, restaurantId: number) {
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ restaurantId })})`);
}

/**
 * After a change commits: this process forgets the restaurant's cached inputs at once (the next
 * request, the diner's or the staff's own, reads the new settings), and on PostgreSQL every other
 * process does so when the notification reaches it, a few milliseconds later. On PGlite there is
 * no other process. The 30 s expiry stays the bound if a notification is ever lost.
 */
export function settingsChangedHere(db: AppDatabase, restaurantId: number): void {
  forgetCached(db, restaurantId);
}

/**
 * Listens for other processes' settings changes (PostgreSQL only; PGlite lives in one process).
 * A change announced while the LISTEN connection was down is missed; the 30 s expiry of the
 * cached inputs is then the bound on how long this process shows the old settings.
 */
export async function listenForSettingsChanges(deps: {
  database: Database;
  databaseUrl: string | undefined;
  logger: FastifyBaseLogger;
}): Promise<{ close(): Promise<void> }> {
  if (deps.database.driver.kind === 'pglite' || !deps.databaseUrl) {
    return { close: async () => undefined };
  }
  const { db } = deps.database;
  const listener = listenOnPostgres(
    deps.databaseUrl,
    CHANNEL,
    {
      onMessage(payload) {
        const parsed = Notification.safeParse(parseJson(payload));
        if (parsed.success) forgetCached(db, parsed.data.restaurantId);
      },
    },
    deps.logger,
  );
  await listener.ready;
  return listener;
}
