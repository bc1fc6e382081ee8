export type RepeatingJob = {
  /** Stops scheduling; resolves once a round under way has finished. */
  stop(): Promise<void>;
};

/**
 * Runs `round` every `intervalMs`. Rounds never overlap: the next is scheduled only after the
 * previous finished. stop() waits for a running round, so shutdown closes the database only
 * once no round is using it. `round` handles its own errors.
 */
export function repeat(round: () => Promise<void>, intervalMs: number): RepeatingJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = round().finally(schedule);
    }, intervalMs);
    // A pending round must not keep a finished process alive.
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
