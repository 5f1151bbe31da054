import { describe, expect, it } from 'vitest';
import { createVersionedCache } from './versioned-cache';

describe('versioned cache', () => {
  it('loads once per version and key, however many callers ask while it loads', async () => {
    const cache = createVersionedCache<string>({ maxEntries: 10 });
    let loads = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const load = async () => {
      loads++;
      await gate;
      return `answer ${loads}`;
    };
    const waiting = [cache.getOrLoad(1, 'k', load), cache.getOrLoad(1, 'k', load)];
    release();
    expect(await Promise.all(waiting)).toEqual(['answer 1', 'answer 1']);
    expect(await cache.getOrLoad(1, 'k', load)).toBe('answer 1');
    expect(loads).toBe(1);
  });

  it('answers from a new load once the version moved, and never joins a load begun at an older version', async () => {
    const cache = createVersionedCache<string>({ maxEntries: 10 });
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const old = cache.getOrLoad(1, 'k', async () => {
      await gate;
      return 'old';
    });
    const fresh = cache.getOrLoad(2, 'k', async () => 'new');
    release();
    expect(await old).toBe('old');
    expect(await fresh).toBe('new');
    // The old load finished after the version moved: it was not filed under the new one.
    expect(await cache.getOrLoad(2, 'k', async () => 'again')).toBe('new');
  });

  it('caches nothing without a version, and nothing that failed', async () => {
    const cache = createVersionedCache<string>({ maxEntries: 10 });
    let loads = 0;
    await cache.getOrLoad(undefined, 'k', async () => `${++loads}`);
    await cache.getOrLoad(undefined, 'k', async () => `${++loads}`);
    expect(loads).toBe(2);
    await expect(cache.getOrLoad(1, 'k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.getOrLoad(1, 'k', async () => 'up')).toBe('up');
  });

  describe('getLatest (public answers under a steady write rate)', () => {
    const gated = () => {
      const loads: { version: number; release: () => void; fail: () => void }[] = [];
      const loader = (version: number) => () =>
        new Promise<string>((resolve, reject) =>
          loads.push({ version, release: () => resolve(`answer ${version}`), fail: () => reject(new Error('chDB is busy')) }),
        );
      return { loads, loader };
    };
    const settle = () => new Promise((r) => setTimeout(r, 0));

    it('given no answer yet, when asked, then it waits for the first load', async () => {
      const cache = createVersionedCache<string>({ maxEntries: 1 });
      const { loads, loader } = gated();
      const asked = cache.getLatest(1, 'home', loader(1));
      await settle();
      expect(loads).toHaveLength(1);
      loads[0].release();
      expect(await asked).toBe('answer 1');
    });

    it('given an older answer, when the version moves, then the first ask waits for the new one and the asks meanwhile get the older one at once', async () => {
      const cache = createVersionedCache<string>({ maxEntries: 1 });
      const { loads, loader } = gated();
      const first = cache.getLatest(1, 'home', loader(1));
      await settle();
      loads[0].release();
      await first;

      const firstAfterChange = cache.getLatest(2, 'home', loader(2));
      await settle();
      expect(await cache.getLatest(2, 'home', loader(2))).toBe('answer 1');
      expect(await cache.getLatest(3, 'home', loader(3))).toBe('answer 1'); // one load at a time
      expect(loads.map((l) => l.version)).toEqual([1, 2]);
      loads[1].release();
      expect(await firstAfterChange).toBe('answer 2');

      // Nothing running: the next ask after a change loads and waits, never an answer older than the newest loaded.
      const next = cache.getLatest(3, 'home', loader(3));
      await settle();
      expect(loads.map((l) => l.version)).toEqual([1, 2, 3]);
      loads[2].release();
      expect(await next).toBe('answer 3');
      expect(await cache.getLatest(3, 'home', loader(3))).toBe('answer 3');
      expect(loads).toHaveLength(3);
    });

    it('given a load that fails, then its caller gets the error, the others the older answer, and the next ask tries again', async () => {
      const cache = createVersionedCache<string>({ maxEntries: 1 });
      await cache.getLatest(1, 'home', async () => 'answer 1');
      const { loads, loader } = gated();
      const failing = cache.getLatest(2, 'home', loader(2));
      await settle();
      expect(await cache.getLatest(2, 'home', loader(2))).toBe('answer 1');
      loads[0].fail();
      await expect(failing).rejects.toThrow('chDB is busy');
      const again = cache.getLatest(2, 'home', loader(2));
      await settle();
      expect(loads).toHaveLength(2);
      loads[1].release();
      expect(await again).toBe('answer 2');
    });
  });
});
