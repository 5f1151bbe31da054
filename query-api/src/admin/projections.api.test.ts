import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresProjections, rebuildProjection, rebuildProjections } from '@nvp/projections';
import { startTestPlatform } from '../../../scripts/test/harness';
import { buildWorld, type World } from '../../../scripts/test/authorization/world';

let t: Awaited<ReturnType<typeof startTestPlatform>>;
let world: World;
beforeAll(async () => {
  t = await startTestPlatform('verified_rebuilds');
  // Volunteers with referees and pictures, VIOs, opportunities, applications and administrators, all made through the API.
  world = await buildWorld(t.api, t.platform.url);
  expect(await t.platform.projections.runner.waitFor(await t.platform.infra.store.barrier(), 10_000)).toBe(true);
}, 120_000);
afterAll(async () => t?.stop());

interface Verified {
  name: string;
  equal: boolean;
  liveHash: string;
  rebuiltHash: string;
  events: number;
  tables: { name: string; equal: boolean; liveRows: number; rebuiltRows: number }[];
}
const verify = async (name?: string) => {
  const r = await t.api.get(`/api/admin/projections/verify${name ? `?name=${name}` : ''}`, world.coreToken);
  expect(r.status).toBe(200);
  return (r.body as { models: Verified[] }).models;
};
const settled = async () => expect(await t.platform.projections.runner.waitFor(await t.platform.infra.store.barrier(), 10_000)).toBe(true);

describe('verified rebuilds', () => {
  it('every read model of a platform used through the API equals its rebuild from the log', async () => {
    const models = await verify();
    expect(models.map((m) => m.name).sort()).toEqual(postgresProjections(t.platform.infra).map((p) => p.name).sort());
    for (const m of models) {
      expect(m, m.name).toMatchObject({ equal: true });
      expect(m.liveHash).toMatch(/^[0-9a-f]{64}$/);
      expect(m.rebuiltHash).toBe(m.liveHash);
    }
    // Not a comparison of empty tables: the world's read models hold rows.
    const byName = new Map(models.map((m) => [m.name, m]));
    for (const name of ['volunteers', 'vios', 'admins', 'opportunities', 'applications']) {
      expect(byName.get(name)!.events, name).toBeGreaterThan(0);
      expect(byName.get(name)!.tables.some((table) => table.liveRows > 0), name).toBe(true);
    }
    // The shadow schemas are gone afterwards.
    const { rows } = await t.db.pool.query(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rm\\_shadow\\_%'`);
    expect(rows).toEqual([]);
  });

  it('a tampered live row makes the read model unequal; a rebuild through the API repairs it and ends equal', async () => {
    await t.db.pool.query(`UPDATE rm_vios SET name = name || ' (tampered)' WHERE id = $1`, [world.vioB.id]);
    const [tampered] = await verify('vios');
    expect(tampered.equal).toBe(false);
    expect(tampered.liveHash).not.toBe(tampered.rebuiltHash);
    expect(tampered.tables.find((table) => table.name === 'vios')).toMatchObject({ equal: false });
    const [other] = await verify('volunteers');
    expect(other.equal).toBe(true);

    expect((await t.api.post('/api/admin/projections/rebuild', { name: 'nothing' }, { token: world.coreToken })).status).toBe(400);
    const started = await t.api.post('/api/admin/projections/rebuild', { name: 'vios' }, { token: world.coreToken });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ name: 'vios', state: 'rebuilding' });
    let job: { state: string; done: number; total: number; equal?: boolean } | undefined;
    for (let i = 0; i < 600; i++) {
      const list = await t.api.get('/api/admin/projections', world.coreToken);
      expect(list.status).toBe(200);
      job = (list.body.models as { name: string; rebuild: typeof job }[]).find((m) => m.name === 'vios')!.rebuild ?? undefined;
      if (job && (job.state === 'done' || job.state === 'failed')) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(job).toMatchObject({ state: 'done', equal: true });
    expect(job!.done).toBe(job!.total);
    const { rows } = await t.db.pool.query(`SELECT name FROM rm_vios WHERE id = $1`, [world.vioB.id]);
    expect(rows[0].name).not.toMatch(/tampered/);
    expect((await verify('vios'))[0].equal).toBe(true);
  });

  it('blue/green: reads and writes are served while the new version is built beside the live one, and it ends equal', async () => {
    const projection = postgresProjections(t.platform.infra).find((p) => p.name === 'vios')!;
    const during: number[] = [];
    let paused = false;
    await rebuildProjection(t.platform.infra.store, t.platform.infra.pool, projection, async ({ done, total }) => {
      if (paused || done === 0 || done >= total) return;
      paused = true;
      // Mid-rebuild, before the switch: the live read model answers, and takes a new write.
      const before = await t.api.get('/api/vio/list', world.coreToken);
      during.push(before.status);
      expect(before.body.rows.map((r: { id: string }) => r.id)).toContain(world.vioB.id);
      const approved = await t.api.post('/api/admin/vio/verify', { id: world.vioA.id, approve: true }, { token: world.coreToken });
      during.push(approved.status);
      const after = await t.api.get(`/api/vio/list?userID=${world.vioA.id}`, world.coreToken);
      during.push(after.status);
      expect(after.body.rows[0].status).toBe('APPROVED');
    }, 1);
    expect(paused).toBe(true);
    expect(during).toEqual([200, 200, 200]);
    await settled();
    // The switched-in tables hold the write made during the rebuild and equal a clean rebuild.
    const after = await t.api.get(`/api/vio/list?userID=${world.vioA.id}`, world.coreToken);
    expect(after.body.rows[0].status).toBe('APPROVED');
    expect((await verify('vios'))[0].equal).toBe(true);
  });

  it('a rebuilt read model has the same tables and indexes as before (secondary indexes are built after the replay)', async () => {
    const indexes = async (name: string) => {
      const projection = postgresProjections(t.platform.infra).find((p) => p.name === name)!;
      const { rows } = await t.db.pool.query(`SELECT tablename, indexname, indexdef FROM pg_indexes WHERE tablename = ANY($1) ORDER BY indexname`, [
        Object.keys(projection.tables).map((table) => `rm_${table}`),
      ]);
      return rows;
    };
    for (const name of ['opportunities', 'applications', 'volunteers']) {
      const before = await indexes(name);
      expect(before.length, name).toBeGreaterThan(2);
      await rebuildProjection(t.platform.infra.store, t.platform.infra.pool, postgresProjections(t.platform.infra).find((p) => p.name === name)!);
      expect(await indexes(name), name).toEqual(before);
      expect((await verify(name))[0].equal, name).toBe(true);
    }
  });

  it('every read model ends the same whether the log is replayed one event per batch, 5,000 (rows folded in memory within a batch), or all models from one read of the log', async () => {
    // Account events on every kind of row the world holds: a suspended volunteer, a VIO and an administrator that end
    // their accounts (terminated and erased), so the handlers' in-memory and SQL paths both meet them.
    const suspended = await t.api.call('PUT', '/api/admin/user/suspend', { token: world.coreToken, body: { id: world.volunteerA.id, date: '01-31-2099', suspend: true } });
    expect(suspended.status).toBe(200);
    for (const leaving of [world.vioC, world.volunteerB])
      expect((await t.api.post('/api/user/terminate/', { password: leaving.password }, { token: leaving.token })).status).toBe(200);
    await settled();
    const { pool, store } = t.platform.infra;
    const snapshot = async (name: string) => {
      const projection = postgresProjections(t.platform.infra).find((p) => p.name === name)!;
      const tables: Record<string, unknown[]> = {};
      for (const table of Object.keys(projection.tables)) tables[table] = (await pool.query(`SELECT * FROM rm_${table} ORDER BY 1, md5(rm_${table}::text)`)).rows;
      return tables;
    };
    const oneByOne = new Map<string, Record<string, unknown[]>>();
    for (const projection of postgresProjections(t.platform.infra)) {
      await rebuildProjection(store, pool, projection, () => undefined, 1);
      oneByOne.set(projection.name, await snapshot(projection.name));
      await rebuildProjection(store, pool, projection, () => undefined, 5000);
      expect(await snapshot(projection.name), projection.name).toEqual(oneByOne.get(projection.name));
    }
    // Together, the models share each event object: a handler that changed one would show here.
    await rebuildProjections(store, pool, postgresProjections(t.platform.infra));
    for (const [name, tables] of oneByOne) expect(await snapshot(name), name).toEqual(tables);
    const volunteers = await snapshot('volunteers');
    expect(volunteers.volunteers.length).toBeGreaterThan(1);
    expect((volunteers.volunteers as { id: string; standing: string; erased: boolean }[]).find((v) => v.id === world.volunteerA.id)).toMatchObject({ standing: 'SUSPENDED' });
    expect((volunteers.volunteers as { id: string; erased: boolean }[]).find((v) => v.id === world.volunteerB.id)).toMatchObject({ erased: true });
  });

  it('`npm run projections -- rebuild all` rebuilds every read model from one read of the log, and they stay equal to the log', async () => {
    const cli = path.resolve('projections/src/cli.ts');
    const env = { ...process.env, DATABASE_URL: t.db.url, DATA_DIR: t.platform.infra.config.dataDir, REBUILD_CONCURRENCY: '2' };
    const run = spawnSync(process.execPath, ['--import', 'tsx', cli, 'rebuild', 'all'], { env, encoding: 'utf8', timeout: 120_000 });
    expect(run.status, run.stderr).toBe(0);
    const names = postgresProjections(t.platform.infra).map((p) => p.name);
    expect(run.stdout).toContain(`Rebuilt ${names.length} read models`);
    for (const name of names) expect(run.stdout).toMatch(new RegExp(`Rebuilt ${name}: \\d+ events`));
    expect(run.stderr).toMatch(/rebuild all \[#*-*\] 100\.0%/);
    await settled();
    for (const m of await verify()) expect(m.equal, m.name).toBe(true);
  });
});
