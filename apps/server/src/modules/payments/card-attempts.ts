import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import type { PaymentRow } from './payments.repository.ts';

/**
 * The card-testing limits (docs/decisions/051-card-attempts-and-sign-in-lockout.md): card
 * attempts per booking and per client address in a window, and the number of declines after
 * which a hold is released.
 */
export type CardAttemptLimit = Config['cardAttemptLimit'];

/** Why an attempt failed when the provider never answered: no answer reached anyone. */
const PROVIDER_ERROR = 'provider_error';

/**
 * A booking's diner card attempts in the window: what complete and payment links opened (not
 * the no-show fee staff charge later), less the calls the provider failed to answer, which
 * told nobody anything about the card.
 */
function recentAttempts(attempts: PaymentRow[], limit: CardAttemptLimit, now: Date): PaymentRow[] {
  const since = now.getTime() - limit.windowMs;
  return attempts.filter(
    (attempt) =>
      (attempt.kind === 'prepayment' || attempt.kind === 'no_show_guarantee') &&
      attempt.failureReason !== PROVIDER_ERROR &&
      attempt.createdAt.getTime() > since,
  );
}

/**
 * Refuses another attempt on a booking that has made `perHold` in the window: 429 with the
 * seconds until the oldest of them leaves the window. Run under the booking's row lock, so
 * concurrent completes of one booking count one after the other.
 */
export function assertHoldAttemptsLeft(
  attempts: PaymentRow[],
  limit: CardAttemptLimit,
  now: Date,
): void {
  const recent = recentAttempts(attempts, limit, now);
  const oldest = recent[0];
  if (recent.length < limit.perHold || !oldest) return;
  const freeAt = oldest.createdAt.getTime() + limit.windowMs;
  const retryAfterS = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
  throw new AppError(
    'rate_limited',
    429,
    `Too many card attempts for this booking, retry in ${retryAfterS}s`,
    { retryAfterS },
  );
}

/**
 * A hold whose cards the issuer declined `perHold` times in the window can take no further
 * attempt before it would lapse, so holding its table any longer only keeps it from others.
 */
export function declinesExhausted(
  attempts: PaymentRow[],
  limit: CardAttemptLimit,
  now: Date,
): boolean {
  const declined = recentAttempts(attempts, limit, now).filter(
    (attempt) => attempt.status === 'declined',
  );
  return declined.length >= limit.perHold;
}

export type ClientCardAttempts = {
  /**
   * Counts one card attempt for the request's client address: 429 `rate_limited` (with
   * Retry-After) once the address has made `perClient` in the window.
   */
  count(request: FastifyRequest): Promise<void>;
};

/**
 * Card attempts per client address, in the rate limiter's storage (Redis with REDIS_URL, the
 * cluster primary for a cluster's workers, memory in a single process), so one count covers
 * every process and instance, and complete and payment links share it. Register it on the
 * scope the rate limiter is registered in.
 */
export function createClientCardAttempts(
  scope: FastifyInstance,
  limit: CardAttemptLimit,
): ClientCardAttempts {
  const attempts = scope.createRateLimit({
    max: limit.perClient,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `card-attempt:${request.ip}`,
  });
  return {
    async count(request) {
      const state = await attempts(request);
      if (state.isAllowed === true || !state.isExceeded) return;
      const retryAfterS = Math.max(1, state.ttlInSeconds);
      throw new AppError('rate_limited', 429, `Too many card attempts, retry in ${retryAfterS}s`, {
        retryAfterS,
      });
    },
  };
}
