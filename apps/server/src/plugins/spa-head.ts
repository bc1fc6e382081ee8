import { DEFAULT_THEME, resolveTheme, themeCssVariables } from '@dekka/contracts/default-theme';
import type { MetaTags, SiteSettingsResponse, Theme } from '@dekka/contracts/settings';

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

const DEKKA_COLOURS = themeCssVariables(DEFAULT_THEME);

/**
 * A colour the root's style may carry: a hex colour, a colour's name, or rgb()/hsl() numbers.
 * Nothing that could end the declaration (`;`), the attribute (quotes) or name an address (`:`,
 * `/`): a value outside it is left to the web app, which applies it once it runs.
 */
const PLAIN_COLOUR = /^[#a-z0-9(),.%\s-]+$/i;

/**
 * The stored theme's colours that are not Dekka's own, as CSS declarations of their custom
 * properties (`--color-primary:#0b4f6c;…`); empty for Dekka's own theme, which the stylesheet has.
 */
export function rootThemeStyle(stored: Partial<Theme> | null): string {
  return Object.entries(themeCssVariables(resolveTheme(stored)))
    .filter(([name, value]) => value.toLowerCase() !== DEKKA_COLOURS[name]?.toLowerCase())
    .filter(([, value]) => PLAIN_COLOUR.test(value))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
}

/**
 * The page with the theme's colours in its <html>'s style: the first paint of a page the server
 * drew is already in them, and the web app, finding them there, writes nothing (lib/theme.ts in
 * the web app). Replaces any style written before, so a restaurant's theme can follow the site's.
 */
export function withRootTheme(page: string, stored: Partial<Theme> | null): string {
  const style = rootThemeStyle(stored);
  return page.replace(
    /<html lang="([^"]*)"[^>]*>/,
    (_, language: string) =>
      `<html lang="${language}"${style ? ` style="${escapeHtml(style)}"` : ''}>`,
  );
}
