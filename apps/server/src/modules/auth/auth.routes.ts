import { API_ROUTES } from '@dekka/contracts/routes';
import { ROUTE_SCHEMAS } from '@dekka/contracts/route-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { errorResponses } from '../../plugins/error-schemas.ts';
import type { AuthService } from './auth.service.ts';

export type AuthRoutesOptions = {
  auth: AuthService;
  /** Each identity may hold tables, so minting them has its own, stricter per-IP limit. */
  tokenRateLimit: Config['tokenRateLimit'];
};

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  app.post(
    API_ROUTES.anonymousSession.path,
    {
      config: {
        rateLimit: { max: opts.tokenRateLimit.max, timeWindow: opts.tokenRateLimit.windowMs },
      },
      schema: {
        tags: ['auth'],
        summary: 'Create an anonymous identity and its bearer token (valid 30 days)',
        response: { 200: ROUTE_SCHEMAS.anonymousSession.response, ...errorResponses },
      },
    },
    async () => opts.auth.signInAnonymously(),
  );
};
