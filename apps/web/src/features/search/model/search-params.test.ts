import type { SearchFilter } from '@dekka/contracts/search';
import { describe, expect, it } from 'vitest';
import {
  readSearchParams,
  restaurantLocation,
  searchLocation,
  searchText,
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
      q: '',
    });
  });

  it.each([
    ['q=sushi', 'sushi'],
    ['q=%20%20Kol%20og%20Salt%20', 'Kol og Salt'],
    ['q=Sk%C3%B3lav%C3%B6r%C3%B0uh%C3%BAs', 'Skólavörðuhús'],
    ['q=%20%20', ''],
    ['q=', ''],
    ['guests=2', ''],
    [`q=${'a'.repeat(250)}`, 'a'.repeat(200)],
  ])('reads the text of %s', (query, q) => {
    expect(readSearchParams(new URLSearchParams(query), NOW).q).toBe(q);
  });
});

describe('searchText', () => {
  it('trims and cuts at the limit the results call takes', () => {
    expect(searchText('  pizza  ')).toBe('pizza');
    expect(searchText('   ')).toBe('');
    expect(searchText(`${'b'.repeat(199)} c`)).toBe('b'.repeat(199));
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

  it('writes the text as q, kept with the filters, and leaves out blank text', () => {
    const base = { guests: 2, dateTime: '2026-03-12T19:00', filters: [] };
    expect(searchLocation({ ...base, q: ' sushi ' })).toBe(
      '/results?guests=2&dateTime=2026-03-12T19%3A00&q=sushi',
    );
    expect(searchLocation({ ...base, q: '   ' })).toBe(
      '/results?guests=2&dateTime=2026-03-12T19%3A00',
    );
    expect(
      searchLocation({ ...base, q: 'Kol & Salt', filters: [{ id: 4, type: 'city' }] }, '/bokabord'),
    ).toBe('/bokabord?guests=2&dateTime=2026-03-12T19%3A00&q=Kol+%26+Salt&filters=4%3Bcity');
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
