import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/routes';
import { installGlobalErrorReporting, reportError } from './lib/error-reporting';
import { currentLanguage, i18n, i18nReady } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import './app/styles/global.css';

installGlobalErrorReporting();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();

// Errors caught by a boundary are reported by that boundary (the router's error page, our
// ErrorBoundary); React's default would log them again with console.error.
const ignoreCaught = () => undefined;

const root = createRoot(container, {
  onCaughtError: ignoreCaught,
  onUncaughtError: (error) => {
    console.error(error);
    reportError(error);
  },
});

// The visitor's language arrives as its own chunk; rendering waits for it (lib/i18n.ts), and so
// does the router, whose first loaders would otherwise fetch before the language is known.
void i18nReady.then(() => {
  // The server answers a restaurant's texts in the language the request names (Accept-Language):
  // what was fetched in one language is fetched again when the diner switches to another.
  let language = currentLanguage();
  i18n.subscribe(() => {
    if (currentLanguage() === language) return;
    language = currentLanguage();
    void queryClient.invalidateQueries();
  });
  const router = createBrowserRouter(createRoutes(queryClient));
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} onError={ignoreCaught} />
      </AppProviders>
    </StrictMode>,
  );
});
