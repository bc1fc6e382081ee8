import { screen } from '@testing-library/react';
import { createMemoryRouter, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../test/api-stub';
import { renderApp } from '../test/render-app';
import { createQueryClient } from '../lib/query-client';
import { createRoutes, REDIRECTS, routes } from './routes';

function matchedRoute(path: string) {
  const matches = matchRoutes(routes, path);
  const leaf = matches?.at(-1);
  return { id: leaf?.route.id, params: leaf?.params ?? {} };
}

describe('route table (docs/product.md, "Routes")', () => {
  it.each<[string, string]>([
    ['/', '/'],
    ['/download-app', '/download-app'],
    ['/results', '/results'],
    ['/bookatable', '/bookatable'],
    ['/bokabord', '/bokabord'],
    ['/delivery', '/delivery'],
    ['/takeaway', '/takeaway'],
    ['/pantamat', '/pantamat'],
    ['/order', '/order'],
    ['/orderfood', '/orderfood'],
    ['/parties', '/parties'],
    ['/party', '/party'],
    ['/veislur', '/veislur'],
    ['/harpa', '/harpa'],
    ['/konukvold', '/konukvold'],
    ['/restaurant?id=3', '/restaurant'],
    ['/terms', '/terms'],
    ['/styleguide', '/styleguide'],
    ['/paymentlink', '/paymentlink'],
    ['/additionalinfo', '/additionalinfo'],
    ['/cancelbooking?guid=abc', '/cancelbooking'],
    ['/checkout', '/checkout'],
    ['/checkout/upsell', '/checkout/upsell'],
    ['/checkout/complete', '/checkout/complete'],
    ['/checkout/confirmation', '/checkout/confirmation'],
    ['/checkout/unknown-step', '/checkout/*'],
    ['/book', '/book'],
    ['/book/reserve', '/book/reserve'],
    ['/book/reservation-unsuccessful', '/book/reservation-unsuccessful'],
    ['/book/unknown/deeper', '/book/*'],
    ['/complete', '/complete'],
    ['/confirmation', '/confirmation'],
    ['/signup', '/signup'],
    ['/signup/thankyou', '/signup/thankyou'],
    ['/survey/thankyou', '/survey/thankyou'],
    ['/login', '/login'],
    ['/logout', '/logout'],
    ['/my-bookings', '/my-bookings'],
    ['/join', '/join'],
    ['/admin/applications', '/admin/applications'],
    ['/jol', '/jol'],
    ['/jolahladbord', '/jolahladbord'],
    ['/christmas', '/christmas'],
    ['/xmas', '/xmas'],
    ['/vidburdir', '/vidburdir'],
    ['/giftcard', '/giftcard'],
    ['/giftcard/status', '/giftcard/status'],
    ['/giftcard/view/GC-1234', '/giftcard/view/:code'],
    ['/gjafabref', '/gjafabref'],
    ['/nearby/64.14/-21.94/10/is', '/nearby/:lat/:lon/:take/:isHarpa?/:language'],
    ['/nearby/64.14/-21.94/10/true/en', '/nearby/:lat/:lon/:take/:isHarpa?/:language'],
    ['/survey', '/survey'],
    ['/event/lyng/jazz-night', '/event/:restaurantSlug/:eventSlug'],
    ['/events/lyng/jazz-night', '/events/:restaurantSlug/:eventSlug'],
    ['/lyng/konukvold', '/lyng/konukvold'],
    ['/lyng/order', '/:restaurantSlug/order'],
    ['/lyng/guestlist', '/:restaurantSlug/guestlist'],
    ['/lyng/orders', '/:restaurantSlug/orders'],
    ['/lyng/event/jazz-night', '/:restaurantSlug/event/:eventSlug'],
    // The catch-all restaurant route takes single segments nothing else claims…
    ['/lyng', '/:restaurantSlug'],
    ['/terms/', '/terms'],
    // …and anything deeper that no row names is not found.
    ['/lyng/menu', '*'],
    ['/a/b/c', '*'],
    ['/lyng/event/jazz-night/extra', '*'],
  ])('%s → %s', (path, expectedId) => {
    expect(matchedRoute(path).id).toBe(expectedId);
  });

  it('reads the nearby parameters with and without the optional isHarpa', () => {
    expect(matchedRoute('/nearby/64.14/-21.94/10/is').params).toEqual({
      lat: '64.14',
      lon: '-21.94',
      take: '10',
      language: 'is',
    });
    expect(matchedRoute('/nearby/64.14/-21.94/10/true/en').params).toMatchObject({
      isHarpa: 'true',
      language: 'en',
    });
  });

  it('reads restaurant and event slugs', () => {
    expect(matchedRoute('/lyng/event/jazz-night').params).toEqual({
      restaurantSlug: 'lyng',
      eventSlug: 'jazz-night',
    });
    expect(matchedRoute('/event/lyng/jazz-night').params).toEqual({
      restaurantSlug: 'lyng',
      eventSlug: 'jazz-night',
    });
  });

  it('gives every route a unique id', () => {
    const ids: string[] = [];
    const collect = (list: typeof routes) => {
      for (const route of list) {
        if (route.id) ids.push(route.id);
        if (route.children) collect(route.children);
      }
    };
    collect(routes);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('data requests that start with the page’s code', () => {
  it.each<[string, string, unknown[]]>([
    ['/hafnarljos', '/api/web/restaurant/hafnarljos', ['restaurant', 'hafnarljos']],
    ['/restaurant?id=7', '/api/web/restaurant/7', ['restaurant', '7']],
    [
      '/hafnarljos/event/jolahladbord',
      '/api/web/restaurant/hafnarljos',
      ['restaurant', 'hafnarljos'],
    ],
    [
      '/checkout/complete?guid=g-1&isWaitingList=true',
      '/api/web/booking/v3/bookinginfoforcomplete/g-1/true',
      ['booking', 'complete-info', 'g-1', true],
    ],
    [
      '/results?guests=3&dateTime=2026-03-12T19:00',
      '/api/web/search/results',
      ['searchResults', '2026-03-12T19:00', 3],
    ],
  ])('%s asks for %s in its loader, before the page renders', async (path, apiPath, key) => {
    const { calls } = stubApi();
    const queryClient = createQueryClient();
    const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
    // The loaders have run once the router has settled on the address; nothing rendered it.
    await expect.poll(() => calls.some((call) => call.path === apiPath)).toBe(true);
    const cached = queryClient.getQueryCache().findAll({ queryKey: key });
    expect(cached).toHaveLength(1);
    router.dispose();
  });

  it('asks for nothing without a query client (matching addresses only)', async () => {
    const { calls } = stubApi();
    const router = createMemoryRouter(routes, { initialEntries: ['/hafnarljos'] });
    await expect.poll(() => router.state.initialized).toBe(true);
    expect(calls.filter((call) => call.path.startsWith('/api/web/restaurant'))).toEqual([]);
    router.dispose();
  });
});

describe('redirects', () => {
  it.each(REDIRECTS)('$from → $to', async ({ from, to }) => {
    const router = createMemoryRouter(routes, { initialEntries: [from] });
    await expect
      .poll(() => `${router.state.location.pathname}${router.state.location.search}`)
      .toBe(to);
    router.dispose();
  });

  it('lists the product’s redirects', () => {
    expect(REDIRECTS).toEqual([
      { from: '/parties', to: '/pantamat?party=true' },
      { from: '/party', to: '/pantamat?party=true' },
      { from: '/veislur', to: '/pantamat?party=true' },
      { from: '/harpa', to: '/harpaveitingasala/order' },
      { from: '/konukvold', to: '/lyng/konukvold' },
    ]);
  });
});

describe('pages reached by address', () => {
  it('shows the restaurant-not-found state, not the generic 404, for an unknown slug', async () => {
    stubApi();
    renderApp('/lyng');
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find this restaurant" }),
    ).toBeVisible();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
  });

  it('says a restaurant that takes no orders takes none, with the way to those that do', async () => {
    stubApi();
    renderApp('/lyng/order');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "This restaurant doesn't take orders here",
      }),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'See the restaurants that take orders' }),
    ).toHaveAttribute('href', '/pantamat');
  });

  it('shows a not-found page for unknown deeper paths', async () => {
    stubApi();
    renderApp('/a/b/c');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  it('follows a redirect to the page it names', async () => {
    stubApi();
    const { router } = renderApp('/harpa');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "This restaurant doesn't take orders here",
      }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/harpaveitingasala/order');
  });
});

describe('booking flow pages opened without their parameters', () => {
  it('sends /book/reserve without time, party or restaurant to reservation-unsuccessful', async () => {
    const { calls } = stubApi();
    const { router } = renderApp('/book/reserve');
    expect(await screen.findByRole('heading', { level: 1, name: 'Whoops...' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/book/reservation-unsuccessful');
    expect(calls.some((call) => call.path === '/api/web/booking/reserve')).toBe(false);
  });

  it.each(['/checkout/confirmation', '/confirmation'])(
    'explains %s without a guid instead of crashing',
    async (path) => {
      stubApi();
      renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: "We couldn't find that booking" }),
      ).toBeVisible();
    },
  );

  it('says to contact the restaurant on /cancelbooking without a guid', async () => {
    stubApi();
    renderApp('/cancelbooking');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cancel booking' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('contact the restaurant directly');
  });
});
