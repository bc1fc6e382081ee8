import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { Identity, TokenService } from '../modules/auth/auth-tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who sent a valid bearer token; null without one or when it does not verify. */
    identity: Identity | null;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Reads `Authorization: Bearer <jwt>` into `request.identity`. It runs as a preHandler, after the
 * rate limiter (onRequest) and schema validation, so floods and bad input cost no signature checks.
 * Call it on the /api scope only: pages and assets never need an identity.
 */
export function registerAuth(app: FastifyInstance, tokens: TokenService): void {
  app.decorateRequest('identity', null);
  app.addHook('preHandler', async (request) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    request.identity = match?.[1] ? await tokens.verify(match[1]) : null;
  });
}

/** Route preHandler: 401 `unauthorized` unless the request carries a valid bearer token. */
export async function requireIdentity(request: FastifyRequest): Promise<void> {
  if (!request.identity) {
    throw new AppError('unauthorized', 401, 'A valid bearer token is required');
  }
}
