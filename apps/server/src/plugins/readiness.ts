import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

/** What start.ts turns when it begins to stop; the readiness probe reads it. */
export type Readiness = {
  readonly draining: boolean;
  startDraining(): void;
};

export function createReadiness(): Readiness {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  };
}

/** Short enough for a load balancer's probe, long enough for a busy pool to hand out a client. */
export const PING_TIMEOUT_MS = 1500;

/**
 * GET /health/ready (under /api): whether a load balancer should send this instance traffic.
 * 503 while draining, or while the database or Redis (when configured) does not answer; before
 * start-up is done the starting gate answers instead (starting-gate.ts). /api/health stays the
 * liveness probe. An operations endpoint, like /metrics: kept out of the API document and of
 * the rate limit, which a probe every few seconds from one address would otherwise spend.
 */
export function registerReadinessRoute(
  api: FastifyInstance,
  deps: {
    readiness: Readiness;
    database: Pick<Database, 'ping'>;
    /** Undefined without REDIS_URL. */
    redisUp: (() => boolean) | undefined;
  },
): void {
  api.get(
    '/health/ready',
    { schema: { hide: true }, config: { rateLimit: false } },
    async (_request, reply) => {
      if (deps.readiness.draining) return reply.code(503).send({ status: 'draining' });
      const database = (await deps.database.ping(PING_TIMEOUT_MS)) ? 'up' : 'down';
      const redis = deps.redisUp === undefined ? 'none' : deps.redisUp() ? 'up' : 'down';
      const ready = database === 'up' && redis !== 'down';
      return reply
        .code(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'unavailable', database, redis });
    },
  );
}
