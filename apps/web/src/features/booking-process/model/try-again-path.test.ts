import { describe, expect, it } from 'vitest';
import { tryAgainPath } from './try-again-path';

describe('tryAgainPath', () => {
  it.each<[string | null, string]>([
    ['3', '/restaurant?id=3'],
    ['042', '/restaurant?id=42'],
    ['12abc', '/restaurant?id=12'],
    [' 7', '/restaurant?id=7'],
    ['abc', '/'],
    ['', '/'],
    [null, '/'],
  ])('restaurantId=%j → %s', (restaurantId, expected) => {
    expect(tryAgainPath(restaurantId)).toBe(expected);
  });
});
