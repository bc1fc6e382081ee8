import { EventEmitter } from 'node:events';
import { PaymentEvent } from '@dekka/contracts/payments';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { listenOnPostgres } from '../../db/listen.ts';

export type PaymentEventListener = (guid: string, event: PaymentEvent) => void;

/**
 * Fans stored payment events out to every server instance's hub. Events are written to
 * payment_events before they are published, so the bus may lose a message (a restart, a dropped
 * LISTEN connection) without the diner losing it: the hub replays the latest stored event on
 * every (re)connect, and the client can ask /paymentstatus.
 */
export interface PaymentEventBus {
  publish(guid: string, event: PaymentEvent): Promise<void>;
  subscribe(listener: PaymentEventListener): () => void;
  /** Called after a dropped connection is back: messages may have been missed meanwhile. */
  onReconnect(listener: () => void): void;
  close(): Promise<void>;
}

/** The same bus, telling `published` of each event once it is published (the metrics count them). */
export function observePublished(
  bus: PaymentEventBus,
  published: (event: PaymentEvent) => void,
): PaymentEventBus {
  return {
    ...bus,
    async publish(guid, event) {
      await bus.publish(guid, event);
      published(event);
    },
  };
}

/** One process (PGlite): publishing is calling the listeners. */
export function createMemoryEventBus(): PaymentEventBus {
  const emitter = new EventEmitter();
  return {
    async publish(guid, event) {
      emitter.emit('event', guid, event);
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    onReconnect() {
      // Nothing to reconnect: publish and listen share the process.
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

const CHANNEL = 'dekka_payment_events';
const Notification = z.object({ guid: z.uuid(), event: PaymentEvent });

/**
 * Several instances on one PostgreSQL: NOTIFY on publish, and one dedicated connection per
 * instance LISTENs (db/listen.ts). After a dropped LISTEN connection is back, `onReconnect` lets
 * the hub replay stored events to its clients for whatever was missed meanwhile.
 */
export function createPostgresEventBus(options: {
  connectionString: string;
  pool: pg.Pool;
  logger: FastifyBaseLogger;
}): PaymentEventBus & { ready: Promise<void> } {
  const emitter = new EventEmitter();
  const listening = listenOnPostgres(
    options.connectionString,
    CHANNEL,
    {
      onMessage(payload) {
        const parsed = Notification.safeParse(JSON.parse(payload));
        if (parsed.success) emitter.emit('event', parsed.data.guid, parsed.data.event);
      },
      onReconnect: () => emitter.emit('reconnect'),
    },
    options.logger,
  );

  return {
    ready: listening.ready,
    async publish(guid, event) {
      await options.pool.query('select pg_notify($1, $2)', [
        CHANNEL,
        JSON.stringify({ guid, event }),
      ]);
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    onReconnect(listener) {
      emitter.on('reconnect', listener);
    },
    async close() {
      emitter.removeAllListeners();
      await listening.close();
    },
  };
}

/** LISTEN/NOTIFY on PostgreSQL (instances share one database), in memory on PGlite. */
export async function openPaymentEventBus(
  database: Database,
  databaseUrl: string | undefined,
  options: { logger: FastifyBaseLogger },
): Promise<PaymentEventBus> {
  const { driver } = database;
  if (driver.kind !== 'postgres' || !databaseUrl) return createMemoryEventBus();
  const bus = createPostgresEventBus({
    connectionString: databaseUrl,
    pool: driver.pool,
    ...options,
  });
  await bus.ready;
  return bus;
}
