import type { UpcomingXmasResponse } from '@dekka/contracts/event';
import type { DisplayCountry } from '@dekka/contracts/settings';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi, TEST_SETTINGS, type StubCall } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

type UpcomingEvent = UpcomingXmasResponse[number];

const MADRID = 40;

function event(overrides: Partial<UpcomingEvent>): UpcomingEvent {
  return {
    id: 1,
    name: 'Christmas buffet',
    shortDescription: '',
    slug: 'jolahladbord',
    imageUrl: '',
    statusLabel: null,
    timeZone: 'Atlantic/Reykjavik',
    occurrences: [
      { id: 11, start: '2030-12-06T18:30:00Z', end: '2030-12-06T22:30:00Z', ticketsLeft: 40 },
    ],
    restaurantId: 7,
    restaurantName: 'Hafnarljós',
    restaurantSlug: 'hafnarljos',
    city: 'Reykjavík',
    pricePerGuest: 14_900,
    currency: 'ISK',
    ...overrides,
  };
}

function restaurant(id: number, name: string, city: string) {
  return {
    id,
    name,
    city,
    categories: ['Tapas'],
    priceCategoryId: 2,
    currency: 'ISK',
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    type: 'restaurant',
    listIndex: id * 10,
    timeSuggestions: [],
  };
}

/** The home page of a site run for `country`, with Reykjavík's and Madrid's restaurants. */
function homeOf(country: DisplayCountry) {
  const searches: StubCall[] = [];
  stubApi({
    'GET /api/web/settings': () => json({ ...TEST_SETTINGS, displayCountry: country }),
    'GET /api/web/filter/inuse': () =>
      json({
        categories: [],
        cities: [
          { region: 'España', cities: [{ id: MADRID, name: 'Madrid' }] },
          { region: 'Höfuðborgarsvæðið', cities: [{ id: 1, name: 'Reykjavík' }] },
        ],
        occasions: [],
        areas: [],
      }),
    'GET /api/web/search/results': (call) => {
      searches.push(call);
      const inMadrid = new URLSearchParams(call.search).get('filters') === `${MADRID};city`;
      const restaurants = inMadrid
        ? [restaurant(36, 'Taberna Lucía', 'Madrid'), restaurant(42, 'Asador del Rastro', 'Madrid')]
        : [restaurant(1, 'Hafnarljós', 'Reykjavík'), restaurant(2, 'Kaffi Krummi', 'Reykjavík')];
      return json({ restaurants, page: 1, limit: 6, total: restaurants.length });
    },
    'GET /api/web/event/upcomingxmas': () =>
      json([
        event({}),
        event({
          id: 9,
          name: 'Spanish Christmas dinner',
          slug: 'cena-de-navidad',
          timeZone: 'Europe/Madrid',
          occurrences: [
            { id: 91, start: '2030-12-06T20:00:00Z', end: '2030-12-06T22:30:00Z', ticketsLeft: 9 },
          ],
          restaurantId: 42,
          restaurantName: 'Asador del Rastro',
          restaurantSlug: 'asador-del-rastro-madrid',
          city: 'Madrid',
          pricePerGuest: 6_500,
          currency: 'EUR',
        }),
      ]),
  });
  renderApp('/');
  return { searches };
}

async function featuredNames() {
  const section = (await screen.findByRole('heading', { name: 'Featured restaurants' })).closest(
    'section',
  );
  if (!section) throw new Error('no featured section');
  await within(section).findAllByRole('link');
  return within(section)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

async function eventNames() {
  const section = (await screen.findByRole('heading', { name: 'Upcoming events' })).closest(
    'section',
  );
  if (!section) throw new Error('no events section');
  await within(section).findAllByRole('link');
  return within(section)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('the home page by display country', () => {
  it('features Madrid on a site run for Spain: its restaurants, and its events first', async () => {
    const { searches } = homeOf('es');
    expect(await featuredNames()).toEqual(['Taberna Lucía', 'Asador del Rastro']);
    // One search, for Madrid: never a first one for every restaurant.
    expect(searches.map((call) => new URLSearchParams(call.search).get('filters'))).toEqual([
      `${MADRID};city`,
    ]);
    expect(await eventNames()).toEqual(['Spanish Christmas dinner', 'Christmas buffet']);
  });

  it('features the list’s first restaurants and the soonest events on the Icelandic site', async () => {
    const { searches } = homeOf('is');
    expect(await featuredNames()).toEqual(['Hafnarljós', 'Kaffi Krummi']);
    expect(searches.map((call) => new URLSearchParams(call.search).has('filters'))).toEqual([
      false,
    ]);
    expect(await eventNames()).toEqual(['Christmas buffet', 'Spanish Christmas dinner']);
  });
});
