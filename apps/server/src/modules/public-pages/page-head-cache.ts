import type { AppDatabase } from '../../db/client.ts';
import { forgetOnSettingsChange } from '../catalogue-changes/settings-changed.ts';

/**
 * How long a restaurant or event page's head is reused. A settings change clears it at once (in
 * every process, through the settings-change notice); this bounds only what no settings change
 * announces: a newly published rating, an event date selling out or passing.
 */
export const PAGE_HEAD_TTL_MS = 60_000;
/** Heads kept per process (a few KiB each); the oldest go first. */
const MAX_ENTRIES = 5_000;

/**
 * How long a restaurant or event page drawn on the server is reused (docs/decisions/079). Short:
 * the page shows the first free times, which every booking changes; the browser asks for them
 * again once it runs, so a page kept this long shows times at most this old, until then.
 */
export const RENDERED_PAGE_TTL_MS = 20_000;
/** Drawn pages kept per process (tens of KiB each); the oldest go first. */
const MAX_RENDERED_ENTRIES = 500;

/** A restaurant's id, or ANY_RESTAURANT: dropped on a settings change of any restaurant. */
export const ANY_RESTAURANT = 0;

type Entry<T> = { restaurantId: number; expiresAt: number; value: T };
/**
 * What is kept, and the loads under way: a key's visitors who come while it is being loaded
 * wait for that one load. A popular page lapsing under load is drawn once, not once per visitor
 * who asked in the meantime (each drawing takes tens of milliseconds of the server's CPU).
 */
type Cache<T> = { entries: Map<string, Entry<T>>; loading: Map<string, Promise<T | null>> };
/** `changes` counts settings changes this process heard of, to spot one during a load. */
type Store = {
  heads: Cache<string>;
  pages: Cache<unknown>;
  changes: number;
};

const emptyCache = <T>(): Cache<T> => ({ entries: new Map(), loading: new Map() });

// One store per database handle: each test app (and each server process) has its own.
const stores = new WeakMap<AppDatabase, Store>();

function storeOf(db: AppDatabase): Store {
  let store = stores.get(db);
  if (!store) {
    store = { heads: emptyCache(), pages: emptyCache(), changes: 0 };
    stores.set(db, store);
  }
  return store;
}

/**
 * `load`'s answer kept in `cache` under `key` for `ttlMs`: see cachedPageHead. A load during
 * which a settings change happened is answered (to everyone waiting for it) and not kept.
 */
function cached<T>(
  store: Store,
  cache: Cache<T>,
  options: { key: string; ttlMs: number; maxEntries: number; now: () => number },
  load: () => Promise<{ restaurantId: number; value: T } | null>,
): Promise<T | null> {
  const { key, now } = options;
  const entry = cache.entries.get(key);
  if (entry && entry.expiresAt > now()) return Promise.resolve(entry.value);
  let loading = cache.loading.get(key);
  if (!loading) {
    loading = loadAndKeep(store, cache.entries, options, load).finally(() =>
      cache.loading.delete(key),
    );
    cache.loading.set(key, loading);
  }
  return loading;
}

async function loadAndKeep<T>(
  store: Store,
  entries: Map<string, Entry<T>>,
  options: { key: string; ttlMs: number; maxEntries: number; now: () => number },
  load: () => Promise<{ restaurantId: number; value: T } | null>,
): Promise<T | null> {
  const { key, now } = options;
  const changesBefore = store.changes;
  const loaded = await load();
  if (!loaded) return null;
  if (store.changes === changesBefore) {
    entries.delete(key);
    entries.set(key, {
      restaurantId: loaded.restaurantId,
      expiresAt: now() + options.ttlMs,
      value: loaded.value,
    });
    for (const oldest of entries.keys()) {
      if (entries.size <= options.maxEntries) break;
      entries.delete(oldest);
    }
  }
  return loaded.value;
}

/**
 * The rendered heads of restaurant and event pages, per address and language. A head holds only
 * what every visitor of that page in that language sees (the restaurant's public facts), never
 * anything of the visitor's. `load` answers the head and its restaurant's id, or null when the
 * page is no published restaurant's (nothing is kept: publishing one shows at once).
 */
export async function cachedPageHead(
  db: AppDatabase,
  key: string,
  load: () => Promise<{ restaurantId: number; html: string } | null>,
  now: () => number = Date.now,
): Promise<string | null> {
  const store = storeOf(db);
  return cached(
    store,
    store.heads,
    { key, ttlMs: PAGE_HEAD_TTL_MS, maxEntries: MAX_ENTRIES, now },
    async () => {
      const loaded = await load();
      return loaded && { restaurantId: loaded.restaurantId, value: loaded.html };
    },
  );
}

/**
 * The home page, a restaurant's or an event's as the server drew it, per address and language, for
 * RENDERED_PAGE_TTL_MS (docs/decisions/079). Drawn without the visitor's cookies or credentials,
 * it holds only what every visitor of that address sees. `restaurantId` ANY_RESTAURANT: the page
 * goes on any restaurant's settings change.
 */
export async function cachedRenderedPage<T>(
  db: AppDatabase,
  key: string,
  load: () => Promise<{ restaurantId: number; value: T } | null>,
  now: () => number = Date.now,
): Promise<T | null> {
  const store = storeOf(db);
  return cached(
    store,
    store.pages as Cache<T>,
    { key, ttlMs: RENDERED_PAGE_TTL_MS, maxEntries: MAX_RENDERED_ENTRIES, now },
    load,
  );
}

/** Drops the restaurant's heads and drawn pages, its events' included: its settings changed. */
function forgetRestaurantHeads(db: AppDatabase, restaurantId: number): void {
  const store = stores.get(db);
  if (!store) return;
  store.changes += 1;
  for (const { entries } of [store.heads, store.pages]) {
    for (const [key, entry] of entries) {
      if (entry.restaurantId === restaurantId || entry.restaurantId === ANY_RESTAURANT) {
        entries.delete(key);
      }
    }
  }
}
forgetOnSettingsChange(forgetRestaurantHeads);
