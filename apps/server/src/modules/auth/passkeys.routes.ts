import { ErrorResponse } from '@dekka/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityOf, requireAccount } from '../../plugins/auth.ts';
import { authErrorResponses } from '../../plugins/error-schemas.ts';
import { defineRoute } from '../../plugins/define-route.ts';
import type { PasskeyService } from './passkeys.service.ts';

export type PasskeyRoutesOptions = {
  passkeys: PasskeyService;
  /** The sign-in limit per client address: a passkey answer is a sign-in attempt like a code. */
  perClient: { max: number; windowMs: number };
};

export const passkeyRoutes: FastifyPluginAsyncZod<PasskeyRoutesOptions> = async (app, opts) => {
  const { passkeys } = opts;
  const perClientLimit = {
    rateLimit: { max: opts.perClient.max, timeWindow: opts.perClient.windowMs },
  };

  defineRoute(
    app,
    'passkeyRegisterOptions',
    { preHandler: requireAccount, config: perClientLimit, errors: authErrorResponses },
    async (request) => passkeys.registrationOptions(identityOf(request)),
  );

  defineRoute(
    app,
    'passkeyRegister',
    {
      preHandler: requireAccount,
      config: perClientLimit,
      errors: { ...authErrorResponses, 409: ErrorResponse },
    },
    async (request) => passkeys.register(identityOf(request), request.body),
  );

  defineRoute(app, 'passkeySignInOptions', { config: perClientLimit }, async () =>
    passkeys.signInOptions(),
  );

  defineRoute(app, 'passkeySignIn', { config: perClientLimit }, async (request) =>
    passkeys.signIn(request.body, request.identity),
  );

  defineRoute(
    app,
    'myPasskeys',
    { preHandler: requireAccount, errors: authErrorResponses },
    async (request) => ({ passkeys: await passkeys.list(identityOf(request)) }),
  );

  defineRoute(
    app,
    'deletePasskey',
    { preHandler: requireAccount, errors: { ...authErrorResponses, 404: ErrorResponse } },
    async (request) => {
      await passkeys.remove(identityOf(request), request.params.passkeyId);
      return { done: true as const };
    },
  );
};
