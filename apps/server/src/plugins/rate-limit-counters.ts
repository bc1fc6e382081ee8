import cluster from 'node:cluster';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';

/**
 * Rate-limit counters for a node:cluster without Redis: every worker asks the primary, which
 * holds the only count per key, so a limit of N admits N requests from a client across all
 * workers. (Several instances need a store they all reach: REDIS_URL.)
 */

const INCREMENT = 'dekka:rate-limit-increment';
/** A look at a count without adding to it (the limiter's `{ increment: false }`). */
const READ = 'dekka:rate-limit-read';
const COUNTED = 'dekka:rate-limit-counted';

export type Count = { current: number; ttl: number };

type AskMessage = {
  type: typeof INCREMENT | typeof READ;
  id: number;
  key: string;
  windowMs: number;
};
type CountedMessage = { type: typeof COUNTED; id: number; count: Count };

/** Past this many keys the oldest window is forgotten (bounded memory, as in the built-in store). */
const MAX_KEYS = 100_000;

/** Fixed-window counters, the same rule as @fastify/rate-limit's in-memory store. */
export class WindowCounters {
  private readonly windows = new Map<string, { current: number; startedAt: number }>();

  increment(key: string, windowMs: number, now: number): Count {
    const window = this.windows.get(key);
    if (window && now - window.startedAt < windowMs) {
      window.current += 1;
      return { current: window.current, ttl: windowMs - (now - window.startedAt) };
    }
    this.windows.delete(key);
    this.windows.set(key, { current: 1, startedAt: now });
    if (this.windows.size > MAX_KEYS) {
      // A Map iterates in insertion order, and a key is reinserted when its window restarts.
      const oldest = this.windows.keys().next().value;
      if (oldest !== undefined) this.windows.delete(oldest);
    }
    return { current: 1, ttl: windowMs };
  }

  /** The count in the key's window at `now`, unchanged: 0 when the window has ended. */
  read(key: string, windowMs: number, now: number): Count {
    const window = this.windows.get(key);
    if (!window || now - window.startedAt >= windowMs) return { current: 0, ttl: 0 };
    return { current: window.current, ttl: windowMs - (now - window.startedAt) };
  }
}

function isAsk(message: unknown): message is AskMessage {
  const type = typeof message === 'object' && message !== null && Reflect.get(message, 'type');
  return type === INCREMENT || type === READ;
}

function isCounted(message: unknown): message is CountedMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === COUNTED
  );
}

/** Runs in the cluster primary: answers every worker's increments from one set of counters. */
export function serveRateLimitCounters(): void {
  const counters = new WindowCounters();
  cluster.on('message', (worker, message: unknown) => {
    if (!isAsk(message)) return;
    const count =
      message.type === READ
        ? counters.read(message.key, message.windowMs, Date.now())
        : counters.increment(message.key, message.windowMs, Date.now());
    const answer: CountedMessage = { type: COUNTED, id: message.id, count };
    worker.send(answer);
  });
}

type Callback = (error: Error | null, result?: Count) => void;

const waiting = new Map<number, Callback>();
let nextId = 0;
let listening = false;

function askPrimary(
  type: AskMessage['type'],
  key: string,
  windowMs: number,
  callback: Callback,
): void {
  if (!listening) {
    listening = true;
    process.on('message', (message: unknown) => {
      if (!isCounted(message)) return;
      const answer = waiting.get(message.id);
      waiting.delete(message.id);
      answer?.(null, message.count);
    });
  }
  nextId += 1;
  waiting.set(nextId, callback);
  const request: AskMessage = { type, id: nextId, key, windowMs };
  process.send?.(request, undefined, undefined, (error: Error | null) => {
    if (!error) return;
    waiting.delete(request.id);
    callback(error);
  });
}

/** The worker's side: a @fastify/rate-limit store whose counts live in the primary. */
export class PrimaryCountedStore implements FastifyRateLimitStore {
  constructor(
    _options: unknown,
    private readonly prefix = '',
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    askPrimary(INCREMENT, this.prefix + key, timeWindow, callback);
  }

  /** The count without adding to it (a limiter called with `{ increment: false }`). */
  read(key: string, callback: Callback, timeWindow: number): void {
    askPrimary(READ, this.prefix + key, timeWindow, callback);
  }

  /** A route's own limit counts apart from the global one, as in the built-in stores. */
  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    // At run time these are the merged limit options, the route under `routeInfo` (as the
    // plugin's Redis store reads it); a limiter made by createRateLimit has an empty one.
    const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
    return new PrimaryCountedStore(
      undefined,
      `${this.prefix}${String(route?.method ?? '')}${String(route?.url ?? '')}-`,
    );
  }
}
