import type { GlobalSearchResponse } from '@dekka/contracts/search';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const SEARCH = 'Search for restaurants or cuisines';

const FOUND: GlobalSearchResponse = {
  restaurants: [
    {
      id: 1,
      name: 'Lyng',
      city: 'Reykjavík',
      categories: ['Nordic'],
      priceCategoryId: 3,
      currency: 'ISK',
      slug: 'lyng',
      type: 'restaurant',
      listIndex: 0,
    },
    {
      id: 2,
      name: 'Hafið',
      city: 'Reykjavík',
      categories: ['Seafood'],
      priceCategoryId: 2,
      currency: 'ISK',
      slug: 'hafid',
      type: 'restaurant',
      listIndex: 1,
    },
  ],
};

function searchCalls(calls: { path: string }[]) {
  return calls.filter((call) => call.path.startsWith('/api/web/search/globalsearch'));
}

async function openSearch() {
  // Fake timers drive the debounce; the shell's own start-up still needs to settle first.
  fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
  return screen.getByRole('combobox', { name: SEARCH });
}

describe('header search box', () => {
  afterEach(() => vi.useRealTimers());

  it('waits 500 ms after typing, trims the text, and makes no call for blanks', async () => {
    const api = stubApi({ 'GET /api/web/search/globalsearch/lyng': () => json(FOUND) });
    renderApp('/');
    const input = await openSearch();
    vi.useFakeTimers();

    fireEvent.change(input, { target: { value: '   ' } });
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(searchCalls(api.calls)).toHaveLength(0);

    fireEvent.change(input, { target: { value: ' ly' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(input, { target: { value: ' lyng ' } });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(searchCalls(api.calls)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(searchCalls(api.calls).map((call) => call.path)).toEqual([
      '/api/web/search/globalsearch/lyng',
    ]);
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByRole('option', { name: /Lyng/ })).toBeVisible();
  });

  it('moves the active result with the arrow keys and opens it with Enter', async () => {
    stubApi({ 'GET /api/web/search/globalsearch/rey': () => json(FOUND) });
    const { user, router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    const input = screen.getByRole('combobox', { name: SEARCH });
    await user.type(input, 'rey');
    await screen.findByRole('option', { name: /Lyng/ }, { timeout: 2000 });

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const hafid = screen.getByRole('option', { name: /Hafið/ });
    expect(hafid).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', hafid.id);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Lyng/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    // The restaurant page is a lazy route: the address changes once its code has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/hafid'));
    expect(screen.queryByRole('combobox', { name: SEARCH })).not.toBeInTheDocument();
  });

  it('goes to the results for the text on Enter with no active result', async () => {
    const api = stubApi({
      'GET /api/web/search/globalsearch/sushi': () => json(FOUND),
      'GET /api/web/search/results': () => json({ restaurants: [], page: 1, limit: 10, total: 0 }),
      'GET /api/web/filter/inuse': () =>
        json({ categories: [], cities: [], occasions: [], areas: [] }),
    });
    // The party size and time the address has come along to the new search.
    const { user, router } = renderApp('/?guests=4&dateTime=2026-03-12T19:00');
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    const input = screen.getByRole('combobox', { name: SEARCH });
    await user.type(input, '  sushi ');
    // Results shown but none active: Enter searches instead of opening one.
    await screen.findByRole('option', { name: /Lyng/ }, { timeout: 2000 });
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/results'));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('q')).toBe('sushi');
    expect(query.get('guests')).toBe('4');
    expect(query.get('dateTime')).toBe('2026-03-12T19:00');
    expect(screen.queryByRole('combobox', { name: SEARCH })).not.toBeInTheDocument();
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

  it('searches at once on Enter, before the suggestions arrive, and ignores blank text', async () => {
    stubApi({
      'GET /api/web/search/results': () => json({ restaurants: [], page: 1, limit: 10, total: 0 }),
      'GET /api/web/filter/inuse': () =>
        json({ categories: [], cities: [], occasions: [], areas: [] }),
    });
    const { user, router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    const input = screen.getByRole('combobox', { name: SEARCH });
    await user.type(input, '   {Enter}');
    expect(router.state.location.pathname).toBe('/');
    expect(input).toBeVisible();

    await user.clear(input);
    await user.type(input, 'Skólavörðuhús{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/results'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('Skólavörðuhús');
  });

  it('says so when nothing matches', async () => {
    stubApi({ 'GET /api/web/search/globalsearch/zzz': () => json({ restaurants: [] }) });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    await user.type(screen.getByRole('combobox', { name: SEARCH }), 'zzz');
    expect(
      await screen.findByText('No restaurants found', {}, { timeout: 2000 }),
    ).toBeInTheDocument();
  });
});
