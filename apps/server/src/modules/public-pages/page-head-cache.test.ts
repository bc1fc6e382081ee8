import { describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../db/client.ts';
import { ANY_RESTAURANT, cachedPageHead, cachedRenderedPage } from './page-head-cache.ts';

/** The caches use the database handle only to tell one app's store from another's. */
const newDatabase = () => ({}) as AppDatabase;

/** A load that waits until released, counting how often it ran. */
function gatedLoad<T>(value: T) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const load = {
    calls: 0,
    release,
    run: async () => {
      load.calls += 1;
      await released;
      return { restaurantId: ANY_RESTAURANT, value };
    },
  };
  return load;
}

describe('kept pages asked for while they are being drawn', () => {
  it('are drawn once for all the visitors who asked meanwhile, and then kept', async () => {
    const db = newDatabase();
    const load = gatedLoad('<p>drawn</p>');
    const answers = Array.from({ length: 5 }, () => cachedRenderedPage(db, 'en /lyng', load.run));
    load.release();
    expect(await Promise.all(answers)).toEqual(Array(5).fill('<p>drawn</p>'));
    expect(load.calls).toBe(1);
    expect(await cachedRenderedPage(db, 'en /lyng', load.run)).toBe('<p>drawn</p>');
    expect(load.calls).toBe(1);
  });

  it('are drawn again after a failed drawing, which every waiting visitor hears of', async () => {
    const db = newDatabase();
    let calls = 0;
    const failing = async () => {
      calls += 1;
      throw new Error('the renderer broke');
    };
    const answers = [
      cachedRenderedPage(db, 'en /lyng', failing),
      cachedRenderedPage(db, 'en /lyng', failing),
    ];
    for (const answer of answers) await expect(answer).rejects.toThrow('the renderer broke');
    expect(calls).toBe(1);
    const load = gatedLoad('<p>drawn</p>');
    const answer = cachedRenderedPage(db, 'en /lyng', load.run);
    load.release();
    expect(await answer).toBe('<p>drawn</p>');
  });

  it('do not share a load with a head of the same address', async () => {
    const db = newDatabase();
    const page = gatedLoad('<p>drawn</p>');
    const drawn = cachedRenderedPage(db, 'en /lyng', page.run);
    const head = cachedPageHead(db, 'en /lyng', async () => ({ restaurantId: 1, html: '<title>' }));
    page.release();
    expect(await Promise.all([drawn, head])).toEqual(['<p>drawn</p>', '<title>']);
  });
});
