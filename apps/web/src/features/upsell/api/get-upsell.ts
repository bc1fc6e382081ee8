import type { UpsellResponse } from '@dekka/contracts/upsell';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export interface UpsellInput {
  restaurantId: number;
  /** The restaurant's wall clock, `YYYY-MM-DDTHH:mm`. */
  dateTime: string;
  guests: number;
  eventId: number | null;
}

/** GET /web/upsell/{restaurantId}/{dateTime}/{guests}/{eventId|null} (docs/product.md, "The API"). */
export function getUpsell(input: UpsellInput, signal?: AbortSignal): Promise<UpsellResponse> {
  const { restaurantId, dateTime, guests, eventId } = input;
  return apiCall('upsell', { params: { restaurantId, dateTime, guests, eventId }, signal });
}

export function upsellQueryOptions(input: UpsellInput) {
  return queryOptions({
    queryKey: ['upsell', input.restaurantId, input.dateTime, input.guests, input.eventId],
    queryFn: ({ signal }) => getUpsell(input, signal),
    // Menus change when staff edit them, not while a diner chooses.
    staleTime: 5 * 60_000,
  });
}

export function useUpsell(input: UpsellInput) {
  return useQuery(upsellQueryOptions(input));
}
