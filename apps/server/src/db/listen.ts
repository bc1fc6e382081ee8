import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from './client.ts';

const RECONNECT_DELAY_MS = 1000;

export type ChannelHandlers = {
  /** A notification's payload, as sent (pg_notify's second argument). */
  onMessage(payload: string): void;
  /** After a dropped connection is back: notifications may have been missed meanwhile. */
  onReconnect?(): void;
};

export type ChannelListener = {
  /** Settles once the first LISTEN is in place. */
  ready: Promise<void>;
  close(): Promise<void>;
};

/**
 * LISTEN on PostgreSQL over a connection of its own (a pooled one would lose it), re-opened a
 * second after it drops; `onReconnect` lets the caller catch up on what it missed.
 */
export function listenOnPostgres(
  connectionString: string,
  channel: string,
  handlers: ChannelHandlers,
  logger: FastifyBaseLogger,
): ChannelListener {
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  async function connect(isReconnect: boolean): Promise<void> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) handlers.onMessage(message.payload);
    });
    next.on('error', (err) => {
      logger.warn({ err, channel }, 'LISTEN connection failed; reconnecting');
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    if (isReconnect) handlers.onReconnect?.();
  }

  function scheduleReconnect(): void {
    const broken = client;
    client = undefined;
    broken?.end().catch(() => undefined);
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      connect(true).catch((err: unknown) => {
        logger.warn({ err, channel }, 'LISTEN reconnect failed');
        scheduleReconnect();
      });
    }, RECONNECT_DELAY_MS);
    timer.unref();
  }

  return {
    ready: connect(false),
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await client?.end();
      client = undefined;
    },
  };
}

/**
 * Notifications on `channel` from this database, PostgreSQL or PGlite alike: triggers'
 * pg_notify reach every instance on PostgreSQL, and the one process that owns a PGlite.
 */
export async function listenToChannel(
  database: Database,
  databaseUrl: string | undefined,
  channel: string,
  handlers: ChannelHandlers,
  logger: FastifyBaseLogger,
): Promise<Pick<ChannelListener, 'close'>> {
  const { driver } = database;
  if (driver.kind === 'pglite') {
    const { client } = driver;
    const unlisten = await client.listen(channel, handlers.onMessage);
    // A database closed first has nothing left to stop listening to.
    return { close: async () => (client.closed ? undefined : unlisten()) };
  }
  if (!databaseUrl) throw new Error('LISTEN on PostgreSQL needs its connection string');
  const listener = listenOnPostgres(databaseUrl, channel, handlers, logger);
  await listener.ready;
  return listener;
}
