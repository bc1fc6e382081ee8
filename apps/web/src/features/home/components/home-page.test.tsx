import type { UpcomingXmasResponse } from '@dekka/contracts/event';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

type UpcomingEvent = UpcomingXmasResponse[number];

function event(overrides: Partial<UpcomingEvent>): UpcomingEvent {
  return {
    id: 1,
    name: 'Jólahlaðborð',
    shortDescription: 'Hangikjöt og síld.',
    slug: 'jolahladbord',
    imageUrl: '',
    statusLabel: null,
    timeZone: 'Atlantic/Reykjavik',
    occurrences: [
      { id: 11, start: '2030-12-06T18:30:00Z', end: '2030-12-06T22:30:00Z', ticketsLeft: 40 },
    ],
    restaurantId: 7,
    restaurantName: 'Lyng',
    restaurantSlug: 'lyng',
    city: 'Reykjavík',
    pricePerGuest: 14_900,
    currency: 'ISK',
    ...overrides,
  };
}

describe('home page', () => {
  it('has a tab title', async () => {
    stubApi({ 'GET /api/web/event/upcomingxmas': () => json([]) });
    renderApp('/');
    await waitFor(() => expect(document.title).toBe('Dekka – Book a table'));
  });

  it('shows an event several restaurants run once, leading to the events page', async () => {
    stubApi({
      'GET /api/web/event/upcomingxmas': () =>
        json([
          event({}),
          event({ id: 2, restaurantId: 8, restaurantName: 'Fjara', restaurantSlug: 'fjara' }),
          event({ id: 3, restaurantId: 9, restaurantName: 'Sker', restaurantSlug: 'sker' }),
          event({ id: 4, name: 'Konukvöld', slug: 'konukvold' }),
        ]),
    });
    renderApp('/');
    const list = (await screen.findByRole('link', { name: 'Jólahlaðborð' })).closest('ul');
    if (!list) throw new Error('no events list');
    expect(within(list).getAllByRole('link', { name: 'Jólahlaðborð' })).toHaveLength(1);
    expect(within(list).getByRole('link', { name: 'Jólahlaðborð' })).toHaveAttribute(
      'href',
      '/jol',
    );
    expect(within(list).getByText(/^At 3 restaurants/)).toBeVisible();
    expect(within(list).getByRole('link', { name: 'Konukvöld' })).toHaveAttribute(
      'href',
      '/lyng/event/konukvold',
    );
  });

  it('labels an event "Few tickets left" or "Sold out", but not one several restaurants run', async () => {
    stubApi({
      'GET /api/web/event/upcomingxmas': () =>
        json([
          event({ statusLabel: 2 }),
          event({ id: 2, restaurantId: 8, restaurantName: 'Fjara', restaurantSlug: 'fjara' }),
          event({ id: 4, name: 'Konukvöld', slug: 'konukvold', statusLabel: 1 }),
          event({ id: 5, name: 'Djasskvöld', slug: 'djasskvold', statusLabel: 2 }),
        ]),
    });
    renderApp('/');
    const card = async (name: string) => {
      const item = (await screen.findByRole('link', { name })).closest('li');
      if (!item) throw new Error(`no card for ${name}`);
      return item;
    };
    expect(within(await card('Konukvöld')).getByText('Few tickets left')).toBeVisible();
    expect(within(await card('Djasskvöld')).getByText('Sold out')).toBeVisible();
    // Lyng's buffet is sold out, Fjara's is not: the shared card speaks for neither.
    expect(within(await card('Jólahlaðborð')).queryByText('Sold out')).not.toBeInTheDocument();
  });
});
