import type { GuestSearchQuery } from '@dekka/contracts/guests';
import { apiUrl, ApiError } from '../../../lib/api-client';
import { searchParams } from '../../guest-list/api/guest-search-api';
import type { GuestTarget } from '../../guest-list/api/guests-api';

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
