import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createAnonymousSession } from './api/create-anonymous-session';
import { onUnauthorized } from './api-client';
import { isSessionValid, isSignedIn } from './session';
import type { Session } from './session';

const STORAGE_KEY = 'dekka.session';

/** The react-query key of the visitor's session: the one place the UI reads it from. */
export const SESSION_QUERY_KEY = ['session'] as const;

/**
 * The key every signed-in account's data lives under (saved details, my bookings), so signing out
 * drops all of it from the cache at once.
 */
export const ACCOUNT_QUERY_KEY = ['account'] as const;

/** Storage is user-editable: only a value shaped like one of the two sessions counts. */
function asSession(value: unknown): Session | null {
  if (typeof value !== 'object' || value === null) return null;
  if (!('token' in value) || !('userId' in value) || !('expiresAt' in value)) return null;
  if (!('isAnonymous' in value)) return null;
  const { token, userId, expiresAt, isAnonymous } = value;
  if (typeof token !== 'string' || typeof userId !== 'string' || typeof expiresAt !== 'string') {
    return null;
  }
  if (isAnonymous === true) return { token, userId, isAnonymous: true, expiresAt };
  if (isAnonymous !== false || !('email' in value) || typeof value.email !== 'string') return null;
  return { token, userId, isAnonymous: false, email: value.email, expiresAt };
}

function readStoredSession(): Session | null {
  // The server draws pages for no one (docs/decisions/079): no session, and no exception thrown
  // and caught on every drawing for want of a window.
  if (typeof window === 'undefined') return null;
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    return asSession(JSON.parse(raw));
  } catch {
    // Corrupt JSON or storage blocked by the browser: start a new session.
    return null;
  }
}

export function storeSession(session: Session): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Private mode without storage: the session still works for this page load.
  }
}

function forgetStoredSession(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: nothing was kept to forget.
  }
}

let pending: Promise<Session> | null = null;

/**
 * The stored session while it is valid, otherwise a new anonymous one (docs/product.md, "The booking flow":
 * "when the identity service reports no user, the app signs in anonymously"). Concurrent callers
 * share one sign-in request.
 */
export function ensureSession(): Promise<Session> {
  const stored = readStoredSession();
  if (isSessionValid(stored, new Date())) return Promise.resolve(stored);
  pending ??= createAnonymousSession()
    .then((session) => {
      storeSession(session);
      return session;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** The stored session while it is valid: what the first render can show already. */
function validStoredSession(): Session | undefined {
  const stored = readStoredSession();
  return isSessionValid(stored, new Date()) ? stored : undefined;
}

/** Starts (or reuses) the visitor's session; the app shell calls this once at start. */
export function useSession() {
  return useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: () => ensureSession(),
    // A page drawn on the server is drawn for no one (docs/decisions/079): it has no session to
    // start, and asking for one would only fail (the server's drawing reads, never writes).
    enabled: typeof window !== 'undefined',
    // Shown until the query settles, so a signed-in header does not flash "Sign in" first. Only
    // a placeholder: it never enters the cache, so a reset (sign-out) reads storage afresh.
    placeholderData: validStoredSession,
    staleTime: Infinity,
    // One failed sign-in sends the visitor home (docs/product.md, "The booking flow"); remounts must not retry it.
    retryOnMount: false,
  });
}

/**
 * Forgets the signed-in session on this device: the account's cached data goes, and the session
 * query starts over, which makes a new anonymous identity (the header shows "Sign in" meanwhile).
 */
export function dropSignedInSession(queryClient: QueryClient): Promise<void> {
  forgetStoredSession();
  queryClient.removeQueries({ queryKey: ACCOUNT_QUERY_KEY });
  return queryClient.resetQueries({ queryKey: SESSION_QUERY_KEY });
}

/**
 * For the app shell: a signed-in token the server answers 401 to was signed out elsewhere ("Sign
 * out everywhere" on another device) or has lapsed. The visitor carries on anonymously instead of
 * every account call failing. Anonymous tokens are left as they were: their failures keep the
 * handling they always had.
 */
export function useRevokedSessionGuard(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onUnauthorized((token) => {
        // The cached session is the one in use (even where storage is blocked); before the
        // query has settled, the stored one the page was shown with.
        const current = queryClient.getQueryData<Session>(SESSION_QUERY_KEY) ?? readStoredSession();
        if (!isSignedIn(current) || current.token !== token) return;
        void dropSignedInSession(queryClient);
      }),
    [queryClient],
  );
}
