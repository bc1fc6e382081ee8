import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

/** A worker that dies this soon after starting is broken, not unlucky: stop instead of looping. */
const CRASH_LOOP_MS = 5_000;
const WORKER_STOP_TIMEOUT_MS = 9_000;

export type Workers = {
  /** The port once every worker listens; rejects if a worker dies before it listens. */
  listening: Promise<number>;
  /** Asks every worker to finish its requests and exit; resolves when all have exited. */
  stop(): Promise<void>;
};

/**
 * Forks `count` workers running this same entry script and keeps that many alive: a worker
 * that crashes after start-up is replaced (its in-flight requests fail, the others carry on).
 */
export function superviseWorkers(options: { count: number; logger: Logger }): Workers {
  const { count, logger } = options;
  let stopping = false;
  const startedAt = new Map<Worker, number>();
  let listeningCount = 0;
  let resolveListening: (port: number) => void = () => {};
  let rejectListening: (error: Error) => void = () => {};
  const listening = new Promise<number>((resolve, reject) => {
    resolveListening = resolve;
    rejectListening = reject;
  });
  // Nobody may be awaiting it yet when a worker dies early; the rejection is still reported.
  listening.catch(() => {});

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    worker.once('listening', (address) => {
      listeningCount += 1;
      if (listeningCount === count) resolveListening(address.port);
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const started = startedAt.get(worker) ?? 0;
    startedAt.delete(worker);
    if (stopping) return;
    logger.error({ pid: worker.process.pid, code, signal }, 'server worker exited');
    if (Date.now() - started < CRASH_LOOP_MS) {
      rejectListening(new Error(`a server worker exited during start-up (code ${code})`));
      return;
    }
    fork();
  });

  for (let index = 0; index < count; index += 1) fork();

  return {
    listening,
    async stop() {
      stopping = true;
      const alive = Object.values(cluster.workers ?? {}).filter(
        (worker): worker is Worker => worker !== undefined && !worker.isDead(),
      );
      await Promise.all(
        alive.map(
          (worker) =>
            new Promise<void>((resolve) => {
              const timer = setTimeout(
                () => worker.process.kill('SIGKILL'),
                WORKER_STOP_TIMEOUT_MS,
              );
              worker.once('exit', () => {
                clearTimeout(timer);
                resolve();
              });
              // The worker's own SIGTERM handler closes Fastify, then its database pool.
              worker.process.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}
