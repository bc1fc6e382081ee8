import { API_ROUTES } from '@dekka/contracts/routes';
import { ROUTE_SCHEMAS } from '@dekka/contracts/route-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { redactUrl } from '../../logger.ts';
import { errorResponses } from '../../plugins/error-schemas.ts';

/**
 * The web app's error reporting. Reports go to the log at warn level (with this request's id),
 * where an operator or a log shipper picks them up; nothing is stored yet.
 */
export const clientErrorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API_ROUTES.clientErrors.path,
    {
      // A report carries a stack trace of up to 10,000 characters besides its message and page.
      bodyLimit: 32 * 1024,
      schema: {
        tags: ['client-errors'],
        summary: 'Report an error the web app caught',
        body: ROUTE_SCHEMAS.clientErrors.body,
        response: { 204: ROUTE_SCHEMAS.clientErrors.response, ...errorResponses },
      },
    },
    async (request, reply) => {
      const report = { ...request.body, url: redactUrl(request.body.url) };
      request.log.warn({ clientError: report }, 'client error reported');
      return reply.code(204).send(null);
    },
  );
};
