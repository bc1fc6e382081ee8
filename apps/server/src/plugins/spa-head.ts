import type { MetaTags, SiteSettingsResponse } from '@dekka/contracts/settings';

/** The marker Vite's index.html carries where the server puts title, description and share tags. */
export const HEAD_MARKER = '<!--app-head-->';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** Crawlers need an absolute og:image; a stored "/og-image.png" is taken relative to siteUrl. */
function absolute(url: string, base: string): string {
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}

/** Standard, social-card and Open Graph tags from the stored meta-tag configuration. */
export function renderHead(meta: MetaTags): string {
  const image = absolute(meta.imageUrl, meta.siteUrl);
  const named = (name: string, content: string) =>
    `<meta name="${name}" content="${escapeHtml(content)}" />`;
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(meta.pageTitle)}</title>`,
    named('description', meta.description),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.shareTitle),
    named('twitter:description', meta.description),
    named('twitter:image', image),
    property('og:title', meta.shareTitle),
    property('og:description', meta.description),
    property('og:image', image),
    property('og:url', meta.siteUrl),
    property('og:type', 'website'),
  ].join('\n    ');
}

/** The id of the script element that carries the site settings to the web app. */
export const SITE_SETTINGS_ELEMENT_ID = 'site-settings';

/**
 * The site settings as a JSON data block: the web app renders from it at once instead of
 * waiting for `GET /api/web/settings`. A data block is never run; `<` is written as `\u003c` so
 * no stored text can close the element.
 */
export function renderSettingsData(settings: SiteSettingsResponse): string {
  const json = JSON.stringify(settings).replace(/</g, '\\u003c');
  return `<script id="${SITE_SETTINGS_ELEMENT_ID}" type="application/json">${json}</script>`;
}

/** A replacer function, not a string: `$&` or `$'` in a title must stay literal text. */
export function injectHead(indexHtml: string, settings: SiteSettingsResponse): string {
  return indexHtml.replace(
    HEAD_MARKER,
    () => `${renderHead(settings.metaTags)}\n    ${renderSettingsData(settings)}`,
  );
}
