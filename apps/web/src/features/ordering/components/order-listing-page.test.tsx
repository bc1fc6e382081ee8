import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { LISTING } from '../test/ordering-fixtures';

const LIST = 'GET /api/web/ordering/restaurants';

function openListing(path: string, answer = LISTING) {
  const api = stubApi({ [LIST]: () => json(answer) });
  const view = renderApp(path);
  return { ...api, ...view };
}

const asked = (calls: { method: string; path: string; search: string }[]) =>
  calls
    .filter((call) => `${call.method} ${call.path}` === LIST)
    .map((call) => Object.fromEntries(new URLSearchParams(call.search)));

describe('the ordering listing', () => {
  it('shows the restaurants that take orders as cards linking to their order pages', async () => {
    openListing('/pantamat?lng=en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order food' })).toBeVisible();
    const cards = await screen.findAllByRole('listitem', { name: '' });
    expect(cards.length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Borgarinn' })).toHaveAttribute(
      'href',
      '/borgarinn/order',
    );
    expect(screen.getByText('Taking orders now')).toBeVisible();
    expect(screen.getByText('Online orders are paused')).toBeVisible();
    expect(screen.getByText(/Delivery from ISK\s990, smallest order ISK\s3,000/)).toBeVisible();
    expect(screen.getByText('2 restaurants')).toBeVisible();
  });

  it('puts the filters in the address and asks the server with them', async () => {
    const { user, router, calls } = openListing('/pantamat?lng=en');
    await screen.findByRole('link', { name: 'Borgarinn' });
    const filters = screen.getByRole('form', { name: 'Filter the restaurants' });
    await user.selectOptions(
      within(filters).getByRole('combobox', { name: 'How you get it' }),
      'delivery',
    );
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Town' }), 'Reykjavík');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Cuisine' }), 'Burgers');
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        lng: 'en',
        mode: 'delivery',
        city: '2',
        cuisine: '5',
      }),
    );
    await waitFor(() =>
      expect(asked(calls).at(-1)).toEqual({ mode: 'delivery', city: '2', cuisine: '5' }),
    );
  });

  it('opens catering for ?party=true and delivery at /delivery', async () => {
    const party = openListing('/pantamat?party=true&lng=en');
    await screen.findByRole('link', { name: 'Borgarinn' });
    expect(screen.getByRole('combobox', { name: 'How you get it' })).toHaveDisplayValue('Catering');
    expect(asked(party.calls)).toEqual([{ mode: 'catering' }]);
    party.unmount();

    const delivery = openListing('/delivery?lng=en');
    await screen.findByRole('link', { name: 'Borgarinn' });
    expect(screen.getByRole('combobox', { name: 'How you get it' })).toHaveDisplayValue('Delivery');
    expect(asked(delivery.calls)).toEqual([{ mode: 'delivery' }]);
    // "Any way" on /delivery is every mode, not the page's own again.
    await delivery.user.selectOptions(
      screen.getByRole('combobox', { name: 'How you get it' }),
      'Any way',
    );
    await waitFor(() => expect(asked(delivery.calls).at(-1)).toEqual({}));
    expect(screen.getByRole('combobox', { name: 'How you get it' })).toHaveDisplayValue('Any way');
  });

  it('says when nothing matches, with a way to clear the filters', async () => {
    const { user, calls } = openListing('/pantamat?mode=catering&city=1&lng=en', {
      ...LISTING,
      restaurants: [],
    });
    expect(
      await screen.findByText('No restaurant takes orders like that yet. Try other filters.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(asked(calls).at(-1)).toEqual({}));
  });

  it('says when the list cannot be loaded', async () => {
    stubApi({
      [LIST]: () => json({ code: 'internal', message: 'x', requestId: 'r' }, { status: 500 }),
    });
    renderApp('/pantamat?lng=en');
    expect(
      await screen.findByText("We couldn't load the restaurants. Please try again."),
    ).toBeVisible();
  });
});
