import { describe, expect, it } from 'vitest';
import { createHealthCheck } from './health';

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
