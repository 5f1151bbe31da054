import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@nvp/events';
import { ADMIN, startTestPlatform } from '../../../scripts/test/harness';
import { TOO_MANY_ATTEMPTS } from '@nvp/http-kit';

/**
 * Behind a trusted proxy (TRUST_PROXY=true): X-Forwarded-For names the client. The per-IP limit is lowered
 * to 5 here to show the keying; the per-account limits keep their defaults and hold across client IPs.
 */
type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
let proxied: Platform;
const defaults = loadConfig({}).rateLimits;

beforeAll(async () => {
  proxied = await startTestPlatform('limits-proxied', { trustProxy: true, rateLimits: { ...defaults, ip: { max: 5, windowSeconds: 900 } } });
});
afterAll(async () => proxied?.stop());

const post = async (t: Platform, route: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(`${t.platform.url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json(), retryAfter: response.headers.get('retry-after') };
};

describe('per client IP behind a trusted proxy', () => {
  it('keys on the forwarded client IP when TRUST_PROXY is set', async () => {
    for (let i = 0; i < 5; i++) expect((await post(proxied, '/api/volunteer/register/phone', {}, { 'x-forwarded-for': '192.0.2.10' })).status).toBe(400);
    const refused = await post(proxied, '/api/volunteer/register/phone', {}, { 'x-forwarded-for': '192.0.2.10' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: TOO_MANY_ATTEMPTS });
    expect(refused.retryAfter).toMatch(/^\d+$/);
    expect((await post(proxied, '/api/volunteer/register/phone', {}, { 'x-forwarded-for': '192.0.2.11' })).status).toBe(400);
  });
});

describe('per account, whatever the client IP', () => {
  it('refuses the 11th login after 10 failures for one e-mail, even with the right password, and leaves other accounts alone', async () => {
    expect(defaults.loginFailures).toEqual({ max: 10, windowSeconds: 900 });
    for (let i = 1; i <= defaults.loginFailures.max; i++) {
      const failed = await post(proxied, '/api/authenticate/login', { email: ADMIN.email, password: `wrong-${i}` }, { 'x-forwarded-for': `198.51.100.${i}` });
      expect(failed.status).toBe(401);
    }
    const refused = await post(proxied, '/api/authenticate/login', ADMIN, { 'x-forwarded-for': '198.51.100.200' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: TOO_MANY_ATTEMPTS });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(defaults.loginFailures.windowSeconds);
    // The same e-mail in another case is the same account.
    expect((await post(proxied, '/api/authenticate/login', { ...ADMIN, email: ADMIN.email.toUpperCase() }, { 'x-forwarded-for': '198.51.100.201' })).status).toBe(429);
    // Another account from the same address is not affected: it gets the usual answer.
    const other = await post(proxied, '/api/authenticate/login', { email: 'someone-else@example.lk', password: 'whatever-1' }, { 'x-forwarded-for': '198.51.100.200' });
    expect(other).toMatchObject({ status: 401, body: { message: 'Error' } });
  });

  it('lets no more than 10 parallel wrong guesses through for one e-mail', async () => {
    const email = `parallel-${Date.now()}@example.lk`;
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) => post(proxied, '/api/authenticate/login', { email, password: `guess-${i}-pass` }, { 'x-forwarded-for': `198.18.0.${i + 1}` })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(5).fill(429)]);
  });

  it('refuses the 11th reset mail for one e-mail within an hour, from any IP', async () => {
    expect(defaults.account).toEqual({ max: 10, windowSeconds: 3600 });
    for (let i = 1; i <= defaults.account.max; i++) {
      expect((await post(proxied, '/api/user/forgetPassword', { email: 'kamala@example.lk' }, { 'x-forwarded-for': `203.0.113.${i}` })).status).toBe(200);
    }
    const refused = await post(proxied, '/api/user/forgetPassword', { email: 'kamala@example.lk' }, { 'x-forwarded-for': '203.0.113.99' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: TOO_MANY_ATTEMPTS });
    expect(Number(refused.retryAfter)).toBeGreaterThan(defaults.loginFailures.windowSeconds);
    expect((await post(proxied, '/api/user/forgetPassword', { email: 'nimal@example.lk' }, { 'x-forwarded-for': '203.0.113.99' })).status).toBe(200);
  });

  it('keeps no e-mail address or IP in clear in the counters', async () => {
    const { rows } = await proxied.db.pool.query<{ key: string }>('SELECT key FROM rate_limit_counters');
    expect(rows.length).toBeGreaterThan(0);
    const keys = rows.map((r) => r.key).join('\n');
    expect(keys).not.toMatch(/@|198\.51\.100|203\.0\.113|192\.0\.2/);
  });
});
