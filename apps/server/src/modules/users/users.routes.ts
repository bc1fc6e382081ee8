import { ErrorResponse } from '@dekka/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityOf, requireAccount, requireIdentity } from '../../plugins/auth.ts';
import { authErrorResponses } from '../../plugins/error-schemas.ts';
import { defineRoute } from '../../plugins/define-route.ts';
import type { UsersService } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, opts) => {
  defineRoute(
    app,
    'userCustomer',
    { preHandler: requireIdentity, errors: authErrorResponses },
    async (request) => opts.users.getUserCustomer(identityOf(request)),
  );

  defineRoute(
    app,
    'saveUserCustomer',
    { preHandler: requireAccount, errors: authErrorResponses },
    async (request) => opts.users.saveUserCustomer(identityOf(request), request.body),
  );

  defineRoute(
    app,
    'myBookings',
    { preHandler: requireAccount, errors: authErrorResponses },
    async (request) => opts.users.myBookings(identityOf(request)),
  );

  defineRoute(
    app,
    'myData',
    { preHandler: requireAccount, errors: authErrorResponses },
    async (request, reply) => {
      void reply.header('content-disposition', 'attachment; filename="dekka-my-data.json"');
      return opts.users.myData(identityOf(request));
    },
  );

  defineRoute(
    app,
    'deleteAccount',
    { preHandler: requireAccount, errors: { ...authErrorResponses, 409: ErrorResponse } },
    async (request) => {
      await opts.users.deleteAccount(identityOf(request));
      return { done: true as const };
    },
  );
};
