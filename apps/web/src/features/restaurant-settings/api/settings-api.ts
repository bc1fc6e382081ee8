import type { ApiBody } from '@dekka/contracts/route-schemas';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { ACCOUNT_QUERY_KEY } from '../../../lib/auth';

// Under the account's key: signing out drops every staff answer from the cache with the rest.
export const settingsKey = (restaurantId: number) => [
  ...ACCOUNT_QUERY_KEY,
  'staff',
  'settings',
  restaurantId,
];
export const paramsOf = (restaurantId: number) => ({ restaurantId: String(restaurantId) });

export function useOpeningHours(token: string, restaurantId: number) {
  return useQuery({
    queryKey: [...settingsKey(restaurantId), 'hours', token],
    queryFn: ({ signal }) =>
      apiCall('settingsHours', { params: paramsOf(restaurantId), token, signal }),
  });
}

export function useBookingRules(token: string, restaurantId: number) {
  return useQuery({
    queryKey: [...settingsKey(restaurantId), 'rules', token],
    queryFn: ({ signal }) =>
      apiCall('settingsRules', { params: paramsOf(restaurantId), token, signal }),
  });
}

export function useLookSettings(token: string, restaurantId: number) {
  return useQuery({
    queryKey: [...settingsKey(restaurantId), 'look', token],
    queryFn: ({ signal }) =>
      apiCall('settingsLook', { params: paramsOf(restaurantId), token, signal }),
  });
}

export function useProfileSettings(token: string, restaurantId: number) {
  return useQuery({
    queryKey: [...settingsKey(restaurantId), 'profile', token],
    queryFn: ({ signal }) =>
      apiCall('settingsProfile', { params: paramsOf(restaurantId), token, signal }),
  });
}

export function useChangeHistory(token: string, restaurantId: number) {
  return useInfiniteQuery({
    queryKey: [...settingsKey(restaurantId), 'history', token],
    initialPageParam: null as number | null,
    queryFn: ({ signal, pageParam }) =>
      apiCall('settingsHistory', {
        params: paramsOf(restaurantId),
        token,
        signal,
        ...(pageParam === null
          ? {}
          : { query: new URLSearchParams({ before: String(pageParam) }) }),
      }),
    getNextPageParam: (page) => page.nextBefore,
  });
}

/** Every change refreshes all the restaurant's settings answers (the history too). */
export function useSettingsChanges(token: string, restaurantId: number) {
  const queryClient = useQueryClient();
  const params = paramsOf(restaurantId);
  const refresh = () => queryClient.invalidateQueries({ queryKey: settingsKey(restaurantId) });
  return {
    saveWeek: useMutation({
      mutationFn: (body: ApiBody<'saveSettingsHours'>) =>
        apiCall('saveSettingsHours', { params, body, token }),
      onSuccess: refresh,
    }),
    addPeriod: useMutation({
      mutationFn: (body: ApiBody<'addSpecialPeriod'>) =>
        apiCall('addSpecialPeriod', { params, body, token }),
      onSuccess: refresh,
    }),
    changePeriod: useMutation({
      mutationFn: ({ id, body }: { id: number; body: ApiBody<'changeSpecialPeriod'> }) =>
        apiCall('changeSpecialPeriod', {
          params: { ...params, specialPeriodId: String(id) },
          body,
          token,
        }),
      onSuccess: refresh,
    }),
    removePeriod: useMutation({
      mutationFn: ({ id, keepBookings }: { id: number; keepBookings: boolean }) =>
        apiCall('removeSpecialPeriod', {
          params: { ...params, specialPeriodId: String(id) },
          query: new URLSearchParams({ keepBookings: String(keepBookings) }),
          token,
        }),
      onSuccess: refresh,
    }),
    saveRules: useMutation({
      mutationFn: (body: ApiBody<'saveSettingsRules'>) =>
        apiCall('saveSettingsRules', { params, body, token }),
      onSuccess: refresh,
    }),
    saveLook: useMutation({
      mutationFn: (body: ApiBody<'saveSettingsLook'>) =>
        apiCall('saveSettingsLook', { params, body, token }),
      onSuccess: refresh,
    }),
    saveProfile: useMutation({
      mutationFn: (body: ApiBody<'saveSettingsProfile'>) =>
        apiCall('saveSettingsProfile', { params, body, token }),
      // The restaurant's name is also in the list of the account's restaurants (the page titles).
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY }),
    }),
  };
}
