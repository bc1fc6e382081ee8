import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';
import { createRoutes } from '../app/routes';
import { createQueryClient } from '../lib/query-client';

// Boundaries report their own errors; React's and the router's default console.error logging
// would only trip the setup's console.error check (main.tsx does the same).
const ignoreCaught = () => undefined;

/** Renders the real app (or a given route table) at `path`, with a fresh QueryClient. */
export function renderApp(path: string, routeTable?: RouteObject[]) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routeTable ?? createRoutes(queryClient), {
    initialEntries: [path],
  });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} onError={ignoreCaught} />
    </AppProviders>,
    { onCaughtError: ignoreCaught },
  );
  return { ...view, user, router, queryClient };
}
