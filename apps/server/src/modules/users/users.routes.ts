import { ErrorResponse } from '@dekka/contracts/errors';
import { API_ROUTES } from '@dekka/contracts/routes';
import { ROUTE_SCHEMAS } from '@dekka/contracts/route-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityOf, requireAccount, requireIdentity } from '../../plugins/auth.ts';
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
    async (request) => opts.users.getUserCustomer(identityOf(request)),
  );

  app.put(
    API_ROUTES.saveUserCustomer.path,
    {
      preHandler: requireAccount,
      schema: {
        tags: ['users'],
        summary: "Remember the signed-in diner's booking details for the next booking",
        security: [{ bearerAuth: [] }],
        body: ROUTE_SCHEMAS.saveUserCustomer.body,
        response: { 200: ROUTE_SCHEMAS.saveUserCustomer.response, ...authErrorResponses },
      },
    },
    async (request) => opts.users.saveUserCustomer(identityOf(request), request.body),
  );

  app.get(
    API_ROUTES.myBookings.path,
    {
      preHandler: requireAccount,
      schema: {
        tags: ['users'],
        summary: "The signed-in diner's bookings and waiting-list entries, upcoming and past",
        security: [{ bearerAuth: [] }],
        response: { 200: ROUTE_SCHEMAS.myBookings.response, ...authErrorResponses },
      },
    },
    async (request) => opts.users.myBookings(identityOf(request)),
  );

  app.get(
    API_ROUTES.myData.path,
    {
      preHandler: requireAccount,
      schema: {
        tags: ['users'],
        summary:
          'Everything kept about the signed-in account, its bookings, food orders and gift cards, as a download',
        security: [{ bearerAuth: [] }],
        response: { 200: ROUTE_SCHEMAS.myData.response, ...authErrorResponses },
      },
    },
    async (request, reply) => {
      void reply.header('content-disposition', 'attachment; filename="dekka-my-data.json"');
      return opts.users.myData(identityOf(request));
    },
  );

  app.delete(
    API_ROUTES.deleteAccount.path,
    {
      preHandler: requireAccount,
      schema: {
        tags: ['users'],
        summary:
          'Delete the signed-in account; its bookings and food orders stay with the restaurants, personal fields erased',
        security: [{ bearerAuth: [] }],
        response: {
          200: ROUTE_SCHEMAS.deleteAccount.response,
          ...authErrorResponses,
          409: ErrorResponse,
        },
      },
    },
    async (request) => {
      await opts.users.deleteAccount(identityOf(request));
      return { done: true as const };
    },
  );
};
