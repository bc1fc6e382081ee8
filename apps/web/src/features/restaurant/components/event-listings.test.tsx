import type { EventSummary } from '@dekka/contracts/event';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { restaurant, slot, SLUG, suggestionsPath } from '../test/fake-restaurant';

// Lyng's events: the wine tasting has few tickets left, the jazz night is sold out, the quiz has
// no label.
const UPCOMING = [
  { id: 31, name: 'Wine tasting', slug: 'wine', statusLabel: 1 },
  { id: 32, name: 'Jazz night', slug: 'jazz', statusLabel: 2 },
  { id: 33, name: 'Pub quiz', slug: 'quiz', statusLabel: null },
].map((event) => ({
  ...event,
  shortDescription: '',
  nextOccurrence: '2026-12-04T19:00:00.000Z',
}));

function summary(event: (typeof UPCOMING)[number]): EventSummary {
  return {
    id: event.id,
    name: event.name,
    shortDescription: event.shortDescription,
    slug: event.slug,
    imageUrl: '',
    statusLabel: event.statusLabel,
    timeZone: 'Atlantic/Reykjavik',
    occurrences: [
      {
        id: event.id * 10,
        start: '2026-12-04T19:00:00.000Z',
        end: '2026-12-04T22:00:00.000Z',
        ticketsLeft: 8,
      },
    ],
  };
}

function stubLyng() {
  return stubApi({
    [`GET /api/web/restaurant/${SLUG}`]: () => json(restaurant({ upcomingEvents: UPCOMING })),
    [suggestionsPath('2026-12-04T19:00', 2)]: () =>
      json([slot('2026-12-04T19:00', { isEventAvailable: true, eventIds: [31, 32, 33] })]),
    'GET /api/web/event/7/2026-12-04': () => json(UPCOMING.map(summary)),
  });
}

/** The list item that holds the heading `name`. */
async function itemOf(name: string) {
  const item = (await screen.findByRole('heading', { name })).closest('li');
  if (!item) throw new Error(`no item for ${name}`);
  return item;
}

async function expectLabels() {
  expect(within(await itemOf('Wine tasting')).getByText('Few tickets left')).toBeVisible();
  expect(within(await itemOf('Jazz night')).getByText('Sold out')).toBeVisible();
  const quiz = await itemOf('Pub quiz');
  expect(within(quiz).queryByText('Few tickets left')).not.toBeInTheDocument();
  expect(within(quiz).queryByText('Sold out')).not.toBeInTheDocument();
}

describe('an event’s status label', () => {
  it.each([
    ['on the restaurant page', ''],
    ['on the embedded restaurant page', '&isolation=true'],
  ])('shows under each upcoming event %s', async (_where, extra) => {
    stubLyng();
    renderApp(`/${SLUG}?dateTime=2026-12-04T19:00&guests=2${extra}`);
    await screen.findByRole('heading', { level: 2, name: 'Upcoming events' });
    await expectLabels();
  });

  it('shows beside each event offered for a time, where the diner picks table or event', async () => {
    stubLyng();
    const { user } = renderApp(`/${SLUG}?dateTime=2026-12-04T19:00&guests=2`);
    await user.click(await screen.findByRole('button', { name: '19:00' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByRole('heading', { level: 3, name: 'Wine tasting' }),
    ).toBeVisible();
    const option = (name: string) => {
      const item = within(dialog).getByRole('heading', { level: 3, name }).closest('li');
      if (!item) throw new Error(`no option for ${name}`);
      return within(item);
    };
    expect(option('Wine tasting').getByText('Few tickets left')).toBeVisible();
    expect(option('Jazz night').getByText('Sold out')).toBeVisible();
    expect(option('Pub quiz').queryByText(/Few tickets left|Sold out/)).not.toBeInTheDocument();
  });

  it('shows on the event’s own page', async () => {
    stubLyng();
    renderApp(`/${SLUG}/event/jazz?date=2026-12-04&guests=2`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Jazz night' })).toBeVisible();
    expect(screen.getByText('Sold out', { selector: '.event-status' })).toBeVisible();
  });
});
