import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityOf } from '../../plugins/auth.ts';
import { staffErrorResponses } from '../../plugins/error-schemas.ts';
import { defineRoute } from '../../plugins/define-route.ts';
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

  defineRoute(app, 'joinCities', async () => opts.joining.cities());

  defineRoute(
    app,
    'join',
    {
      config: {
        rateLimit: { max: opts.joinRateLimit.max, timeWindow: opts.joinRateLimit.windowMs },
      },
    },
    async (request) => {
      await opts.joining.apply(request.body, request.headers['accept-language']);
      return { received: true as const };
    },
  );

  defineRoute(
    app,
    'adminApplications',
    { preHandler: adminOnly, errors: staffErrorResponses },
    async () => opts.joining.list(),
  );

  defineRoute(
    app,
    'approveApplication',
    { preHandler: adminOnly, errors: staffErrorResponses },
    async (request) =>
      opts.joining.approve(identityOf(request).userId, request.params.applicationId),
  );

  defineRoute(
    app,
    'declineApplication',
    { preHandler: adminOnly, errors: staffErrorResponses },
    async (request) =>
      opts.joining.decline(
        identityOf(request).userId,
        request.params.applicationId,
        request.body.reason,
      ),
  );
};
