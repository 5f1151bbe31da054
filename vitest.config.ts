import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Every workspace's tests, a new one's included (http-kit's were not): the journeys have their own config.
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'scripts/e2e/**', '**/dist/**', '.data/**', '.cache/**', 'test-artifacts/**'],
    globalSetup: ['scripts/test/global-setup.ts'],
    // Before each file, in its worker: the per-file hooks (the answers' contract check).
    setupFiles: ['scripts/test/setup-file.ts'],
    pool: 'forks',
    // A worker runs file after file with the modules it has loaded (chDB's engine, Fastify, the platform's code):
    // re-importing them for every file cost ~110 s of the phase's worker time. Each HTTP file still starts its own
    // platform on its own database; module-level state is only counters and the contract check's record.
    isolate: false,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
