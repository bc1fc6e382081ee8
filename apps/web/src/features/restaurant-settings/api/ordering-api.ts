import type { ApiBody } from '@dekka/contracts/route-schemas';
import type { OrderingSetupResponse } from '@dekka/contracts/restaurant-ordering';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { paramsOf, settingsKey } from './settings-api';

const orderingKey = (restaurantId: number, token: string) => [
  ...settingsKey(restaurantId),
  'ordering',
  token,
];

export function useOrderingSetup(token: string, restaurantId: number) {
  return useQuery({
    queryKey: orderingKey(restaurantId, token),
    queryFn: ({ signal }) =>
      apiCall('settingsOrdering', { params: paramsOf(restaurantId), token, signal }),
  });
}

/**
 * Every change of the ordering setup answers the whole setup: it replaces the page's copy, and
 * the restaurant's other settings answers (the history among them) are fetched again.
 */
export function useOrderingChanges(token: string, restaurantId: number) {
  const queryClient = useQueryClient();
  const params = paramsOf(restaurantId);
  const done = (setup: OrderingSetupResponse) => {
    queryClient.setQueryData(orderingKey(restaurantId, token), setup);
    return queryClient.invalidateQueries({
      queryKey: settingsKey(restaurantId),
      predicate: (query) => !query.queryKey.includes('ordering'),
    });
  };
  const category = (id: number) => ({ ...params, categoryId: String(id) });
  const item = (id: number) => ({ ...params, itemId: String(id) });
  const pack = (id: number) => ({ ...params, packageId: String(id) });
  return {
    saveSettings: useMutation({
      mutationFn: (body: ApiBody<'saveSettingsOrdering'>) =>
        apiCall('saveSettingsOrdering', { params, body, token }),
      onSuccess: done,
    }),
    addCategory: useMutation({
      mutationFn: (body: ApiBody<'addOrderingCategory'>) =>
        apiCall('addOrderingCategory', { params, body, token }),
      onSuccess: done,
    }),
    changeCategory: useMutation({
      mutationFn: ({ id, body }: { id: number; body: ApiBody<'changeOrderingCategory'> }) =>
        apiCall('changeOrderingCategory', { params: category(id), body, token }),
      onSuccess: done,
    }),
    removeCategory: useMutation({
      mutationFn: (id: number) =>
        apiCall('removeOrderingCategory', { params: category(id), token }),
      onSuccess: done,
    }),
    addItem: useMutation({
      mutationFn: (body: ApiBody<'addOrderingItem'>) =>
        apiCall('addOrderingItem', { params, body, token }),
      onSuccess: done,
    }),
    changeItem: useMutation({
      mutationFn: ({ id, body }: { id: number; body: ApiBody<'changeOrderingItem'> }) =>
        apiCall('changeOrderingItem', { params: item(id), body, token }),
      onSuccess: done,
    }),
    removeItem: useMutation({
      mutationFn: (id: number) => apiCall('removeOrderingItem', { params: item(id), token }),
      onSuccess: done,
    }),
    setSoldOut: useMutation({
      mutationFn: ({ id, soldOut }: { id: number; soldOut: boolean }) =>
        apiCall('setItemSoldOut', { params: item(id), body: { soldOut }, token }),
      onSuccess: done,
    }),
    addPackage: useMutation({
      mutationFn: (body: ApiBody<'addCateringPackage'>) =>
        apiCall('addCateringPackage', { params, body, token }),
      onSuccess: done,
    }),
    changePackage: useMutation({
      mutationFn: ({ id, body }: { id: number; body: ApiBody<'changeCateringPackage'> }) =>
        apiCall('changeCateringPackage', { params: pack(id), body, token }),
      onSuccess: done,
    }),
    removePackage: useMutation({
      mutationFn: (id: number) => apiCall('removeCateringPackage', { params: pack(id), token }),
      onSuccess: done,
    }),
  };
}
