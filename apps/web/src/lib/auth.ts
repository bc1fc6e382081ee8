import { useQuery } from '@tanstack/react-query';
import { createAnonymousSession } from './api/create-anonymous-session';
import { isSessionValid } from './session';
import type { Session } from './session';

const STORAGE_KEY = 'dekka.session';

/** Storage is user-editable: only a value shaped like a session counts. */
function asSession(value: unknown): Session | null {
  if (typeof value !== 'object' || value === null) return null;
  if (!('token' in value) || !('userId' in value) || !('expiresAt' in value)) return null;
  if (!('isAnonymous' in value) || value.isAnonymous !== true) return null;
  const { token, userId, expiresAt } = value;
  if (typeof token !== 'string' || typeof userId !== 'string' || typeof expiresAt !== 'string') {
    return null;
  }
  return { token, userId, isAnonymous: true, expiresAt };
}

function readStoredSession(): Session | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    return asSession(JSON.parse(raw));
  } catch {
    // Corrupt JSON or storage blocked by the browser: start a new session.
    return null;
  }
}

function storeSession(session: Session): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Private mode without storage: the session still works for this page load.
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

/** Starts (or reuses) the visitor's session; the app shell calls this once at start. */
export function useSession() {
  return useQuery({
    queryKey: ['session'],
    queryFn: () => ensureSession(),
    staleTime: Infinity,
    // One failed sign-in sends the visitor home (docs/product.md, "The booking flow"); remounts must not retry it.
    retryOnMount: false,
  });
}
