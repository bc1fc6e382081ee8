import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/client.ts';
import {
  markNewDays,
  refreshAvailabilityIndex,
  vacuumMarks,
} from '../modules/availability-index/index-refresh.ts';
import { repeat, type RepeatingJob } from './repeat.ts';

/** How often the refresher looks for dirty marks when it found none last time. */
const INDEX_REFRESH_INTERVAL_MS = 1_000;
/** How often days entering the horizon are marked (and passed days dropped). */
const NEW_DAYS_INTERVAL_MS = 30_000;
/**
 * A round refreshes batch after batch while marks remain, but yields after this long so that
 * stopping the server never waits on a large backlog (a new installation's first build).
 */
const ROUND_BUDGET_MS = 5_000;
/** How often, at most, the refresher vacuums the marks table while it handles marks. */
const MARKS_VACUUM_INTERVAL_MS = 1_000;

/**
 * Keeps the availability index current (docs/decisions/035-availability-index.md): every
 * INDEX_REFRESH_INTERVAL_MS it recomputes what the triggers marked dirty, in fixed batches,
 * until nothing is left. Several instances may run it: each batch is claimed row by row.
 */
export function startAvailabilityIndexRefresher(deps: {
  db: AppDatabase;
  clock: Clock;
  logger: FastifyBaseLogger;
}): RepeatingJob {
  let lastNewDays = -Infinity;
  let lastVacuum = -Infinity;
  let handledSinceVacuum = 0;
  return repeat(async () => {
    try {
      const started = Date.now();
      if (started - lastNewDays >= NEW_DAYS_INTERVAL_MS) {
        await markNewDays(deps.db, deps.clock.now());
        lastNewDays = started;
      }
      while (Date.now() - started < ROUND_BUDGET_MS) {
        const handled = await refreshAvailabilityIndex(deps.db, deps.clock.now());
        handledSinceVacuum += handled;
        if (handledSinceVacuum > 0 && Date.now() - lastVacuum >= MARKS_VACUUM_INTERVAL_MS) {
          await vacuumMarks(deps.db);
          lastVacuum = Date.now();
          handledSinceVacuum = 0;
        }
        if (handled === 0) break;
      }
    } catch (error) {
      deps.logger.error({ err: error }, 'availability index refresh failed');
    }
  }, INDEX_REFRESH_INTERVAL_MS);
}
