/**
 * The audit every journey relies on (./a11y.ts) must itself be able to fail: a page with a nameless image and
 * a low-contrast text is refused with the rule, the element and the URL; the same page fixed passes; a state
 * already audited is not audited again; a page wider than the window is refused (reflow) unless the wide part
 * scrolls in its own region; with E2E_ALSO_AUDIT a page that only overflows at the other width is refused too, and
 * the page gets its own width back. Pages are served by the browser (page.route), no platform needed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support';
import { VIEWPORTS, audited, checkpoint, viewport, viewportName } from './a11y';
import type { Browser, Page } from 'playwright-core';

const ORIGIN = 'http://a11y.test';
const html = (body: string) => `<!doctype html><html lang="en"><head><title>Audit test</title></head><body><main><h1>Audit test</h1>${body}</main></body></html>`;
const pages: Record<string, string> = {
  '/bad': html('<svg role="img" width="40" height="40"><circle cx="20" cy="20" r="18"/></svg><p style="color:#bbb;background:#fff">Faint text</p>'),
  '/wide': html('<table data-testid="wide"><tr><td style="min-width:2000px">A row wider than any window</td></tr></table>'),
  '/wide-scrolls': html('<div role="region" aria-label="Wide table" tabindex="0" style="overflow-x:auto"><table><tr><td style="min-width:2000px">A row wider than any window</td></tr></table></div>'),
  '/medium': html('<table data-testid="medium"><tr><td style="min-width:800px">A row wider than a phone, narrower than a desktop</td></tr></table>'),
  '/good': html('<svg role="img" aria-label="A dot" width="40" height="40"><circle cx="20" cy="20" r="18"/></svg><p style="color:#333;background:#fff">Dark text</p><button>Next</button>'),
};

describe('accessibility audit', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    const raw = await (await browser.newContext({ viewport: viewport() })).newPage();
    await raw.route(`${ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/html', body: pages[new URL(route.request().url()).pathname] ?? html('') }));
    page = audited(raw);
  });
  afterAll(() => browser?.close());

  it('refuses a page with serious violations, naming the rule, the element and the page', async () => {
    await page.goto(`${ORIGIN}/bad`);
    const failure = await checkpoint(page).then(() => null, (error: Error) => error.message);
    expect(failure).toContain('svg-img-alt');
    expect(failure).toContain('color-contrast');
    expect(failure).toContain('element: svg');
    expect(failure).toContain(`page:    ${ORIGIN}/bad`);
  });

  it('audits before the next action on a new page, and lets a clean page through', async () => {
    // Leaving /bad was already audited above; /good is audited before the click and passes.
    await page.goto(`${ORIGIN}/good`);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(checkpoint(page)).resolves.toBeUndefined();
  });

  it('an action in a new state of the page (errors showing) fails the action itself', async () => {
    await page.evaluate(() => {
      document.querySelector('main')!.insertAdjacentHTML('beforeend', '<svg role="img" width="10" height="10"></svg><label>Late <input id="late" aria-invalid="true"></label>');
    });
    await expect(page.locator('#late').fill('x')).rejects.toThrow(/svg-img-alt/);
  });

  it('refuses a page that scrolls sideways, naming what sticks out, and lets a wide table in its own scrolling region through', async () => {
    await page.goto(`${ORIGIN}/wide`);
    const failure = await checkpoint(page).then(() => null, (error: Error) => error.message);
    expect(failure).toContain('reflow');
    expect(failure).toContain('element: table[data-testid="wide"]');
    await page.goto(`${ORIGIN}/wide-scrolls`);
    await expect(checkpoint(page)).resolves.toBeUndefined();
  });

  it('audits at the other width too (E2E_ALSO_AUDIT), then gives the page its own width back', async () => {
    const other = viewportName() === 'phone' ? 'desktop' : 'phone';
    const before = process.env.E2E_ALSO_AUDIT;
    process.env.E2E_ALSO_AUDIT = other;
    try {
      // 800 px wide: fits the desktop, scrolls sideways on the phone.
      await page.goto(`${ORIGIN}/medium`);
      const failure = await checkpoint(page).then(() => null, (error: Error) => error.message);
      if (other === 'phone') {
        expect(failure).toContain('reflow');
        expect(failure).toContain(`at ${VIEWPORTS.phone.width}x${VIEWPORTS.phone.height}`);
      } else {
        expect(failure).toContain(`at ${VIEWPORTS.phone.width}x${VIEWPORTS.phone.height}`);
        expect(failure).not.toContain(`at ${VIEWPORTS.desktop.width}x${VIEWPORTS.desktop.height}`);
      }
      expect(page.viewportSize()).toEqual(viewport());
    } finally {
      if (before === undefined) delete process.env.E2E_ALSO_AUDIT;
      else process.env.E2E_ALSO_AUDIT = before;
    }
  });
});
