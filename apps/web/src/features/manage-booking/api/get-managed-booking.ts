import type { ManageBookingResponse } from '@dekka/contracts/booking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export function getManagedBooking(
  guid: string,
  signal?: AbortSignal,
): Promise<ManageBookingResponse> {
  return apiCall('manageBooking', { params: { guid }, signal });
}

export function managedBookingQueryOptions(guid: string) {
  return queryOptions({
    queryKey: ['booking', 'manage', guid],
    queryFn: ({ signal }) => getManagedBooking(guid, signal),
    // Read again when the diner comes back to the tab: a cancel elsewhere changes it.
    staleTime: 30_000,
  });
}

export function useManagedBooking(guid: string) {
  return useQuery(managedBookingQueryOptions(guid));
}
