import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { toLanguage } from '../../languages.ts';
import { identityOf, requireAccount } from '../../plugins/auth.ts';
import { authErrorResponses } from '../../plugins/error-schemas.ts';
import { defineRoute } from '../../plugins/define-route.ts';
import type { AuthService } from './auth.service.ts';

type Limit = { max: number; windowMs: number };

export type AuthRoutesOptions = {
  auth: AuthService;
  /** Each identity may hold tables, so minting them has its own, stricter per-IP limit. */
  tokenRateLimit: Config['tokenRateLimit'];
  /**
   * Sign-in codes asked for and tried per client address; codes asked for per e-mail address
   * (tries of a code are limited by the code itself: five wrong guesses spend it).
   */
  signInRateLimit: { perClient: Limit; perAddress: Limit };
  /** Keys the per-address counters, so no counter store ever holds an e-mail address. */
  secret: string;
};

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  const { perClient, perAddress } = opts.signInRateLimit;
  const perClientLimit = {
    rateLimit: { max: perClient.max, timeWindow: perClient.windowMs },
  };
  /**
   * Codes for the same address may be asked for only so often, from any number of clients, and
   * each code survives five wrong guesses: the guesses one address can get stay bounded however
   * many clients an attacker spreads them over. Guesses do not count here: otherwise anyone could
   * spend an address's limit with wrong codes and keep its owner from asking for one
   * (docs/decisions/051-card-attempts-and-sign-in-lockout.md).
   */
  const addressLimiter = app.createRateLimit({
    max: perAddress.max,
    timeWindow: perAddress.windowMs,
    keyGenerator: (request) => {
      const email = (request.body as { email: string }).email;
      return `sign-in:${createHmac('sha256', opts.secret).update(email).digest('base64url')}`;
    },
  });
  async function limitPerAddress(request: FastifyRequest): Promise<void> {
    const limit = await addressLimiter(request);
    if (!limit.isAllowed && limit.isExceeded) {
      throw new AppError(
        'rate_limited',
        429,
        `Too many requests, retry in ${limit.ttlInSeconds}s`,
        {
          retryAfterS: limit.ttlInSeconds,
        },
      );
    }
  }

  defineRoute(
    app,
    'anonymousSession',
    {
      config: {
        rateLimit: { max: opts.tokenRateLimit.max, timeWindow: opts.tokenRateLimit.windowMs },
      },
    },
    async () => opts.auth.signInAnonymously(),
  );

  defineRoute(
    app,
    'emailCode',
    { config: perClientLimit, preHandler: limitPerAddress },
    async (request) =>
      opts.auth.sendCode(request.body.email, toLanguage(request.headers['accept-language'])),
  );

  defineRoute(app, 'signIn', { config: perClientLimit }, async (request) =>
    opts.auth.signIn(request.body.email, request.body.code, request.identity),
  );

  defineRoute(
    app,
    'signOut',
    { preHandler: requireAccount, errors: authErrorResponses },
    async (request) => {
      await opts.auth.signOut(identityOf(request), request.body.everywhere);
      return { signedOut: true as const };
    },
  );
};
