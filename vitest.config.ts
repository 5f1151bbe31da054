import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Every workspace's tests, a new one's included (http-kit's were not): the journeys have their own config.
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'scripts/e2e/**', '**/dist/**', '.data/**', '.cache/**', 'test-artifacts/**'],
    globalSetup: ['scripts/test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
