import type { BookingInfoForCompleteResponse } from '@dekka/contracts/booking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { isWaitingListAddress } from '../../booking-process/model/waiting-list-flag';
import { apiCall } from '../../../lib/api-client';

/** GET /api/web/booking/v3/bookinginfoforcomplete/{guid}/{isWaitingList} (docs/product.md, "The API"). */
export function getBookingInfoForComplete(
  guid: string,
  isWaitingList: boolean,
  signal?: AbortSignal,
): Promise<BookingInfoForCompleteResponse> {
  return apiCall('bookingInfoForComplete', {
    params: { guid, isWaitingList },
    signal,
  });
}

export function bookingInfoForCompleteQueryOptions(guid: string, isWaitingList: boolean) {
  return queryOptions({
    queryKey: ['booking', 'complete-info', guid, isWaitingList],
    queryFn: ({ signal }) => getBookingInfoForComplete(guid, isWaitingList, signal),
    // The held booking's time, party and totals do not change while the form is open.
    staleTime: Infinity,
  });
}

export function useBookingInfoForComplete(guid: string, isWaitingList: boolean) {
  return useQuery(bookingInfoForCompleteQueryOptions(guid, isWaitingList));
}

/** For the route's loader: the held booking's details, while the page's code loads. */
export function prefetchBookingInfoForComplete(queryClient: QueryClient, params: URLSearchParams) {
  const guid = params.get('guid');
  if (guid) {
    void queryClient.prefetchQuery(
      bookingInfoForCompleteQueryOptions(guid, isWaitingListAddress(params)),
    );
  }
}
