import type { GuestSearchQuery } from '@dekka/contracts/guests';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from '../../../lib/auth';
import { apiCall, apiUrl, ApiError } from '../../../lib/api-client';
import type { GuestTarget } from '../../guest-list/api/guests-api';

/** The search as the address of the list and of its CSV export carry it. */
export function searchParams(query: GuestSearchQuery): URLSearchParams {
  const params = new URLSearchParams({ sort: query.sort, offset: String(query.offset) });
  if (query.q) params.set('q', query.q);
  if (query.tag) params.set('tag', query.tag);
  return params;
}

/** GET /api/restaurant/{id}/guests: a page of the restaurant's guests. */
export function useGuestSearch(target: GuestTarget, query: GuestSearchQuery) {
  return useQuery({
    queryKey: [
      ...ACCOUNT_QUERY_KEY,
      'staff',
      'guestSearch',
      target.restaurantId,
      query,
      target.token,
    ],
    queryFn: ({ signal }) =>
      apiCall('listGuests', {
        params: { restaurantId: String(target.restaurantId) },
        query: searchParams(query),
        token: target.token,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET …/guests/export: the same guests as a CSV file, saved by the browser. A plain link cannot
 * carry the bearer token, so the file is fetched and handed to the browser as a download.
 */
export async function downloadGuestsCsv(
  target: GuestTarget,
  query: GuestSearchQuery,
): Promise<void> {
  const params = searchParams({ ...query, offset: 0 });
  const res = await fetch(
    apiUrl(`/restaurant/${target.restaurantId}/guests/export?${params.toString()}`),
    { headers: { authorization: `Bearer ${target.token}` } },
  );
  if (!res.ok) throw new ApiError(res.status, 'export_failed', 'The export failed', null);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'guests.csv';
  link.click();
  URL.revokeObjectURL(url);
}
