import { describe, expect, it } from 'vitest';
import { normalizeLocation, stickyParams } from './normalize-location';

function href(pathname: string, search = '', hash = '') {
  return { pathname, search, hash };
}

function normalize(pathnameAndSearch: string, language: string, isolated = false) {
  // Split by hand: new URL() would read '//' as a host.
  const [beforeHash = '', hash = ''] = pathnameAndSearch.split('#');
  const [pathname = '', search = ''] = beforeHash.split('?');
  const result = normalizeLocation(
    href(pathname, search && `?${search}`, hash && `#${hash}`),
    stickyParams(language, isolated),
  );
  return result && `${result.pathname}${result.search}${result.hash}`;
}

describe('normalizeLocation', () => {
  it.each<[string, string, boolean, string | null]>([
    // The language is always in the address.
    ['/', 'en', false, '/?lng=en'],
    ['/terms', 'is', false, '/terms?lng=is'],
    ['/terms?lng=is', 'is', false, null],
    ['/terms?lng=en', 'is', false, '/terms?lng=is'],
    ['/terms?lng=is&lng=en', 'is', false, '/terms?lng=is'],
    // Trailing slashes go from paths longer than one character; the query stays.
    ['/terms/?lng=en', 'en', false, '/terms?lng=en'],
    ['/book/reserve//?guests=2&lng=en', 'en', false, '/book/reserve?guests=2&lng=en'],
    ['//', 'en', false, '/?lng=en'],
    ['/?lng=en', 'en', false, null],
    // Other parameters keep their place and their spelling.
    [
      '/book/reserve?dateTime=2026-05-01T19:00&filters=1;category,2;city',
      'da',
      false,
      '/book/reserve?dateTime=2026-05-01T19:00&filters=1;category,2;city&lng=da',
    ],
    ['/restaurant?lng=es&id=3', 'es', false, null],
    // The hash survives.
    ['/terms/#privacy', 'en', false, '/terms?lng=en#privacy'],
    // Isolation sticks like the language while it is on.
    ['/book/reserve?guests=2', 'is', true, '/book/reserve?guests=2&lng=is&isolation=true'],
    ['/checkout/complete?isolation=true&lng=is', 'is', true, null],
    [
      '/checkout/complete?isolation=TRUE&lng=is',
      'is',
      true,
      '/checkout/complete?isolation=true&lng=is',
    ],
    // Not isolated: a stray isolation=false is left alone, nothing is added.
    ['/?isolation=false&lng=en', 'en', false, null],
    // Isolated: the address cannot switch it off.
    ['/?isolation=false&lng=en', 'en', true, '/?isolation=true&lng=en'],
  ])('%s in %s (isolated=%s) → %s', (input, language, isolated, expected) => {
    expect(normalize(input, language, isolated)).toBe(expected);
  });
});
