import { API_ROUTES } from '@dekka/contracts/routes';
import { ROUTE_SCHEMAS } from '@dekka/contracts/route-schemas';
import { HealthResponse } from '@dekka/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { errorResponses } from '../../plugins/error-schemas.ts';
import { version } from '../../version.ts';

/** Short enough for a load balancer's probe, long enough for a busy pool to hand out a client. */
const PING_TIMEOUT_MS = 1500;

export const healthRoutes: FastifyPluginAsyncZod<{ database: Pick<Database, 'ping'> }> = async (
  app,
  opts,
) => {
  app.get(
    API_ROUTES.health.path,
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability (503 when the database does not answer)',
        response: { 200: ROUTE_SCHEMAS.health.response, 503: HealthResponse, ...errorResponses },
      },
    },
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
