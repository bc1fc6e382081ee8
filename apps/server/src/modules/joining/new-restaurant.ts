import { RESERVED_SLUGS } from '@dekka/contracts/restaurant';
import { normalizeSearchText } from '../restaurants/search-text.ts';

type Country = 'is' | 'es' | 'no' | 'dk';

/**
 * What a restaurant approved in a country starts with (the same columns and values the demo
 * seed gives its restaurants there), and where its map pin goes until the owner moves it in the
 * profile settings when its city has no restaurant to stand beside: the capital's centre.
 */
export const COUNTRY_DEFAULTS: Record<
  Country,
  {
    currency: 'ISK' | 'NOK' | 'DKK' | 'EUR';
    locale: string;
    timeZone: string;
    position: { lat: number; lon: number };
  }
> = {
  is: {
    currency: 'ISK',
    locale: 'is-IS',
    timeZone: 'Atlantic/Reykjavik',
    position: { lat: 64.1466, lon: -21.9426 },
  },
  es: {
    currency: 'EUR',
    locale: 'es-ES',
    timeZone: 'Europe/Madrid',
    position: { lat: 40.4168, lon: -3.7038 },
  },
  no: {
    currency: 'NOK',
    locale: 'nb-NO',
    timeZone: 'Europe/Oslo',
    position: { lat: 59.9139, lon: 10.7522 },
  },
  dk: {
    currency: 'DKK',
    locale: 'da-DK',
    timeZone: 'Europe/Copenhagen',
    position: { lat: 55.6761, lon: 12.5683 },
  },
};

/** A new restaurant's price level until its owner sets one: the middle of the four. */
export const DEFAULT_PRICE_CATEGORY = 2;

const SLUG_MAX = 60;

/**
 * The slug a restaurant's name suggests: folded as search folds it ("Kaffi Þröstur" →
 * "kaffi-throstur"), words joined by dashes, at most 60 characters, never all digits (an id)
 * and never empty. Whether it is free is for slugCandidates to find out.
 */
export function slugBase(name: string): string {
  const words = normalizeSearchText(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const cut = words.length > SLUG_MAX ? words.slice(0, SLUG_MAX).replace(/-[^-]*$/, '') : words;
  const base = cut.replace(/-+$/, '') || 'restaurant';
  return /^\d+$/.test(base) ? `restaurant-${base}` : base;
}

/**
 * The slugs to try, in order: the base, then base-2, base-3, …, skipping those `taken` holds and
 * those reserved for the web app's own routes.
 */
export function* slugCandidates(base: string, taken: ReadonlySet<string>): Generator<string> {
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(slug) && !RESERVED_SLUGS.has(slug)) yield slug;
  }
}
