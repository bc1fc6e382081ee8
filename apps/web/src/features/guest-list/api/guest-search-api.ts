import type { GuestSearchQuery } from '@dekka/contracts/guests';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from '../../../lib/auth';
import { apiCall } from '../../../lib/api-client';
import type { GuestTarget } from './guests-api';

/** Every search of the restaurant's guests, whatever its words: what a merge reads again. */
export const guestSearchKey = (restaurantId: number) => [
  ...ACCOUNT_QUERY_KEY,
  'staff',
  'guestSearch',
  restaurantId,
];

/** The search as the address of the list and of its CSV export carry it. */
export function searchParams(query: GuestSearchQuery): URLSearchParams {
  const params = new URLSearchParams({ sort: query.sort, offset: String(query.offset) });
  if (query.q) params.set('q', query.q);
  if (query.tag) params.set('tag', query.tag);
  return params;
}

/**
 * GET /api/restaurant/{id}/guests: a page of the restaurant's guests, for the guests page and for
 * finding the record to merge a profile with (which asks nothing until a few letters are typed).
 */
export function useGuestSearch(target: GuestTarget, query: GuestSearchQuery, enabled = true) {
  return useQuery({
    queryKey: [...guestSearchKey(target.restaurantId), query, target.token],
    queryFn: ({ signal }) =>
      apiCall('listGuests', {
        params: { restaurantId: String(target.restaurantId) },
        query: searchParams(query),
        token: target.token,
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
