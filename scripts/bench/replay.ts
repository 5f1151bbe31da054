/**
 * Projection replay throughput: rebuildProjection (batched: one transaction per 1,000 events, handler and
 * checkpoint together) vs a naive loop that applies every event in its own transaction. See README.md.
 *
 *   npx tsx scripts/bench/replay.ts        (BENCH_REPLAY_EVENTS, BENCH_REPLAY_NAIVE_MAX_MS)
 */
import { createPool, createPostgresEventStore, ensureEventStoreSchema, START, withTransaction, type Position } from '@nvp/events';
import { checkpointSchema, writeCheckpoint } from '../../projections/src/runner/checkpoints';
import { rebuildProjection } from '../../projections/src/runner/rebuild';
import { ensureProjectionTables } from '../../projections/src/runner/runner';
import { tallyProjection } from '../../projections/src/runner/testing/tally.projection';
import { envInt, fmtInt, newEvent, ratio, runConcurrent, runMain, startTempPostgres } from './lib';

const EVENTS = envInt('BENCH_REPLAY_EVENTS', 50_000);
const STREAMS = 100;
const APPEND_BATCH = 100;
/** The naive loop is slow by design: stop it after this long and report the rate it reached. */
const NAIVE_MAX_MS = envInt('BENCH_REPLAY_NAIVE_MAX_MS', 30_000);

runMain(async () => {
  console.log(`# replay: ${fmtInt(EVENTS)} 'Tallied' events in ${STREAMS} streams, tally projection (one upsert per event)`);
  const pgServer = await startTempPostgres('replay');
  try {
    const url = await pgServer.createDatabase('replay');
    const pool = createPool(url, 8);
    pool.on('error', () => undefined);
    try {
      await ensureEventStoreSchema(pool);
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
      await pool.query(checkpointSchema);
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
      console.log(`SUMMARY replay: rebuildProjection ${fmtInt(rebuildRate)} ev/s vs naive ${fmtInt(naiveRate)} ev/s, ratio ${ratio(rebuildRate, naiveRate)} (higher = batching pays)`);
    } finally {
      await pool.end();
    }
  } finally {
    await pgServer.stop();
  }
});
