import type {
  ChangeOptionsResponse,
  ChangeRequest,
  ChangeResponse,
} from '@dekka/contracts/booking-change';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { reportError } from '../../../lib/error-reporting';
import { managedBookingQueryOptions } from './get-managed-booking';

/** GET /api/web/booking/change/options/{guid}: whether the booking can move, and where to. */
export function getChangeOptions(
  guid: string,
  date: string,
  guests: number,
  signal?: AbortSignal,
): Promise<ChangeOptionsResponse> {
  return apiCall('changeOptions', {
    params: { guid },
    query: new URLSearchParams({ date, guests: String(guests) }),
    signal,
  });
}

export function useChangeOptions(guid: string, date: string, guests: number) {
  return useQuery({
    queryKey: ['booking', 'change-options', guid, date, guests],
    queryFn: ({ signal }) => getChangeOptions(guid, date, guests, signal),
    // The previous day's times stay (disabled) while the next day's load: nothing jumps.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/**
 * PUT /api/web/booking/change. The caller keeps one idempotency key per intended change, so a
 * retry after a lost answer is the same change on the server.
 */
export function changeBooking(
  request: ChangeRequest,
  idempotencyKey: string,
): Promise<ChangeResponse> {
  return apiCall('change', {
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useChangeBooking(guid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['booking', 'change', guid],
    mutationFn: (input: { request: ChangeRequest; idempotencyKey: string }) =>
      changeBooking(input.request, input.idempotencyKey),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: managedBookingQueryOptions(guid).queryKey }),
        queryClient.invalidateQueries({ queryKey: ['booking', 'change-options', guid] }),
      ]),
    onError: (error) => reportError(error),
  });
}
