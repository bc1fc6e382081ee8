import { StrictMode, startTransition, useEffect } from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { RootOptions } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/routes';
import { keepEarlyInput } from './lib/early-input';
import { knowZoneOffsets, type ZoneOffsets } from '@dekka/time/wall-clock';
import { readDataBlock } from './lib/data-block';
import { embeddedSettings } from './lib/embedded-settings';
import { installGlobalErrorReporting, reportError } from './lib/error-reporting';
import { currentLanguage, i18n, i18nReady } from './lib/i18n';
import { readStoredIsolation } from './lib/isolation';
import { createQueryClient } from './lib/query-client';
import { keepServerWording, setRenderContextSource } from './lib/render-context';
import { serverRender, type ServerRender } from './lib/server-render';
import './app/styles/global.css';

installGlobalErrorReporting();
// The restaurants' clocks from the offsets the server wrote into the page: the page's first
// screen then starts no Intl, whose first object costs tens of milliseconds of hydration
// (docs/decisions/086-no-intl-on-the-first-screen.md).
knowZoneOffsets(readDataBlock<Record<string, ZoneOffsets>>('zone-offsets') ?? {});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();

// Errors caught by a boundary are reported by that boundary (the router's error page, our
// ErrorBoundary); React's default would log them again with console.error.
const ignoreCaught = () => undefined;

const rootOptions: RootOptions = {
  onCaughtError: ignoreCaught,
  onUncaughtError: (error) => {
    console.error(error);
    reportError(error);
  },
};

/**
 * The page's lazily loaded routes that match the address, loaded before hydrating: the server
 * drew them, and React Router would otherwise render nothing in their place while they load.
 */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/**
 * Once hydrated, the page computes with the browser's own clock again (render-context.ts), and
 * hears of what the diner chose before it was hydrated (early-input.ts).
 */
function Hydrated({ children, onHydrated }: { children: ReactNode; onHydrated: () => void }) {
  useEffect(() => {
    setRenderContextSource(() => undefined);
    onHydrated();
  }, [onHydrated]);
  return children;
}

/**
 * A page the server drew (docs/decisions/079): the browser takes over its HTML instead of
 * drawing it again, from the same data, language and moment the server drew it with, so the
 * first render matches to the letter.
 */
async function hydrateServerRender(served: ServerRender, routes: RouteObject[]) {
  if (served.language !== i18n.language) await i18n.changeLanguage(served.language);
  keepServerWording();
  hydrate(queryClient, served.queries);
  await loadMatchedRoutes(routes);
  const settings = embeddedSettings();
  if (settings) {
    const context = { language: served.language, now: served.now, settings };
    setRenderContextSource(() => context);
  }
  const router = createBrowserRouter(routes, {
    hydrationData: { loaderData: served.loaderData },
  });
  const tellEarlyInput = keepEarlyInput(container as HTMLElement);
  // As a transition, React hydrates in slices of a few milliseconds and lets the browser paint
  // and answer between them, instead of one task of half a second on a mid-range phone
  // (docs/decisions/085-hydrating-in-slices.md): a tap meanwhile lands once its part is
  // hydrated, and a field's change is kept (early-input.ts).
  startTransition(() => {
    hydrateRoot(
      container as HTMLElement,
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <Hydrated onHydrated={tellEarlyInput}>
            <RouterProvider router={router} onError={ignoreCaught} />
          </Hydrated>
        </AppProviders>
      </StrictMode>,
      rootOptions,
    );
  });
}

// The visitor's language arrives as its own chunk; rendering waits for it (lib/i18n.ts), and so
// does the router, whose first loaders would otherwise fetch before the language is known.
void i18nReady.then(async () => {
  const routes = createRoutes(queryClient);
  // A tab embedded on a restaurant's site stays isolated (lib/isolation.ts), which the server
  // cannot know: it drew the full site's frame, so the browser draws the page itself instead.
  const served = readStoredIsolation() ? undefined : serverRender();
  if (served) await hydrateServerRender(served, routes);
  // The server answers a restaurant's texts in the language the request names (Accept-Language):
  // what was fetched in one language is fetched again when the diner switches to another.
  let language = currentLanguage();
  i18n.subscribe(() => {
    if (currentLanguage() === language) return;
    language = currentLanguage();
    void queryClient.invalidateQueries();
  });
  if (served) return;
  const router = createBrowserRouter(routes);
  const root = createRoot(container, rootOptions);
  // In slices too, for the same reason as hydrating (docs/decisions/085-hydrating-in-slices.md).
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} onError={ignoreCaught} />
        </AppProviders>
      </StrictMode>,
    );
  });
});
