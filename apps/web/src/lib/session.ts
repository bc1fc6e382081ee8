/** A bearer token and who it belongs to; signed-in sessions arrive with the login issue. */
export interface Session {
  token: string;
  userId: string;
  isAnonymous: boolean;
  expiresAt: string;
}

// A token that expires while a request is in flight fails that request; renew a minute early.
const EXPIRY_MARGIN_MS = 60_000;

export function isSessionValid(session: Session | null, now: Date): session is Session {
  if (!session) return false;
  const expiresAt = Date.parse(session.expiresAt);
  return Number.isFinite(expiresAt) && expiresAt - EXPIRY_MARGIN_MS > now.getTime();
}

/** The customer profile exists only for signed-in, non-anonymous identities (docs/product.md, "The API"). */
export function shouldFetchCustomer(session: Session | null, now: Date): boolean {
  return isSessionValid(session, now) && !session.isAnonymous;
}
