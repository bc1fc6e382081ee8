import { API_ROUTES } from '@dekka/contracts/routes';
import { ROUTE_SCHEMAS } from '@dekka/contracts/route-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { requireIdentity } from '../../plugins/auth.ts';
import { authErrorResponses } from '../../plugins/error-schemas.ts';
import type { UsersService } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, opts) => {
  app.get(
    API_ROUTES.userCustomer.path,
    {
      preHandler: requireIdentity,
      schema: {
        tags: ['users'],
        summary: "The signed-in user's customer profile; null for anonymous identities",
        security: [{ bearerAuth: [] }],
        response: { 200: ROUTE_SCHEMAS.userCustomer.response, ...authErrorResponses },
      },
    },
    async (request) => {
      // requireIdentity has run, but the compiler cannot know that.
      if (!request.identity) throw new AppError('unauthorized', 401);
      return opts.users.getUserCustomer(request.identity);
    },
  );
};
