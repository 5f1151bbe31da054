import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The unit suite's global setup (embedded PostgreSQL) around one failing check: exit-code.test.ts.
export default defineConfig({
  root: fileURLToPath(new URL('../../..', import.meta.url)),
  test: { include: ['scripts/test/exit-code-fixture/failing.check.ts'], globalSetup: ['scripts/test/global-setup.ts'], pool: 'forks' },
});
