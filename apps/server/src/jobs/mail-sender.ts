import { repeat, type RepeatingJob } from './repeat.ts';
import { type MailSenderDeps, sendDueMessages } from '../message-sources.ts';

/**
 * Sends due messages every `intervalMs`. Every instance may run it: claims skip each other's
 * rows, so each message goes out from one instance.
 */
export function startMailSender(deps: MailSenderDeps & { intervalMs: number }): RepeatingJob {
  const job = repeat(async () => {
    try {
      await sendDueMessages(deps);
    } catch (error) {
      deps.logger.error({ err: error }, 'mail sender round failed');
    }
  }, deps.intervalMs);
  return {
    async stop() {
      await job.stop();
      deps.transport.close();
    },
  };
}
