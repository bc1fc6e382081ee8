import type { ApiBody } from '@dekka/contracts/route-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { paramsOf, settingsKey } from './settings-api';

export function usePaymentSettings(token: string, restaurantId: number) {
  return useQuery({
    queryKey: [...settingsKey(restaurantId), 'payments', token],
    queryFn: ({ signal }) =>
      apiCall('settingsPayments', { params: paramsOf(restaurantId), token, signal }),
  });
}

/** Saving refreshes all the restaurant's settings answers (the history too). */
export function useSavePayments(token: string, restaurantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'saveSettingsPayments'>) =>
      apiCall('saveSettingsPayments', { params: paramsOf(restaurantId), body, token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKey(restaurantId) }),
  });
}
