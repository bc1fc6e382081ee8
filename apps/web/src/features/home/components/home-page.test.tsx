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
});
