import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparePositions, createPostgresEventStore, START, type EventStore, type Position } from '@nvp/events';
import { createTestDatabase, newEvent } from '@nvp/events/testing';
import { applyPostgresBatch, createProjectionRunner, ensureProjectionTables } from './runner';
import { readCheckpoint } from './checkpoints';
import { rebuildProjection, rebuildProjections } from './rebuild';
import { liveTable } from './projection';
import { tallyProjection } from './testing/tally.projection';
import { rebuildIfDefinitionChanged } from './definitions';
import type { PostgresProjection } from './projection';
import { createParkedEvents } from './parked-retry';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let store: EventStore;
beforeAll(async () => {
  db = await createTestDatabase('runner');
  store = createPostgresEventStore({ pool: db.pool, pollMs: 20 });
});
afterAll(async () => db?.close());

const appendTallies = async (count: number, streams = 40) => {
  for (let i = 0; i < count; i += 100) {
    await Promise.all(
      Array.from({ length: Math.min(100, count - i) }, (_, j) =>
        store.append(`tally-${(i + j) % streams}`, [newEvent('Tallied', { value: i + j })], { expected: 'any' }),
      ),
    );
  }
};

/**
 * Waits until an append at `position` is readable. PostgreSQL shows a commit to readers only once every older
 * transaction of the cluster has ended (the store's safe head): other test files' databases share the server, so a
 * rebuild started right after an append may not see it yet. Tests that append and then rebuild wait here first.
 */
const untilReadable = async (position: Position) => {
  for (let tries = 0; comparePositions(await store.headPosition(), position) < 0; tries++) {
    if (tries > 400) throw new Error('the appended events never became readable');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};
const appendReadable = async (stream: string, type: string) => untilReadable((await store.append(stream, [newEvent(type, {})], { expected: 'any' })).position);

const tableRows = async (table: string) => (await db.pool.query(`SELECT * FROM ${table} ORDER BY stream_id`)).rows;

/** A clean replay of the whole log into a side table, for comparison. */
const cleanReplay = async () => {
  const side = (name: string) => `clean_${name}`;
  await db.pool.query('DROP TABLE IF EXISTS clean_tally');
  await db.pool.query(`DELETE FROM projection_checkpoints WHERE name = 'tally-clean'`);
  await ensureProjectionTables(db.pool, tallyProjection, side);
  let position = { commit: -1n, prepare: -1n };
  const target = await store.barrier(); // everything appended so far, even if briefly hidden
  for (;;) {
    const batch = await store.readAll(position, { maxCount: 1000, filter: { eventTypes: ['Tallied'] } });
    position = await applyPostgresBatch(db.pool, tallyProjection, 'tally-clean', side, batch.events, batch.checkedUpTo);
    if (batch.caughtUp && comparePositions(position, target) >= 0) return tableRows('clean_tally');
    if (batch.caughtUp) await new Promise((r) => setTimeout(r, 10));
  }
};

describe('projection runner', () => {
  it('survives SIGKILL mid-batch again and again: the read model equals a clean replay', async () => {
    await appendTallies(4000);
    const child = path.resolve('projections/src/runner/testing/child-runner.ts');
    const runChild = () => {
      const proc = spawn(process.execPath, ['--import', 'tsx', child], { env: { ...process.env, DATABASE_URL: db.url }, stdio: ['ignore', 'pipe', 'inherit'] });
      const started = new Promise<void>((resolve) => proc.stdout!.on('data', () => resolve()));
      const exited = new Promise<NodeJS.Signals | null>((resolve) => proc.on('exit', (_code, signal) => resolve(signal)));
      return { proc, started, exited };
    };
    let kills = 0;
    for (let round = 0; round < 6; round++) {
      const { proc, started, exited } = runChild();
      await started;
      // The first time, wait until it has committed something (a loaded machine may start slowly).
      for (let i = 0; round === 0 && i < 400 && comparePositions(await readCheckpoint(db.pool, 'tally'), { commit: -1n, prepare: -1n }) <= 0; i++) {
        await new Promise((r) => setTimeout(r, 25));
      }
      // Let it work for a while, then kill it without warning, wherever it is.
      await new Promise((r) => setTimeout(r, 40 + Math.floor(Math.random() * 120)));
      proc.kill('SIGKILL');
      expect(await exited).toBe('SIGKILL');
      kills++;
      await appendTallies(200);
    }
    expect(kills).toBe(6);
    const checkpointBefore = await readCheckpoint(db.pool, 'tally');
    expect(comparePositions(checkpointBefore, { commit: -1n, prepare: -1n })).toBeGreaterThan(0); // it did make progress

    const { proc, started, exited } = runChild();
    await started;
    const head = await store.barrier();
    for (let i = 0; i < 600 && comparePositions(await readCheckpoint(db.pool, 'tally'), head) < 0; i++) await new Promise((r) => setTimeout(r, 50));
    proc.kill('SIGKILL');
    await exited;

    const live = await tableRows(liveTable('tally'));
    expect(live.reduce((n, r) => n + r.events, 0)).toBe(4000 + 6 * 200);
    expect(live).toEqual(await cleanReplay());
  }, 180_000);

  it('drops a shadow schema a dead verification left behind when it starts', async () => {
    await db.pool.query('CREATE SCHEMA rm_shadow_tally; CREATE TABLE rm_shadow_tally.rm_tally (stream_id text)');
    const runner = createProjectionRunner({ store, pool: db.pool, projections: [tallyProjection] });
    await runner.start();
    await runner.stop();
    expect((await db.pool.query(`SELECT to_regnamespace('rm_shadow_tally') AS s`)).rows[0].s).toBeNull();
  });

  it('resumes from its checkpoint and exposes lag', async () => {
    const runner = createProjectionRunner({ store, pool: db.pool, projections: [tallyProjection] });
    await runner.start();
    await runner.caughtUp();
    const before = (await runner.lag())[0];
    expect(before).toMatchObject({ name: 'tally', events: 0, seconds: 0, running: true });
    const result = await store.append('tally-new', [newEvent('Tallied', { value: 5 })], { expected: 'any' });
    expect(await runner.waitFor(result.position, 10_000)).toBe(true);
    expect((await db.pool.query(`SELECT total FROM ${liveTable('tally')} WHERE stream_id = 'tally-new'`)).rows[0].total).toBe('5');
    await runner.stop();
    await store.append('tally-new', [newEvent('Tallied', { value: 7 })], { expected: 'any' });
    const stopped = createProjectionRunner({ store, pool: db.pool, projections: [tallyProjection] });
    // The append is visible once older transactions elsewhere in the cluster finish: wait, bounded.
    let lag = (await stopped.lag())[0];
    for (let i = 0; i < 200 && lag.events < 1; i++) {
      await new Promise((r) => setTimeout(r, 25));
      lag = (await stopped.lag())[0];
    }
    expect(lag.events).toBeGreaterThanOrEqual(1);
    expect(lag.running).toBe(false);
  });

  it('rebuilds from zero into new tables and swaps them in, twice, while the live runner keeps going', async () => {
    const runner = createProjectionRunner({ store, pool: db.pool, projections: [tallyProjection] });
    await runner.start();
    await runner.caughtUp();
    const progress: number[] = [];
    await rebuildProjection(store, db.pool, tallyProjection, (p) => progress.push(p.done));
    expect(progress.at(-1)).toBeGreaterThan(4000);
    expect(progress).toEqual([...progress].sort((a, b) => a - b)); // progress only moves forward
    await appendTallies(300);
    await rebuildProjection(store, db.pool, tallyProjection);
    await appendTallies(100);
    await runner.caughtUp();
    expect(await runner.waitFor(await store.barrier(), 10_000)).toBe(true);
    await runner.stop();
    expect(await tableRows(liveTable('tally'))).toEqual(await cleanReplay());
  });

  it('rebuilds a model whose DDL comments hold semicolons (statements are split after the comments are gone)', async () => {
    await appendReadable('commented-1', 'Commented');
    const commented: PostgresProjection = {
      kind: 'postgres',
      name: 'commented',
      eventTypes: ['Commented'],
      tables: {
        commented: (t) => `
          CREATE TABLE ${t} (stream_id text PRIMARY KEY, n int NOT NULL);
          -- one index for the list; another for the count
          CREATE INDEX ON ${t} (n);`,
      },
      async handle(events, { client, table }) {
        for (const e of events) await client.query(`INSERT INTO ${table('commented')} AS c VALUES ($1, 1) ON CONFLICT (stream_id) DO UPDATE SET n = c.n + 1`, [e.streamId]);
      },
    };
    await rebuildProjection(store, db.pool, commented);
    expect((await db.pool.query(`SELECT n FROM ${liveTable('commented')} WHERE stream_id = 'commented-1'`)).rows).toEqual([{ n: 1 }]);
  });

  it('rebuilds a read model whose definition changed (a new column) before running it, and only then', async () => {
    const shaped = (withLast: boolean): PostgresProjection => ({
      kind: 'postgres',
      name: 'shaped',
      eventTypes: ['Shaped'],
      tables: {
        shaped: (t) => `CREATE TABLE ${t} (stream_id text PRIMARY KEY, n int NOT NULL${withLast ? ', last_value int' : ''})`,
      },
      async handle(events, { client, table }) {
        for (const e of events) {
          const value = (e.data as { value: number }).value;
          if (withLast) {
            await client.query(`INSERT INTO ${table('shaped')} AS s VALUES ($1, 1, $2) ON CONFLICT (stream_id) DO UPDATE SET n = s.n + 1, last_value = $2`, [e.streamId, value]);
          } else {
            await client.query(`INSERT INTO ${table('shaped')} AS s VALUES ($1, 1) ON CONFLICT (stream_id) DO UPDATE SET n = s.n + 1`, [e.streamId]);
          }
        }
      },
    });
    let last: Position = START;
    for (let i = 0; i < 30; i++) last = (await store.append(`shaped-${i % 3}`, [newEvent('Shaped', { value: i })], { expected: 'any' })).position;
    await untilReadable(last);
    const notices: string[] = [];
    const run = async (projection: PostgresProjection) => {
      const runner = createProjectionRunner({ store, pool: db.pool, projections: [projection], idleCheckpointMs: 10, onNotice: (m) => notices.push(m) });
      await runner.start();
      expect(await runner.waitFor(await store.barrier(), 10_000)).toBe(true);
      await runner.stop();
      return (await db.pool.query(`SELECT * FROM ${liveTable('shaped')} ORDER BY stream_id`)).rows;
    };

    // First start: nothing to rebuild. Second start with the same definition: nothing either.
    expect(await run(shaped(false))).toEqual([0, 1, 2].map((i) => ({ stream_id: `shaped-${i}`, n: 10 })));
    expect(await rebuildIfDefinitionChanged(store, db.pool, shaped(false))).toBe(false);
    expect(notices).toEqual([]);

    // The new column is filled for the old events too, and the counts are not doubled.
    expect(await run(shaped(true))).toEqual([0, 1, 2].map((i) => ({ stream_id: `shaped-${i}`, n: 10, last_value: 27 + i })));
    expect(notices[0]).toMatch(/shaped: definition changed/);
  });

  describe('several read models rebuilt together', () => {
    /** Counts events per stream; on `failOn`'s events it throws: the event's own failure, or the database's (`transient`). */
    const counting = (name: string, types: string[], failOn?: string, transient = false): PostgresProjection => ({
      kind: 'postgres',
      name,
      eventTypes: types,
      tables: { [name]: (t) => `CREATE TABLE ${t} (stream_id text PRIMARY KEY, n int NOT NULL)` },
      async handle(events, { client, table }) {
        for (const e of events) {
          if (e.streamId === failOn) throw Object.assign(new Error(`${name} cannot take ${e.streamId}`), transient ? { code: '57P01' } : {});
          await client.query(`INSERT INTO ${table(name)} AS c VALUES ($1, 1) ON CONFLICT (stream_id) DO UPDATE SET n = c.n + 1`, [e.streamId]);
        }
      },
    });
    /** The store, recording the event types and start of every read. */
    const recording = () => {
      const reads: { types: string[]; from: string }[] = [];
      const recorder: EventStore = {
        ...store,
        readAll: (from, options) => {
          reads.push({ types: [...(options?.filter?.eventTypes ?? [])].sort(), from: JSON.stringify(from, (_, v) => (typeof v === 'bigint' ? String(v) : v)) });
          return store.readAll(from, options);
        },
      };
      return { recorder, reads };
    };
    const sums = async (...names: string[]) =>
      Object.fromEntries(await Promise.all(names.map(async (n) => [n, (await db.pool.query(`SELECT coalesce(sum(n), 0)::int AS n FROM ${liveTable(n)}`)).rows[0].n]))) as Record<string, number>;

    it('reads the log once for all of them, in order, and leaves each equal to a clean replay of its own events', async () => {
      for (let i = 0; i < 12; i++) await store.append(`few-${i % 2}`, [newEvent('Few', {})], { expected: 'any' });
      for (let i = 0; i < 90; i++) await store.append(`many-${i % 3}`, [newEvent('Many', {})], { expected: 'any' });
      // PostgreSQL shows a commit to readers only once every older transaction of the cluster has ended (the store's
      // barrier): with other test files' databases on the same server, wait until all 102 are readable, so the counts
      // below are of these events, not of a moment when some were still hidden.
      for (let tries = 0; (await store.countAfter(START, { filter: { eventTypes: ['Few', 'Many'] } })) < 102; tries++) {
        if (tries > 200) throw new Error('the appended events never became readable');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // A third model shares both types (as the platform's read models share account events).
      const models = [counting('few_counts', ['Few']), counting('many_counts', ['Many']), counting('both_counts', ['Few', 'Many'])];
      const { recorder, reads } = recording();
      const totals = new Map<string, number>();
      const wrapped: string[] = [];
      const results = await rebuildProjections(recorder, db.pool, models, {
        concurrency: 1,
        batchSize: 10, // many batches: the readers' queue is exercised
        around: (name, work) => {
          wrapped.push(name);
          return work();
        },
        onProgress: (name, p) => void totals.set(name, p.total),
      });
      expect(wrapped.sort()).toEqual(['both_counts', 'few_counts', 'many_counts']);
      expect(Object.fromEntries(totals)).toEqual({ few_counts: 12, many_counts: 90, both_counts: 102 });
      expect(Object.fromEntries(results.map((r) => [r.name, r.events]))).toEqual({ few_counts: 12, many_counts: 90, both_counts: 102 });
      // The replay: every read is of the union of the types, each from where the previous one ended (no batch read twice).
      const replayReads = reads.filter((r) => r.types.join() === 'Few,Many');
      expect(replayReads.length).toBeGreaterThanOrEqual(11);
      expect(new Set(replayReads.map((r) => r.from)).size).toBe(replayReads.length);
      // Other reads are each model's own last stretch before its swap (and the counts).
      expect(reads.filter((r) => r.types.join() !== 'Few,Many').every((r) => r.types.length === 1)).toBe(true);
      expect((await db.pool.query(`SELECT * FROM ${liveTable('many_counts')} ORDER BY stream_id`)).rows).toEqual([0, 1, 2].map((i) => ({ stream_id: `many-${i}`, n: 30 })));
      expect((await db.pool.query(`SELECT * FROM ${liveTable('few_counts')} ORDER BY stream_id`)).rows).toEqual([0, 1].map((i) => ({ stream_id: `few-${i}`, n: 6 })));
      expect(await sums('both_counts')).toEqual({ both_counts: 102 });
      // More at a time, larger batches: the same tables.
      await rebuildProjections(store, db.pool, models, { concurrency: 3 });
      expect(await sums('few_counts', 'many_counts', 'both_counts')).toEqual({ few_counts: 12, many_counts: 90, both_counts: 102 });
      // Built with today's definitions: the runner's start does not rebuild them a second time.
      const notices: string[] = [];
      for (const model of models) expect(await rebuildIfDefinitionChanged(store, db.pool, model, (m) => notices.push(m))).toBe(false);
      expect(notices).toEqual([]);
    });

    it('stops them all when one fails for a reason not its events’ (the database), throws its error, and leaves the live tables of the unfinished ones as they were', async () => {
      const models = [counting('few_counts', ['Few']), counting('many_counts', ['Many'])];
      await rebuildProjections(store, db.pool, models);
      const before = await sums('few_counts', 'many_counts');
      await store.append('many-bad', [newEvent('Many', {})], { expected: 'any' });
      for (let i = 0; i < 40; i++) await (i < 39 ? store.append(`few-${i % 2}`, [newEvent('Few', {})], { expected: 'any' }) : appendReadable(`few-${i % 2}`, 'Few'));
      const failing = [counting('few_counts', ['Few']), counting('many_counts', ['Many'], 'many-bad', true)];
      await expect(rebuildProjections(store, db.pool, failing, { batchSize: 5 })).rejects.toThrow('many_counts cannot take many-bad');
      // few_counts needed batches after the failure: it was stopped before its swap.
      expect(await sums('few_counts', 'many_counts')).toEqual(before);
      // The next rebuild starts clean.
      await rebuildProjections(store, db.pool, models);
      expect(await sums('few_counts', 'many_counts')).toEqual({ few_counts: before.few_counts + 40, many_counts: before.many_counts + 1 });
      expect((await db.pool.query(`SELECT count(*)::int AS n FROM projection_parked_events`)).rows[0].n).toBe(0);
    });

    it('parks an event a model cannot apply, for that model only, and swaps every model in', async () => {
      const models = [counting('few_counts', ['Few']), counting('many_counts', ['Many'])];
      const before = await sums('few_counts', 'many_counts');
      await store.append('many-poison', [newEvent('Many', {})], { expected: 'any' });
      await store.append('many-2', [newEvent('Many', {})], { expected: 'any' });
      await appendReadable('few-0', 'Few');
      const failing = [counting('few_counts', ['Few']), counting('many_counts', ['Many'], 'many-poison')];
      await rebuildProjections(store, db.pool, failing, { batchSize: 5 });
      expect(await sums('few_counts', 'many_counts')).toEqual({ few_counts: before.few_counts + 1, many_counts: before.many_counts + 1 });
      const { rows } = await db.pool.query(`SELECT model, stream_id, error, attempts FROM projection_parked_events`);
      expect(rows).toEqual([{ model: 'many_counts', stream_id: 'many-poison', error: 'many_counts cannot take many-poison', attempts: 1 }]);
      // A rebuild, even with code that would take it, leaves a parked event out (live and rebuilt stay alike)…
      await rebuildProjections(store, db.pool, models);
      expect(await sums('many_counts')).toEqual({ many_counts: before.many_counts + 1 });
      // …until a core admin retries it; a rebuild then has it in log order.
      const [{ id }] = (await db.pool.query(`SELECT id FROM projection_parked_events`)).rows;
      expect(await createParkedEvents({ store, pool: db.pool, projections: models }).retry(id)).toMatchObject({ applied: true });
      await rebuildProjections(store, db.pool, models);
      expect(await sums('few_counts', 'many_counts')).toEqual({ few_counts: before.few_counts + 1, many_counts: before.many_counts + 2 });
      expect((await db.pool.query(`SELECT count(*)::int AS n FROM projection_parked_events`)).rows[0].n).toBe(0);
    });
  });
});
