import { afterAll, beforeAll, expect, it, suite } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, BASE, createBrowserSession, loginAndLand, screenshot, submitLogin, unique } from './support';

/**
 * The console under the platform's strict Content-Security-Policy, and the answer to too many attempts.
 * Every journey fails on a CSP violation (support.ts); this file also shows that the watch really fires.
 */
suite('security in the browser', () => {
  const browser = createBrowserSession();
  beforeAll(() => browser.open());
  afterAll(() => browser.close());

  it('the CSP watch catches a violation: an injected inline script is blocked and reported', async () => {
    const page = await browser.fresh();
    await page.goto(`${BASE}/`);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.head.appendChild(script);
    });
    await expect.poll(() => browser.cspViolations().join('\n')).toMatch(/script-src/);
    expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
    browser.clearCspViolations();
  });

  it.each(['en', 'si', 'ta'] as const)('public pages render under the policy in %s (fonts, icons, styles from self)', async (language) => {
    const page = await browser.fresh({ language });
    for (const route of ['/', '/login', '/register', '/forgetPassword', '/aboutus']) {
      await page.goto(`${BASE}${route}`);
      await page.locator('footer').waitFor();
    }
    // Every web font (Sinhala, Tamil, Blueprint icons) actually loaded.
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => [...document.fonts].filter((f) => f.status === 'error').map((f) => f.family))).toEqual([]);
    await screenshot(page, `security-csp-${language}`);
  });

  it('shows the refusal of a login after too many failures, with the wait', async () => {
    const email = `locked-${unique()}@example.lk`;
    for (let i = 0; i < 10; i++) {
      const r = await fetch(`${BASE}/api/authenticate/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: `wrong-${i}-pass` }) });
      expect(r.status).toBe(401);
    }
    const page = await browser.fresh();
    await submitLogin(page, email, 'wrong-again-pass');
    await expect.poll(() => page.getByTestId('login-error').textContent()).toBe('Too many attempts, please try again in 15 minutes');
    await screenshot(page, 'security-too-many-attempts');
  });

  it('a core admin reads the mail kept instead of sent on /admin/outbox', async () => {
    await fetch(`${BASE}/api/user/forgetPassword`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: ADMIN_EMAIL }) });
    const page = await browser.fresh();
    await loginAndLand(page, ADMIN_EMAIL!, ADMIN_PASSWORD!, '/admin/dashboard');
    await page.goto(`${BASE}/admin/outbox`);
    await page.getByRole('heading', { name: 'Undelivered mail and SMS' }).waitFor();
    await expect.poll(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      return page.getByTestId('outbox-item').filter({ hasText: ADMIN_EMAIL! }).filter({ hasText: '/forgetPassword/' }).count();
    }).toBeGreaterThan(0);
    await screenshot(page, 'security-admin-outbox');
  });
});
