import { DEFAULT_THEME, resolveTheme, themeCssVariables } from '@dekka/contracts/default-theme';
import type { MetaTags, SiteSettingsResponse, Theme } from '@dekka/contracts/settings';
import { zoneOffsets, type ZoneOffsets } from '@dekka/time/wall-clock';

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

/** A JSON data block: never run, and `<` written as `\u003c` so no stored text can close it. */
function renderDataBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script id="${id}" type="application/json">${json}</script>`;
}

/** The id of the script element that carries the site settings to the web app. */
export const SITE_SETTINGS_ELEMENT_ID = 'site-settings';

/**
 * The site settings as a JSON data block: the web app renders from it at once instead of
 * waiting for `GET /api/web/settings`.
 */
export function renderSettingsData(settings: SiteSettingsResponse): string {
  return renderDataBlock(SITE_SETTINGS_ELEMENT_ID, settings);
}

/** The id of the script element that carries the zones' offsets to the web app. */
const ZONE_OFFSETS_ELEMENT_ID = 'zone-offsets';

/**
 * The days before and after the server's start the offsets written into the pages cover: the
 * past a page shows (a review's date), and the future a booking or an event can be in. Outside
 * them the browser asks Intl.
 */
const ZONE_OFFSETS_DAYS = { before: 366, after: 400 };

/**
 * The zones' offsets from UTC around `now`, for the web app to read the restaurants' clocks
 * without starting Intl in the browser (wall-clock.ts in @dekka/time). A zone Intl does not know
 * is left out: the browser will say the same of it.
 */
export function pageZoneOffsets(now: Date, timeZones: string[]): Record<string, ZoneOffsets> {
  const from = now.getTime() - ZONE_OFFSETS_DAYS.before * 86_400_000;
  const until = now.getTime() + ZONE_OFFSETS_DAYS.after * 86_400_000;
  const table: Record<string, ZoneOffsets> = {};
  for (const timeZone of new Set(timeZones)) {
    try {
      table[timeZone] = zoneOffsets(timeZone, from, until);
    } catch {
      // RangeError: not a zone this server's Intl knows.
    }
  }
  return table;
}

/** A replacer function, not a string: `$&` or `$'` in a title must stay literal text. */
export function injectHead(
  indexHtml: string,
  settings: SiteSettingsResponse,
  zoneOffsets: Record<string, ZoneOffsets> = {},
): string {
  return indexHtml.replace(
    HEAD_MARKER,
    () =>
      `${renderHead(settings.metaTags)}\n    ${renderSettingsData(settings)}\n    ` +
      renderDataBlock(ZONE_OFFSETS_ELEMENT_ID, zoneOffsets),
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
