import { repeat, type RepeatingJob } from './repeat.ts';
import { type MailSenderDeps, sendDueMessages } from '../message-sources.ts';
import type { Metrics } from '../plugins/metrics.ts';

/**
 * Sends due messages every `intervalMs`. Every instance may run it: claims skip each other's
 * rows, so each message goes out from one instance. Stopping lets the message being sent finish
 * and hands the rest of the claimed batch back, so another instance sends them without waiting
 * for a lease to lapse.
 */
export function startMailSender(
  deps: MailSenderDeps & { intervalMs: number; metrics?: Metrics | undefined },
): RepeatingJob {
  const stopping = new AbortController();
  const job = repeat(async () => {
    try {
      const done = await sendDueMessages({ ...deps, signal: stopping.signal });
      for (const [result, count] of Object.entries(done)) {
        if (count > 0) deps.metrics?.outbox.inc({ result }, count);
      }
    } catch (error) {
      deps.logger.error({ err: error }, 'mail sender round failed');
    }
  }, deps.intervalMs);
  return {
    async stop() {
      stopping.abort();
      await job.stop();
      deps.transport.close();
    },
  };
}
