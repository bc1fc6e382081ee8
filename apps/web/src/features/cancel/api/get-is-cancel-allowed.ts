import type { CancelAllowedResponse } from '@dekka/contracts/booking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export function getIsCancelAllowed(
  guid: string,
  signal?: AbortSignal,
): Promise<CancelAllowedResponse> {
  return apiCall('isCancelAllowed', { params: { guid }, signal });
}

export function isCancelAllowedQueryOptions(guid: string) {
  return queryOptions({
    queryKey: ['booking', 'cancel-allowed', guid],
    queryFn: ({ signal }) => getIsCancelAllowed(guid, signal),
    // Asked once per visit: the answer only changes when the deadline passes or after a cancel.
    staleTime: Infinity,
    retryOnMount: false,
  });
}

export function useIsCancelAllowed(guid: string) {
  return useQuery(isCancelAllowedQueryOptions(guid));
}
