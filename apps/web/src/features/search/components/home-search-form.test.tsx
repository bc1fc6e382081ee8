import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

describe('home search form', () => {
  afterEach(() => vi.useRealTimers());

  it('starts at 2 guests and the default time, and submits to the results address', async () => {
    // 14:07 in Reykjavík → the default search time is 15:30 the same day.
    vi.useFakeTimers({ now: new Date('2026-03-10T14:07:00Z'), shouldAdvanceTime: true });
    stubApi({
      'GET /api/web/filter/inuse': () =>
        json({
          categories: [{ id: 7, name: 'Seafood' }],
          cities: [{ region: 'North', cities: [{ id: 9, name: 'Akureyri' }] }],
          occasions: [],
          areas: [],
        }),
      'GET /api/web/search/results': () => json({ restaurants: [], page: 1, limit: 6, total: 0 }),
      'GET /api/web/event/upcomingxmas': () => json([]),
    });
    const { user, router } = renderApp('/');
    const form = await screen.findByRole('form', { name: 'Find a table' });
    expect(form).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Guests' })).toHaveValue('2');
    expect(screen.getByLabelText('Date')).toHaveValue('2026-03-10');
    expect(screen.getByRole('combobox', { name: 'Time' })).toHaveValue('15:30');

    await screen.findByRole('option', { name: 'Akureyri' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Guests' }), '4');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time' }), '19:00');
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Akureyri');
    await user.click(screen.getByRole('button', { name: 'Find a table' }));

    // The results route loads lazily: navigation ends when its module has arrived.
    await waitFor(() => expect(router.state.location.pathname).toBe('/results'));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('guests')).toBe('4');
    expect(query.get('dateTime')).toBe('2026-03-10T19:00');
    expect(query.get('filters')).toBe('9;city');
    expect(query.has('q')).toBe(false);
  });

  it('puts the typed text into the results address as q, with the time and party', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-10T14:07:00Z'), shouldAdvanceTime: true });
    const api = stubApi({
      'GET /api/web/filter/inuse': () =>
        json({ categories: [], cities: [], occasions: [], areas: [] }),
      'GET /api/web/search/results': () => json({ restaurants: [], page: 1, limit: 6, total: 0 }),
      'GET /api/web/search/globalsearch/sushi': () => json({ restaurants: [] }),
      'GET /api/web/event/upcomingxmas': () => json([]),
    });
    const { user, router } = renderApp('/');
    const form = await screen.findByRole('form', { name: 'Find a table' });
    await user.type(
      within(form).getByRole('combobox', { name: 'Restaurant or cuisine' }),
      ' sushi ',
    );
    await user.click(within(form).getByRole('button', { name: 'Find a table' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/results'));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('q')).toBe('sushi');
    expect(query.get('guests')).toBe('2');
    expect(query.get('dateTime')).toBe('2026-03-10T15:30');
    // The results page asks the server for the text and shows it.
    expect(await screen.findByText('Results for “sushi”')).toBeVisible();
    await waitFor(() =>
      expect(
        api.calls.some(
          (call) =>
            call.path === '/api/web/search/results' &&
            new URLSearchParams(call.search).get('q') === 'sushi',
        ),
      ).toBe(true),
    );
  });

  it('folds the suggestions away when the field loses focus, and back on return', async () => {
    stubApi({
      'GET /api/web/filter/inuse': () =>
        json({ categories: [], cities: [], occasions: [], areas: [] }),
      'GET /api/web/search/results': () => json({ restaurants: [], page: 1, limit: 6, total: 0 }),
      'GET /api/web/search/globalsearch/sushi': () =>
        json({
          restaurants: [
            {
              id: 4,
              name: 'Sushi Sjór',
              city: 'Reykjavík',
              categories: ['Asian'],
              priceCategoryId: 3,
              currency: 'ISK',
              slug: 'sushi-sjor',
              type: 'restaurant',
              listIndex: 0,
            },
          ],
        }),
      'GET /api/web/event/upcomingxmas': () => json([]),
    });
    const { user } = renderApp('/');
    const form = await screen.findByRole('form', { name: 'Find a table' });
    const field = within(form).getByRole('combobox', { name: 'Restaurant or cuisine' });
    await user.type(field, 'sushi');
    expect(
      await screen.findByRole('option', { name: /Sushi Sjór/ }, { timeout: 2000 }),
    ).toBeVisible();
    await user.tab();
    expect(screen.queryByRole('option', { name: /Sushi Sjór/ })).not.toBeInTheDocument();
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await user.click(field);
    expect(screen.getByRole('option', { name: /Sushi Sjór/ })).toBeVisible();
  });

  it('submits with Enter when no suggestion is active, and leaves blank text out', async () => {
    stubApi({
      'GET /api/web/filter/inuse': () =>
        json({ categories: [], cities: [], occasions: [], areas: [] }),
      'GET /api/web/search/results': () => json({ restaurants: [], page: 1, limit: 6, total: 0 }),
      'GET /api/web/event/upcomingxmas': () => json([]),
    });
    const { user, router } = renderApp('/');
    const form = await screen.findByRole('form', { name: 'Find a table' });
    const field = within(form).getByRole('combobox', { name: 'Restaurant or cuisine' });
    await user.type(field, '   {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/results'));
    expect(new URLSearchParams(router.state.location.search).has('q')).toBe(false);
  });
});
