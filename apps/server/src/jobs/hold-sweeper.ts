import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../clock.ts';
import type { AppDatabase, Database } from '../db/client.ts';
import { expireLapsedHolds } from '../modules/booking-lifecycle/booking-rows.ts';
import { offerFreedTables } from '../modules/booking-lifecycle/table-offers.ts';
import { releaseUnpaidGiftCardParts } from '../modules/bookings/gift-card-parts.ts';
import { releaseUnpaidOrderGiftCardParts } from '../modules/orders/gift-card-parts.ts';
import { repeat, type RepeatingJob } from './repeat.ts';

/** Every instance agrees on this key; only the one holding it sweeps in a given round. */
const SWEEP_LOCK_KEY = 4_711_202_503;

/** Both drivers answer `{ rows }`; the shared Drizzle type does not say so. */
const LockResult = z.object({ rows: z.array(z.object({ locked: z.boolean() })).max(1) });

export type SweepOptions = {
  /**
   * Take a PostgreSQL advisory lock so that of several instances only one sweeps at a time.
   * PGlite lives in one process, so there is nobody to exclude there.
   */
  advisoryLock: boolean;
};

/**
 * Expires every lapsed hold (expireLapsedHolds). Returns how many it expired, or null when
 * another instance holds the lock. Reserve also releases lapsed holds itself, so this job only keeps
 * the data tidy and statuses truthful; correctness never waits for it.
 */
export async function sweepExpiredHolds(
  db: AppDatabase,
  now: Date,
  options: SweepOptions = { advisoryLock: false },
): Promise<number | null> {
  return db.transaction(async (tx) => {
    if (options.advisoryLock) {
      // The transaction-scoped variant releases itself at commit or rollback, so a crashed
      // sweep can never leave the lock held on a pooled connection.
      const result = LockResult.parse(
        await tx.execute(sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK_KEY}) as locked`),
      );
      if (result.rows[0]?.locked !== true) return null;
    }
    return expireLapsedHolds(tx, now);
  });
}

/**
 * Runs sweepExpiredHolds every `intervalMs` (see repeat), then gives back the gift card parts
 * of holds that lapsed unpaid, then offers the tables freed since the last round to the waiting
 * lists (table-offers.ts: a lapsed offer's table goes to the next entry in the same round).
 */
export function startHoldSweeper(deps: {
  database: Database;
  clock: Clock;
  intervalMs: number;
  logger: FastifyBaseLogger;
}): RepeatingJob {
  return repeat(async () => {
    try {
      const expired = await sweepExpiredHolds(deps.database.db, deps.clock.now(), {
        advisoryLock: deps.database.kind === 'postgres',
      });
      if (expired) deps.logger.info({ expired }, 'expired lapsed booking holds');
      // Gift card parts taken for holds that lapsed go back to their cards (ADR 032).
      if (expired !== null) {
        const released =
          (await releaseUnpaidGiftCardParts(deps.database.db, deps.clock.now())) +
          (await releaseUnpaidOrderGiftCardParts(deps.database.db, deps.clock.now()));
        if (released) deps.logger.info({ released }, 'gave gift card parts of lapsed holds back');
      }
      // Each freed table is claimed with SKIP LOCKED, so every instance may offer at once.
      const offered = await offerFreedTables(deps.database.db, deps.clock.now());
      if (offered) deps.logger.info({ offered }, 'offered freed tables to waiting lists');
    } catch (error) {
      deps.logger.error({ err: error }, 'hold sweep failed');
    }
  }, deps.intervalMs);
}
