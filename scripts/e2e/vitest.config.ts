import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Browser journeys: one platform for the run (global setup), Chromium driven by playwright-core. */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['scripts/e2e/**/*.test.ts'],
    globalSetup: ['scripts/e2e/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
