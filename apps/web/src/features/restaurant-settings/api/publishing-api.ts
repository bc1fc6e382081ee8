import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { paramsOf, settingsKey } from './settings-api';

/** GET …/settings/publishing: whether diners see the restaurant, and what it still lacks. */
export function usePublishing(token: string, restaurantId: number) {
  return useQuery({
    queryKey: [...settingsKey(restaurantId), 'publishing', token],
    queryFn: ({ signal }) =>
      apiCall('settingsPublishing', { params: paramsOf(restaurantId), token, signal }),
  });
}

/** PUT …/settings/publishing; refreshes every settings answer (the history too). */
export function useSetPublished(token: string, restaurantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (published: boolean) =>
      apiCall('saveSettingsPublishing', {
        params: paramsOf(restaurantId),
        token,
        body: { published },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKey(restaurantId) }),
  });
}
