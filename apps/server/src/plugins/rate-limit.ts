import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';

/**
 * Per-IP limit on the scope it is registered in (the /api routes): pages and assets stay
 * unlimited, so a diner hitting the limit still sees the app and its own "too many requests"
 * alert. The plugin sets `Retry-After` (seconds) and the error handler shapes the 429 body.
 * The counter lives in process memory; several instances need a shared store (docs/architecture.md).
 */
export async function registerRateLimit(
  scope: FastifyInstance,
  limits: Config['rateLimit'],
): Promise<void> {
  await scope.register(rateLimit, {
    max: limits.max,
    timeWindow: limits.windowMs,
    errorResponseBuilder: (_request, context) =>
      new AppError('rate_limited', 429, `Too many requests, retry in ${context.after}`),
  });
}
