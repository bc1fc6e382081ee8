export const REFERRER_COOKIE = 'do_referrer';
const TWO_DAYS_MS = 2 * 24 * 60 * 60 * 1000;

/** The cookie Reserve with Google's conversion report reads back (the complete page). */
export const RWG_TOKEN_COOKIE = 'rwg_token';
/** The Actions Center's attribution window: a booking within 30 days of the visit counts. */
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The Set-Cookie string for a partner referral code from the `do_referrer` query parameter. It
 * lives two days so a booking completed later still credits the partner (docs/product.md, "The API").
 */
export function referrerCookie(code: string, now: Date): string {
  const expires = new Date(now.getTime() + TWO_DAYS_MS).toUTCString();
  return `${REFERRER_COOKIE}=${encodeURIComponent(code)}; expires=${expires}; path=/; SameSite=Lax`;
}

/**
 * The Set-Cookie string for the `rwg_token` a diner arriving from Reserve with Google carries in
 * the landing address: kept 30 days, so a booking made then, on this visit or a later one, is
 * reported back to Google (docs/product.md, "The API"). A new token replaces an older one.
 */
export function rwgTokenCookie(token: string, now: Date): string {
  const expires = new Date(now.getTime() + THIRTY_DAYS_MS).toUTCString();
  return `${RWG_TOKEN_COOKIE}=${encodeURIComponent(token)}; expires=${expires}; path=/; SameSite=Lax`;
}

/** The referral code from a `document.cookie` string, or null. */
export function readReferrer(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === REFERRER_COOKIE) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}
