import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Browser journeys: one platform for the run (global setup, root project only), Chromium driven by
 * playwright-core. Every journey runs twice, at desktop (1366×768) and phone (390×844) width, with the
 * accessibility audit of ./a11y.ts on every page; `--project desktop` or `--project phone` runs one width.
 */
const width = (name: 'desktop' | 'phone') => ({
  test: {
    name,
    root,
    include: ['scripts/e2e/**/*.test.ts'],
    env: { E2E_VIEWPORT: name },
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
    maxWorkers: 1,
    fileParallelism: false,
    projects: [width('desktop'), width('phone')],
  },
});
