import type { GiftCardView } from '@dekka/contracts/gift-card';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, ApiError } from '../../../lib/api-client';
import { isGiftCardCode, normalizeGiftCardCode } from '@dekka/contracts/gift-card-code';

/**
 * The card, or why the page cannot show it: no card has that code (404) or it is no code at all
 * (400), or this address has tried too many unknown codes (429). Answers the page shows, not
 * faults to report.
 */
export type GiftCardLookup =
  { kind: 'card'; card: GiftCardView } | { kind: 'notFound' } | { kind: 'tooMany' };

/**
 * GET /api/web/giftcards/{code}: the card as its page shows and prints it. An address whose code
 * cannot be one is not asked about (the server would answer 400).
 */
export async function getGiftCard(code: string, signal?: AbortSignal): Promise<GiftCardLookup> {
  if (!isGiftCardCode(code)) return { kind: 'notFound' };
  try {
    const card = await apiCall('giftCard', {
      params: { code: normalizeGiftCardCode(code) },
      signal,
    });
    return { kind: 'card', card };
  } catch (error) {
    if (error instanceof ApiError && [400, 404].includes(error.status)) return { kind: 'notFound' };
    if (error instanceof ApiError && error.status === 429) return { kind: 'tooMany' };
    throw error;
  }
}

export function useGiftCard(code: string) {
  return useQuery(
    queryOptions({
      queryKey: ['gift-card', 'view', normalizeGiftCardCode(code)],
      queryFn: ({ signal }) => getGiftCard(code, signal),
      // The balance changes when the card is used at a table; a page opened again asks again.
      staleTime: 60_000,
    }),
  );
}
