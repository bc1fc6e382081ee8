import type { DeclineRequestInput, JoinRequestInput } from '@dekka/contracts/joining';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { ACCOUNT_QUERY_KEY } from '../../../lib/auth';

/** GET /api/web/join/cities: the form's towns and cities, by country. */
export function useJoinCities() {
  return useQuery({
    queryKey: ['join', 'cities'],
    queryFn: ({ signal }) => apiCall('joinCities', { signal }),
    staleTime: 60 * 60_000,
  });
}

/** POST /api/web/join. A 429 is told on the page, not in a window alert. */
export function useApply() {
  return useMutation({
    mutationFn: (body: JoinRequestInput) => apiCall('join', { body, showsRateLimit: true }),
  });
}

// Under the account's key: signing out drops the applications from the cache with the rest.
const applicationsKey = [...ACCOUNT_QUERY_KEY, 'admin', 'applications'];

export function useApplications(token: string) {
  return useQuery({
    queryKey: [...applicationsKey, token],
    queryFn: ({ signal }) => apiCall('adminApplications', { token, signal }),
  });
}

/** Approve and decline; each refreshes the list, also when the application was decided already. */
export function useDecisions(token: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: applicationsKey });
  const params = (applicationId: number) => ({ applicationId: String(applicationId) });
  return {
    approve: useMutation({
      mutationFn: (applicationId: number) =>
        apiCall('approveApplication', { params: params(applicationId), token }),
      onSettled: refresh,
    }),
    decline: useMutation({
      mutationFn: ({ applicationId, ...body }: { applicationId: number } & DeclineRequestInput) =>
        apiCall('declineApplication', { params: params(applicationId), token, body }),
      onSettled: refresh,
    }),
  };
}
