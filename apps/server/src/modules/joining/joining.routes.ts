import { API_ROUTES } from '@dekka/contracts/routes';
import { ROUTE_SCHEMAS } from '@dekka/contracts/route-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityOf } from '../../plugins/auth.ts';
import { errorResponses, staffErrorResponses } from '../../plugins/error-schemas.ts';
import { administratorsOnly, type AdministratorsRepository } from '../admin/administrators.ts';
import type { JoiningService } from './joining.service.ts';

/**
 * Joining Dekka (docs/decisions/043-joining-dekka.md): the public application form's two calls,
 * and the administrators' list and decisions (401 to anyone not signed in, 403 to every account
 * that is not a Dekka administrator).
 */
export const joiningRoutes: FastifyPluginAsyncZod<{
  joining: JoiningService;
  administrators: AdministratorsRepository;
  /** Applications one client address may send per window. */
  joinRateLimit: { max: number; windowMs: number };
}> = async (app, opts) => {
  const adminOnly = administratorsOnly(opts.administrators);
  const admin = (summary: string) => ({
    tags: ['admin'],
    summary,
    security: [{ bearerAuth: [] }],
  });

  app.get(
    API_ROUTES.joinCities.path,
    {
      schema: {
        tags: ['joining'],
        summary: 'The cities a restaurant may apply in, by country',
        response: { 200: ROUTE_SCHEMAS.joinCities.response, ...errorResponses },
      },
    },
    async () => opts.joining.cities(),
  );

  app.post(
    API_ROUTES.join.path,
    {
      config: {
        rateLimit: { max: opts.joinRateLimit.max, timeWindow: opts.joinRateLimit.windowMs },
      },
      schema: {
        tags: ['joining'],
        summary:
          "A restaurant applies to join Dekka; the applicant is e-mailed an acknowledgement in the request's language",
        body: ROUTE_SCHEMAS.join.body,
        response: { 200: ROUTE_SCHEMAS.join.response, ...errorResponses },
      },
    },
    async (request) => {
      await opts.joining.apply(request.body, request.headers['accept-language']);
      return { received: true as const };
    },
  );

  app.get(
    API_ROUTES.adminApplications.path,
    {
      preHandler: adminOnly,
      schema: {
        ...admin('Pending applications, and the latest decided ones (administrators)'),
        response: { 200: ROUTE_SCHEMAS.adminApplications.response, ...staffErrorResponses },
      },
    },
    async () => opts.joining.list(),
  );

  app.post(
    API_ROUTES.approveApplication.path,
    {
      preHandler: adminOnly,
      schema: {
        ...admin(
          'Approve: the restaurant is made unpublished, with an owner invitation to the applicant (409 once decided)',
        ),
        params: ROUTE_SCHEMAS.approveApplication.params,
        response: { 200: ROUTE_SCHEMAS.approveApplication.response, ...staffErrorResponses },
      },
    },
    async (request) =>
      opts.joining.approve(identityOf(request).userId, request.params.applicationId),
  );

  app.post(
    API_ROUTES.declineApplication.path,
    {
      preHandler: adminOnly,
      schema: {
        ...admin('Decline, with an optional reason e-mailed to the applicant (409 once decided)'),
        params: ROUTE_SCHEMAS.declineApplication.params,
        body: ROUTE_SCHEMAS.declineApplication.body,
        response: { 200: ROUTE_SCHEMAS.declineApplication.response, ...staffErrorResponses },
      },
    },
    async (request) =>
      opts.joining.decline(
        identityOf(request).userId,
        request.params.applicationId,
        request.body.reason,
      ),
  );
};
