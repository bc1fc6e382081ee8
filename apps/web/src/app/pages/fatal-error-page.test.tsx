import { render, screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../components/error-boundary';
import { stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';
import { FatalErrorPage } from './fatal-error-page';

function Boom(): never {
  throw new Error('kitchen on fire');
}

const brokenRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <Outlet />,
    errorElement: <FatalErrorPage standalone />,
    children: [{ id: '/', path: '/', element: <Boom /> }],
  },
];

describe('fatal error page', () => {
  it('tells the visitor, offers a way back, warns and reports', async () => {
    const api = stubApi();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/', brokenRoutes);

    expect(await screen.findByRole('heading', { level: 1, name: 'Whoops...' })).toBeVisible();
    expect(
      screen.getByText('Something went wrong and our technicians have been notified.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return to Dekka' })).toHaveAttribute('href', '/');
    expect(warn).toHaveBeenCalledWith('User saw 500 error page', expect.any(Error));

    await waitFor(() =>
      expect(api.calls).toContainEqual(
        expect.objectContaining({
          method: 'POST',
          path: '/api/web/client-errors',
          body: expect.objectContaining({ message: 'kitchen on fire', kind: 'error' }),
        }),
      ),
    );
  });
});

describe('ErrorBoundary', () => {
  it('replaces the broken part with "Something went wrong" and reports it', async () => {
    const api = stubApi();
    render(
      <div>
        <p>Still here</p>
        <ErrorBoundary>
          <Boom />
        </ErrorBoundary>
      </div>,
      { onCaughtError: () => undefined },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByText('Still here')).toBeVisible();
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === '/api/web/client-errors')).toBe(true),
    );
  });
});
