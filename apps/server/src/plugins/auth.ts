import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { isSessionToken, type Identity, type TokenService } from '../modules/auth/auth-tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who sent a valid bearer token; null without one or when it does not verify. */
    identity: Identity | null;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Reads `Authorization: Bearer <token>` into `request.identity`: an anonymous identity's JWT,
 * checked by signature alone, or a signed-in device's session token, looked up so that a session
 * signed out elsewhere stops working at once. It runs as a preHandler, after the rate limiter
 * (onRequest) and schema validation, so floods and bad input cost no checks. Call it on the /api
 * scope only: pages and assets never need an identity.
 */
export function registerAuth(
  app: FastifyInstance,
  verifiers: {
    tokens: TokenService;
    verifySessionToken: (token: string) => Promise<Identity | null>;
  },
): void {
  app.decorateRequest('identity', null);
  app.addHook('preHandler', async (request) => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return;
    request.identity = isSessionToken(token)
      ? await verifiers.verifySessionToken(token)
      : await verifiers.tokens.verify(token);
  });
}

/** Route preHandler: 401 `unauthorized` unless the request carries a valid bearer token. */
export async function requireIdentity(request: FastifyRequest): Promise<void> {
  if (!request.identity) {
    throw new AppError('unauthorized', 401, 'A valid bearer token is required');
  }
}

/** The identity a route behind requireIdentity runs for (the compiler cannot see the guard). */
export function identityOf(request: FastifyRequest): Identity {
  if (!request.identity) throw new AppError('unauthorized', 401);
  return request.identity;
}

/** Route preHandler: 401 unless the request comes from a signed-in account (not anonymous). */
export async function requireAccount(request: FastifyRequest): Promise<void> {
  if (!request.identity || request.identity.isAnonymous) {
    throw new AppError('unauthorized', 401, 'Sign in first');
  }
}
