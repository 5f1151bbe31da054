import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = (name: string) => path.join(here, 'summary-fixtures', name);

/** npm test's closing verdict, run as test.sh runs it, on fixture reports (in the shape vitest's JSON reporter writes). */
const summary = (...args: string[]) => {
  const run = spawnSync(process.execPath, [path.join(here, 'summary.mjs'), ...args], { encoding: 'utf8' });
  return { status: run.status, lines: run.stdout.trim().split('\n') };
};

describe('summary.mjs: the verdict of npm test', () => {
  it('passes with unit tests skipped on purpose, naming each skipped test, and ends with the count line', () => {
    const run = summary('--unit', fixture('unit-skipped-on-purpose.json'), '--journeys', fixture('journeys-passed.json'));
    expect(run.status).toBe(0);
    expect(run.lines).toContain(
      'skipped (a unit test: the run still passes): events/src/store/kurrentdb/kurrentdb-event-store.test.ts › EventStore contract: kurrentdb (needs KURRENTDB_URL or a Docker engine) › is skipped',
    );
    expect(run.lines).toContain('skipped (a unit test: the run still passes): projections/src/publisher/kafka-publisher.integration.test.ts › Kafka publisher against a broker › publishes to a real broker');
    expect(run.lines.at(-1)).toBe('5 passed, 0 failed, 2 skipped');
  });

  it('fails when a journey is skipped, and names every skipped journey test', () => {
    const run = summary('--unit', fixture('unit-skipped-on-purpose.json'), '--journeys', fixture('journeys-skipped.json'));
    expect(run.status).toBe(1);
    expect(run.lines).toContain('FAILED: journey skipped: scripts/e2e/vio.journey.test.ts › vio journey › a VIO registers');
    expect(run.lines).toContain('FAILED: journey skipped: scripts/e2e/vio.journey.test.ts › vio journey › a VIO publishes');
    expect(run.lines.at(-1)).toBe('4 passed, 0 failed, 4 skipped');
  });

  it('fails on a failing test, and on a file that broke without one (import error, failing hook), counting it once and naming each with its first line', () => {
    const failed = summary('--unit', fixture('unit-failed.json'));
    expect(failed.status).toBe(1);
    expect(failed.lines).toContain('FAILED (unit and integration): command-api/src/account/decider.test.ts › refuses a taken e-mail — AssertionError: expected 409 to be 200');
    // A timeout: vitest's JSON gives no message, so the line says how long the test ran.
    expect(failed.lines).toContain('FAILED (unit and integration): command-api/src/account/decider.test.ts › a slow suite › waits too long — no message in the report (a timeout gives none): it ran 120.2 s');
    const broken = summary('--unit', fixture('unit-broken-file.json'));
    expect(broken.status).toBe(1);
    expect(broken.lines).toContain('FAILED (unit and integration): query-api/src/broken.test.ts — Error: Cannot find module \'./gone\'');
    expect(broken.lines.at(-1)).toBe('1 passed, 1 failed, 0 skipped');
  });

  it('prints under a failed journey what each of its open pages showed, and nothing for a test that passed', () => {
    const run = summary('--journeys', fixture('journeys-failed.json'), '--journey-pages', fixture('journey-failures.jsonl'));
    expect(run.status).toBe(1);
    const failed = run.lines.indexOf('FAILED (journeys): scripts/e2e/account.journey.test.ts › desktop › resets a password — locator.click: Timeout 30000ms exceeded.');
    expect(failed).toBeGreaterThanOrEqual(0);
    expect(run.lines.slice(failed + 1, failed + 3)).toEqual([
      '    page http://127.0.0.1:8080/reset showed: "Something went wrong Try again"',
      '    page http://127.0.0.1:8080/login showed: "Log in"',
    ]);
    expect(run.lines.join('\n')).not.toContain('/stale');
    // No record (the file is absent when nothing failed): the FAILED line alone.
    expect(summary('--journeys', fixture('journeys-failed.json'), '--journey-pages', fixture('no-such-file.jsonl')).lines).toContain(run.lines[failed]);
  });

  it('fails when a phase that ran wrote no report, and passes a part-run that had no journeys phase', () => {
    const missing = summary('--unit', fixture('unit-skipped-on-purpose.json'), '--journeys', fixture('no-such-report.json'));
    expect(missing.status).toBe(1);
    expect(missing.lines).toContain('1 test report(s) missing: a runner did not finish');
    expect(summary('--unit', fixture('unit-skipped-on-purpose.json')).status).toBe(0);
  });

  it('prints each phase time above the count line, skipped phases as skipped', () => {
    const run = summary('--unit', fixture('unit-skipped-on-purpose.json'), '--phases', fixture('phases.tsv'));
    expect(run.status).toBe(0);
    expect(run.lines.slice(-5)).toEqual([
      'phase install (npm dependencies): 1.2 s',
      'phase type check: 19.7 s',
      'phase journeys: skipped',
      'phase total: 400.0 s',
      '3 passed, 0 failed, 2 skipped',
    ]);
  });
});
