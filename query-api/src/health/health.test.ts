import { describe, expect, it } from 'vitest';
import { createHealthCheck, createUpCheck } from './health';

/** The coalescing of concurrent health calls (the real sources are exercised by the platform's HTTP tests). */
describe('health check', () => {
  const sources = () => {
    const calls = { lag: 0 };
    let release = () => {};
    const gate = () => new Promise<void>((resolve) => (release = resolve));
    let pending = gate();
    return {
      calls,
      open: () => {
        release();
        pending = gate();
      },
      check: createHealthCheck({
        store: { kind: 'postgres', headPosition: async () => ({ commit: 1n, prepare: 1n }) },
        lag: async () => {
          calls.lag++;
          await pending;
          return [];
        },
        runsProjections: true,
        analytics: { kind: 'chdb', ping: async () => true },
        kafkaEnabled: false,
        mailDelivery: 'outbox',
      }),
    };
  };

  it('answers calls made while a report is under way with that report, and starts a new one afterwards', async () => {
    const s = sources();
    const first = s.check();
    const second = s.check();
    await new Promise((r) => setTimeout(r, 10));
    expect(s.calls.lag).toBe(1);
    s.open();
    const [a, b] = await Promise.all([first, second]);
    expect(a).toBe(b);
    expect(a.status).toBe('ok');
    const third = s.check();
    await new Promise((r) => setTimeout(r, 10));
    expect(s.calls.lag).toBe(2);
    s.open();
    expect(await third).not.toBe(a);
  });
});

/** The public up/down: cheap parts only, and calls made while one is under way share it. */
describe('up check', () => {
  const upCheck = (parts: { head?: () => Promise<unknown>; select?: () => Promise<unknown>; ping?: () => Promise<boolean>; stopped?: string[] } = {}) => {
    const calls = { select: 0 };
    const check = createUpCheck({
      store: { headPosition: (parts.head ?? (async () => ({ commit: 1n, prepare: 1n }))) as never },
      pool: {
        query: async () => {
          calls.select++;
          return (parts.select ?? (async () => ({ rows: [{ '?column?': 1 }] })))();
        },
      },
      analytics: { ping: parts.ping ?? (async () => true) },
      stopped: () => parts.stopped ?? [],
    });
    return { check, calls };
  };

  it('is up when every part answers and no projection has stopped', async () => {
    expect(await upCheck().check()).toBe(true);
  });

  it('is down when the store, the database or analytics fails, or a projection has stopped', async () => {
    const fail = async () => {
      throw new Error('unreachable');
    };
    expect(await upCheck({ head: fail }).check()).toBe(false);
    expect(await upCheck({ select: fail }).check()).toBe(false);
    expect(await upCheck({ ping: async () => false }).check()).toBe(false);
    expect(await upCheck({ ping: fail }).check()).toBe(false);
    expect(await upCheck({ stopped: ['volunteers'] }).check()).toBe(false);
  });

  it('answers calls made while a check is under way with that check, and starts a new one afterwards', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { check, calls } = upCheck({ select: () => gate });
    const answers = [check(), check(), check()];
    expect(calls.select).toBe(1);
    release();
    expect(await Promise.all(answers)).toEqual([true, true, true]);
    await check();
    expect(calls.select).toBe(2);
  });
});
