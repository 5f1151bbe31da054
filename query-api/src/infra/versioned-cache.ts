import type { QueryApiDeps } from './deps';

/**
 * A small in-process cache of read-model answers, keyed by the read model's version (see QueryApiDeps
 * .readModelVersion): every entry belongs to one version, and the first read after the version moved empties it.
 * There is no TTL: an answer lives exactly as long as the table it was read from is unchanged.
 */
export const createVersionedCache = <T>(options: { maxEntries: number }) => {
  let version: unknown;
  let entries = new Map<string, T>();
  // Loads begun at the current version: callers asking for the same key meanwhile share one (no stampede after a change).
  let loading = new Map<string, Promise<T>>();
  const moveTo = (current: unknown) => {
    if (current === version) return;
    version = current;
    entries = new Map();
    loading = new Map();
  };
  /** Files an answer read after `readAt` was taken; dropped if the version has moved on meanwhile. */
  const set = (readAt: unknown, key: string, value: T) => {
    if (readAt !== version) return;
    // Oldest first out: search words are the caller's, so the number of keys must be bounded.
    if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
    entries.set(key, value);
  };
  return {
    /**
     * The answer for `key` at `current` (taken before `load` reads anything): cached, else loaded once for every
     * caller that asks at this version while it loads. A version of undefined caches nothing.
     */
    async getOrLoad(current: unknown, key: string, load: () => Promise<T>): Promise<T> {
      if (current === undefined) return load();
      moveTo(current);
      const cached = entries.get(key);
      if (cached !== undefined) return cached;
      const pending = loading.get(key);
      if (pending) return pending;
      const loads = loading;
      const started = load().then(
        (value) => {
          set(current, key, value);
          return value;
        },
      ).finally(() => {
        if (loads.get(key) === started) loads.delete(key);
      });
      loads.set(key, started);
      return started;
    },
  };
};

/**
 * One version for everything an answer reads: the versions of several read models (or facts), and any extra part
 * the answer depends on (the day). Undefined, so nothing is cached, when a version is unknown.
 */
export const versionOf = async (deps: Pick<QueryApiDeps, 'readModelVersion'>, names: readonly string[], ...extra: unknown[]) => {
  if (!deps.readModelVersion) return undefined;
  const versions = await Promise.all(names.map((name) => deps.readModelVersion!(name)));
  return versions.includes(undefined) ? undefined : JSON.stringify([...versions, ...extra]);
};
