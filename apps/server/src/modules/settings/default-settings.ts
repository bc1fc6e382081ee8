import type { MetaTags } from '@dekka/contracts/settings';

/**
 * The product's defaults: Icelandic page title and description ("Book a table at the best
 * restaurants in the country with one click"). `siteUrl` depends on where the server runs.
 */
export function defaultMetaTags(siteUrl: string): MetaTags {
  return {
    pageTitle: 'Dekka – Bókaðu borð á bestu veitingastöðum landsins',
    shareTitle: 'Dekka',
    description: 'Bókaðu borð á bestu veitingastöðum landsins með einum smelli',
    imageUrl: '/og-image.png',
    siteUrl,
  };
}
