import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colomboDate, comparePositions } from '@nvp/events';
import { SIDE_EFFECT_SINKS } from '@nvp/projections';
import { testMasterKey } from '@nvp/events/testing';
import { startTempPostgres } from '../bench/lib';
import { startTestPlatform } from '../test/harness';
import { GENERATED_ADMIN_EMAIL, GENERATED_PASSWORDS } from './generate';
import { InterruptedLoadError, loadGeneratedHistory, type LoadResult } from './load';
import { scales } from './history';

/** A transaction with an id, open until `end()`. */
const openTransaction = async (pool: pg.Pool) => {
  const client = await pool.connect();
  await client.query('BEGIN');
  await client.query('SELECT pg_current_xact_id()');
  let ended: Promise<unknown> | undefined;
  return { end: () => (ended ??= client.query('COMMIT').finally(() => client.release())) };
};

// npm start's demo history: generated into an empty log and built in bulk before the projections start.
describe('a generated history loaded before the platform starts', () => {
  let t: Awaited<ReturnType<typeof startTestPlatform>>;
  let loaded: LoadResult | undefined;
  const phases = new Set<string>();
  let checkpoints: { name: string; commit: string; prepare: string }[] = [];

  let server: Awaited<ReturnType<typeof startTempPostgres>> | undefined;

  beforeAll(async () => {
    // A PostgreSQL server of its own: the transaction held open below stops every read of the log on the whole server
    // while it lasts, and the test files running beside this one (each its own database on the shared server) must
    // not wait behind it (an auditor's history read the log without the application just written, once).
    server = await startTempPostgres('load-test');
    const url = await server.createDatabase('loaded');
    const pool = new pg.Pool({ connectionString: url, max: 20 });
    const database = { url, pool, name: 'loaded', close: () => pool.end() };
    t = await startTestPlatform('loaded', { vaultMasterKey: testMasterKey() }, {
      database,
      prepare: async (infra, projections) => {
        // Another transaction on the same server, begun before the load ends and still open after it: every read
        // stops below it. It ends once the generation has been quiet for three seconds, or with the load.
        const other = await openTransaction(infra.pool);
        let quiet: NodeJS.Timeout | undefined;
        const load = loadGeneratedHistory(infra, projections, {
          scale: 'tiny',
          seed: 3,
          end: colomboDate(new Date()),
          onProgress: (p) => {
            phases.add(p.phase);
            if (p.phase !== 'generating') return;
            clearTimeout(quiet);
            quiet = setTimeout(() => void other.end(), 3000);
          },
        });
        loaded = await load.finally(() => (clearTimeout(quiet), other.end()));
        // Before the projections start (the platform then registers its core admin, a few events more).
        checkpoints = (await infra.pool.query('SELECT name, position_commit::text AS commit, position_prepare::text AS prepare FROM projection_checkpoints ORDER BY name')).rows;
      },
    });
  });
  afterAll(async () => {
    await t?.stop();
    await server?.stop();
  });

  it('writes the history, reporting each step', () => {
    expect(loaded?.summary.events).toBeGreaterThan(500);
    expect([...phases].sort()).toEqual(['facts', 'generating', 'read models']);
  });

  it('serves it at once: every read model, the activity facts and the outward sinks start at the end of the generated log', async () => {
    const models = t.platform.projections.runner.projections.filter((p) => p.kind === 'postgres' || ['activity-facts', ...SIDE_EFFECT_SINKS].includes(p.name)).map((p) => p.name);
    expect(models.length).toBeGreaterThanOrEqual(14);
    // At or after the end (a rebuild checks up to the newest transaction it saw, which may be its own).
    const atOrAfterEnd = (c: { commit: string; prepare: string }) => comparePositions({ commit: BigInt(c.commit), prepare: BigInt(c.prepare) }, loaded!.position) >= 0;
    expect(checkpoints.filter((c) => models.includes(c.name) && atOrAfterEnd(c)).map((c) => c.name)).toEqual(models.sort());
    // Their tables are of today's definitions: none was rebuilt again when the runner started.
    const { rows: definitions } = await t.db.pool.query('SELECT count(*)::int AS n FROM projection_definitions');
    expect(definitions[0].n).toBe(t.platform.projections.runner.projections.filter((p) => p.kind === 'postgres').length);
    const { rows } = await t.db.pool.query('SELECT model FROM projection_parked_events');
    expect(rows).toEqual([]);
  });

  it('shows it on the landing and in the admin lists', async () => {
    const summary = loaded!.summary;
    const home = (await t.api.call('POST', '/api/report/home')).body;
    expect(home.numVolunteersRegistered).toBe(summary.volunteers.approved);
    expect(home.numVolunteerHoursContributed).toBe(summary.applications['confirmed hours']);
    const admin = await t.api.login(GENERATED_ADMIN_EMAIL, GENERATED_PASSWORDS.admin);
    const volunteers = await t.api.get('/api/volunteer/listAdmin', admin);
    expect(Number(volunteers.headers.get('x-total-count'))).toBe(scales.tiny.volunteers);
  });

  it('sends nobody in it a mail or an SMS (it is imported, not news), while what happens afterwards is mailed', async () => {
    const outbox = (await t.api.get('/api/dev/outbox?limit=200')).body as { to: string }[];
    expect(outbox.filter((m) => /@example\.org$/.test(m.to) || /^0\d{9}$/.test(m.to))).toEqual([]);
    const registered = await t.api.post('/api/volunteer/register/email', { firstName: 'Nadee', lastName: 'Fernando', nic: '200012345678', email: 'nadee.after@demo.lk', password: 'volunteer123' });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    await t.platform.projections.runner.caughtUp();
    expect(await t.api.mailedSecret('nadee.after@demo.lk', 'verifyEmail')).toBeTruthy();
  });

  it('is loaded only into an empty log', async () => {
    expect(await loadGeneratedHistory(t.platform.infra, t.platform.projections, { scale: 'tiny', seed: 3 })).toBeUndefined();
  });

  it('refuses to go on from a load that was stopped half-way, saying what to do', async () => {
    await t.db.pool.query(`INSERT INTO generated_history_load (started_at) VALUES ('2026-11-27T10:00:00Z')`);
    try {
      await expect(loadGeneratedHistory(t.platform.infra, t.platform.projections, { scale: 'tiny', seed: 3 })).rejects.toThrow(InterruptedLoadError);
      await expect(loadGeneratedHistory(t.platform.infra, t.platform.projections, { scale: 'tiny', seed: 3 })).rejects.toThrow(/did not finish.*remove the data directory/);
    } finally {
      await t.db.pool.query('DELETE FROM generated_history_load');
    }
  });
});
