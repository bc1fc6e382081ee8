import { ApiError } from '../../../lib/api-client';
import { formatRetryTime } from '../../../lib/retry-time';

/**
 * When a card may be tried again after the server refused the attempt (429: too many for the
 * booking or from this connection), as HH:mm:ss on the diner's clock from Retry-After; null for
 * any other failure.
 */
export function cardRetryTime(error: unknown, now: Date): string | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  return formatRetryTime(now, error.retryAfterMs ?? undefined);
}
