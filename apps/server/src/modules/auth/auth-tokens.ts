import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { Clock } from '../../clock.ts';

export type Identity = { userId: string; isAnonymous: boolean };

const ISSUER = 'dekka';
const ALGORITHM = 'HS256';
const LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

const Claims = z.object({ sub: z.uuid(), anon: z.boolean().optional() });

export type TokenService = ReturnType<typeof createTokenService>;

/**
 * Bearer tokens are HS256 JWTs: issuer `dekka`, subject the user id, `anon: true` for anonymous
 * identities, valid 30 days. They are stateless, so any instance sharing JWT_SECRET accepts them.
 */
export function createTokenService(deps: { secret: string; clock: Clock }) {
  const key = new TextEncoder().encode(deps.secret);

  return {
    async issue(identity: Identity): Promise<{ token: string; expiresAt: Date }> {
      const now = deps.clock.now();
      const expiresAt = new Date(now.getTime() + LIFETIME_MS);
      const token = await new SignJWT(identity.isAnonymous ? { anon: true } : {})
        .setProtectedHeader({ alg: ALGORITHM })
        .setIssuer(ISSUER)
        .setSubject(identity.userId)
        .setIssuedAt(now)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiresAt };
    },

    /** The identity a token proves, or null when it is malformed, forged or expired. */
    async verify(token: string): Promise<Identity | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: [ALGORITHM],
          currentDate: deps.clock.now(),
        });
        const claims = Claims.safeParse(payload);
        if (!claims.success) return null;
        return { userId: claims.data.sub, isAnonymous: claims.data.anon === true };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
