import type { DisplayCountry } from '@dekka/contracts/settings';

/**
 * The city a site's home page features, by its display country (docs/product.md, "Who it is
 * for"): the Spanish site shows Madrid's restaurants and events first, the Norwegian Oslo's, the
 * Danish København's (the city's name as the filter list spells it). The Icelandic site features
 * no one city: the list order already starts in Reykjavík.
 */
const FEATURED_CITY: Record<DisplayCountry, string | null> = {
  is: null,
  es: 'Madrid',
  no: 'Oslo',
  dk: 'København',
};

export function featuredCity(country: DisplayCountry): string | null {
  return FEATURED_CITY[country];
}
