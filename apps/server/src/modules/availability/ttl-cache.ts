/**
 * A small in-process cache of per-key promises that expire after `ttlMs`. Concurrent misses for
 * the same key share one load; a failed load is forgotten at once so the next call retries. When
 * more than `maxEntries` keys are held the oldest are dropped (Map keeps insertion order), which
 * bounds memory however many restaurants a process sees.
 */
export type TtlCache<K, V> = {
  /** Values for `keys`; the missing or expired ones are loaded together with one `load` call. */
  getMany(keys: readonly K[], load: (missing: K[]) => Promise<Map<K, V>>): Promise<Map<K, V>>;
  /** Drops `key`, so the next call loads it again (a settings change). */
  forget(key: K): void;
  clear(): void;
};

export function createTtlCache<K, V>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): TtlCache<K, V> {
  const now = options.now ?? Date.now;
  const entries = new Map<K, { expiresAt: number; value: Promise<V | undefined> }>();

  function evictOldest() {
    for (const key of entries.keys()) {
      if (entries.size <= options.maxEntries) return;
      entries.delete(key);
    }
  }

  return {
    async getMany(keys, load) {
      const at = now();
      const values = new Map<K, Promise<V | undefined>>();
      const missing: K[] = [];
      for (const key of keys) {
        const entry = entries.get(key);
        if (entry && entry.expiresAt > at) values.set(key, entry.value);
        else missing.push(key);
      }
      if (missing.length > 0) {
        const batch = load(missing);
        for (const key of missing) {
          const value = batch.then((found) => found.get(key));
          values.set(key, value);
          entries.delete(key);
          entries.set(key, { expiresAt: at + options.ttlMs, value });
          // A failed load must not stay cached; the awaiting caller still sees the error.
          value.catch(() => {
            if (entries.get(key)?.value === value) entries.delete(key);
          });
        }
        evictOldest();
      }
      const result = new Map<K, V>();
      for (const [key, promise] of values) {
        const value = await promise;
        if (value !== undefined) result.set(key, value);
      }
      return result;
    },
    forget(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
