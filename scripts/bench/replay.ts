/**
 * Projection replay throughput.
 * 1. The real read models: a log made by real API calls (the authorization matrix's world: volunteers with
 *    referees and pictures, VIOs, opportunities, applications, admins), copied under fresh identities to
 *    BENCH_REPLAY_REAL_EVENTS events, then every rm_* read model rebuilt blue/green (rebuildProjections) from it,
 *    BENCH_REPLAY_ROUNDS times (default 3); the median round is the figure.
 * 2. The tally projection: rebuildProjection vs a naive loop that applies every event in its own transaction.
 * See README.md.
 *
 *   npx tsx scripts/bench/replay.ts        (BENCH_REPLAY_REAL_EVENTS, BENCH_REPLAY_CONCURRENCY, BENCH_REPLAY_MODELS, BENCH_REPLAY_EVENTS, BENCH_REPLAY_NAIVE_MAX_MS)
 *   BENCH_REPLAY_PROFILE=rebuild.cpuprofile  also writes this process's CPU profile of the first rebuild alone (open it in
 *                                            Chrome's DevTools or VS Code); BENCH_REPLAY_TALLY=0 skips part 2.
 */
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { createPool, createPostgresEventStore, migrateDatabase, START, withTransaction, type Position } from '@nvp/events';
import { startPlatform } from '../platform';
import { ADMIN, createClient } from '../test/harness';
import { buildWorld } from '../test/authorization/world';
import { postgresProjections } from '../../projections/src/index';
import { appendCopyOfLog, readWholeLog } from '../../projections/src/runner/testing/clone-log';
import { writeCheckpoint } from '../../projections/src/runner/checkpoints';
import { rebuildProjection, rebuildProjections } from '../../projections/src/runner/rebuild';
import { ensureProjectionTables } from '../../projections/src/runner/runner';
import { tallyProjection } from '../../projections/src/runner/testing/tally.projection';
import { benchConfig, envInt, fmtInt, newEvent, postgresCpuSeconds, ratio, runConcurrent, runMain, startTempPostgres } from './lib';

const EVENTS = envInt('BENCH_REPLAY_EVENTS', 50_000);
const REAL_EVENTS = envInt('BENCH_REPLAY_REAL_EVENTS', 200_000);
const REBUILD_CONCURRENCY = envInt('BENCH_REPLAY_CONCURRENCY', 8);
/** Rebuilds of the same log; the median round is reported (with an even count, the lower of the middle two). */
const ROUNDS = Math.max(1, envInt('BENCH_REPLAY_ROUNDS', 3));
/** Only these read models (comma-separated names), to look at one at a time; all by default. */
const ONLY_MODELS = process.env.BENCH_REPLAY_MODELS?.split(',').map((m) => m.trim()).filter(Boolean);
const STREAMS = 100;
const APPEND_BATCH = 100;
const PROFILE = process.env.BENCH_REPLAY_PROFILE;
const TALLY = process.env.BENCH_REPLAY_TALLY !== '0';
/** The naive loop is slow by design: stop it after this long and report the rate it reached. */
const NAIVE_MAX_MS = envInt('BENCH_REPLAY_NAIVE_MAX_MS', 30_000);

/** Runs `work` under the V8 CPU profiler when BENCH_REPLAY_PROFILE names a file, so the profile holds the rebuild and not the seeding. */
const profiled = async <T>(work: () => Promise<T>): Promise<T> => {
  if (!PROFILE) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    await writeFile(PROFILE, JSON.stringify(profile));
    session.disconnect();
    console.log(`  CPU profile of the rebuild written to ${PROFILE}`);
  }
};

/** Rebuilds every real read model from a realistic log of REAL_EVENTS events; returns log events per second. */
const realReadModels = async () => {
  console.log(`# replay: the real read models over ${fmtInt(REAL_EVENTS)} realistic events, one read of the log for all, ${REBUILD_CONCURRENCY} batches applied at a time`);
  const pgServer = await startTempPostgres('replay-real');
  try {
    const databaseUrl = await pgServer.createDatabase('nvp');
    const platform = await startPlatform(
      benchConfig(pgServer, databaseUrl, { adminEmail: ADMIN.email, adminPassword: ADMIN.password }),
      { quiet: true },
    );
    platform.infra.pool.on('error', () => undefined);
    try {
      const { store, pool, vault } = platform.infra;
      const seedStart = performance.now();
      await buildWorld(createClient(platform), platform.url);
      await platform.projections.runner.waitFor(await store.barrier(), 30_000);
      await platform.projections.runner.stop(); // the rebuilds alone on the database
      const original = await readWholeLog(store);
      const copies = Math.max(0, Math.ceil((REAL_EVENTS - original.length) / original.length));
      await runConcurrent(copies, 4, async (i) => void (await appendCopyOfLog(store, pool, original, `b${i}`)));
      const total = original.length * (copies + 1);
      // A log that is rebuilt in service is mostly old: autovacuum has analysed it and marked its pages all-visible.
      // The freshly seeded one gets the same (not measured), so PostgreSQL plans and reads it as it would that one.
      await pool.query('VACUUM (ANALYZE) es.events');
      console.log(`  seeded ${fmtInt(total)} events (${fmtInt(original.length)} from API calls, ${fmtInt(copies)} copies) in ${((performance.now() - seedStart) / 1000).toFixed(1)} s (not measured)`);

      // As `npm run projections -- rebuild all` does: the log read once for every model, REBUILD_CONCURRENCY batches at a time.
      // ROUNDS rebuilds of the same log (each blue/green, so each starts from empty tables): this VM's speed moves by a
      // third from one minute to the next, so one run says little; every round is printed and the median is the figure.
      const models = postgresProjections({ vault }).filter((m) => !ONLY_MODELS?.length || ONLY_MODELS.includes(m.name));
      const rates: number[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        const t0 = performance.now();
        const cpu0 = process.cpuUsage();
        const pgCpu0 = await postgresCpuSeconds(path.join(pgServer.dir, 'pg'));
        const rebuild = () => rebuildProjections(store, pool, models, { concurrency: REBUILD_CONCURRENCY });
        const results = await (round === 1 ? profiled(rebuild) : rebuild());
        const ms = performance.now() - t0;
        const cpu = process.cpuUsage(cpu0);
        const pgCpu1 = await postgresCpuSeconds(path.join(pgServer.dir, 'pg'));
        const applied = results.reduce((sum, r) => sum + r.events, 0);
        const perModel = results.map((r) => `${r.name} ${fmtInt((r.events / r.ms) * 1000)} ev/s (${fmtInt(r.events)})`);
        const pgCpu = pgCpu0 === undefined || pgCpu1 === undefined ? 'n/a (needs Linux /proc)' : `${(pgCpu1 - pgCpu0).toFixed(2)} s`;
        const rate = (total / ms) * 1000;
        rates.push(rate);
        console.log(`  round ${round}/${ROUNDS}, per read model: ${perModel.join(', ')}`);
        // Where the time goes: this process (handlers, vault, COPY text) vs PostgreSQL, against the wall time (2 cores here).
        console.log(`  this process used ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s CPU and PostgreSQL ${pgCpu}, of ${(ms / 1000).toFixed(2)} s wall`);
        console.log(
          `replay, ${models.length} real read models, round ${round}: ${fmtInt(total)} log events (${fmtInt(applied)} applied across the models) rebuilt in ${(ms / 1000).toFixed(2)} s: ${fmtInt(rate)} log events/s`,
        );
      }
      const sorted = [...rates].sort((a, b) => a - b);
      const rate = sorted[Math.floor((sorted.length - 1) / 2)];
      console.log(`  rounds: ${rates.map(fmtInt).join(', ')} log events/s; median ${fmtInt(rate)}`);
      return rate;
    } finally {
      await platform.stop();
    }
  } finally {
    await pgServer.stop();
  }
};

runMain(async () => {
  const realRate = await realReadModels();
  const realSummary = `SUMMARY replay, real read models: ${fmtInt(realRate)} log events/s rebuilding every rm_* (median of ${ROUNDS}; target 20,000)`;
  if (!TALLY) return console.log(realSummary);
  console.log(`# replay: ${fmtInt(EVENTS)} 'Tallied' events in ${STREAMS} streams, tally projection (one upsert per event)`);
  const pgServer = await startTempPostgres('replay');
  try {
    const url = await pgServer.createDatabase('replay');
    const pool = createPool(url, 8);
    pool.on('error', () => undefined);
    try {
      await migrateDatabase(pool);
      const store = createPostgresEventStore({ pool });

      // Seed the log quickly: 100 events per append, 4 appenders.
      const appends = Math.ceil(EVENTS / APPEND_BATCH);
      const seedMs = await runConcurrent(appends, 4, async (i) => {
        const n = Math.min(APPEND_BATCH, EVENTS - i * APPEND_BATCH);
        const events = Array.from({ length: n }, (_, k) => newEvent('Tallied', { value: ((i * APPEND_BATCH + k) % 10) + 1 }));
        await store.append(`tally-${i % STREAMS}`, events, { expected: 'any' });
      });
      const expectedTotal = Array.from({ length: EVENTS }, (_, j) => (j % 10) + 1).reduce((a, b) => a + b, 0);
      console.log(`  seeded ${fmtInt(EVENTS)} events in ${(seedMs / 1000).toFixed(1)} s (not measured)`);

      // 1. rebuildProjection from zero.
      const t0 = performance.now();
      const rebuilt = await rebuildProjection(store, pool, tallyProjection);
      const rebuildMs = performance.now() - t0;
      const check = await pool.query<{ events: string; total: string }>('SELECT sum(events)::text AS events, sum(total)::text AS total FROM rm_tally');
      if (Number(check.rows[0].events) !== EVENTS || Number(check.rows[0].total) !== expectedTotal) {
        throw new Error(`rebuild result wrong: ${JSON.stringify(check.rows[0])}, expected ${EVENTS} events totalling ${expectedTotal}`);
      }
      const rebuildRate = (rebuilt.events / rebuildMs) * 1000;

      // 2. Naive peer: readAll page by page, one transaction per event (handler + checkpoint), bounded by time.
      const naiveTable = (name: string) => `naive_${name}`;
      await ensureProjectionTables(pool, tallyProjection, naiveTable);
      let position: Position = START;
      let applied = 0;
      let timedOut = false;
      const t1 = performance.now();
      outer: for (;;) {
        const page = await store.readAll(position, { maxCount: 1000 });
        for (const e of page.events) {
          if (performance.now() - t1 > NAIVE_MAX_MS) {
            timedOut = true;
            break outer;
          }
          if (tallyProjection.eventTypes.includes(e.type)) {
            await withTransaction(pool, async (client) => {
              await tallyProjection.handle([e], { client, table: naiveTable });
              await writeCheckpoint(client, 'naive_tally', e.position, e.recordedAt);
            });
          }
          applied++;
          position = e.position;
        }
        if (page.caughtUp) break;
        position = page.checkedUpTo;
      }
      const naiveMs = performance.now() - t1;
      const naiveRate = (applied / naiveMs) * 1000;
      const naiveCheck = await pool.query<{ events: string }>(`SELECT coalesce(sum(events), 0)::text AS events FROM ${naiveTable('tally')}`);
      if (Number(naiveCheck.rows[0].events) !== applied) throw new Error(`naive loop applied ${applied} but the table counts ${naiveCheck.rows[0].events}`);

      const coverage = timedOut ? ` (stopped after ${(NAIVE_MAX_MS / 1000).toFixed(0)} s: ${fmtInt(applied)} of ${fmtInt(EVENTS)} events)` : '';
      console.log(
        `replay, tally projection: rebuildProjection ${fmtInt(rebuildRate)} ev/s (${fmtInt(rebuilt.events)} events in ${(rebuildMs / 1000).toFixed(2)} s)` +
          ` | naive 1 tx/event ${fmtInt(naiveRate)} ev/s${coverage} | ratio ${ratio(rebuildRate, naiveRate)}`,
      );
      console.log(`${realSummary} vs the tally projection ${fmtInt(rebuildRate)} ev/s, ratio ${ratio(realRate, rebuildRate)}`);
      console.log(`SUMMARY replay: rebuildProjection ${fmtInt(rebuildRate)} ev/s vs naive ${fmtInt(naiveRate)} ev/s, ratio ${ratio(rebuildRate, naiveRate)} (higher = batching pays)`);
    } finally {
      await pool.end();
    }
  } finally {
    await pgServer.stop();
  }
});
