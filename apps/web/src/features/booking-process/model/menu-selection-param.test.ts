import { describe, expect, it } from 'vitest';
import { formatMenuSelection, parseMenuSelection } from './menu-selection-param';

describe('parseMenuSelection / formatMenuSelection', () => {
  it.each([
    [
      '12;2,14;1',
      [
        { id: 12, count: 2 },
        { id: 14, count: 1 },
      ],
    ],
    ['12;2', [{ id: 12, count: 2 }]],
    [
      ' 12;2 , 14;1 ',
      [
        { id: 12, count: 2 },
        { id: 14, count: 1 },
      ],
    ],
    ['12;0,14;1', [{ id: 14, count: 1 }]],
    ['12;-1,x;2,12,;3,0;2,12;2;3', []],
    ['12;2,12;5', [{ id: 12, count: 2 }]],
    ['', []],
    [null, []],
  ])('parse %j', (text, expected) => {
    expect(parseMenuSelection(text)).toEqual(expected);
  });

  it.each([
    [[], null],
    [[{ id: 12, count: 0 }], null],
    [[{ id: 12, count: 2 }], '12;2'],
    [
      [
        { id: 12, count: 2 },
        { id: 13, count: 0 },
        { id: 14, count: 1 },
      ],
      '12;2,14;1',
    ],
  ])('format %j → %j', (selection, expected) => {
    expect(formatMenuSelection(selection)).toBe(expected);
  });

  it('round-trips', () => {
    expect(formatMenuSelection(parseMenuSelection('12;2,14;1'))).toBe('12;2,14;1');
  });
});
