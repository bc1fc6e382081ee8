import type { SiteSettingsResponse, Theme } from '@dekka/contracts/settings';

/** Which restaurant an address names: a numeric id in the query, or the path's first segment. */
export type RestaurantKey = { id: number } | { slug: string };

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;
const MAX_ID = 2_147_483_647;

/**
 * The restaurant an embedded (`isolation=true`) page load is for, as the embed code and the
 * booking flow's addresses name it: `restaurantId` (booking steps) or `id` (`/restaurant?id=`)
 * in the query, else the path's first segment (`/{slug}`, `/{slug}/event/{event}`). Null when
 * the page is not embedded or names none; a segment that is no restaurant's slug simply finds
 * nothing.
 */
export function embeddedRestaurant(url: string): RestaurantKey | null {
  const { pathname, searchParams } = new URL(url, 'http://dekka.invalid');
  if (searchParams.get('isolation')?.toLowerCase() !== 'true') return null;
  for (const name of ['restaurantId', 'id']) {
    const id = Number(searchParams.get(name));
    if (Number.isInteger(id) && id > 0 && id <= MAX_ID) return { id };
  }
  const segment = pathname.split('/')[1] ?? '';
  return SLUG.test(segment) ? { slug: segment } : null;
}

/** Colours as a stylesheet takes them safely: #rgb, #rgba, #rrggbb or #rrggbbaa. */
const HEX_COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * The site settings an embedded restaurant's page starts with: its stored theme's colours over the
 * site's, so the restaurant's own page shows its brand from the first paint. Values that are not
 * plain hex colours are left out (the theme ends up in CSS custom properties).
 */
export function withRestaurantTheme(
  settings: SiteSettingsResponse,
  stored: Partial<Theme> | null | undefined,
): SiteSettingsResponse {
  const colours = Object.entries(stored ?? {}).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && HEX_COLOUR.test(entry[1]),
  );
  if (colours.length === 0) return settings;
  return { ...settings, theme: { ...settings.theme, ...Object.fromEntries(colours) } };
}
