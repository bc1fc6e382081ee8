import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Language } from '@dekka/contracts/languages';
import type { SiteSettingsResponse } from '@dekka/contracts/settings';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { ANY_RESTAURANT, cachedRenderedPage } from './page-head-cache.ts';
import { publicPageOf, type PublicPage } from './page-address.ts';

/**
 * The web app's server entry (apps/web/src/entry-server.tsx), as the server sees it: the types
 * are restated here, so the server does not compile the web app's sources.
 */
export interface WebRenderer {
  render(request: {
    url: string;
    language: Language;
    now: number;
    settings: SiteSettingsResponse;
    api: (
      path: string,
      language: Language,
    ) => Promise<{ status: number; headers: Record<string, string>; body: string }>;
  }): Promise<{ html: string; data: string } | null>;
}

/**
 * A public page drawn on the server: the app's HTML, the data block it hydrates from, and the
 * head's links to its page's stylesheets and code.
 */
export type RenderedPage = { html: string; data: string; head: string };

/**
 * The module of each public page's lazily loaded code (apps/web/src/app/routes.tsx), as Vite's
 * manifest names it; home is in the app's entry, whose stylesheet index.html links already.
 */
const PAGE_MODULES: Record<PublicPage['kind'], string | null> = {
  home: null,
  results: 'src/features/search/components/search-results-page.tsx',
  restaurant: 'src/features/restaurant/components/restaurant-page.tsx',
  event: 'src/features/restaurant/components/event-page.tsx',
};

type Manifest = Record<string, { file?: string; css?: string[]; imports?: string[] }>;

/**
 * Each public page's stylesheets and code, from the build's manifest, as head links: drawn in
 * the HTML, the page must have its styles before the app's code fetches them (nothing jumps when
 * they come), and its code is fetched beside the entry's for hydrating. None without a manifest.
 */
export async function readPageAssets(
  webDistDir: string,
): Promise<Partial<Record<PublicPage['kind'], string>>> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(
      await readFile(path.join(webDistDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
  } catch {
    return {};
  }
  const assets: Partial<Record<PublicPage['kind'], string>> = {};
  for (const [kind, module] of Object.entries(PAGE_MODULES) as [PublicPage['kind'], string][]) {
    if (!module || !manifest[module]) continue;
    const styles = new Set<string>();
    const scripts = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk?.file || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(module);
    assets[kind] = [
      ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ].join('\n    ');
  }
  return assets;
}

/**
 * Where `npm run build` writes the server entry: beside the web app's build, never inside it
 * (WEB_DIST_DIR is served to anyone; the server entry is the server's own).
 */
export function webRendererPath(webDistDir: string): string {
  return path.join(path.dirname(webDistDir), 'dist-server', 'entry-server.js');
}

/** The built server entry, or null when there is none (not built): pages are then as before. */
export async function loadWebRenderer(file: string): Promise<WebRenderer | null> {
  try {
    await access(file);
  } catch {
    return null;
  }
  return (await import(pathToFileURL(file).href)) as WebRenderer;
}

/**
 * Whether a drawn page may be kept (page-head-cache.ts): the home page, a restaurant's or an
 * event's at its plain address, with at most its language in the query, as search engines and
 * shared links name it. An address with a chosen day or party, and the results of a search, are
 * drawn afresh: those are as many as visitors make them, and a cache keyed by them would only
 * fill.
 */
function isKept(page: PublicPage, url: string): boolean {
  if (page.kind === 'results') return false;
  const query = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?')) : '');
  return [...query.keys()].every(
    (name) => name === 'lng' || (name === 'id' && page.kind === 'restaurant'),
  );
}

/**
 * Whether the page a load's address names is drawn on the server: the public pages (home, the
 * results, a restaurant's, an event's), never a copy embedded on a restaurant's own site
 * (`isolation=true`), whose theme and frame the browser applies.
 */
function renderedPage(url: string): PublicPage | null {
  const page = publicPageOf(url);
  const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  return new URLSearchParams(query).get('isolation') === 'true' ? null : page;
}

/**
 * Draws the public page `url` names for a visit in `language`, with the data the page shows
 * first; null for any other page. The data comes from this server's own API routes, asked
 * in-process (`inject`): the address is always this app's, never one a request names, and no
 * cookie or credential of the visitor goes along, so nothing personal can be drawn. The calls
 * count against the visitor's own rate limit (their address), as the browser's would.
 */
export function createPageRendering(deps: {
  app: FastifyInstance;
  db: AppDatabase;
  renderer: WebRenderer;
  clock: Clock;
  settings: SiteSettingsResponse;
  /** readPageAssets' links per page. */
  assets: Partial<Record<PublicPage['kind'], string>>;
}) {
  return async (
    url: string,
    language: Language,
    clientAddress: string,
  ): Promise<RenderedPage | null> => {
    const page = renderedPage(url);
    if (page === null) return null;
    // Drawn without the visitor's cookies, credentials or address-derived data: the same for
    // every visitor of this address in this language, so one drawing may serve them all.
    const draw = () =>
      deps.renderer.render({
        url,
        language,
        now: deps.clock.now().getTime(),
        settings: deps.settings,
        api: async (apiPath, apiLanguage) => {
          if (!apiPath.startsWith('/api/')) throw new Error(`Not an API path: ${apiPath}`);
          const answer = await deps.app.inject({
            method: 'GET',
            url: apiPath,
            remoteAddress: clientAddress,
            headers: { accept: 'application/json', 'accept-language': apiLanguage },
          });
          const type = answer.headers['content-type'];
          const headers: Record<string, string> = {};
          if (typeof type === 'string') headers['content-type'] = type;
          return {
            status: answer.statusCode,
            headers,
            body: answer.body,
          };
        },
      });
    const rendered = isKept(page, url)
      ? await cachedRenderedPage(deps.db, `${language} ${url}`, async () => {
          const value = await draw();
          return value && { restaurantId: ANY_RESTAURANT, value };
        })
      : await draw();
    return rendered && { ...rendered, head: deps.assets[page.kind] ?? '' };
  };
}
