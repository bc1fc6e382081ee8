import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../plugins/define-route.ts';
import { redactUrl } from '../../logger.ts';

/**
 * The web app's error reporting. Reports go to the log at warn level (with this request's id),
 * where an operator or a log shipper picks them up; nothing is stored yet.
 */
export const clientErrorsRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(
    app,
    'clientErrors',
    {
      // A report carries a stack trace of up to 10,000 characters besides its message and page.
      bodyLimit: 32 * 1024,
    },
    async (request, reply) => {
      const report = { ...request.body, url: redactUrl(request.body.url) };
      request.log.warn({ clientError: report }, 'client error reported');
      return reply.code(204).send(null);
    },
  );
};
