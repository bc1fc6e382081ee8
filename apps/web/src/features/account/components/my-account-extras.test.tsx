import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, storedSession, storeSession, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const NO_BOOKINGS = () => json({ upcoming: [], past: [] });

describe('My bookings: your restaurants and your data', () => {
  beforeEach(() => {
    window.localStorage.clear();
    storeSession();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('links a staff member to each workspace, and shows nothing for a diner', async () => {
    stubApi({
      'GET /api/web/my/orders': () => json({ orders: [] }),
      'GET /api/web/my/bookings': NO_BOOKINGS,
      'GET /api/web/my/restaurants': () =>
        json({ restaurants: [{ restaurantId: 7, slug: 'lyng', name: 'Lyng', role: 'host' }] }),
    });
    renderApp('/my-bookings');
    expect(await screen.findByRole('link', { name: 'Staff workspace of Lyng' })).toHaveAttribute(
      'href',
      '/lyng/workspace',
    );
  });

  it('downloads the data as a JSON file', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:dekka');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = stubApi({
      'GET /api/web/my/orders': () => json({ orders: [] }),
      'GET /api/web/my/bookings': NO_BOOKINGS,
      'GET /api/web/my/restaurants': () => json({ restaurants: [] }),
      'GET /api/web/my/data': () => json({ exportedAt: '2026-12-02T12:00:00.000Z', bookings: [] }),
    });
    const { user } = renderApp('/my-bookings');
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(JSON.parse(await (blob as Blob).text())).toMatchObject({ bookings: [] });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('dekka-my-data.json');
    const call = api.calls.find((c) => c.path === '/api/web/my/data');
    expect(call?.headers.get('authorization')).toBe('Bearer account-token.signature');
  });

  it('deletes the account only after the diner confirms, then signs out and goes home', async () => {
    const api = stubApi({
      'GET /api/web/my/orders': () => json({ orders: [] }),
      'GET /api/web/my/bookings': NO_BOOKINGS,
      'GET /api/web/my/restaurants': () => json({ restaurants: [] }),
      'DELETE /api/web/my/account': () => json({ done: true }),
    });
    const { user, router } = renderApp('/my-bookings');
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(screen.getByText(/cannot be undone/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true);
    await waitFor(() =>
      expect(storedSession()).not.toMatchObject({ token: 'account-token.signature' }),
    );
  });

  it('tells a sole owner to hand over first, and keeps them signed in', async () => {
    stubApi({
      'GET /api/web/my/orders': () => json({ orders: [] }),
      'GET /api/web/my/bookings': NO_BOOKINGS,
      'GET /api/web/my/restaurants': () => json({ restaurants: [] }),
      'DELETE /api/web/my/account': () =>
        json({ code: 'conflict', message: 'owner', requestId: 'r' }, { status: 409 }),
    });
    const { user, router } = renderApp('/my-bookings');
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('only owner of a restaurant');
    expect(router.state.location.pathname).toBe('/my-bookings');
    expect(storedSession()).toMatchObject({ token: 'account-token.signature' });
  });
});
