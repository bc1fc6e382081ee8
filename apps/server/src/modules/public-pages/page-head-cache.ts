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

type Entry = { restaurantId: number; expiresAt: number; html: string };
/** `changes` counts settings changes this process heard of, to spot one during a load. */
type Store = { entries: Map<string, Entry>; changes: number };

// One store per database handle: each test app (and each server process) has its own.
const stores = new WeakMap<AppDatabase, Store>();

function storeOf(db: AppDatabase): Store {
  let store = stores.get(db);
  if (!store) {
    store = { entries: new Map(), changes: 0 };
    stores.set(db, store);
  }
  return store;
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
  const entry = store.entries.get(key);
  if (entry && entry.expiresAt > now()) return entry.html;
  const changesBefore = store.changes;
  const loaded = await load();
  if (!loaded) return null;
  // A settings change while this head was made (it may be stale): served this once, not kept.
  if (store.changes === changesBefore) {
    store.entries.delete(key);
    store.entries.set(key, {
      restaurantId: loaded.restaurantId,
      expiresAt: now() + PAGE_HEAD_TTL_MS,
      html: loaded.html,
    });
    for (const oldest of store.entries.keys()) {
      if (store.entries.size <= MAX_ENTRIES) break;
      store.entries.delete(oldest);
    }
  }
  return loaded.html;
}

/** Drops the restaurant's heads, its events' included: its settings changed. */
function forgetRestaurantHeads(db: AppDatabase, restaurantId: number): void {
  const store = stores.get(db);
  if (!store) return;
  store.changes += 1;
  for (const [key, entry] of store.entries) {
    if (entry.restaurantId === restaurantId) store.entries.delete(key);
  }
}
forgetOnSettingsChange(forgetRestaurantHeads);
