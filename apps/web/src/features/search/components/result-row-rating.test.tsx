import type { SearchResultsResponse } from '@dekka/contracts/search';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const row = (
  id: number,
  name: string,
  rating: { ratingAverage?: number; ratingCount?: number },
) => ({
  id,
  name,
  city: 'Reykjavík',
  categories: ['Nordic'],
  priceCategoryId: 2,
  currency: 'ISK' as const,
  slug: name.toLowerCase(),
  type: 'restaurant' as const,
  listIndex: id,
  timeSuggestions: [],
  ...rating,
});

const RESULTS: SearchResultsResponse = {
  restaurants: [row(1, 'Lyng', { ratingAverage: 4.3, ratingCount: 12 }), row(2, 'Kol', {})],
  page: 1,
  limit: 10,
  total: 2,
};

describe('a search result’s rating', () => {
  it('shows the average and count on rows that have ratings, and nothing on the others', async () => {
    stubApi({ 'GET /api/web/search/results': () => json(RESULTS) });
    renderApp('/results?guests=2&dateTime=2026-03-12T19:00');
    const rated = (await screen.findByRole('link', { name: 'Lyng' })).closest('li');
    const unrated = screen.getByRole('link', { name: 'Kol' }).closest('li');
    if (!rated || !unrated) throw new Error('no rows');
    expect(within(rated).getByText('Rated 4.3 out of 5 from 12 ratings')).toBeInTheDocument();
    expect(within(rated).getByText('(12)')).toBeVisible();
    expect(within(unrated).queryByText(/Rated/)).toBeNull();
    expect(within(unrated).queryByText('★')).toBeNull();
  });
});
