import type { Server as HttpServer } from 'node:http';
import { PAYMENT_EVENT_MESSAGE, PAYMENT_HUB_PATH } from '@dekka/contracts/payment-hub';
import type { FastifyBaseLogger } from 'fastify';
import { Server } from 'socket.io';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client.ts';
import type { PaymentEventBus } from './payment-event-bus.ts';
import { createPaymentsRepository } from './payments.repository.ts';

/** docs/product.md, "Timings and limits": keepalive ping every 15 s; silence for 30 s is a timeout (15 s + 15 s). */
export const HUB_PING_INTERVAL_MS = 15_000;
export const HUB_PING_TIMEOUT_MS = 15_000;

const Guid = z.uuid();

declare module 'fastify' {
  interface FastifyInstance {
    /** A cluster worker gives its socket.io server the connections the primary hands over. */
    paymentHub: PaymentHub;
  }
}

export type PaymentHub = {
  io: Server;
  /** Sends every connected room its latest stored event (after the bus missed messages). */
  replayAll(): Promise<void>;
  close(): Promise<void>;
};

/**
 * The real-time payment hub (docs/architecture.md, "How a booking flows"): socket.io on the HTTP server Fastify owns,
 * one room per booking guid (the client connects with `?guid=`), WebSocket with long-polling
 * fallback. On every connect, reconnects included, the client gets the latest stored event for
 * its guid, so an event raised while it was away is never lost.
 */
export function attachPaymentHub(deps: {
  server: HttpServer;
  db: AppDatabase;
  bus: PaymentEventBus;
  logger: FastifyBaseLogger;
}): PaymentHub {
  const io = new Server(deps.server, {
    path: PAYMENT_HUB_PATH,
    transports: ['polling', 'websocket'],
    pingInterval: HUB_PING_INTERVAL_MS,
    pingTimeout: HUB_PING_TIMEOUT_MS,
    serveClient: false,
    // Clients only listen: what they send is the handshake and pongs, a few bytes each
    // (socket.io's default allows 1 MB per message).
    maxHttpBufferSize: 4 * 1024,
    // Same origin only (no CORS): the SPA is served by this server; hub-guard.ts checks Origin.
  });

  async function replay(guid: string, send: (event: unknown) => void): Promise<void> {
    const latest = await createPaymentsRepository(deps.db).latestPaymentEvent(guid);
    if (latest) send(latest);
  }

  io.on('connection', (socket) => {
    const parsed = Guid.safeParse(socket.handshake.query.guid);
    if (!parsed.success) {
      socket.disconnect(true);
      return;
    }
    const guid = parsed.data;
    // Join first, then read: an event committed in between arrives twice (same id), never zero times.
    void socket.join(guid);
    replay(guid, (event) => socket.emit(PAYMENT_EVENT_MESSAGE, event)).catch((err: unknown) =>
      deps.logger.error({ err }, 'payment hub replay failed'),
    );
  });

  const unsubscribe = deps.bus.subscribe((guid, event) => {
    io.to(guid).emit(PAYMENT_EVENT_MESSAGE, event);
  });

  async function replayAll(): Promise<void> {
    for (const [room, members] of io.sockets.adapter.rooms) {
      // Every socket also sits in a room named after its own id; only guid rooms matter.
      if (members.has(room) || !Guid.safeParse(room).success) continue;
      await replay(room, (event) => io.to(room).emit(PAYMENT_EVENT_MESSAGE, event));
    }
  }
  deps.bus.onReconnect(() => {
    replayAll().catch((err: unknown) => deps.logger.error({ err }, 'payment hub replay failed'));
  });

  return {
    io,
    replayAll,
    async close() {
      unsubscribe();
      // io.close() would also close the HTTP server, which Fastify owns and closes itself.
      io.disconnectSockets(true);
      io.engine.close();
    },
  };
}
