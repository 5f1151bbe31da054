/**
 * Append throughput: our PostgreSQL adapter vs Emmett's PostgreSQL event store, same embedded
 * PostgreSQL, separate databases, same workload. See scripts/bench/README.md.
 *
 *   npx tsx scripts/bench/append.ts        (BENCH_EVENTS, BENCH_WRITERS, BENCH_STREAMS, BENCH_POOL)
 */
import pg from 'pg';
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import { createPool, createPostgresEventStore, migrateDatabase } from '@nvp/events';
import { envInt, fmtInt, newEvent, ratio, runConcurrent, runMain, startTempPostgres, type TempPostgres } from './lib';

const EVENTS = envInt('BENCH_EVENTS', 20_000);
const WARMUP = envInt('BENCH_WARMUP_EVENTS', 1_000);
const WRITERS = envInt('BENCH_WRITERS', 32);
const STREAMS = envInt('BENCH_STREAMS', 1_000);
const POOL = envInt('BENCH_POOL', WRITERS);

interface Appender {
  append(stream: string, count: number, seq: number): Promise<void>;
  close(): Promise<void>;
}

const payload = (seq: number, k: number) => ({ value: seq, k, note: 'bench' });

/** The i-th append goes to one of STREAMS streams, spread so that concurrent writers rarely collide. */
const streamOf = (prefix: string, i: number) => `${prefix}-${(i * 7919) % STREAMS}`;

const nvpAppender = async (url: string): Promise<Appender> => {
  const pool = createPool(url, POOL);
  pool.on('error', () => undefined);
  await migrateDatabase(pool);
  const store = createPostgresEventStore({ pool });
  return {
    async append(stream, count, seq) {
      const events = Array.from({ length: count }, (_, k) => newEvent('BenchAppended', payload(seq, k)));
      await store.append(stream, events, { expected: 'any' });
    },
    async close() {
      await store.close();
      await pool.end();
    },
  };
};

const emmettAppender = async (url: string): Promise<Appender> => {
  // Same pool size as ours; Emmett would otherwise use pg's default of 10 connections.
  const pool = new pg.Pool({ connectionString: url, max: POOL });
  pool.on('error', () => undefined); // an idle connection closed by the server shutdown is not a failure
  const store = getPostgreSQLEventStore(url, { connectionOptions: { pool } });
  await store.schema.migrate();
  return {
    async append(stream, count, seq) {
      const events = Array.from({ length: count }, (_, k) => ({ type: 'BenchAppended', data: payload(seq, k) }));
      await store.appendToStream(stream, events); // no expected version: Emmett's "any"
    },
    async close() {
      await store.close();
      await pool.end();
    },
  };
};

/** Warm-up (not counted), then the measured run; returns events per second. */
const measure = async (appender: Appender, batch: number) => {
  let failures = 0;
  const run = async (prefix: string, events: number) => {
    const ops = Math.ceil(events / batch);
    const ms = await runConcurrent(ops, WRITERS, async (i) => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await appender.append(streamOf(prefix, i), batch, i);
        } catch (error) {
          // Without an expected version no store should refuse; count and retry rather than hide it.
          failures++;
          if (attempt >= 5) throw error;
        }
      }
    });
    return { ms, events: ops * batch };
  };
  await run('warm', WARMUP);
  failures = 0;
  const { ms, events } = await run('bench', EVENTS);
  return { evs: (events / ms) * 1000, ms, events, failures };
};

const setups = {
  'nvp-postgres': nvpAppender,
  'emmett-postgresql': emmettAppender,
} as const;
type StoreName = keyof typeof setups;

const benchOne = async (pgServer: TempPostgres, name: StoreName, batch: number) => {
  const url = await pgServer.createDatabase(`${name.replace(/-/g, '_')}_b${batch}`);
  const appender = await setups[name](url);
  try {
    return await measure(appender, batch);
  } finally {
    await appender.close();
  }
};

runMain(async () => {
  console.log(`# append: ${fmtInt(EVENTS)} events, ${WRITERS} concurrent writers, ${fmtInt(STREAMS)} streams, pool ${POOL}, expected 'any', warm-up ${fmtInt(WARMUP)} events`);
  const pgServer = await startTempPostgres('append');
  try {
    const results: Record<string, Record<StoreName, Awaited<ReturnType<typeof benchOne>>>> = {};
    const batches = [1, 10];
    // All of ours first: Emmett's driver (dumbo) installs process-wide pg type parsers when created.
    for (const name of Object.keys(setups) as StoreName[]) {
      for (const batch of batches) {
        const r = await benchOne(pgServer, name, batch);
        (results[batch] ??= {} as Record<StoreName, typeof r>)[name] = r;
      }
    }
    const lines: string[] = [];
    for (const batch of batches) {
      const { 'nvp-postgres': ours, 'emmett-postgresql': emmett } = results[batch];
      const label = batch === 1 ? `append, ${WRITERS} writers, 1 event/append:  ` : `append, ${WRITERS} writers, ${batch} events/append:`;
      const line = `${label} nvp-postgres ${fmtInt(ours.evs)} ev/s | emmett-postgresql ${fmtInt(emmett.evs)} ev/s | ratio ${ratio(ours.evs, emmett.evs)}`;
      const failures = ours.failures || emmett.failures ? `  (failed appends retried: nvp ${ours.failures}, emmett ${emmett.failures})` : '';
      console.log(line + failures);
      lines.push(`${batch}/append ${ratio(ours.evs, emmett.evs)}`);
    }
    console.log(`SUMMARY append: nvp-postgres vs emmett-postgresql events/s ratio (higher = ours faster): ${lines.join(', ')}`);
  } finally {
    await pgServer.stop();
  }
});
