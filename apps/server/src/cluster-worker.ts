import type { SendHandle } from 'node:child_process';
import type { Server as HttpServer } from 'node:http';
import type { Server } from 'socket.io';
import { setupStickyWorker } from './sticky-worker.ts';

/** What a worker tells the primary once it can answer the connections handed to it. */
export const WORKER_READY = 'dekka:worker-ready';

export type HandedConnections = {
  /**
   * Gives the held connections and every later one to `server` (Fastify's, which `io` is
   * attached to) and tells the primary. `settled` waits for the requests still being answered.
   */
  serve(server: HttpServer, io: Server): { settled(): Promise<void> };
};

/**
 * A cluster worker never listens: the primary accepts every connection and hands it over
 * (@socket.io/sticky), choosing the worker by engine.io session id among the ids its workers
 * issued, so a client's value never picks anything but one of them. Node drops IPC messages
 * nobody listens for, and a worker that replaces a crashed one is handed connections from the
 * moment it is forked, so this must run before the server's modules load.
 */
export function holdHandedConnections(): HandedConnections {
  const early: [unknown, SendHandle][] = [];
  const hold = (message: unknown, handle: SendHandle) => {
    early.push([message, handle]);
  };
  process.on('message', hold);
  return {
    serve(server, io) {
      freeAnsweredConnections(server);
      const requests = trackRequests(server);
      setupStickyWorker(server, io);
      process.off('message', hold);
      for (const [message, handle] of early.splice(0)) process.emit('message', message, handle);
      process.send?.({ type: WORKER_READY });
      return requests;
    },
  };
}

/**
 * A request with a body reaches the worker on sticky's stand-in socket, fed by the primary,
 * whose reading side never ends; Node frees a connection only when both sides have, so each
 * would leak. Once this side has ended a connection (a `Connection: close` answer, an idle
 * keep-alive, shutdown), nothing more can arrive on it that anyone would answer.
 */
function freeAnsweredConnections(server: HttpServer): void {
  server.on('connection', (socket) => socket.once('finish', () => socket.destroy()));
}

/**
 * Fastify's close cannot wait for what is under way here: the HTTP server of a worker that
 * does not listen counts none of the connections handed to it.
 */
function trackRequests(server: HttpServer): { settled(): Promise<void> } {
  let open = 0;
  const waiting: (() => void)[] = [];
  server.on('request', (_request, response) => {
    open += 1;
    response.once('close', () => {
      open -= 1;
      if (open === 0) for (const resolve of waiting.splice(0)) resolve();
    });
  });
  return {
    settled: () =>
      open === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve)),
  };
}
