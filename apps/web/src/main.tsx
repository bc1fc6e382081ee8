import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/routes';
import { installGlobalErrorReporting, reportError } from './lib/error-reporting';
import { i18nReady } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import './app/styles/global.css';

installGlobalErrorReporting();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const router = createBrowserRouter(createRoutes(queryClient));

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

// The visitor's language arrives as its own chunk; rendering waits for it (lib/i18n.ts).
void i18nReady.then(() => {
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} onError={ignoreCaught} />
      </AppProviders>
    </StrictMode>,
  );
});
