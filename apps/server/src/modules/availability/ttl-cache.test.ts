import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

function setup(maxEntries = 100) {
  let now = 0;
  const loads: number[][] = [];
  const cache = createTtlCache<number, string>({ ttlMs: 1000, maxEntries, now: () => now });
  const load = async (missing: number[]) => {
    loads.push(missing);
    return new Map(missing.filter((key) => key > 0).map((key) => [key, `v${key}`]));
  };
  return { cache, loads, load, advance: (ms: number) => (now += ms) };
}

describe('createTtlCache', () => {
  it('loads only the missing keys, in one batch, and leaves unknown keys out', async () => {
    const { cache, loads, load } = setup();
    expect(await cache.getMany([1, 2], load)).toEqual(
      new Map([
        [1, 'v1'],
        [2, 'v2'],
      ]),
    );
    expect(await cache.getMany([2, 3, -1], load)).toEqual(
      new Map([
        [2, 'v2'],
        [3, 'v3'],
      ]),
    );
    expect(loads).toEqual([
      [1, 2],
      [3, -1],
    ]);
  });

  it('reloads a key once its time to live has passed', async () => {
    const { cache, loads, load, advance } = setup();
    await cache.getMany([1], load);
    advance(999);
    await cache.getMany([1], load);
    advance(1);
    await cache.getMany([1], load);
    expect(loads).toEqual([[1], [1]]);
  });

  it('shares one load between concurrent misses and forgets a failed load', async () => {
    const { cache, loads, load } = setup();
    await Promise.all([cache.getMany([1], load), cache.getMany([1], load)]);
    expect(loads).toEqual([[1]]);
    await expect(cache.getMany([2], () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect(await cache.getMany([2], load)).toEqual(new Map([[2, 'v2']]));
  });

  it('keeps at most maxEntries keys, dropping the oldest, and still answers a larger batch', async () => {
    const { cache, loads, load } = setup(2);
    expect((await cache.getMany([1, 2, 3], load)).size).toBe(3);
    await cache.getMany([3], load);
    await cache.getMany([1], load);
    expect(loads).toEqual([[1, 2, 3], [1]]);
  });
});
