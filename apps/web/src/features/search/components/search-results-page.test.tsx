import type { FiltersInUseResponse, SearchResultsResponse } from '@dekka/contracts/search';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { timeSlot as slot } from '../../../test/time-slot';
import { PROCESS_STORAGE_KEY } from '../../booking-process/model/process-storage';

const RESULTS: SearchResultsResponse = {
  restaurants: [
    {
      id: 1,
      name: 'Lyng',
      city: 'Reykjavík',
      categories: ['Nordic', 'Seafood'],
      priceCategoryId: 3,
      currency: 'ISK',
      slug: 'lyng',
      type: 'restaurant',
      listIndex: 0,
      timeSuggestions: [
        slot('2026-03-12T19:00', true),
        slot('2026-03-12T19:15', false, true),
        slot('2026-03-12T19:30', false),
      ],
    },
  ],
  page: 1,
  limit: 10,
  total: 1,
};

const FILTERS: FiltersInUseResponse = {
  categories: [{ id: 7, name: 'Seafood' }],
  cities: [{ region: 'Capital Region', cities: [{ id: 3, name: 'Reykjavík' }] }],
  occasions: [],
  areas: [],
};

describe('search results page', () => {
  it('shows a row with city, categories, price signs and time buttons', async () => {
    const api = stubApi({
      'GET /api/web/search/results': () => json(RESULTS),
      'GET /api/web/filter/inuse': () => json(FILTERS),
    });
    renderApp('/results?guests=4&dateTime=2026-03-12T19:00&filters=3;city');
    const row = (await screen.findByRole('link', { name: 'Lyng' })).closest('li');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Reykjavík')).toBeVisible();
    expect(within(row).getByText('Nordic, Seafood')).toBeVisible();
    // The market's sign (the test site is Icelandic), the same in every language.
    const price = within(row).getByRole('img', { name: 'Price category 3 of 4' });
    expect(price).toHaveTextContent('krkrkrkr');
    expect(price.querySelectorAll('.price-level__off')).toHaveLength(1);
    expect(within(row).getByRole('link', { name: 'Lyng' })).toHaveAttribute(
      'href',
      '/lyng?dateTime=2026-03-12T19%3A00&guests=4',
    );
    expect(within(row).getByRole('button', { name: 'Book at 19:00' })).toBeVisible();
    expect(
      within(row).getByRole('button', { name: '19:15, full: join the waiting list' }),
    ).toBeVisible();
    expect(within(row).getByRole('img', { name: '19:30, full' })).toBeVisible();

    const call = api.calls.find((c) => c.path === '/api/web/search/results');
    const query = new URLSearchParams(call?.search);
    expect(query.get('guests')).toBe('4');
    expect(query.get('dateTime')).toBe('2026-03-12T19:00');
    expect(query.get('filters')).toBe('3;city');
  });

  it('shows a restaurant’s cover as a thumbnail of a fixed size, and none where it has no cover', async () => {
    const cover = {
      id: 9,
      width: 1600,
      height: 1000,
      alt: 'The dining room',
      variants: [320, 640].flatMap((width) =>
        (['avif', 'webp'] as const).map((format) => ({
          format,
          width,
          height: width / 1.6,
          url: `/media/r1/p9-${width}.${format}`,
        })),
      ),
    };
    const [lyng] = RESULTS.restaurants;
    if (!lyng) throw new Error('no fixture');
    stubApi({
      'GET /api/web/search/results': () =>
        json({
          ...RESULTS,
          restaurants: [
            { ...lyng, cover },
            { ...lyng, id: 2, name: 'Dill', slug: 'dill' },
          ],
        }),
      'GET /api/web/filter/inuse': () => json(FILTERS),
    });
    const { container } = renderApp('/results?guests=2&dateTime=2026-03-12T19:00');
    const withCover = (await screen.findByRole('link', { name: 'Lyng' })).closest('li');
    const without = screen.getByRole('link', { name: 'Dill' }).closest('li');
    const image = withCover?.querySelector('img.result-row__photo');
    // Decorative: the restaurant's name is right beside it.
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('src', '/media/r1/p9-640.webp');
    expect(withCover?.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      '/media/r1/p9-320.avif 320w, /media/r1/p9-640.avif 640w',
    );
    expect(without?.querySelector('img')).toBeNull();
    expect(container.querySelectorAll('img.result-row__photo')).toHaveLength(1);
  });

  it('writes filter choices and the party size into the address', async () => {
    stubApi({
      'GET /api/web/search/results': () => json(RESULTS),
      'GET /api/web/filter/inuse': () => json(FILTERS),
    });
    const { user, router } = renderApp('/bokabord?guests=2&dateTime=2026-03-12T19:00');
    await screen.findByRole('link', { name: 'Lyng' });
    // The results may arrive before the filters (the route's loader asks for them first).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Filters' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    const city = within(sheet).getByRole('button', { name: 'Reykjavík' });
    expect(city).toHaveAttribute('aria-pressed', 'false');
    await user.click(city);
    // The address moves once the route's loader has run; React renders it in a transition after.
    const query = () => new URLSearchParams(router.state.location.search);
    await waitFor(() => expect(query().get('filters')).toBe('3;city'));
    expect(router.state.location.pathname).toBe('/bokabord');
    await waitFor(() => expect(city).toHaveAttribute('aria-pressed', 'true'));
    await user.click(within(sheet).getByRole('button', { name: 'Show 1 result' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toHaveFocus();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Guests' }), '5');
    await waitFor(() => expect(query().get('guests')).toBe('5'));
    expect(query().get('filters')).toBe('3;city');
  });

  it('shows the text, keeps it when filters change, and searches again for new text', async () => {
    const api = stubApi({
      'GET /api/web/search/results': () => json(RESULTS),
      'GET /api/web/filter/inuse': () => json(FILTERS),
    });
    const { user, router } = renderApp(
      '/results?guests=2&dateTime=2026-03-12T19:00&q=sushi&filters=7;category',
    );
    await screen.findByRole('link', { name: 'Lyng' });
    expect(screen.getByText('Results for “sushi”')).toBeVisible();
    const form = screen.getByRole('form', { name: 'Change your search' });
    const field = within(form).getByRole('searchbox', { name: 'Restaurant, cuisine or town' });
    expect(field).toHaveValue('sushi');
    const resultCalls = () =>
      api.calls
        .filter((call) => call.path === '/api/web/search/results')
        .map((call) => new URLSearchParams(call.search));
    expect(resultCalls()[0]?.get('q')).toBe('sushi');
    expect(resultCalls()[0]?.get('filters')).toBe('7;category');

    const query = () => new URLSearchParams(router.state.location.search);
    await user.click(await screen.findByRole('button', { name: 'Filters (1)' }));
    await user.click(await screen.findByRole('button', { name: 'Reykjavík', pressed: false }));
    await waitFor(() => expect(query().get('filters')).toBe('7;category,3;city'));
    expect(query().get('q')).toBe('sushi');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(query().has('filters')).toBe(false));
    expect(query().get('q')).toBe('sushi');
    // The router's address changes before React shows it (a transition): act on what is shown.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Clear all filters' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Guests' }), '3');
    await waitFor(() => expect(query().get('guests')).toBe('3'));
    expect(query().get('q')).toBe('sushi');
    expect(field).toHaveValue('sushi');

    await user.clear(field);
    await user.type(field, '  Kol og Salt {Enter}');
    await waitFor(() => expect(query().get('q')).toBe('Kol og Salt'));
    // The same field, still focused, now holding the text as searched.
    expect(field).toHaveFocus();
    await waitFor(() => expect(field).toHaveValue('Kol og Salt'));
    expect(router.state.location.pathname).toBe('/results');
    expect(query().get('guests')).toBe('3');
    expect(await screen.findByText('Results for “Kol og Salt”')).toBeVisible();
    await waitFor(() => expect(resultCalls().at(-1)?.get('q')).toBe('Kol og Salt'));

    // Emptied and sent with the button: no text, no summary.
    await user.clear(field);
    await user.click(within(form).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(query().has('q')).toBe(false));
    await waitFor(() => expect(screen.queryByText(/Results for/)).not.toBeInTheDocument());
    await waitFor(() => expect(resultCalls().at(-1)?.has('q')).toBe(false));
  });

  it('takes a new text from the address into its field', async () => {
    stubApi({
      'GET /api/web/search/results': () => json(RESULTS),
      'GET /api/web/filter/inuse': () => json(FILTERS),
    });
    const { router } = renderApp('/results?guests=2&dateTime=2026-03-12T19:00&q=pizza');
    const field = await screen.findByRole('searchbox', { name: 'Restaurant, cuisine or town' });
    expect(field).toHaveValue('pizza');
    await act(() => router.navigate('/results?guests=2&dateTime=2026-03-12T19:00&q=sushi'));
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Restaurant, cuisine or town' })).toHaveValue(
        'sushi',
      ),
    );
  });

  it('suggests other words when the text finds nothing', async () => {
    stubApi({
      'GET /api/web/search/results': () => json({ restaurants: [], page: 1, limit: 10, total: 0 }),
      'GET /api/web/filter/inuse': () => json(FILTERS),
    });
    renderApp('/results?q=qqqxxzz');
    expect(await screen.findByText('No restaurants match your search')).toBeVisible();
    expect(
      screen.getByText('Check the spelling, try fewer words or remove a filter.'),
    ).toBeVisible();
  });

  it('a tapped time starts the booking at the reserve step, as on the restaurant page', async () => {
    const api = stubApi({
      'GET /api/web/search/results': () => json(RESULTS),
      'GET /api/web/filter/inuse': () => json(FILTERS),
      'GET /api/web/booking/v4/processsteps/1/null/false/2026-03-12T19:00': () =>
        json({ bookingProcessSteps: [0, 1, 2] }),
    });
    const { user, router } = renderApp('/results?lng=en&guests=4&dateTime=2026-03-12T19:00');
    await user.click(await screen.findByRole('button', { name: 'Book at 19:00' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/book/reserve'));
    const query = new URLSearchParams(router.state.location.search);
    // The reserve step's exact query (the app shell adds the sticky `lng` after any navigation).
    query.delete('lng');
    expect(Object.fromEntries(query)).toEqual({
      dateTime: '2026-03-12T19:00',
      guests: '4',
      restaurantId: '1',
      currentStep: 'reserve',
    });
    expect(api.calls.some((call) => call.path.includes('/processsteps/'))).toBe(true);
    expect(JSON.parse(window.sessionStorage.getItem(PROCESS_STORAGE_KEY) ?? '')).toMatchObject({
      restaurantId: 1,
      dateTime: '2026-03-12T19:00',
      guests: 4,
      isWaitingList: false,
      currentStep: 0,
    });
  });

  it('a waiting-list time starts the waiting-list booking', async () => {
    stubApi({
      'GET /api/web/search/results': () => json(RESULTS),
      'GET /api/web/filter/inuse': () => json(FILTERS),
      'GET /api/web/booking/v4/processsteps/1/null/true/2026-03-12T19:15': () =>
        json({ bookingProcessSteps: [0, 1, 2] }),
    });
    const { user, router } = renderApp('/results?lng=en&guests=2&dateTime=2026-03-12T19:00');
    await user.click(
      await screen.findByRole('button', { name: '19:15, full: join the waiting list' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/book/reserve'));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('dateTime')).toBe('2026-03-12T19:15');
    expect(query.get('guests')).toBe('2');
    expect(query.get('restaurantId')).toBe('1');
    expect(query.get('currentStep')).toBe('reserve');
    expect(query.get('isWaitingList')).toBe('true');
  });

  it("the restaurant's name still opens the restaurant page", async () => {
    stubApi({
      'GET /api/web/search/results': () => json(RESULTS),
      'GET /api/web/filter/inuse': () => json(FILTERS),
    });
    const { user, router } = renderApp('/results?lng=en&guests=4&dateTime=2026-03-12T19:00');
    await user.click(await screen.findByRole('link', { name: 'Lyng' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lyng'));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('dateTime')).toBe('2026-03-12T19:00');
    expect(query.get('guests')).toBe('4');
  });

  it('an empty result offers to clear the filters and the text', async () => {
    stubApi({
      'GET /api/web/search/results': () => json({ restaurants: [], page: 1, limit: 10, total: 0 }),
      'GET /api/web/filter/inuse': () => json(FILTERS),
    });
    const { user, router } = renderApp(
      '/results?guests=2&dateTime=2026-03-12T19:00&q=sushi&filters=7;category',
    );
    const query = () => new URLSearchParams(router.state.location.search);
    expect(await screen.findByText('No restaurants match your search')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(query().has('filters')).toBe(false));
    expect(query().get('q')).toBe('sushi');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument(),
    );
    await user.click(await screen.findByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(query().has('q')).toBe(false));
    expect(query().get('guests')).toBe('2');
    expect(query().get('dateTime')).toBe('2026-03-12T19:00');
    expect(router.state.location.pathname).toBe('/results');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument(),
    );
  });

  it('an empty result without filters or text offers nothing to clear', async () => {
    stubApi({
      'GET /api/web/search/results': () => json({ restaurants: [], page: 1, limit: 10, total: 0 }),
      'GET /api/web/filter/inuse': () => json(FILTERS),
    });
    renderApp('/results?guests=2&dateTime=2026-03-12T19:00');
    expect(await screen.findByText('No restaurants match your search')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('still searches when the filter list fails, and shows an error when results fail', async () => {
    stubApi({
      'GET /api/web/search/results': () =>
        json({ code: 'internal', message: 'boom', requestId: 'r' }, { status: 500 }),
      'GET /api/web/filter/inuse': () =>
        json({ code: 'internal', message: 'boom', requestId: 'r' }, { status: 500 }),
    });
    renderApp('/results');
    expect(await screen.findByText('We could not load the restaurants')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
  });
});
