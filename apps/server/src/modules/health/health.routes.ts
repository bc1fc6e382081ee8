import { HealthResponse } from '@dekka/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { errorResponses } from '../../plugins/error-schemas.ts';
import { defineRoute } from '../../plugins/define-route.ts';
import { version } from '../../version.ts';

/** Short enough for a load balancer's probe, long enough for a busy pool to hand out a client. */
const PING_TIMEOUT_MS = 1500;

export const healthRoutes: FastifyPluginAsyncZod<{ database: Pick<Database, 'ping'> }> = async (
  app,
  opts,
) => {
  defineRoute(
    app,
    'health',
    { errors: { 503: HealthResponse, ...errorResponses } },
    async (_request, reply) => {
      const up = await opts.database.ping(PING_TIMEOUT_MS);
      return reply.code(up ? 200 : 503).send({
        status: up ? 'ok' : 'degraded',
        database: up ? 'up' : 'down',
        version,
      });
    },
  );
};
