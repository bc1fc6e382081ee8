import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { AppDatabase, Database } from '../db/client.ts';
import { repeat, type RepeatingJob } from './repeat.ts';

const DAY_MS = 86_400_000;
/** Rows per statement, so a large backlog never holds locks for long. */
const BATCH = 1_000;
const HOUR_MS = 3_600_000;

/**
 * Deletes anonymous identities created before `before` that never made a booking (not even a
 * hold): minted by a visit, a bot or a cleared browser, they would otherwise pile up forever.
 * Returns how many it deleted. Safe to run on several instances at once.
 */
export async function deleteLapsedAnonymousUsers(db: AppDatabase, before: Date): Promise<number> {
  let deleted = 0;
  for (;;) {
    const result = await db.execute(sql`
      with lapsed as (
        select id from users
        where is_anonymous and created_at < ${before.toISOString()}::timestamptz
          and not exists (select 1 from bookings where bookings.user_id = users.id)
        limit ${BATCH}
        for update skip locked
      ), gone as (
        delete from users where id in (select id from lapsed) returning 1
      )
      select count(*)::int as n from gone`);
    const n = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    deleted += n;
    if (n < BATCH) return deleted;
  }
}

/**
 * Every hour, deletes anonymous identities older than the retention period (by then their
 * 30-day token has lapsed too, so nobody is signed out by it) that have no booking.
 */
export function startAnonymousUserCleanup(deps: {
  database: Database;
  clock: Clock;
  retentionDays: number;
  logger: FastifyBaseLogger;
}): RepeatingJob {
  return repeat(async () => {
    try {
      const before = new Date(deps.clock.now().getTime() - deps.retentionDays * DAY_MS);
      const deleted = await deleteLapsedAnonymousUsers(deps.database.db, before);
      if (deleted) deps.logger.info({ deleted }, 'deleted lapsed anonymous identities');
    } catch (error) {
      deps.logger.error({ err: error }, 'anonymous identity cleanup failed');
    }
  }, HOUR_MS);
}
