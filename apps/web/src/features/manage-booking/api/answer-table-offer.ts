import type { TableOfferAnswer } from '@dekka/contracts/booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { reportError } from '../../../lib/error-reporting';
import { managedBookingQueryOptions } from './get-managed-booking';

export type OfferChoice = 'accept' | 'decline';

/**
 * PUT /api/web/booking/offer/{guid}/accept or …/decline: the diner's answer to the table
 * offered to their waiting-list entry. Answering twice answers as the first time.
 */
export function answerTableOffer(guid: string, choice: OfferChoice): Promise<TableOfferAnswer> {
  return choice === 'accept'
    ? apiCall('acceptTableOffer', { params: { guid } })
    : apiCall('declineTableOffer', { params: { guid } });
}

export function useAnswerTableOffer(guid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['booking', 'offer', guid],
    mutationFn: (choice: OfferChoice) => answerTableOffer(guid, choice),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: managedBookingQueryOptions(guid).queryKey }),
    onError: (error) => reportError(error),
  });
}
