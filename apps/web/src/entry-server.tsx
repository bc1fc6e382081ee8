/// <reference types="node" />
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { Query } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Language } from '@dekka/contracts/languages';
import type { SiteSettingsResponse } from '@dekka/contracts/settings';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/routes';
import { setApiTransport } from './lib/api-client';
import { i18n } from './lib/i18n';
import { sharedQueryDefaults } from './lib/query-client';
import { setRenderContextSource, type RenderContext } from './lib/render-context';
import { SERVER_RENDER_ELEMENT_ID, type ServerRender } from './lib/server-render';

/**
 * The server's rendering of the public pages (docs/decisions/079-server-rendered-public-pages.md):
 * the same route table, loaders and components as the browser's, drawn to HTML with the data the
 * page shows first, and the data itself for the browser to hydrate with. Built by
 * `vite build --ssr` into apps/web/dist-server and loaded by the server
 * (apps/server/src/modules/public-pages/page-render.ts).
 */

/** An answer of the server's own API route, asked in the same process. */
export interface ApiAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Asks the server's own API for `path` (always under /api, always GET, never with the visitor's
 * cookies or credentials): the server answers it in-process, no network involved.
 */
export type ApiPort = (path: string, language: Language) => Promise<ApiAnswer>;

export interface RenderRequest {
  /** The page's path and query, as the visitor asked for it. */
  url: string;
  language: Language;
  /** The server's clock, in milliseconds since the epoch. */
  now: number;
  settings: SiteSettingsResponse;
  api: ApiPort;
}

export interface RenderedPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** A JSON data block (never run) with what the browser hydrates from. */
  data: string;
}

interface Scope extends RenderContext {
  api: ApiPort;
}

// Renders of different pages and languages run side by side: each one's language, clock and API
// travel with its own async work, never in a module variable another render could change.
const scope = new AsyncLocalStorage<Scope>();
setRenderContextSource(() => scope.getStore());
setApiTransport(async (url, init) => {
  const current = scope.getStore();
  if (!current) throw new Error('An API call outside a server render');
  // Only reads: a page drawn on the server must never change anything.
  if ((init.method ?? 'GET') !== 'GET' || !url.startsWith('/api/')) {
    throw new Error(`A server render may only read the API, not ${init.method ?? 'GET'} ${url}`);
  }
  const answer = await current.api(url, current.language);
  return new Response(answer.status === 204 ? null : answer.body, {
    status: answer.status,
    headers: answer.headers,
  });
});

/** Rounds of "render, fetch what the page asked for" before the last render; pages need one. */
const MAX_DATA_ROUNDS = 4;

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** Renders `app` with React's streaming renderer and waits for all of it (every Suspense). */
function renderToHtml(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    let failure: unknown;
    // A part that never finishes must not hold the page load: the render is given up, and the
    // server sends the page for the browser to draw.
    const timer = setTimeout(() => stream.abort(new Error('The render took too long')), 10_000);
    const stream = renderToPipeableStream(app, {
      // Never a part sent apart to be moved in place by an inline script (React does so with a
      // finished Suspense part larger than this): the pages' CSP runs no inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // The whole page, not its shell first: crawlers read it all, and it may be cached.
      onAllReady() {
        clearTimeout(timer);
        // A part that failed would be drawn by the browser instead, with a warning there: the
        // page is then better served as the browser's alone.
        if (failure !== undefined) reject(failure);
        else stream.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error) {
        failure ??= error;
      },
    });
  });
}

/**
 * A part that waited during the render (a lazily loaded component met for the first time) is
 * sent after the rest with an inline script to move it in place, which the pages' CSP forbids;
 * once loaded it renders at once, so such a page is rendered again, whole.
 */
async function renderWhole(app: ReactNode): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const html = await renderToHtml(app);
    if (!html.includes('<template id="B:')) return html;
  }
  throw new Error('A part of the page was still loading after three renders');
}

/**
 * Renders the page until it asks for no query it has not got: the route's loader asks for the
 * restaurant (awaited before the first render), the first render for the times its booking panel
 * looks for. The render that asks for nothing new is the page: two for a restaurant, event or
 * home page, one for the results. A query that fails is left out (dropped from the cache): the
 * page shows it loading, in the browser too, which then asks for it itself.
 */
async function renderWithData(client: QueryClient, app: ReactNode): Promise<string> {
  const failed = new Set<string>();
  const cache = client.getQueryCache();
  const fetchAll = (queries: Query[]) =>
    Promise.all(
      queries.map((query) =>
        query.fetch().catch(() => {
          failed.add(query.queryHash);
          cache.remove(query);
        }),
      ),
    );
  // What the route's loader started (the restaurant, the results) is awaited before the first
  // render, which would otherwise draw it loading only to ask for it.
  await fetchAll(cache.getAll().filter((query) => query.state.fetchStatus === 'fetching'));
  for (let round = 0; ; round += 1) {
    const html = await renderWhole(app);
    const wanted = cache
      .getAll()
      .filter((query) => query.state.status === 'pending' && !failed.has(query.queryHash))
      .filter((query) => query.state.fetchStatus === 'fetching' || isEnabled(query));
    if (wanted.length === 0 || round === MAX_DATA_ROUNDS) return html;
    await fetchAll(wanted);
  }
}

/** `<` as `\u003c`: no text in the data can end the script element. */
function dataBlock(render: ServerRender): string {
  const json = JSON.stringify(render).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVER_RENDER_ELEMENT_ID}">${json}</script>`;
}

/**
 * Draws the page `request.url` names, or null when it is no page to draw here (a redirect, a
 * route error): the server then sends the browser's page as before. Throws on a failure.
 */
export async function render(request: RenderRequest): Promise<RenderedPage | null> {
  const { api, ...context } = request;
  return scope.run({ ...context, api }, async () => {
    const client = new QueryClient({
      defaultOptions: {
        // Nothing is kept past the render (no timers left behind), nothing retried.
        queries: { ...sharedQueryDefaults, gcTime: Infinity, retry: false },
      },
    });
    try {
      await i18n.loadLanguages([request.language]);
      const handler = createStaticHandler(createRoutes(client));
      const routerContext = await handler.query(
        new Request(new URL(request.url, 'http://server.invalid'), { method: 'GET' }),
      );
      if (routerContext instanceof Response || routerContext.errors) return null;
      const router = createStaticRouter(handler.dataRoutes, routerContext);
      const app = (
        <StrictMode>
          <AppProviders queryClient={client}>
            <StaticRouterProvider router={router} context={routerContext} hydrate={false} />
          </AppProviders>
        </StrictMode>
      );
      const html = await renderWithData(client, app);
      const queries = dehydrate(client, {
        // The page carries the site settings already (plugins/spa-head.ts).
        shouldDehydrateQuery: (query) =>
          query.state.status === 'success' && query.queryKey[0] !== 'settings',
      });
      const data = dataBlock({
        language: request.language,
        now: request.now,
        queries,
        loaderData: routerContext.loaderData,
      });
      return { html, data };
    } finally {
      client.clear();
    }
  });
}
