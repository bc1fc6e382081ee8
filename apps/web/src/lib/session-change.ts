import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ACCOUNT_QUERY_KEY, dropSignedInSession, SESSION_QUERY_KEY, storeSession } from './auth';
import type { Session, SignedInSession } from './session';

// Only the sign-in, sign-out and account pages change the session, so this lives apart from
// auth.ts, which every page loads.

/**
 * What the sign-in and sign-out pages do to the visitor's session. Both update the session query
 * at once, so everything reading it (the header first) changes on the same render.
 */
export function useSessionChange() {
  const queryClient = useQueryClient();
  const signedIn = useCallback(
    (session: SignedInSession) => {
      storeSession(session);
      // Another account's data may still be cached from before (a shared computer).
      queryClient.removeQueries({ queryKey: ACCOUNT_QUERY_KEY });
      queryClient.setQueryData<Session>(SESSION_QUERY_KEY, session);
    },
    [queryClient],
  );
  const signedOut = useCallback(() => dropSignedInSession(queryClient), [queryClient]);
  return { signedIn, signedOut };
}
