import type { TranslationKey } from '../../../lib/i18n';
import { ApiError } from '../../../lib/api-client';
import { formatRetryTime } from '../../../lib/retry-time';

/** A passkey step that did not work, as the page words it. */
export interface PasskeyProblem {
  key: TranslationKey;
  /** For the rate limit: when to try again, HH:mm:ss on the visitor's clock. */
  time?: string;
  /** Not the visitor's doing, nor the server's known answers: worth a report. */
  unexpected: boolean;
}

/**
 * The browser's and the server's ways a passkey ceremony ends without one, each its own message.
 * The browser's dialog dismissed (or timed out) is the common case and no error at all.
 */
export function passkeyProblem(
  error: unknown,
  ceremony: 'signIn' | 'add',
  now: Date,
): PasskeyProblem {
  const expected = (key: TranslationKey): PasskeyProblem => ({ key, unexpected: false });
  if (error instanceof ApiError) {
    if (error.status === 429) {
      return {
        ...expected('account.login.errors.rateLimited'),
        time: formatRetryTime(now, error.retryAfterMs ?? undefined),
      };
    }
    if (error.code === 'passkey_unknown') return expected('account.passkeys.errors.unknown');
    if (error.code === 'passkey_expired') return expected('account.passkeys.errors.expired');
    if (error.code === 'passkey_failed') return expected('account.passkeys.errors.failed');
    if (error.status === 409) return expected('account.passkeys.errors.alreadyAdded');
  } else if (error instanceof Error) {
    // The WebAuthn helper keeps the browser's DOMException names.
    if (error.name === 'NotAllowedError' || error.name === 'AbortError') {
      return expected(
        ceremony === 'signIn'
          ? 'account.passkeys.errors.signInCancelled'
          : 'account.passkeys.errors.addCancelled',
      );
    }
    if (error.name === 'InvalidStateError') return expected('account.passkeys.errors.alreadyAdded');
  }
  return { key: 'account.login.errors.generic', unexpected: true };
}
