import { AnonymousAuthResponse } from '@dekka/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-schemas.ts';
import type { AuthService } from './auth.service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, opts) => {
  app.post(
    '/auth/anonymous',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an anonymous identity and its bearer token (valid 30 days)',
        response: { 200: AnonymousAuthResponse, ...errorResponses },
      },
    },
    async () => opts.auth.signInAnonymously(),
  );
};
