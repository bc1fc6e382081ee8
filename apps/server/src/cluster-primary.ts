import cluster, { type Worker } from 'node:cluster';
import http from 'node:http';
import net from 'node:net';
import { setupMaster } from '@socket.io/sticky';
import type { Logger } from 'pino';
import { WORKER_READY } from './cluster-worker.ts';

/** A worker that dies this soon after starting is broken, not unlucky: stop instead of looping. */
const CRASH_LOOP_MS = 5_000;
const WORKER_STOP_TIMEOUT_MS = 9_000;

export type Workers = {
  /** Settles once every first worker is ready; rejects if a worker dies before it is. */
  ready: Promise<void>;
  /** Asks every worker to finish its requests and exit; resolves when all have exited. */
  stop(): Promise<void>;
};

function isReadyMessage(message: unknown): boolean {
  return (
    typeof message === 'object' &&
    message !== null &&
    'type' in message &&
    message.type === WORKER_READY
  );
}

/**
 * Forks `count` workers running this same entry script and keeps that many alive: a worker
 * that crashes after start-up is replaced (its in-flight requests fail, the others carry on).
 */
export function superviseWorkers(options: { count: number; logger: Logger }): Workers {
  const { count, logger } = options;
  let stopping = false;
  const startedAt = new Map<Worker, number>();
  let readyCount = 0;
  let resolveReady: () => void = () => {};
  let rejectReady: (error: Error) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  // Nobody may be awaiting it yet when a worker dies early; the rejection is still reported.
  ready.catch(() => {});

  // The primary passes each connection's first bytes along with it: as a Buffer, not as JSON.
  cluster.setupPrimary({ serialization: 'advanced' });

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    const onMessage = (message: unknown) => {
      if (!isReadyMessage(message)) return;
      worker.off('message', onMessage);
      readyCount += 1;
      if (readyCount === count) resolveReady();
    };
    worker.on('message', onMessage);
  };

  cluster.on('exit', (worker, code, signal) => {
    const started = startedAt.get(worker) ?? 0;
    startedAt.delete(worker);
    if (stopping) return;
    logger.error({ pid: worker.process.pid, code, signal }, 'server worker exited');
    if (Date.now() - started < CRASH_LOOP_MS) {
      rejectReady(new Error(`a server worker exited during start-up (code ${code})`));
      return;
    }
    fork();
  });

  for (let index = 0; index < count; index += 1) fork();

  return {
    ready,
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

export type Front = {
  port: number;
  /** Stops taking connections, runs `stopWorkers`, then ends whatever is still open. */
  close(stopWorkers: () => Promise<void>): Promise<void>;
};

/**
 * The primary's listening socket. @socket.io/sticky reads each connection's first request and
 * hands the connection to the worker that issued its engine.io session id, or to the next worker
 * in turn (round-robin, so API traffic spreads evenly: least-connection counts hub sessions
 * only). Later requests on a kept-alive connection go where the first one went; sticky-worker.ts
 * deals with a hub request among them that belongs to another worker.
 */
export async function listenForWorkers(options: { port: number; host: string }): Promise<Front> {
  const server = http.createServer();
  setupMaster(server, { loadBalancingMethod: 'round-robin' });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address !== null ? address.port : options.port,
    async close(stopWorkers) {
      // net's close, not http's: this server never parses a request (sticky took the bytes), so
      // http's would see every connection as idle and cut requests still being answered.
      const drained = new Promise<void>((resolve) => {
        net.Server.prototype.close.call(server, () => resolve());
      });
      await stopWorkers();
      // No worker is left to answer these.
      server.closeAllConnections();
      await drained;
    },
  };
}
