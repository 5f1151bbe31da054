import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@nvp/events';
import { ADMIN, startTestPlatform } from '../../../scripts/test/harness';
import { TOO_MANY_ATTEMPTS } from '@nvp/http-kit';

/**
 * The attempt limits over real HTTP with the default numbers (loadConfig()) and no TRUST_PROXY: the socket
 * address is the client, whatever X-Forwarded-For says. Counters live in PostgreSQL (rate_limit_counters).
 * rate-limits-proxy.api.test.ts covers a trusted proxy and the per-account limits across client IPs.
 */
type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
let direct: Platform;
const defaults = loadConfig({}).rateLimits;

beforeAll(async () => {
  direct = await startTestPlatform('limits-direct');
});
afterAll(async () => direct?.stop());

const post = async (t: Platform, route: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(`${t.platform.url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json(), retryAfter: response.headers.get('retry-after') };
};

describe('per client IP (defaults: 300 attempts per route in 15 minutes)', () => {
  it('answers the 301st attempt 429 with { message } and retry-after, ignoring X-Forwarded-For when no proxy is trusted', async () => {
    expect(defaults.ip).toEqual({ max: 300, windowSeconds: 900 });
    const statuses: number[] = [];
    for (let batch = 0; batch < defaults.ip.max; batch += 20) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          // A different forged client address each time: without TRUST_PROXY it must not matter.
          post(direct, '/api/user/forgetPassword', { email: `nobody-${batch + i}@example.lk` }, { 'x-forwarded-for': `203.0.113.${(batch + i) % 250}` }),
        ),
      );
      statuses.push(...answers.map((a) => a.status));
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const refused = await post(direct, '/api/user/forgetPassword', { email: 'one-more@example.lk' }, { 'x-forwarded-for': '198.51.100.7' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: TOO_MANY_ATTEMPTS });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(defaults.ip.windowSeconds);
  });

  it('counts each route apart: login from the same IP still works, and successful logins are no failures', async () => {
    for (let i = 0; i <= defaults.loginFailures.max; i++) expect((await post(direct, '/api/authenticate/login', ADMIN)).status).toBe(200);
  });
});
