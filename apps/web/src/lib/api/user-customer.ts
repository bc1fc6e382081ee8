import type { CustomerDetails, UserCustomer, UserCustomerResponse } from '@dekka/contracts/auth';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../api-client';
import { ACCOUNT_QUERY_KEY, useSession } from '../auth';
import { shouldFetchCustomer } from '../session';

/** GET /api/web/usercustomer: the signed-in diner's saved details (null for anonymous tokens). */
export function getUserCustomer(
  token: string,
  signal?: AbortSignal,
): Promise<UserCustomerResponse> {
  return apiCall('userCustomer', { token, signal });
}

/** PUT /api/web/usercustomer: remembers the details for the next booking. */
export function saveUserCustomer(token: string, details: CustomerDetails): Promise<UserCustomer> {
  return apiCall('saveUserCustomer', { token, body: details });
}

/**
 * The signed-in diner's saved details; never asked for an anonymous session (it has none). Keyed
 * by the token, so another account's details can never answer for this one.
 */
export function useUserCustomer() {
  const session = useSession().data ?? null;
  const enabled = shouldFetchCustomer(session, new Date());
  const token = enabled && session ? session.token : null;
  return useQuery({
    queryKey: [...ACCOUNT_QUERY_KEY, 'customer', token],
    queryFn: ({ signal }) => getUserCustomer(token ?? '', signal),
    enabled,
    // Saved details change only when this diner saves them.
    staleTime: 5 * 60_000,
  });
}
