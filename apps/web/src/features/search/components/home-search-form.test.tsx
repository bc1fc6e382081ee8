import { screen, waitFor } from '@testing-library/react';
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
  });
});
