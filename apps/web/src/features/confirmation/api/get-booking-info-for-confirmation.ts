import type { BookingInfoForConfirmationResponse } from '@dekka/contracts/booking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export function getBookingInfoForConfirmation(
  guid: string,
  signal?: AbortSignal,
): Promise<BookingInfoForConfirmationResponse> {
  return apiCall('bookingInfoForConfirmation', {
    params: { guid },
    signal,
  });
}

export function bookingInfoForConfirmationQueryOptions(guid: string) {
  return queryOptions({
    queryKey: ['booking', 'confirmation', guid],
    queryFn: ({ signal }) => getBookingInfoForConfirmation(guid, signal),
    // A confirmed booking does not change while the diner reads it.
    staleTime: Infinity,
  });
}

export function useBookingInfoForConfirmation(guid: string) {
  return useQuery(bookingInfoForConfirmationQueryOptions(guid));
}
