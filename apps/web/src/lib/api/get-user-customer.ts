import type { UserCustomerResponse } from '@dekka/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, checkedByServer } from '../api-client';
import { shouldFetchCustomer } from '../session';
import type { Session } from '../session';

/** GET /api/web/usercustomer. Any failure means "no customer" (docs/product.md, "The API"). */
export async function getUserCustomer(
  token: string,
  signal?: AbortSignal,
): Promise<UserCustomerResponse> {
  try {
    return await apiRequest('/web/usercustomer', {
      schema: checkedByServer<UserCustomerResponse>(),
      token,
      signal,
    });
  } catch {
    return null;
  }
}

export function userCustomerQueryOptions(session: Session | null, now: Date) {
  return queryOptions({
    queryKey: ['usercustomer', session?.userId ?? null],
    queryFn: ({ signal }) => (session ? getUserCustomer(session.token, signal) : null),
    // Anonymous visitors have no profile: asking would only return null (docs/product.md, "The API").
    enabled: shouldFetchCustomer(session, now),
    staleTime: Infinity,
  });
}

export function useUserCustomer(session: Session | null, now: Date) {
  return useQuery(userCustomerQueryOptions(session, now));
}
