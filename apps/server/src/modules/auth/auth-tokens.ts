import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { Clock } from '../../clock.ts';

export type Identity = {
  userId: string;
  isAnonymous: boolean;
  /** For a signed-in device: its session token, which signing out ends. */
  sessionToken?: string;
};

const ISSUER = 'dekka';
const ALGORITHM = 'HS256';
const LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

const Claims = z.object({
  sub: z.uuid(),
  anon: z.boolean().optional(),
  exp: z.number().optional(),
});
/** Verified tokens remembered per process; the oldest is dropped beyond this. */
export const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

/** Signed-in devices' session tokens are `<token>.<signature>`; anonymous ones are three-part JWTs. */
export function isSessionToken(token: string): boolean {
  return token.split('.').length === 2;
}

export type TokenService = ReturnType<typeof createTokenService>;

/**
 * Anonymous bearer tokens are HS256 JWTs: issuer `dekka`, subject the user id, `anon: true`,
 * valid 30 days. (Signed-in devices carry the account library's session tokens instead; see
 * auth.service.ts.) They are stateless, so any instance sharing JWT_SECRET accepts them.
 */
export function createTokenService(deps: { secret: string; clock: Clock; cacheSize?: number }) {
  const key = new TextEncoder().encode(deps.secret);
  const cacheSize = deps.cacheSize ?? VERIFIED_TOKEN_CACHE_SIZE;
  /**
   * Token string → the identity it proved and its `exp` (ms). A token's claims are fixed by its
   * signature, so the same string verifies the same way until it expires: checking the HMAC and
   * parsing the claims again for every request (a client sends one token for 30 days) is pure
   * cost. Only tokens that verified are kept, so forged ones cannot fill the cache, and an entry
   * is never used at or after its token's expiry.
   */
  const verified = new Map<string, { identity: Identity; expiresAtMs: number }>();

  async function verifyUncached(token: string): Promise<Identity | null> {
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer: ISSUER,
        algorithms: [ALGORITHM],
        currentDate: deps.clock.now(),
      });
      const claims = Claims.safeParse(payload);
      if (!claims.success) return null;
      const identity = { userId: claims.data.sub, isAnonymous: claims.data.anon === true };
      if (verified.size >= cacheSize) {
        const oldest = verified.keys().next();
        if (!oldest.done) verified.delete(oldest.value);
      }
      // A token without `exp` (we never issue one) never expires, cached or not.
      const expiresAtMs = claims.data.exp === undefined ? Infinity : claims.data.exp * 1000;
      verified.set(token, { identity, expiresAtMs });
      return { ...identity };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }

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
      const hit = verified.get(token);
      if (hit) {
        if (deps.clock.now().getTime() < hit.expiresAtMs) return { ...hit.identity };
        verified.delete(token);
      }
      return verifyUncached(token);
    },
  };
}
