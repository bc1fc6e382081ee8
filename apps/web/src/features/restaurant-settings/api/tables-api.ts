import type { ApiBody } from '@dekka/contracts/route-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { paramsOf, settingsKey } from './settings-api';

export function useTablesSettings(token: string, restaurantId: number) {
  return useQuery({
    queryKey: [...settingsKey(restaurantId), 'tables', token],
    queryFn: ({ signal }) =>
      apiCall('settingsTables', { params: paramsOf(restaurantId), token, signal }),
  });
}

const keepQuery = (keepBookings: boolean) =>
  new URLSearchParams({ keepBookings: String(keepBookings) });

/** Every change of the tables refreshes all the restaurant's settings answers (the history too). */
export function useTablesChanges(token: string, restaurantId: number) {
  const queryClient = useQueryClient();
  const params = paramsOf(restaurantId);
  const refresh = () => queryClient.invalidateQueries({ queryKey: settingsKey(restaurantId) });
  return {
    addFloorPlan: useMutation({
      mutationFn: (body: ApiBody<'addFloorPlan'>) =>
        apiCall('addFloorPlan', { params, body, token }),
      onSuccess: refresh,
    }),
    renameFloorPlan: useMutation({
      mutationFn: ({ id, body }: { id: number; body: ApiBody<'renameFloorPlan'> }) =>
        apiCall('renameFloorPlan', { params: { ...params, floorPlanId: String(id) }, body, token }),
      onSuccess: refresh,
    }),
    removeFloorPlan: useMutation({
      mutationFn: (id: number) =>
        apiCall('removeFloorPlan', { params: { ...params, floorPlanId: String(id) }, token }),
      onSuccess: refresh,
    }),
    saveLayout: useMutation({
      mutationFn: ({ id, body }: { id: number; body: ApiBody<'saveFloorPlanLayout'> }) =>
        apiCall('saveFloorPlanLayout', {
          params: { ...params, floorPlanId: String(id) },
          body,
          token,
        }),
      onSuccess: refresh,
    }),
    addTable: useMutation({
      mutationFn: (body: ApiBody<'addTable'>) => apiCall('addTable', { params, body, token }),
      onSuccess: refresh,
    }),
    changeTable: useMutation({
      mutationFn: ({ id, body }: { id: number; body: ApiBody<'changeTable'> }) =>
        apiCall('changeTable', { params: { ...params, tableId: String(id) }, body, token }),
      onSuccess: refresh,
    }),
    removeTable: useMutation({
      mutationFn: ({ id, keepBookings }: { id: number; keepBookings: boolean }) =>
        apiCall('removeTable', {
          params: { ...params, tableId: String(id) },
          query: keepQuery(keepBookings),
          token,
        }),
      onSuccess: refresh,
    }),
    addCombination: useMutation({
      mutationFn: (body: ApiBody<'addCombination'>) =>
        apiCall('addCombination', { params, body, token }),
      onSuccess: refresh,
    }),
    changeCombination: useMutation({
      mutationFn: ({ id, body }: { id: number; body: ApiBody<'changeCombination'> }) =>
        apiCall('changeCombination', {
          params: { ...params, combinationId: String(id) },
          body,
          token,
        }),
      onSuccess: refresh,
    }),
    removeCombination: useMutation({
      mutationFn: ({ id, keepBookings }: { id: number; keepBookings: boolean }) =>
        apiCall('removeCombination', {
          params: { ...params, combinationId: String(id) },
          query: keepQuery(keepBookings),
          token,
        }),
      onSuccess: refresh,
    }),
  };
}
