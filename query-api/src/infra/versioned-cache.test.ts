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
});
