import type { NearbyResponse } from '@dekka/contracts/search';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { json, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { timeSlot as slot } from '../../../test/time-slot';

const row = {
  city: 'Reykjavík',
  categories: ['Seafood'],
  priceCategoryId: 2,
  currency: 'ISK' as const,
  type: 'restaurant' as const,
  listIndex: 0,
  address: 'Austurbakki 2, 101 Reykjavík',
};

const NEARBY: NearbyResponse = {
  restaurants: [
    {
      ...row,
      id: 7,
      name: 'Tónn',
      slug: 'tonn-i-horpu',
      lat: 64.1504,
      lon: -21.9327,
      distanceMeters: 120,
      timeSuggestions: [slot('2026-03-12T19:00', true), slot('2026-03-12T19:15', true)],
    },
    {
      ...row,
      id: 1,
      name: 'Hafnarljós',
      slug: 'hafnarljos',
      lat: 64.1497,
      lon: -21.9406,
      distanceMeters: 1240,
      timeSuggestions: [slot('2026-03-12T19:00', false)],
      nextAvailable: slot('2026-03-14T19:30', true),
    },
  ],
};

const PATH = '/nearby/64.1505/-21.9350/20/en';

function nearbyQuery(api: ReturnType<typeof stubApi>): URLSearchParams {
  const call = api.calls.find((c) => c.path === '/api/web/search/nearby');
  if (!call) throw new Error('the nearby list was not asked for');
  return new URLSearchParams(call.search);
}

describe('the nearby page', () => {
  it('lists the closest restaurants first, with their distance and times to book', async () => {
    const api = stubApi({ 'GET /api/web/search/nearby': () => json(NEARBY) });
    renderApp(PATH);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Restaurants nearby',
    );
    const first = (await screen.findByRole('link', { name: 'Tónn' })).closest('li');
    const second = screen.getByRole('link', { name: 'Hafnarljós' }).closest('li');
    if (!first || !second) throw new Error('no rows');
    const rows = screen
      .getAllByRole('listitem')
      .filter((item) => item === first || item === second);
    expect(rows).toEqual([first, second]);
    expect(within(first).getByText('120 m')).toBeVisible();
    expect(within(second).getByText('1.2 km')).toBeVisible();
    // The times tap straight into the booking, as on the results page.
    expect(within(first).getByRole('button', { name: 'Book at 19:00' })).toBeVisible();
    expect(within(second).getByRole('button', { name: 'Book Sat, Mar 14 at 19:30' })).toBeVisible();
    expect(screen.getByText('2 restaurants')).toBeVisible();
    expect(
      screen.getByText(/^Closest first, with free tables around \d\d:\d\d on .+ for 2 guests\.$/),
    ).toBeVisible();
    expect(document.title).toBe('Restaurants nearby – Dekka');

    const query = nearbyQuery(api);
    expect(query.get('lat')).toBe('64.1505');
    expect(query.get('lon')).toBe('-21.935');
    expect(query.get('take')).toBe('20');
    expect(query.get('guests')).toBe('2');
    expect(query.get('dateTime')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
    expect(query.has('harpa')).toBe(false);

    // The map repeats the list: a named region whose markers link to the same restaurants.
    const map = screen.getByRole('region', { name: 'Map of the restaurants listed' });
    const marker = await within(map).findByRole('link', { name: '1. Tónn, 120 m' });
    expect(marker.getAttribute('href')).toMatch(/^\/tonn-i-horpu\?dateTime=.+&guests=2$/);
    expect(marker).toHaveAttribute('tabindex', '-1');
  });

  it('clamps `take` to 50 and reads "harpa" as Harpa only', async () => {
    const api = stubApi({ 'GET /api/web/search/nearby': () => json(NEARBY) });
    renderApp('/nearby/64.15/-21.93/500/harpa/en');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Restaurants in Harpa',
    );
    await screen.findByRole('link', { name: 'Tónn' });
    const query = nearbyQuery(api);
    expect(query.get('take')).toBe('50');
    expect(query.get('harpa')).toBe('true');
    expect(document.title).toBe('Restaurants in Harpa – Dekka');
  });

  it('shows the page in the language its address names', async () => {
    stubApi({ 'GET /api/web/search/nearby': () => json(NEARBY) });
    renderApp('/nearby/64.15/-21.93/20/is');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Veitingastaðir í nágrenninu',
    );
    expect(i18n.language).toBe('is');
    expect(await screen.findByText('1,2 km')).toBeVisible();
  });

  it('writes a language chosen on the page back into its address', async () => {
    stubApi({ 'GET /api/web/search/nearby': () => json(NEARBY) });
    const { router } = renderApp('/nearby/64.15/-21.93/20/en');
    await screen.findByRole('link', { name: 'Tónn' });
    await i18n.changeLanguage('is');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/nearby/64.150/-21.930/20/is'),
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Veitingastaðir í nágrenninu',
    );
  });

  it('says when the restaurants could not be loaded, and tries again', async () => {
    let fail = true;
    const api = stubApi({
      'GET /api/web/search/nearby': () =>
        fail
          ? json({ code: 'internal_error', message: 'x', requestId: 'r' }, { status: 500 })
          : json(NEARBY),
    });
    const { user } = renderApp(PATH);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the restaurants nearby');
    expect(screen.queryByRole('region', { name: 'Map of the restaurants listed' })).toBeNull();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Tónn' })).toBeVisible();
    expect(api.calls.filter((c) => c.path === '/api/web/search/nearby')).toHaveLength(2);
  });

  it('says when nothing is near, and offers everything near from an empty Harpa list', async () => {
    stubApi({ 'GET /api/web/search/nearby': () => json({ restaurants: [] }) });
    const { user, router } = renderApp('/nearby/64.15/-21.93/10/true/en');
    expect(await screen.findByText('No restaurant in Harpa takes bookings yet')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Show all restaurants nearby' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/nearby/64.150/-21.930/10/en'),
    );
    expect(await screen.findByText('No restaurants found near this position')).toBeVisible();
  });

  it('explains an address without a position and offers to use the diner’s own', async () => {
    const api = stubApi();
    renderApp('/nearby/north/-21.93/20/en');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This address does not name a position',
    );
    expect(screen.getByRole('button', { name: 'Restaurants nearby' })).toBeVisible();
    expect(api.calls.some((c) => c.path === '/api/web/search/nearby')).toBe(false);
  });
});

describe('the Near me button', () => {
  function stubPosition(
    answer: (success: PositionCallback, failure: PositionErrorCallback) => void,
  ) {
    const getCurrentPosition = vi.fn(answer);
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator), {
        geolocation: { getCurrentPosition },
      }),
    );
    return getCurrentPosition;
  }

  it('opens the nearby page for the browser’s position, rounded to three decimals', async () => {
    stubApi({ 'GET /api/web/search/nearby': () => json(NEARBY) });
    const ask = stubPosition((success) =>
      success({ coords: { latitude: 64.146_612, longitude: -21.942_68 } } as GeolocationPosition),
    );
    const { user, router } = renderApp('/nearby/north/0/20/en');
    await user.click(await screen.findByRole('button', { name: 'Restaurants nearby' }));
    expect(ask).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/nearby/64.147/-21.943/20/en'),
    );
    expect(await screen.findByRole('link', { name: 'Tónn' })).toBeVisible();
  });

  it('says so when the position is refused, and stays', async () => {
    stubApi();
    stubPosition((_success, failure) =>
      failure({ code: 1, message: 'denied' } as GeolocationPositionError),
    );
    const { user, router } = renderApp('/nearby/north/0/20/en');
    await user.click(await screen.findByRole('button', { name: 'Restaurants nearby' }));
    expect(
      await screen.findByText(
        'We could not get your position. Allow location for this site and try again.',
      ),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/nearby/north/0/20/en');
  });
});
