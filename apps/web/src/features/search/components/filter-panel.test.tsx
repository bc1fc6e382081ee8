import type { FiltersInUseResponse, SearchResultsResponse } from '@dekka/contracts/search';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import type { StubCall } from '../../../test/api-stub';
import { json, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const FILTERS: FiltersInUseResponse = {
  categories: [
    { id: 7, name: 'Seafood' },
    { id: 8, name: 'Pizza' },
  ],
  cities: [
    { region: 'Capital Region', cities: [{ id: 3, name: 'Reykjavík' }] },
    { region: 'North', cities: [{ id: 4, name: 'Akureyri' }] },
  ],
  occasions: [{ id: 20, name: 'Birthday' }],
  areas: [],
};

/** As many restaurants as filters are asked for, plus one: each filter visibly narrows nothing. */
function results(call: StubCall): Response {
  const filters = new URLSearchParams(call.search).get('filters');
  const total = filters ? filters.split(',').length : 5;
  const body: SearchResultsResponse = { restaurants: [], page: 1, limit: 10, total };
  return json(body);
}

function stub() {
  return stubApi({
    'GET /api/web/search/results': results,
    'GET /api/web/filter/inuse': () => json(FILTERS),
  });
}

type Router = ReturnType<typeof renderApp>['router'];

const query = (router: Router) => new URLSearchParams(router.state.location.search);

/**
 * Waits for the address to hold these filters and for the shell's follow-up replace (it puts
 * `lng` back) to land, so the next click starts from the page as the diner sees it.
 */
async function filtersBecome(router: Router, filters: string | null) {
  await waitFor(() => {
    expect(query(router).get('filters')).toBe(filters);
    expect(query(router).get('lng')).toBe(i18n.language);
  });
}

/** The line under the heading that says what the list is for. */
function summary(): HTMLElement {
  const line = document.querySelector<HTMLElement>('.search-page__query');
  if (!line) throw new Error('no summary');
  return line;
}

describe('the results page’s filters', () => {
  it('open as a sheet of toggle chips, grouped, that change the address at once', async () => {
    stub();
    const { user, router } = renderApp('/results?guests=2&dateTime=2026-03-12T19:00');
    const open = await screen.findByRole('button', { name: 'Filters' });
    await waitFor(() => expect(open).toBeEnabled());
    expect(open).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(open);

    // The sheet's code comes when the diner reaches for the button.
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    for (const group of ['Cuisine', 'City', 'Capital Region', 'North', 'Occasion']) {
      expect(within(sheet).getByRole('group', { name: group })).toBeVisible();
    }
    // An empty kind (areas) has no group.
    expect(within(sheet).queryByRole('group', { name: 'Area' })).not.toBeInTheDocument();
    const cuisine = within(sheet).getByRole('group', { name: 'Cuisine' });
    expect(
      within(cuisine)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Seafood', 'Pizza']);
    expect(within(sheet).getByRole('button', { name: 'Show 5 results' })).toBeVisible();

    await user.click(within(sheet).getByRole('button', { name: 'Pizza', pressed: false }));
    await filtersBecome(router, '8;category');
    await user.click(within(sheet).getByRole('button', { name: 'Akureyri', pressed: false }));
    await filtersBecome(router, '8;category,4;city');
    expect(within(sheet).getByRole('button', { name: 'Pizza' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await within(sheet).findByRole('button', { name: 'Show 2 results' })).toBeVisible();

    // Pressed again, a chip lets go; Clear lets go of the rest and the sheet stays open.
    await user.click(within(sheet).getByRole('button', { name: 'Pizza', pressed: true }));
    await filtersBecome(router, '4;city');
    await user.click(within(sheet).getByRole('button', { name: 'Clear' }));
    await filtersBecome(router, null);
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeVisible();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
  });

  it('shows the chosen filters above the results as chips that remove themselves', async () => {
    stub();
    const { user, router } = renderApp(
      '/results?guests=4&dateTime=2026-03-12T19:00&filters=7;category,3;city',
    );
    const chosen = await screen.findByRole('list', { name: 'Chosen filters' });
    const remove = await within(chosen).findByRole('button', { name: 'Remove Seafood' });
    expect(within(chosen).getByRole('button', { name: 'Remove Reykjavík' })).toHaveTextContent(
      'Reykjavík',
    );
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
    // The line under the heading says what the list is for.
    expect(summary()).toHaveTextContent(
      /^4 guests · Thu,? (12 Mar|Mar 12) at 19:00 · 2 filters applied$/,
    );

    await user.click(remove);
    await filtersBecome(router, '3;city');
    expect(query(router).get('guests')).toBe('4');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove Seafood' })).not.toBeInTheDocument(),
    );
    // Focus stays on the page, on the Filters button, not lost with the chip.
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toHaveFocus();
    expect(summary()).toHaveTextContent(/ · 1 filter applied$/);
  });

  it('holds the chips’ places until the filter names arrive', async () => {
    let answer: (response: Response) => void = () => {};
    stubApi({
      'GET /api/web/search/results': results,
      'GET /api/web/filter/inuse': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderApp('/results?guests=2&dateTime=2026-03-12T19:00&filters=7;category');
    const chosen = await screen.findByRole('list', { name: 'Chosen filters' });
    expect(within(chosen).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeDisabled();
    answer(json(FILTERS));
    expect(await within(chosen).findByRole('button', { name: 'Remove Seafood' })).toBeVisible();
  });

  it('speaks Icelandic', async () => {
    stub();
    await act(() => i18n.changeLanguage('is'));
    const { user } = renderApp(
      '/results?lng=is&guests=2&dateTime=2026-03-12T19:00&filters=7;category',
    );
    const chosen = await screen.findByRole('list', { name: 'Valdar síur' });
    expect(await within(chosen).findByRole('button', { name: 'Fjarlægja Seafood' })).toBeVisible();
    expect(summary()).toHaveTextContent(/^2 gestir · fim\.,? 12\. mar\. kl\. 19:00 · 1 sía valin$/);
    await user.click(screen.getByRole('button', { name: 'Síur (1)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Síur' });
    expect(await within(sheet).findByRole('button', { name: 'Sýna 1 niðurstöðu' })).toBeVisible();
    expect(within(sheet).getByRole('button', { name: 'Hreinsa' })).toBeVisible();
  });
});
