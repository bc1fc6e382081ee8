import type { CancelResponse } from '@dekka/contracts/booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { managedBookingQueryOptions } from '../../manage-booking/api/get-managed-booking';
import { apiCall } from '../../../lib/api-client';
import { reportError } from '../../../lib/error-reporting';

/** PUT /api/web/booking/cancel/{guid}; cancelling twice is harmless on the server. */
export function cancelBooking(guid: string): Promise<CancelResponse> {
  return apiCall('cancel', { params: { guid } });
}

export function useCancelBooking(guid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['booking', 'cancel', guid],
    mutationFn: () => cancelBooking(guid),
    // The booking's page (and the summary above) now show it cancelled, with any refund.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: managedBookingQueryOptions(guid).queryKey }),
    onError: (error) => reportError(error),
  });
}
