import type { EmailCodeResponse, SignedInSession } from '@dekka/contracts/auth';
import { apiCall } from '../../../lib/api-client';

/**
 * POST /api/auth/email-code: e-mails a six-digit code to `email`, in the page's language (the
 * client sends Accept-Language). A 429 is shown on the page, so no window alert.
 */
export function requestEmailCode(email: string): Promise<EmailCodeResponse> {
  return apiCall('emailCode', { body: { email }, showsRateLimit: true });
}

/**
 * POST /api/auth/sign-in with the visitor's current anonymous token, so the bookings and holds
 * made before signing in move to the account (a held table being completed among them).
 */
export function signIn(
  request: { email: string; code: string },
  anonymousToken: string,
): Promise<SignedInSession> {
  return apiCall('signIn', { body: request, token: anonymousToken, showsRateLimit: true });
}
