import type { GiftCardStatusResponse } from '@dekka/contracts/gift-card';
import { useMutation } from '@tanstack/react-query';
import { apiCall, ApiError } from '../../../lib/api-client';
import { reportError } from '../../../lib/error-reporting';
import { normalizeGiftCardCode } from '@dekka/contracts/gift-card-code';

/**
 * POST /api/web/giftcards/status: a typed code's balance, expiry and history. A POST, so the code
 * stays out of addresses and logs. An unknown code counts toward the address's lookup limit.
 */
export function getGiftCardStatus(code: string): Promise<GiftCardStatusResponse> {
  return apiCall('giftCardStatus', { body: { code: normalizeGiftCardCode(code) } });
}

/** What the page tells the visitor when the lookup fails. */
export type StatusProblem = 'notFound' | 'malformed' | 'tooMany' | 'failed';

export function statusProblem(error: unknown): StatusProblem {
  if (error instanceof ApiError) {
    if (error.status === 404) return 'notFound';
    if (error.status === 400) return 'malformed';
    if (error.status === 429) return 'tooMany';
  }
  return 'failed';
}

/** The lookup; only an unexpected failure is reported (an unknown code is an answer). */
export function useGiftCardStatus() {
  return useMutation({
    mutationKey: ['gift-card', 'status'],
    mutationFn: getGiftCardStatus,
    onError: (error) => {
      if (statusProblem(error) === 'failed') reportError(error);
    },
  });
}
