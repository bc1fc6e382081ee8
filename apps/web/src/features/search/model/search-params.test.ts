import type { SearchFilter } from '@dekka/contracts/search';
import { describe, expect, it } from 'vitest';
import {
  readSearchParams,
  restaurantLocation,
  searchLocation,
  toggleFilter,
} from './search-params';

// 14:07 in Reykjavik (UTC all year) → default 15:30.
const NOW = new Date('2026-03-10T14:07:00Z');

describe('readSearchParams', () => {
  it.each([
    [
      'guests=4&dateTime=2026-03-12T19:00&filters=3;city',
      4,
      '2026-03-12T19:00',
      [{ id: 3, type: 'city' }],
    ],
    ['', 2, '2026-03-10T15:30', []],
    ['guests=0&dateTime=2026-02-30T19:00', 2, '2026-03-10T15:30', []],
    ['guests=abc&dateTime=nonsense&filters=x;y', 2, '2026-03-10T15:30', []],
    ['guests=21', 2, '2026-03-10T15:30', []],
  ])('%s', (query, guests, dateTime, filters) => {
    expect(readSearchParams(new URLSearchParams(query), NOW)).toEqual({
      guests,
      dateTime,
      filters,
    });
  });
});

describe('locations', () => {
  it('writes the search address, leaving out empty filters', () => {
    expect(searchLocation({ guests: 3, dateTime: '2026-03-12T19:00', filters: [] })).toBe(
      '/results?guests=3&dateTime=2026-03-12T19%3A00',
    );
    expect(
      searchLocation({
        guests: 2,
        dateTime: '2026-03-12T19:00',
        filters: [
          { id: 1, type: 'category' },
          { id: 4, type: 'city' },
        ],
      }),
    ).toBe('/results?guests=2&dateTime=2026-03-12T19%3A00&filters=1%3Bcategory%2C4%3Bcity');
  });

  it('sends a restaurant choice to its slug with time and party', () => {
    expect(restaurantLocation('lyng', '2026-03-12T19:00', 4)).toBe(
      '/lyng?dateTime=2026-03-12T19%3A00&guests=4',
    );
  });
});

describe('toggleFilter', () => {
  it('adds a new filter and removes a chosen one', () => {
    const city: SearchFilter = { id: 4, type: 'city' };
    expect(toggleFilter([], city)).toEqual([city]);
    expect(toggleFilter([city], city)).toEqual([]);
  });
});
