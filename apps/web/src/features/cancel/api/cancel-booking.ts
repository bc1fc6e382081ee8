import { CancelResponse } from '@dekka/contracts/booking';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { reportError } from '../../../lib/error-reporting';

/** PUT /api/web/booking/cancel/{guid}; cancelling twice is harmless on the server. */
export function cancelBooking(guid: string): Promise<CancelResponse> {
  return apiCall('cancel', { params: { guid }, schema: CancelResponse });
}

export function useCancelBooking(guid: string) {
  return useMutation({
    mutationKey: ['booking', 'cancel', guid],
    mutationFn: () => cancelBooking(guid),
    onError: (error) => reportError(error),
  });
}
