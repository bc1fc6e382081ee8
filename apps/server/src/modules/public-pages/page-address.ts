import { RESERVED_SLUGS } from '@dekka/contracts/restaurant';

/** A page diners land on from a search engine or a shared link, as its address names it. */
export type PublicPage =
  | { kind: 'home' }
  | { kind: 'results' }
  | { kind: 'restaurant'; idOrSlug: string }
  | { kind: 'event'; restaurantSlug: string; eventSlug: string };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ID = /^[1-9]\d{0,9}$/;
const RESULTS = new Set(['/results', '/bookatable', '/bokabord']);

/**
 * The public page a page load's address names (the web app's route table: `/`, the results'
 * three paths, `/{restaurantSlug}`, `/restaurant?id=`, `/{restaurantSlug}/event/{eventSlug}`);
 * null for every other page (booking steps, staff pages, the rest), which keep the site's head.
 * A slug the app's own routes use (RESERVED_SLUGS) is never a restaurant, so those pages cost
 * no database read.
 */
export function publicPageOf(url: string): PublicPage | null {
  const { pathname, searchParams } = new URL(url, 'http://dekka.invalid');
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return { kind: 'home' };
  if (RESULTS.has(path)) return { kind: 'results' };
  if (path === '/restaurant') {
    const id = searchParams.get('id') ?? '';
    return ID.test(id) ? { kind: 'restaurant', idOrSlug: id } : null;
  }
  const segments = path.slice(1).split('/');
  const [restaurantSlug = '', second, eventSlug = ''] = segments;
  if (!SLUG.test(restaurantSlug) || RESERVED_SLUGS.has(restaurantSlug)) return null;
  if (segments.length === 1) return { kind: 'restaurant', idOrSlug: restaurantSlug };
  if (segments.length === 3 && second === 'event' && SLUG.test(eventSlug)) {
    return { kind: 'event', restaurantSlug, eventSlug };
  }
  return null;
}
