/**
 * A small in-process cache of read-model answers, keyed by the read model's version (see QueryApiDeps
 * .readModelVersion): every entry belongs to one version, and the first read after the version moved empties it.
 * There is no TTL: an answer lives exactly as long as the table it was read from is unchanged.
 */
export const createVersionedCache = <T>(options: { maxEntries: number }) => {
  let version: unknown;
  let entries = new Map<string, T>();
  return {
    /** The cached answer for `key` at `current`, else undefined (and the cache is emptied if `current` is new). */
    get(current: unknown, key: string): T | undefined {
      if (current !== version) {
        version = current;
        entries = new Map();
        return undefined;
      }
      return entries.get(key);
    },
    /** Files an answer read after `readAt` was taken; dropped if the version has moved on meanwhile. */
    set(readAt: unknown, key: string, value: T) {
      if (readAt !== version) return;
      // Oldest first out: search words are the caller's, so the number of keys must be bounded.
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, value);
    },
  };
};
