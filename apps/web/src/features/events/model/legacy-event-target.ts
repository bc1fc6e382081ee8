/**
 * Old event links (/event/{restaurant}/{event}) now live at /{restaurant}/event/{event}
 * (docs/product.md, "Routes"). The query string is carried over so campaign parameters survive.
 */
export function legacyEventTarget(
  origin: string,
  restaurantSlug: string,
  eventSlug: string,
  search: string,
): string {
  return `${origin}/${encodeURIComponent(restaurantSlug)}/event/${encodeURIComponent(eventSlug)}${search}`;
}
