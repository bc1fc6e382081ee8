import type { SuggestionResponse } from '@dekka/contracts/suggestion';
import type { RouteName } from '@dekka/contracts/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/**
 * The three suggestion lists of docs/product.md, "The API": the slots around the chosen time, every slot of
 * the day (AvailableTimes modal) and the day's waiting-list slots (WaitingListTimes modal).
 */
export type SuggestionKind = 'around' | 'all' | 'waitingList';

const ROUTE = {
  around: 'suggestions',
  all: 'suggestionsAll',
  waitingList: 'suggestionsWaitingList',
} as const satisfies Record<SuggestionKind, RouteName>;

export interface SuggestionInput {
  restaurantId: number;
  /** Restaurant wall-clock `YYYY-MM-DDTHH:mm`. */
  dateTime: string;
  guests: number;
  kind: SuggestionKind;
}

export function getSuggestions(
  { restaurantId, dateTime, guests, kind }: SuggestionInput,
  signal?: AbortSignal,
): Promise<SuggestionResponse> {
  return apiCall(ROUTE[kind], { params: { restaurantId, dateTime, guests }, signal });
}

export function suggestionsQueryOptions(input: SuggestionInput) {
  return queryOptions({
    queryKey: ['suggestions', input.kind, input.restaurantId, input.dateTime, input.guests],
    queryFn: ({ signal }) => getSuggestions(input, signal),
    // Availability moves as others book; a minute-old answer is fine for showing buttons,
    // the reserve call has the last word.
    staleTime: 60_000,
    // While a new time or party size loads, the old buttons stay (dimmed) so nothing jumps.
    placeholderData: keepPreviousData,
  });
}

export function useSuggestions(input: SuggestionInput, options: { enabled?: boolean } = {}) {
  return useQuery({ ...suggestionsQueryOptions(input), enabled: options.enabled ?? true });
}
