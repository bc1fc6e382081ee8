import { ClientErrorReport } from '@dekka/contracts/client-errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/error-schemas.ts';

/**
 * The web app's error reporting. Reports go to the log at warn level (with this request's id),
 * where an operator or a log shipper picks them up; nothing is stored yet.
 */
export const clientErrorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/web/client-errors',
    {
      schema: {
        tags: ['client-errors'],
        summary: 'Report an error the web app caught',
        body: ClientErrorReport,
        response: { 204: z.null().describe('Logged'), ...errorResponses },
      },
    },
    async (request, reply) => {
      request.log.warn({ clientError: request.body }, 'client error reported');
      return reply.code(204).send(null);
    },
  );
};
