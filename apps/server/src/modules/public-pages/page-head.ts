import type { MetaTags } from '@dekka/contracts/settings';
import type { Language } from '@dekka/contracts/languages';
import { escapeHtml, renderHead } from '../../plugins/spa-head.ts';

/** Where a page lives: its address in the visit's language, and in every other one offered. */
export type PageAddresses = {
  canonical: string;
  alternates: { language: Language; url: string }[];
  /** The address without a language: the app picks the visitor's. */
  xDefault: string;
};

/** The canonical address and an `hreflang` alternate per offered language, escaped. */
function renderAddresses(addresses: PageAddresses): string[] {
  const link = (attributes: string) => `<link ${attributes} />`;
  return [
    link(`rel="canonical" href="${escapeHtml(addresses.canonical)}"`),
    ...addresses.alternates.map(({ language, url }) =>
      link(`rel="alternate" hreflang="${language}" href="${escapeHtml(url)}"`),
    ),
    link(`rel="alternate" hreflang="x-default" href="${escapeHtml(addresses.xDefault)}"`),
  ];
}

/**
 * A page's head: title, description, the social and Open Graph tags (renderHead, as the site's own
 * head has them, `og:url` the canonical address), the addresses and the rendered JSON-LD blocks
 * (json-ld.ts). Every value is escaped for its attribute or text.
 */
export function renderPageHead(
  meta: Omit<MetaTags, 'siteUrl'>,
  addresses: PageAddresses,
  jsonLd: string[] = [],
): string {
  return [
    renderHead({ ...meta, siteUrl: addresses.canonical }),
    ...renderAddresses(addresses),
    ...jsonLd,
  ].join('\n    ');
}

/** The site's own head (its stored meta tags, as home has always had them) with the addresses. */
export function renderSiteHead(meta: MetaTags, addresses: PageAddresses): string {
  return [renderHead(meta), ...renderAddresses(addresses)].join('\n    ');
}
