import { describe, expect, it } from 'vitest';
import { baseQueryDefaults, retryDelay, sharedQueryDefaults } from './query-client';

describe('query defaults (docs/product.md, "Timings and limits")', () => {
  it('keeps unused data five minutes and retries three times at the library level', () => {
    expect(baseQueryDefaults).toMatchObject({ gcTime: 300_000, retry: 3 });
  });

  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [4, 16_000],
    [5, 30_000],
    [10, 30_000],
  ])('retry %i waits %i ms (exponential, capped at 30 s)', (failures, expected) => {
    expect(retryDelay(failures)).toBe(expected);
  });

  it('the shared client neither retries nor refetches on focus', () => {
    expect(sharedQueryDefaults).toMatchObject({
      gcTime: 300_000,
      retry: false,
      refetchOnWindowFocus: false,
    });
  });
});
