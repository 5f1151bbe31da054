import { afterAll, beforeAll, expect, it, suite } from 'vitest';
import type { Browser } from 'playwright-core';
import { ARTIFACTS, BASE, launchBrowser } from './support';
import { viewport, viewportName } from './a11y';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The API documentation in a real browser: Swagger UI renders the platform's document at /api/docs under the
 * strict CSP, with no violation. Not through createBrowserSession: its axe audit is for our console, and
 * Swagger UI is third-party markup we do not ship changes to (decisions.md, "API documentation").
 */
suite('API documentation in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('/api/docs renders the document and opens an operation with its body, with no CSP violation', async () => {
    const context = await browser.newContext({ viewport: viewport() });
    const problems: string[] = [];
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`));
    });
    const page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${BASE}/api/docs`);
    await page.locator('.swagger-ui .info .title').filter({ hasText: 'National Volunteering Platform API' }).waitFor({ timeout: 30_000 });
    // The list is virtualised (only what is on screen is in the DOM): the first tag is there.
    await page.locator('#operations-tag-account').waitFor();
    // Open the first operation: its body schema comes from the shared zod rules, its access rule from the route.
    const operation = page.locator('#operations-account-postApiUserChangePassword');
    await operation.locator('.opblock-summary-control').click();
    await operation.locator('.opblock-section-request-body').waitFor();
    await expect.poll(() => operation.textContent()).toContain('newPassword');
    await expect.poll(() => operation.textContent()).toContain('Access:');
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, `api-docs-${viewportName()}.png`) });
    expect(problems).toEqual([]);
    await context.close();
  });
});
