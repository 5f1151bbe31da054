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
  // The newest answer loaded per key, whatever its version (getLatest), and the load of it running now.
  const latest = new Map<string, T>();
  const computing = new Map<string, Promise<T>>();
  const remember = (key: string, value: T) => {
    if (!latest.has(key) && latest.size >= options.maxEntries) latest.delete(latest.keys().next().value as string);
    latest.set(key, value);
  };
  const cache = {
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
    /**
     * For public answers read far more often than their data changes (the landing). The answer at `current` when it
     * is cached. Otherwise, while another caller's load of this key runs, the newest answer loaded before, at once;
     * with none running, this caller loads (and waits) — so the first ask after a change gets the new answer, and an
     * answer older than the one being computed is never given. One load per key at a time. Under a steady write
     * rate every change emptied the cache and every visitor waited for the recomputation (the landing's p50 was
     * 609 ms at 16 commands/s). No timer: how old an answer may be is bounded by one computation, not a clock.
     */
    async getLatest(current: unknown, key: string, load: () => Promise<T>): Promise<T> {
      if (current === undefined) return load();
      moveTo(current);
      const cached = entries.get(key);
      if (cached !== undefined) return cached;
      const running = computing.get(key);
      const previous = latest.get(key);
      if (running && previous !== undefined) return previous;
      if (running) await running.catch(() => undefined);
      const started = cache.getOrLoad(current, key, load).then((value) => {
        remember(key, value);
        return value;
      });
      computing.set(key, started);
      const forget = () => {
        if (computing.get(key) === started) computing.delete(key);
      };
      started.then(forget, forget);
      return started;
    },
  };
  return cache;
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
