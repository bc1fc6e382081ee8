import type { Language } from '@dekka/contracts/languages';
import { escapeHtml } from '../../plugins/spa-head.ts';

/** One address of the sitemap, with the same page in the other languages. */
export type SitemapPage = {
  url: string;
  alternates: { language: Language; url: string }[];
  xDefault: string;
};

/** The sitemaps protocol's XML, with `xhtml:link` alternates as search engines read them. */
export function renderSitemap(pages: SitemapPage[]): string {
  const link = (hreflang: string, href: string) =>
    `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`;
  const urls = pages.map((page) =>
    [
      '  <url>',
      `    <loc>${escapeHtml(page.url)}</loc>`,
      ...page.alternates.map(({ language, url }) => link(language, url)),
      link('x-default', page.xDefault),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * What crawlers may not index: the API, the booking process (a hold, a guid, a card form: nothing
 * to find and nothing to show anyone else), a diner's own pages, staff pages and the embedded
 * copies of the public pages. `$` ends a path and `*` matches any characters (as the major search
 * engines read robots.txt), so `/book$` leaves `/bookatable` and a restaurant slug starting with
 * "checkout" alone.
 */
const DISALLOWED = [
  '/api/',
  '/book$',
  '/book/',
  '/checkout$',
  '/checkout/',
  '/complete$',
  '/confirmation$',
  '/cancelbooking$',
  '/booking$',
  '/offer$',
  '/paymentlink$',
  '/additionalinfo$',
  '/survey$',
  '/survey/',
  '/giftcard/view/',
  '/my-bookings$',
  '/login$',
  '/logout$',
  '/invitation/',
  '/admin/',
  '/*/guestlist$',
  '/*/orders$',
  '/*/workspace$',
  '/*/team$',
  '/*/settings$',
  '/*/settings/',
  '/*isolation=true',
];

export function renderRobots(sitemapUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
