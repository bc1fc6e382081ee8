import type { FiltersInUseResponse, SearchResultsResponse } from '@dekka/contracts/search';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { timeSlot as slot } from '../../../test/time-slot';

const row = {
  city: 'Reykjavík',
  categories: [],
  priceCategoryId: 2,
  currency: 'ISK' as const,
  type: 'restaurant' as const,
  listIndex: 0,
};

const RESULTS: SearchResultsResponse = {
  restaurants: [
    {
      ...row,
      id: 1,
      name: 'Lyng',
      slug: 'lyng',
      distanceMeters: 1240,
      timeSuggestions: [slot('2026-03-12T19:00', true)],
    },
    {
      ...row,
      id: 2,
      name: 'Fullt',
      slug: 'fullt',
      distanceMeters: 350,
      timeSuggestions: [slot('2026-03-12T19:00', false)],
      nextAvailable: slot('2026-03-14T19:30', true),
    },
  ],
  page: 1,
  limit: 50,
  total: 2,
};

const FILTERS: FiltersInUseResponse = { categories: [], cities: [], occasions: [], areas: [] };

describe('search results: next free time and distance', () => {
  it('offers a fully booked restaurant’s next free time as a button, and shows distances', async () => {
    stubApi({
      'GET /api/web/search/results': () => json(RESULTS),
      'GET /api/web/filter/inuse': () => json(FILTERS),
    });
    renderApp('/results?guests=2&dateTime=2026-03-12T19:00');
    const full = (await screen.findByRole('link', { name: 'Fullt' })).closest('li');
    const free = screen.getByRole('link', { name: 'Lyng' }).closest('li');
    if (!full || !free) throw new Error('no rows');
    expect(within(full).getByText('Next free table Sat, Mar 14')).toBeVisible();
    expect(within(full).getByRole('button', { name: 'Book Sat, Mar 14 at 19:30' })).toBeVisible();
    expect(within(full).queryByRole('img', { name: '19:00, full' })).toBeNull();
    expect(within(full).getByText('350 m')).toBeVisible();
    expect(within(free).getByText('1.2 km')).toBeVisible();
    expect(within(free).queryByText(/Next free table/)).toBeNull();
  });

  it('writes the chosen order into the address and the call', async () => {
    const api = stubApi({
      'GET /api/web/search/results': () => json(RESULTS),
      'GET /api/web/filter/inuse': () => json(FILTERS),
    });
    const { user, router } = renderApp('/results?guests=2&dateTime=2026-03-12T19:00');
    await screen.findByRole('link', { name: 'Fullt' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-asc');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('price-asc'),
    );
    await waitFor(() =>
      expect(
        api.calls.some(
          (call) =>
            call.path === '/api/web/search/results' &&
            new URLSearchParams(call.search).get('sort') === 'price-asc',
        ),
      ).toBe(true),
    );
  });
});
