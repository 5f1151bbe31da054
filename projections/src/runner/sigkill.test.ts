/**
 * The runner killed without warning 20 times while it projects the platform's real read models (volunteers,
 * VIOs, admins, accounts, opportunities, applications, ...) over a log made by real API calls and copied under
 * fresh identities, more of it appended between the kills. Afterwards every read model must equal a clean
 * rebuild from the log (the verification's content hash) and the non-idempotent tally must count each event once.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparePositions, START, type RecordedEvent } from '@nvp/events';
import { newEvent } from '@nvp/events/testing';
import { startTestPlatform } from '../../../scripts/test/harness';
import { buildWorld } from '../../../scripts/test/authorization/world';
import { postgresProjections } from '../index';
import { readCheckpoint } from './checkpoints';
import { liveTable } from './projection';
import { verifyProjection } from './verify';
import { tallyProjection } from './testing/tally.projection';
import { appendCopyOfLog, readWholeLog } from './testing/clone-log';

const KILLS = 20;
let t: Awaited<ReturnType<typeof startTestPlatform>>;
let original: RecordedEvent[];
beforeAll(async () => {
  t = await startTestPlatform('sigkill_real');
  await buildWorld(t.api, t.platform.url);
  expect(await t.platform.projections.runner.waitFor(await t.platform.infra.store.barrier(), 10_000)).toBe(true);
  // From here on only the child runner projects.
  await t.platform.projections.runner.stop();
  original = await readWholeLog(t.platform.infra.store);
}, 120_000);
afterAll(async () => t?.stop());

describe('projection runner over the real read models', () => {
  it(`survives SIGKILL ${KILLS} times: every read model equals a clean rebuild, the tally counts each event once`, async () => {
    const { store, pool, vault, secrets } = t.platform.infra;
    const models = [...postgresProjections({ vault }), tallyProjection];
    // Start from nothing, so the first runs replay a sizeable log and the kills land mid-work.
    for (const p of models) {
      for (const name of Object.keys(p.tables)) await pool.query(`DROP TABLE IF EXISTS ${liveTable(name)}`);
      await pool.query('DELETE FROM projection_checkpoints WHERE name = $1', [p.name]);
      await pool.query('DELETE FROM projection_definitions WHERE name = $1', [p.name]);
    }
    let tallies = 0;
    const moreLog = async (copy: string) => {
      await appendCopyOfLog(store, pool, original, copy);
      await Promise.all(Array.from({ length: 50 }, (_, i) => store.append(`tally-${i % 7}`, [newEvent('Tallied', { value: i })], { expected: 'any' })));
      tallies += 50;
    };
    for (let i = 0; i < 4; i++) await moreLog(`s${i}`);

    const child = path.resolve('projections/src/runner/testing/child-real-runner.ts');
    const runChild = () => {
      const proc = spawn(process.execPath, ['--import', 'tsx', child], {
        env: { ...process.env, DATABASE_URL: t.db.url, VAULT_MASTER_KEY: secrets.vaultMasterKey },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const started = new Promise<void>((resolve) => proc.stdout!.on('data', () => resolve()));
      const exited = new Promise<NodeJS.Signals | null>((resolve) => proc.on('exit', (_code, signal) => resolve(signal)));
      return { proc, started, exited };
    };
    for (let round = 0; round < KILLS; round++) {
      const { proc, started, exited } = runChild();
      await started;
      // The first time, wait until the real read models have committed something (a loaded machine may start slowly).
      for (let i = 0; round === 0 && i < 400; i++) {
        const progressed = await Promise.all(['volunteers', 'opportunities', 'tally'].map(async (name) => comparePositions(await readCheckpoint(pool, name), START) > 0));
        if (progressed.every(Boolean)) break;
        await new Promise((r) => setTimeout(r, 25));
      }
      await new Promise((r) => setTimeout(r, 40 + Math.floor(Math.random() * 160)));
      proc.kill('SIGKILL');
      expect(await exited).toBe('SIGKILL');
      await moreLog(`k${round}`);
    }
    // It did make progress between the kills, on the real read models too.
    for (const name of ['volunteers', 'opportunities', 'tally']) {
      expect(comparePositions(await readCheckpoint(pool, name), START), name).toBeGreaterThan(0);
    }

    // A last run to the head of the log, then killed as well.
    const { proc, started, exited } = runChild();
    await started;
    const head = await store.barrier();
    const behind = async () => {
      for (const p of models) if (comparePositions(await readCheckpoint(pool, p.name), head) < 0) return true;
      return false;
    };
    for (let i = 0; i < 1200 && (await behind()); i++) await new Promise((r) => setTimeout(r, 50));
    proc.kill('SIGKILL');
    await exited;
    expect(await behind()).toBe(false);

    const { rows } = await pool.query(`SELECT coalesce(sum(events), 0)::int AS n FROM ${liveTable('tally')}`);
    expect(rows[0].n).toBe(tallies);
    for (const p of models) {
      const result = await verifyProjection(store, pool, p);
      expect(result, p.name).toMatchObject({ name: p.name, equal: true });
    }
    // Real rows, not empty tables compared with empty tables.
    const volunteers = await pool.query(`SELECT count(*)::int AS n FROM ${liveTable('volunteers')}`);
    expect(volunteers.rows[0].n).toBeGreaterThanOrEqual(2 * (4 + KILLS));
  }, 240_000);
});
