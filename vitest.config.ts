import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{events,command-api,projections,query-api,console,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'scripts/e2e/**'],
    globalSetup: ['scripts/test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
