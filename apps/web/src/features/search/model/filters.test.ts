import { describe, expect, it } from 'vitest';
import { formatFilters, parseFilters } from './filters';

describe('parseFilters', () => {
  it.each([
    [
      '12;category,3;city',
      [
        { id: 12, type: 'category' },
        { id: 3, type: 'city' },
      ],
    ],
    ['7;occasion', [{ id: 7, type: 'occasion' }]],
    [
      ' 5;area , 6;city ',
      [
        { id: 5, type: 'area' },
        { id: 6, type: 'city' },
      ],
    ],
    // Invalid pairs are dropped, the rest kept.
    ['12;category,x;city,3;planet,0;city,4', [{ id: 12, type: 'category' }]],
    ['-1;city,1.5;city,12;Category,99999999999;city', []],
    // A repeated pair counts once.
    [
      '2;city,2;city,2;area',
      [
        { id: 2, type: 'city' },
        { id: 2, type: 'area' },
      ],
    ],
    ['', []],
    [null, []],
    [undefined, []],
  ])('%j', (text, expected) => {
    expect(parseFilters(text)).toEqual(expected);
  });
});

describe('formatFilters', () => {
  it.each([
    [[], null],
    [[{ id: 12, type: 'category' as const }], '12;category'],
    [
      [
        { id: 12, type: 'category' as const },
        { id: 3, type: 'city' as const },
      ],
      '12;category,3;city',
    ],
  ])('%j → %j', (filters, expected) => {
    expect(formatFilters(filters)).toBe(expected);
  });

  it('is the inverse of parseFilters for valid input', () => {
    expect(formatFilters(parseFilters('1;category,2;city,3;occasion,4;area'))).toBe(
      '1;category,2;city,3;occasion,4;area',
    );
  });
});
