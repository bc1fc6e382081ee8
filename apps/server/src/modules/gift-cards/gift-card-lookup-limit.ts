import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';

export type GiftCardLookupLimit = {
  /**
   * Runs a lookup of a typed code for a client: 429 `rate_limited` (with Retry-After) while its
   * address has tried too many unknown codes; an unknown code (404 gift_card_not_found) counts.
   */
  lookup<T>(request: FastifyRequest, run: () => Promise<T>): Promise<T>;
  /** The same two halves, for a caller that learns "unknown" from an answer, not an error. */
  assertOpen(request: FastifyRequest): Promise<void>;
  countUnknown(request: FastifyRequest): Promise<void>;
};

/**
 * The guessing limit on gift card codes (docs/decisions/032-gift-cards.md): unknown codes are
 * counted per client address, in the rate limiter's storage (Redis with REDIS_URL, the cluster
 * primary for a cluster's workers, memory in a single process), so the count is one across
 * every process and instance. Past `max` unknown codes in `windowMs`, every gift card lookup
 * from that address is refused until the window ends; known codes never count, and a malformed
 * one never reaches a lookup (400). Register it on the scope the rate limiter is registered in.
 */
export function createGiftCardLookupLimit(
  scope: FastifyInstance,
  limit: { max: number; windowMs: number },
): GiftCardLookupLimit {
  // One limiter for both reading and counting: each limiter made keeps its own counters.
  const unknownCodes = scope.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `gift-card-unknown:${request.ip}`,
  });

  async function assertOpen(request: FastifyRequest): Promise<void> {
    const state = await unknownCodes(request, { increment: false });
    if (state.isAllowed || state.remaining > 0) return;
    const retryAfterS = Math.max(1, state.ttlInSeconds);
    throw new AppError(
      'rate_limited',
      429,
      `Too many unknown gift card codes, retry in ${retryAfterS}s`,
      { retryAfterS },
    );
  }

  async function countUnknown(request: FastifyRequest): Promise<void> {
    await unknownCodes(request);
  }

  return {
    assertOpen,
    countUnknown,
    async lookup(request, run) {
      await assertOpen(request);
      try {
        return await run();
      } catch (error) {
        if (error instanceof AppError && error.code === 'gift_card_not_found') {
          await countUnknown(request);
        }
        throw error;
      }
    },
  };
}
