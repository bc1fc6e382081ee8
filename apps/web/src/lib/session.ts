/** What every bearer token comes with: the token, whose it is and until when it works. */
interface SessionBase {
  token: string;
  userId: string;
  expiresAt: string;
}

/** The identity every visitor gets without signing in (docs/product.md, "Accounts"). */
export interface AnonymousSession extends SessionBase {
  isAnonymous: true;
}

/** A device signed in to an account with an e-mailed code; `email` is the account's address. */
export interface SignedInSession extends SessionBase {
  isAnonymous: false;
  email: string;
}

export type Session = AnonymousSession | SignedInSession;

// A token that expires while a request is in flight fails that request; renew a minute early.
const EXPIRY_MARGIN_MS = 60_000;

export function isSessionValid(session: Session | null, now: Date): session is Session {
  if (!session) return false;
  const expiresAt = Date.parse(session.expiresAt);
  return Number.isFinite(expiresAt) && expiresAt - EXPIRY_MARGIN_MS > now.getTime();
}

/** A session signed in to an account (not an anonymous one), whatever its expiry. */
export function isSignedIn(session: Session | null | undefined): session is SignedInSession {
  return session?.isAnonymous === false;
}

/** The customer profile exists only for signed-in, non-anonymous identities (docs/product.md, "The API"). */
export function shouldFetchCustomer(session: Session | null, now: Date): boolean {
  return isSessionValid(session, now) && !session.isAnonymous;
}
