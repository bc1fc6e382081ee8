import { ErrorResponse } from '@dekka/contracts/errors';
import { API_ROUTES } from '@dekka/contracts/routes';
import { ROUTE_SCHEMAS } from '@dekka/contracts/route-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityOf, requireAccount } from '../../plugins/auth.ts';
import { authErrorResponses, errorResponses } from '../../plugins/error-schemas.ts';
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

  app.post(
    API_ROUTES.passkeyRegisterOptions.path,
    {
      preHandler: requireAccount,
      config: perClientLimit,
      schema: {
        tags: ['auth'],
        summary:
          'Start registering a passkey for the signed-in account (WebAuthn creation options)',
        security: [{ bearerAuth: [] }],
        response: { 200: ROUTE_SCHEMAS.passkeyRegisterOptions.response, ...authErrorResponses },
      },
    },
    async (request) => passkeys.registrationOptions(identityOf(request)),
  );

  app.post(
    API_ROUTES.passkeyRegister.path,
    {
      preHandler: requireAccount,
      config: perClientLimit,
      schema: {
        tags: ['auth'],
        summary: "Register the browser's new passkey with the signed-in account",
        security: [{ bearerAuth: [] }],
        body: ROUTE_SCHEMAS.passkeyRegister.body,
        response: {
          200: ROUTE_SCHEMAS.passkeyRegister.response,
          ...authErrorResponses,
          409: ErrorResponse,
        },
      },
    },
    async (request) => passkeys.register(identityOf(request), request.body),
  );

  app.post(
    API_ROUTES.passkeySignInOptions.path,
    {
      config: perClientLimit,
      schema: {
        tags: ['auth'],
        summary:
          'Start signing in with a passkey (WebAuthn request options, any registered passkey)',
        response: { 200: ROUTE_SCHEMAS.passkeySignInOptions.response, ...errorResponses },
      },
    },
    async () => passkeys.signInOptions(),
  );

  app.post(
    API_ROUTES.passkeySignIn.path,
    {
      config: perClientLimit,
      schema: {
        tags: ['auth'],
        summary:
          "Sign in with the passkey's signed challenge; sent with an anonymous bearer token, that identity's bookings move to the account",
        body: ROUTE_SCHEMAS.passkeySignIn.body,
        response: { 200: ROUTE_SCHEMAS.passkeySignIn.response, ...errorResponses },
      },
    },
    async (request) => passkeys.signIn(request.body, request.identity),
  );

  app.get(
    API_ROUTES.myPasskeys.path,
    {
      preHandler: requireAccount,
      schema: {
        tags: ['users'],
        summary: "The signed-in account's passkeys",
        security: [{ bearerAuth: [] }],
        response: { 200: ROUTE_SCHEMAS.myPasskeys.response, ...authErrorResponses },
      },
    },
    async (request) => ({ passkeys: await passkeys.list(identityOf(request)) }),
  );

  app.delete(
    API_ROUTES.deletePasskey.path,
    {
      preHandler: requireAccount,
      schema: {
        tags: ['users'],
        summary: 'Remove one of the signed-in account’s passkeys; it no longer signs in',
        security: [{ bearerAuth: [] }],
        params: ROUTE_SCHEMAS.deletePasskey.params,
        response: {
          200: ROUTE_SCHEMAS.deletePasskey.response,
          ...authErrorResponses,
          404: ErrorResponse,
        },
      },
    },
    async (request) => {
      await passkeys.remove(identityOf(request), request.params.passkeyId);
      return { done: true as const };
    },
  );
};
