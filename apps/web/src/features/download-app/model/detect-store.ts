export type AppStore = 'app-store' | 'play-store';

/**
 * Which store a device should be sent to, from its user agent (docs/product.md, "Routes"): iPhone, iPad
 * and iPod → App Store; Android → Google Play; anything else (desktops, Windows Phone) → none,
 * and the page shows both badges. Windows Phone is checked first because its user agent also
 * claims to be Android and iPhone for compatibility. iPads that present themselves as a Mac
 * cannot be told apart from a Mac and see both badges.
 */
export function detectStore(userAgent: string): AppStore | null {
  if (/windows phone|iemobile/i.test(userAgent)) return null;
  if (/android/i.test(userAgent)) return 'play-store';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'app-store';
  return null;
}
