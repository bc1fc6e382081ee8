import type { UpcomingXmasResponse } from '@dekka/contracts/event';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const XMAS = 'GET /api/web/event/upcomingxmas';

type ChristmasEvent = UpcomingXmasResponse[number];

function event(overrides: Partial<ChristmasEvent>): ChristmasEvent {
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
      { id: 12, start: '2030-12-07T18:30:00Z', end: '2030-12-07T22:30:00Z', ticketsLeft: 3 },
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

const EVENTS = [
  event({}),
  event({
    id: 2,
    name: 'Julebord',
    slug: 'julebord',
    timeZone: 'Europe/Oslo',
    occurrences: [
      { id: 21, start: '2030-12-06T17:00:00Z', end: '2030-12-06T21:00:00Z', ticketsLeft: 10 },
    ],
    restaurantId: 8,
    restaurantName: 'Fjord',
    restaurantSlug: 'fjord',
    city: 'Oslo',
    pricePerGuest: 89_500,
    currency: 'NOK',
  }),
];

const sittingLinks = () =>
  screen.getAllByRole('link').filter((link) => link.classList.contains('christmas-sitting'));

describe('Christmas page', () => {
  it('lists every event with its restaurant, price and sittings leading into the booking', async () => {
    stubApi({ [XMAS]: () => json(EVENTS) });
    renderApp('/jol');
    const card = (await screen.findByRole('heading', { name: 'Jólahlaðborð' })).closest('li');
    if (!card) throw new Error('no card');
    expect(card).toHaveTextContent('Lyng · Reykjavík');
    expect(card).toHaveTextContent('ISK 14,900 per guest');
    const [friday, saturday] = within(card).getAllByRole('link');
    // The restaurant's wall clock, the day and party the event page takes.
    expect(friday).toHaveAttribute(
      'href',
      '/lyng/event/jolahladbord?date=2030-12-06T18%3A30&guests=2',
    );
    expect(friday).toHaveTextContent('40 seats left');
    expect(saturday).toHaveTextContent('3 seats left');
    // Oslo's sitting in Oslo's time.
    expect(sittingLinks().at(-1)).toHaveAttribute(
      'href',
      '/fjord/event/julebord?date=2030-12-06T18%3A00&guests=2',
    );
  });

  it('filters by day, town and party size, and clears the filters when nothing fits', async () => {
    stubApi({ [XMAS]: () => json(EVENTS) });
    const { user } = renderApp('/christmas');
    await screen.findByRole('heading', { name: 'Julebord' });

    await user.selectOptions(screen.getByLabelText('Town'), 'Oslo');
    expect(screen.queryByRole('heading', { name: 'Jólahlaðborð' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('1 event');

    await user.selectOptions(screen.getByLabelText('Town'), '');
    await user.selectOptions(screen.getByLabelText('Guests'), '5');
    // Saturday has 3 seats left: only Friday remains for five.
    expect(sittingLinks().map((link) => link.getAttribute('href'))).toEqual([
      '/lyng/event/jolahladbord?date=2030-12-06T18%3A30&guests=5',
      '/fjord/event/julebord?date=2030-12-06T18%3A00&guests=5',
    ]);

    await user.selectOptions(screen.getByLabelText('Day'), '2030-12-07');
    expect(screen.getByText(/No event has a sitting that fits/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(sittingLinks()).toHaveLength(3);
    expect(screen.getByLabelText('Guests')).toHaveValue('2');
  });

  it('says when nothing is on sale, and offers to try again when the list fails', async () => {
    stubApi({ [XMAS]: () => json([]) });
    const empty = renderApp('/xmas');
    expect(await screen.findByText(/on sale right now/)).toBeVisible();
    empty.unmount();

    let calls = 0;
    stubApi({
      [XMAS]: () => {
        calls += 1;
        return calls === 1
          ? json({ code: 'internal', message: 'down', requestId: 'r1' }, { status: 500 })
          : json(EVENTS);
      },
    });
    const { user } = renderApp('/vidburdir');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Julebord' })).toBeVisible();
  });

  it('shows each event’s status label on its card', async () => {
    stubApi({
      [XMAS]: () =>
        json(
          EVENTS.map((listed) => ({ ...listed, statusLabel: listed.slug === 'julebord' ? 2 : 1 })),
        ),
    });
    renderApp('/jol');
    const card = async (name: string) => {
      const item = (await screen.findByRole('heading', { name })).closest('li');
      if (!item) throw new Error(`no card for ${name}`);
      return item;
    };
    expect(within(await card('Jólahlaðborð')).getByText('Few tickets left')).toBeVisible();
    expect(within(await card('Julebord')).getByText('Sold out')).toBeVisible();
  });
});
