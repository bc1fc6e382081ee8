export const REFERRER_COOKIE = 'do_referrer';
const TWO_DAYS_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * The Set-Cookie string for a partner referral code from the `do_referrer` query parameter. It
 * lives two days so a booking completed later still credits the partner (docs/product.md, "The API").
 */
export function referrerCookie(code: string, now: Date): string {
  const expires = new Date(now.getTime() + TWO_DAYS_MS).toUTCString();
  return `${REFERRER_COOKIE}=${encodeURIComponent(code)}; expires=${expires}; path=/; SameSite=Lax`;
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
