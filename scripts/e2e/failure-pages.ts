/**
 * What the browser showed when a journey test failed. CI keeps only the end of its output, not the screenshots, and
 * "locator.click: Timeout 30000ms exceeded" does not say whether the page was an error, a spinner or another page:
 * each open page's address, its toasts and the start of its main text go to test-artifacts/journey-failures.jsonl (one line
 * per failed test), which npm test's closing summary prints under the test's FAILED line, and a screenshot beside it.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

export const FAILURES_FILE = 'journey-failures.jsonl';
const TEXT_CHARS = 300;
const STEP_MS = 5_000;

export interface FailedTest {
  /** The test file, relative to the working directory (as the JSON report's summary names it). */
  file: string;
  /** Suites and test title joined by ' > ' (vitest's fullTestName). */
  test: string;
}

/** A page's address and the start of what it shows, whitespace collapsed; a page that does not answer says so. */
export const describePage = async (page: Page): Promise<{ url: string; text: string }> => {
  const url = page.url();
  const text = await page
    // The page's own part (not the header every page repeats), then any toast (they sit outside it).
    .evaluate(() => {
      const main = (document.querySelector('main') ?? document.body)?.innerText ?? '';
      const toasts = [...document.querySelectorAll('.bp6-toast')].map((toast) => `[toast: ${(toast as HTMLElement).innerText}]`);
      return [...toasts, main].join(' ');
    }, undefined)
    .then((shown) => shown.replace(/\s+/g, ' ').trim().slice(0, TEXT_CHARS))
    .catch((error: Error) => `(the page did not answer: ${error.message.split('\n')[0]})`);
  return { url, text };
};

const slug = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 80);

/** Records every open page of a failed test (never throws: the test's own failure is what counts). */
export const recordFailurePages = async (artifacts: string, failed: FailedTest, pages: Page[]) => {
  try {
    mkdirSync(artifacts, { recursive: true });
    const seen = [];
    for (const [index, page] of pages.entries()) {
      if (page.isClosed()) continue;
      seen.push(await describePage(page));
      const name = `failed-${slug(path.basename(failed.file, '.journey.test.ts'))}-${slug(failed.test)}-${index}.png`;
      await page.screenshot({ path: path.join(artifacts, name), timeout: STEP_MS }).catch(() => undefined);
    }
    appendFileSync(path.join(artifacts, FAILURES_FILE), `${JSON.stringify({ ...failed, pages: seen })}\n`);
  } catch (error) {
    console.error(`could not record the pages of a failed test: ${(error as Error).message}`);
  }
};
