import cluster from 'node:cluster';
import rateLimit, { type FastifyRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config.ts';
import { AppError } from '../errors.ts';
import { PrimaryCountedStore } from './rate-limit-counters.ts';

/**
 * Where the counters live, so that a limit means the same whatever the number of processes:
 * Redis when REDIS_URL is set (every instance shares it); otherwise the cluster primary when
 * this is one of its workers; otherwise this process's memory (the single-process server).
 */
async function counterStorage(
  scope: FastifyInstance,
  config: Pick<AppConfig, 'redisUrl' | 'redisKeyPrefix'>,
): Promise<{ options: Partial<FastifyRateLimitOptions>; redis?: Redis }> {
  if (config.redisUrl) {
    const redis = new Redis(config.redisUrl, {
      lazyConnect: true,
      // A request waits for no reconnect: with Redis away, limits are skipped (below), not
      // the site. ioredis keeps reconnecting in the background.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    redis.on('error', (error: Error) => scope.log.warn({ err: error }, 'redis unavailable'));
    // Unreachable at start is a configuration error: fail start-up rather than run unlimited.
    await redis.connect();
    scope.addHook('onClose', async () => {
      await redis.quit();
    });
    return {
      options: { redis, nameSpace: `${config.redisKeyPrefix}rate-limit:`, skipOnError: true },
      redis,
    };
  }
  if (cluster.isWorker) return { options: { store: PrimaryCountedStore } };
  return { options: {} };
}

/**
 * Per-IP limit on the scope it is registered in (the /api routes): pages and assets stay
 * unlimited, so a diner hitting the limit still sees the app and its own "too many requests"
 * alert. The plugin sets `Retry-After` (seconds) and the error handler shapes the 429 body.
 * Routes with their own limits (reserve) use the same storage through the plugin.
 */
export async function registerRateLimit(
  scope: FastifyInstance,
  config: Pick<AppConfig, 'rateLimit' | 'redisUrl' | 'redisKeyPrefix'>,
): Promise<{ redisUp: (() => boolean) | undefined }> {
  const storage = await counterStorage(scope, config);
  await scope.register(rateLimit, {
    ...storage.options,
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    errorResponseBuilder: (_request, context) =>
      new AppError('rate_limited', 429, `Too many requests, retry in ${context.after}`),
  });
  // For the readiness probe: limits are skipped while Redis is away, so the instance says so.
  const { redis } = storage;
  return { redisUp: redis ? () => redis.status === 'ready' : undefined };
}
