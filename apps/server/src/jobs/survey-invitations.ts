import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/client.ts';
import { queueSurveyInvitations } from '../modules/surveys/survey.service.ts';
import { repeat, type RepeatingJob } from './repeat.ts';

/** How often the scan looks for visits that ended: an invitation may go out this much late. */
const SCAN_INTERVAL_MS = 60_000;

/**
 * Queues the survey invitations of visits that ended (queueSurveyInvitations) as outbox
 * messages, which the mail sender then delivers. The first round runs at once, then one a
 * minute. Every instance may run it: the outbox's unique key queues each invitation once.
 */
export function startSurveyInvitations(deps: {
  db: AppDatabase;
  clock: Clock;
  logger: FastifyBaseLogger;
  intervalMs?: number;
}): RepeatingJob {
  const round = async () => {
    try {
      const queued = await queueSurveyInvitations(deps.db, deps.clock.now());
      if (queued) deps.logger.info({ queued }, 'queued survey invitations');
    } catch (error) {
      deps.logger.error({ err: error }, 'survey invitation scan failed');
    }
  };
  const first = round();
  const job = repeat(round, deps.intervalMs ?? SCAN_INTERVAL_MS);
  return {
    async stop() {
      await first;
      await job.stop();
    },
  };
}
