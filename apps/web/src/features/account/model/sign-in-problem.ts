import type { TranslationKey } from '../../../lib/i18n';
import { ApiError } from '../../../lib/api-client';
import { formatRetryTime } from '../../../lib/retry-time';

/** A failed step of the sign-in, as the page words it. */
export interface SignInProblem {
  key: TranslationKey;
  /** For the rate limit: when to try again, HH:mm:ss on the visitor's clock. */
  time?: string;
  /** The code can no longer work: the page clears it and points to "Send a new code". */
  codeSpent: boolean;
  /** The problem is with what is in the code field, which is marked invalid. */
  aboutCode: boolean;
}

/**
 * Each error code of the sign-in endpoints its own message (docs/product.md, "Accounts"): a
 * wrong code can be tried again, an expired or spent one cannot, and a rate limit says when.
 */
export function signInProblem(error: unknown, now: Date): SignInProblem {
  const problem = (key: TranslationKey, codeSpent = false, aboutCode = false): SignInProblem => ({
    key,
    codeSpent,
    aboutCode,
  });
  if (!(error instanceof ApiError)) return problem('account.login.errors.generic');
  if (error.status === 429) {
    return {
      ...problem('account.login.errors.rateLimited'),
      time: formatRetryTime(now, error.retryAfterMs ?? undefined),
    };
  }
  switch (error.code) {
    case 'invalid_code':
      return problem('account.login.errors.invalidCode', false, true);
    case 'code_expired':
      return problem('account.login.errors.codeExpired', true, true);
    case 'too_many_attempts':
      return problem('account.login.errors.tooManyAttempts', true, true);
    case 'validation_failed':
      return problem('account.login.errors.invalidEmail');
    default:
      return problem('account.login.errors.generic');
  }
}
