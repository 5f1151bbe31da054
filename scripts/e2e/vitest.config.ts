import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Browser journeys: one platform for the run (global setup, root project only), Chromium driven by
 * playwright-core. Each journey file's steps run once, at one width, and every state it reaches is audited for
 * accessibility at both widths (./a11y.ts: E2E_ALSO_AUDIT resizes the page for a second audit), so "no serious
 * WCAG violation at 1366×768 nor at 390×844" holds without running every journey twice.
 * Phone (390×844) is the default: most pages' layout differs there and the public site is read on phones.
 * DESKTOP_JOURNEYS run at 1366×768: desktop-only layout (reports' charts beside their tables, the district map,
 * print to PDF; the audit history's then-and-now side by side; the operators' wide tables of read models and
 * sinks), keyboard-only use (a desktop habit: the keyboard journey checks the focus against the desktop top bar),
 * or nothing the width can change (CSP and headers, Swagger UI, the audit's own test).
 * `--project desktop` / `--project phone` runs one group; E2E_BOTH_WIDTHS=1 runs every journey's steps at both
 * widths as before (by hand, when a layout change needs it).
 */
const DESKTOP_JOURNEYS = [
  'scripts/e2e/a11y.test.ts',
  'scripts/e2e/api-docs.journey.test.ts',
  'scripts/e2e/audit-history.journey.test.ts',
  'scripts/e2e/keyboard.journey.test.ts',
  'scripts/e2e/projections.journey.test.ts',
  'scripts/e2e/reports.journey.test.ts',
  'scripts/e2e/security.journey.test.ts',
  'scripts/e2e/sinks.journey.test.ts',
];
const bothWidths = process.env.E2E_BOTH_WIDTHS === '1';
/** Journey files run at the same time, each in its own fork and browser, against the one platform (E2E_WORKERS). */
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 1) || 1);
const ALL = ['scripts/e2e/**/*.test.ts'];

const width = (name: 'desktop' | 'phone') => ({
  test: {
    name,
    root,
    include: bothWidths || name === 'phone' ? ALL : DESKTOP_JOURNEYS,
    exclude: bothWidths || name === 'desktop' ? [] : DESKTOP_JOURNEYS,
    env: { E2E_VIEWPORT: name, E2E_ALSO_AUDIT: bothWidths ? '' : name === 'phone' ? 'desktop' : 'phone' },
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // What a journey waits for may come from a projection (mail through the outbox, read models for anonymous
    // pages): under load that takes longer than vitest's default 1 s of polling. A bound, not a timing assertion.
    expect: { poll: { timeout: 15_000, interval: 250 } },
  },
});

export default defineConfig({
  root,
  test: {
    globalSetup: ['scripts/e2e/global-setup.ts'],
    pool: 'forks',
    maxWorkers: workers,
    fileParallelism: workers > 1,
    projects: [width('desktop'), width('phone')],
  },
});
