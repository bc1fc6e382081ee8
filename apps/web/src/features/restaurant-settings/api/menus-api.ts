import type { ApiBody } from '@dekka/contracts/route-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { paramsOf, settingsKey } from './settings-api';

export function useMenusSettings(token: string, restaurantId: number) {
  return useQuery({
    queryKey: [...settingsKey(restaurantId), 'menus', token],
    queryFn: ({ signal }) =>
      apiCall('settingsMenus', { params: paramsOf(restaurantId), token, signal }),
  });
}

const keepQuery = (keepBookings: boolean) =>
  new URLSearchParams({ keepBookings: String(keepBookings) });

/** Every change of the menus and events refreshes all the restaurant's settings answers. */
export function useMenusChanges(token: string, restaurantId: number) {
  const queryClient = useQueryClient();
  const params = paramsOf(restaurantId);
  const refresh = () => queryClient.invalidateQueries({ queryKey: settingsKey(restaurantId) });
  const event = (id: number) => ({ ...params, eventId: String(id) });
  return {
    addMenu: useMutation({
      mutationFn: (body: ApiBody<'addMenu'>) => apiCall('addMenu', { params, body, token }),
      onSuccess: refresh,
    }),
    changeMenu: useMutation({
      mutationFn: ({ id, body }: { id: number; body: ApiBody<'changeMenu'> }) =>
        apiCall('changeMenu', { params: { ...params, menuId: String(id) }, body, token }),
      onSuccess: refresh,
    }),
    removeMenu: useMutation({
      mutationFn: ({ id, keepBookings }: { id: number; keepBookings: boolean }) =>
        apiCall('removeMenu', {
          params: { ...params, menuId: String(id) },
          query: keepQuery(keepBookings),
          token,
        }),
      onSuccess: refresh,
    }),
    addEvent: useMutation({
      mutationFn: (body: ApiBody<'addEvent'>) => apiCall('addEvent', { params, body, token }),
      onSuccess: refresh,
    }),
    changeEvent: useMutation({
      mutationFn: ({ id, body }: { id: number; body: ApiBody<'changeEvent'> }) =>
        apiCall('changeEvent', { params: event(id), body, token }),
      onSuccess: refresh,
    }),
    removeEvent: useMutation({
      mutationFn: ({ id, keepBookings }: { id: number; keepBookings: boolean }) =>
        apiCall('removeEvent', { params: event(id), query: keepQuery(keepBookings), token }),
      onSuccess: refresh,
    }),
    addOccurrence: useMutation({
      mutationFn: ({ eventId, body }: { eventId: number; body: ApiBody<'addOccurrence'> }) =>
        apiCall('addOccurrence', { params: event(eventId), body, token }),
      onSuccess: refresh,
    }),
    changeOccurrence: useMutation({
      mutationFn: ({
        eventId,
        id,
        body,
      }: {
        eventId: number;
        id: number;
        body: ApiBody<'changeOccurrence'>;
      }) =>
        apiCall('changeOccurrence', {
          params: { ...event(eventId), occurrenceId: String(id) },
          body,
          token,
        }),
      onSuccess: refresh,
    }),
    removeOccurrence: useMutation({
      mutationFn: ({
        eventId,
        id,
        keepBookings,
      }: {
        eventId: number;
        id: number;
        keepBookings: boolean;
      }) =>
        apiCall('removeOccurrence', {
          params: { ...event(eventId), occurrenceId: String(id) },
          query: keepQuery(keepBookings),
          token,
        }),
      onSuccess: refresh,
    }),
  };
}
