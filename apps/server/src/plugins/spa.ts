import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@dekka/contracts/languages';
import type { SiteSettingsResponse, Theme } from '@dekka/contracts/settings';
import type { ZoneOffsets } from '@dekka/time/wall-clock';
import { withTimeout } from '../with-timeout.ts';
import { createPageCompression } from './compression.ts';
import { errorBody } from './error-handler.ts';
import { embeddedRestaurant, type RestaurantKey, withRestaurantTheme } from './spa-embed-theme.ts';
import {
  HEAD_MARKER,
  injectHead,
  renderHead,
  renderSettingsData,
  withRootTheme,
} from './spa-head.ts';
import { localizedIndexes, readLocaleChunks, visitLanguage } from './spa-language.ts';

export const NOT_BUILT_MESSAGE = "Dekka's web app is not built yet: run `npm run build`.";

/** How long a page load waits for the server's drawing before it is sent for the browser to draw. */
const RENDER_BUDGET_MS = 5_000;

/** index.html's note that the app needs JavaScript: untrue of a page the server drew. */
const NOSCRIPT = /[ \t]*<noscript>[\s\S]*?<\/noscript>\s*/;

/** Where index.html has the app drawn: empty, unless the server draws the page. */
const ROOT_ELEMENT = '<div id="root"></div>';
const API_PATH = /^\/api(?:\/|$)/;
/** A last path segment like "app.js" or "logo.png"; "64.14" (a latitude in /nearby) is not one. */
const FILE_LIKE = /\.[a-z][a-z0-9]{0,7}$/i;

function pathnameOf(request: FastifyRequest): string {
  return request.url.split('?', 1)[0] ?? '/';
}

/**
 * Whether a request is a page load the SPA should answer. Browsers navigating send
 * `Accept: text/html`. Clients that accept anything (curl's default) get the page too, unless the path
 * looks like a file: a missing /assets/old-chunk.js must be a 404, not HTML parsed as JavaScript.
 */
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (pathnameOf(request) === '/index.html') return true;
  const accept = request.headers.accept ?? '*/*';
  if (/text\/html|application\/xhtml\+xml/i.test(accept)) return true;
  return accept.includes('*/*') && !FILE_LIKE.test(pathnameOf(request));
}

async function readIndexHtml(
  app: FastifyInstance,
  webDistDir: string,
  settings: SiteSettingsResponse,
  zoneOffsets: Record<string, ZoneOffsets> | undefined,
) {
  let html: string;
  try {
    html = await readFile(path.join(webDistDir, 'index.html'), 'utf8');
  } catch {
    app.log.warn(
      { webDistDir },
      'no index.html in WEB_DIST_DIR: pages answer 503 until it is built',
    );
    return undefined;
  }
  if (!html.includes(HEAD_MARKER)) {
    app.log.warn(`index.html has no ${HEAD_MARKER} marker: title and share tags are not injected`);
  }
  return withRootTheme(injectHead(html, settings, zoneOffsets), settings.theme);
}

/**
 * Serves the built web app from WEB_DIST_DIR. index.html is read once at start-up with the stored
 * meta tags, the site settings and the theme's colours injected (the first paint needs no API
 * call, and has the site's colours before any code runs), in one variant per language
 * (spa-language.ts), so a change to them shows after a restart (they change rarely and this
 * keeps most page loads free of database work). A public page (home, results, a
 * restaurant's, an event's) swaps the site's head for its own (`pageHead`; a restaurant's and
 * an event's are cached briefly, docs/decisions/071-public-pages-readable-without-javascript.md).
 * Hashed files under /assets are cached for a year;
 * index.html is revalidated on every load so a new build is picked up at once. Files are sent
 * precompressed when the build made a brotli or gzip copy and the browser accepts it.
 *
 * The not-found handler decides between the three answers for unknown paths: JSON 404 under /api,
 * the SPA (which routes on the client) for page loads, JSON 404 for anything else.
 */
export async function registerSpa(
  app: FastifyInstance,
  opts: {
    webDistDir: string;
    siteSettings: SiteSettingsResponse;
    /** The restaurants' zones' offsets for the web app's clocks (spa-head.ts, pageZoneOffsets). */
    zoneOffsets?: Record<string, ZoneOffsets>;
    /** A restaurant's stored theme, for its embedded pages; null when it has none. */
    restaurantTheme?: (restaurant: RestaurantKey) => Promise<Partial<Theme> | null>;
    /**
     * The head of the public page a page load's address names (its title, description, canonical
     * and language alternates, JSON-LD), in place of the site's; null for any other page.
     */
    pageHead?: (url: string, language: Language) => Promise<string | null>;
    /**
     * The public page the address names drawn on the server (its HTML and the data block the
     * browser hydrates from); null for a page the browser draws alone.
     */
    renderPage?: (
      url: string,
      language: Language,
      clientAddress: string,
    ) => Promise<{ html: string; data: string; head: string } | null>;
  },
): Promise<void> {
  const indexHtml = await readIndexHtml(app, opts.webDistDir, opts.siteSettings, opts.zoneOffsets);
  const indexes =
    indexHtml === undefined
      ? undefined
      : localizedIndexes(indexHtml, await readLocaleChunks(opts.webDistDir));
  const assetsDir = path.join(opts.webDistDir, 'assets') + path.sep;

  if (indexHtml !== undefined) {
    await app.register(fastifyStatic, {
      root: opts.webDistDir,
      index: false,
      // The raw file still has the marker; /index.html is answered like any page instead. Only
      // a path that names a file is looked for on disk (every file the build writes has an
      // extension): a page's address would cost each load a failed stat, a fifth of the CPU of
      // a kept page's load.
      allowedPath: (pathname) => pathname !== '/index.html' && FILE_LIKE.test(pathname),
      // The build writes brotli and gzip copies beside each text file (apps/web/precompress.ts);
      // the one the browser accepts is sent as it is, with its Content-Encoding.
      preCompressed: true,
      // Our own Cache-Control: hashed build assets never change, everything else may.
      cacheControl: false,
      setHeaders: (response, filePath) => {
        response.setHeader(
          'cache-control',
          filePath.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // A cache must not hand a brotli copy to a browser that asked for none.
        response.setHeader('vary', 'accept-encoding');
      },
    });
  }

  const siteSettingsData = renderSettingsData(opts.siteSettings);

  /**
   * A restaurant's page embedded on its own site (`isolation=true`) starts with its theme in the
   * page's settings and its <html>'s style, so its colours are there from the first paint. One
   * indexed read per embedded page load; if it fails, the page still comes, in the site's colours.
   */
  async function embeddedTheme(request: FastifyRequest, page: string): Promise<string> {
    const restaurant = opts.restaurantTheme ? embeddedRestaurant(request.url) : null;
    if (!restaurant || !opts.restaurantTheme) return page;
    try {
      const themed = withRestaurantTheme(opts.siteSettings, await opts.restaurantTheme(restaurant));
      if (themed === opts.siteSettings) return page;
      return withRootTheme(
        page.replace(siteSettingsData, () => renderSettingsData(themed)),
        themed.theme,
      );
    } catch (err) {
      request.log.warn({ err }, 'embedded restaurant theme unavailable');
      return page;
    }
  }

  const siteHead = renderHead(opts.siteSettings.metaTags);
  /** Each distinct failure once per process: a broken page must not write a line per page load. */
  const loggedFailures = new Set<string>();
  function logOnce(request: FastifyRequest, err: unknown, message: string): void {
    const key = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    if (loggedFailures.has(`${message} ${key}`) || loggedFailures.size >= 100) return;
    loggedFailures.add(`${message} ${key}`);
    request.log.error({ err }, message);
  }

  /**
   * The page with its own head where it has one (pageHead). Any failure making it leaves the
   * site's head, which the app replaces once it runs: the page still comes, logged once.
   */
  async function withPageHead(request: FastifyRequest, language: Language, page: string) {
    if (!opts.pageHead) return page;
    try {
      const head = await opts.pageHead(request.url, language);
      return head === null ? page : page.replace(siteHead, () => head);
    } catch (err) {
      logOnce(request, err, "page head failed: the page is served with the site's head");
      return page;
    }
  }

  /**
   * The page with the app drawn in it where the server draws it (renderPage): the first screen
   * comes in the HTML, and the browser hydrates it. Any failure leaves the empty root the
   * browser draws into, as for every other page, logged once.
   */
  async function withRenderedApp(request: FastifyRequest, language: Language, page: string) {
    if (!opts.renderPage || !page.includes(ROOT_ELEMENT)) return page;
    try {
      const rendered = await withTimeout(
        opts.renderPage(request.url, language, request.ip),
        RENDER_BUDGET_MS,
        'server rendering',
      );
      if (rendered === null) return page;
      return page
        .replace(NOSCRIPT, '')
        .replace(ROOT_ELEMENT, () => `<div id="root">${rendered.html}</div>\n    ${rendered.data}`)
        .replace('</head>', () => (rendered.head ? `  ${rendered.head}\n  </head>` : '</head>'));
    } catch (err) {
      logOnce(request, err, 'server rendering failed: the page is served for the browser to draw');
      return page;
    }
  }

  const compressed = createPageCompression();

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (indexes === undefined) {
      return reply.code(503).type('text/plain; charset=utf-8').send(`${NOT_BUILT_MESSAGE}\n`);
    }
    const language = visitLanguage(request, opts.siteSettings.displayCountry);
    const variants = indexes[language];
    const page = await withRenderedApp(
      request,
      language,
      await withPageHead(
        request,
        language,
        await embeddedTheme(request, pathnameOf(request) === '/' ? variants.home : variants.page),
      ),
    );
    return (
      reply
        .code(200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        // The page differs by language (its <html lang> and preloaded strings).
        .header('vary', 'accept-language, cookie, accept-encoding')
        .send(compressed(request, reply, page))
    );
  };

  // @fastify/static answers a directory (without an index file) with 403, so "/" needs its own
  // route; every other page path reaches the not-found handler below.
  app.get('/', { schema: { hide: true } }, (request, reply) =>
    wantsPage(request) ? sendPage(request, reply) : reply.callNotFound(),
  );

  app.setNotFoundHandler((request, reply) => {
    if (!API_PATH.test(pathnameOf(request)) && wantsPage(request)) return sendPage(request, reply);
    const message = `No route for ${request.method} ${pathnameOf(request)}`;
    return reply.code(404).send(errorBody(request, 'not_found', message));
  });
}
