import type { InviteRequest } from '@dekka/contracts/staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { ACCOUNT_QUERY_KEY, useSession } from '../../../lib/auth';

/** The signed-in account's bearer token; null for anonymous visitors (staff calls need one). */
export function useAccountToken(): { token: string | null; isPending: boolean } {
  const session = useSession();
  const data = session.data;
  return { token: data && !data.isAnonymous ? data.token : null, isPending: session.isPending };
}

export function useWorkspace(token: string | null, restaurantId: number | undefined) {
  return useQuery({
    queryKey: [...ACCOUNT_QUERY_KEY, 'staff', 'workspace', restaurantId, token],
    queryFn: ({ signal }) =>
      apiCall('workspace', { params: { restaurantId: String(restaurantId) }, token, signal }),
    enabled: token !== null && restaurantId !== undefined,
  });
}

// Under the account's key: signing out drops every staff answer from the cache with the rest.
const teamKey = (restaurantId: number | undefined) => [
  ...ACCOUNT_QUERY_KEY,
  'staff',
  'team',
  restaurantId,
];

export function useTeam(token: string | null, restaurantId: number | undefined) {
  return useQuery({
    queryKey: [...teamKey(restaurantId), token],
    queryFn: ({ signal }) =>
      apiCall('team', { params: { restaurantId: String(restaurantId) }, token, signal }),
    enabled: token !== null && restaurantId !== undefined,
  });
}

/** Invite, cancel and remove: each refreshes the team list when it succeeds. */
export function useTeamChanges(token: string | null, restaurantId: number) {
  const queryClient = useQueryClient();
  const params = { restaurantId: String(restaurantId) };
  const refresh = () => queryClient.invalidateQueries({ queryKey: teamKey(restaurantId) });
  return {
    invite: useMutation({
      mutationFn: (request: InviteRequest) => apiCall('invite', { params, body: request, token }),
      onSuccess: refresh,
    }),
    cancel: useMutation({
      mutationFn: (invitationId: string) =>
        apiCall('cancelInvitation', { params: { ...params, invitationId }, token }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (userId: string) =>
        apiCall('removeMember', { params: { ...params, userId }, token }),
      onSuccess: refresh,
    }),
  };
}

export function useInvitation(token: string | null, invitationId: string) {
  return useQuery({
    queryKey: [...ACCOUNT_QUERY_KEY, 'staff', 'invitation', invitationId, token],
    queryFn: ({ signal }) => apiCall('invitation', { params: { invitationId }, token, signal }),
    enabled: token !== null,
  });
}

export function useAcceptInvitation(token: string | null, invitationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall('acceptInvitation', { params: { invitationId }, token }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...ACCOUNT_QUERY_KEY, 'staff', 'mine'] }),
  });
}
