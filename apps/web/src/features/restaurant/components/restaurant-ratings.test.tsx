import type { RestaurantRatingsResponse } from '@dekka/contracts/survey';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { json, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { restaurant, SLUG } from '../test/fake-restaurant';

const RATINGS: RestaurantRatingsResponse = {
  count: 12,
  average: 4.3,
  food: 4.6,
  service: 4.2,
  ambience: 4.4,
  value: 3.9,
  comments: [
    {
      id: 3,
      firstName: 'Guðrún',
      visitMonth: '2026-11',
      rating: 4.5,
      comment: 'The lamb was <b>perfect</b>.\nWe will come back.',
      reply: 'Thank you, Guðrún!',
      repliedAt: '2026-11-20T10:00:00.000Z',
    },
    {
      id: 2,
      firstName: null,
      visitMonth: '2026-10',
      rating: 3,
      comment: 'Nice view.',
      reply: null,
      repliedAt: null,
    },
  ],
};

function open(ratings: RestaurantRatingsResponse) {
  stubApi({
    [`GET /api/web/restaurant/${SLUG}`]: () => json(restaurant()),
    'GET /api/web/restaurant/7/ratings': () => json(ratings),
  });
  return renderApp(`/${SLUG}`);
}

describe('the restaurant page’s ratings', () => {
  it('shows the average, the count, the four dimensions and the latest comments as text', async () => {
    open(RATINGS);
    const section = await screen.findByRole('region', { name: 'Ratings' });
    expect(within(section).getByText('Rated 4.3 out of 5 from 12 ratings')).toBeInTheDocument();
    expect(within(section).getByText('12 ratings')).toBeVisible();
    const dimensions = within(section).getAllByRole('definition');
    expect(
      within(section)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Food', 'Service', 'Ambience', 'Value for money']);
    expect(dimensions.map((value) => value.textContent)).toEqual(['4.6', '4.2', '4.4', '3.9']);

    const comments = within(section).getAllByRole('listitem');
    expect(comments).toHaveLength(2);
    const [first, second] = comments;
    if (!first || !second) throw new Error('no comments');
    // The diner's words as they wrote them: markup shows as text, nothing is interpreted.
    expect(first.querySelector('b')).toBeNull();
    expect(within(first).getByText(/The lamb was <b>perfect<\/b>\./)).toBeVisible();
    expect(within(first).getByText('Guðrún')).toBeVisible();
    expect(within(first).getByText('November 2026')).toBeVisible();
    expect(within(first).getByText('Reply from Lyng')).toBeVisible();
    expect(within(first).getByText('Thank you, Guðrún!')).toBeVisible();
    expect(within(second).getByText('A guest')).toBeVisible();
    expect(within(second).queryByText(/Reply from/)).toBeNull();
  });

  it('shows no section for a restaurant without published ratings', async () => {
    open({
      count: 0,
      average: null,
      food: null,
      service: null,
      ambience: null,
      value: null,
      comments: [],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lyng' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Opening hours' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Ratings' })).toBeNull();
  });

  it('reads in Icelandic, with a decimal comma', async () => {
    await i18n.changeLanguage('is');
    open(RATINGS);
    const section = await screen.findByRole('region', { name: 'Einkunnir' });
    expect(within(section).getByText('Einkunn 4,3 af 5 úr 12 umsögnum')).toBeInTheDocument();
    expect(within(section).getByText('Svar frá Lyng')).toBeVisible();
  });
});
