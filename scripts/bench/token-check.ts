/**
 * The account-standing check every authenticated call pays (suspension and termination work at once because
 * it reads the subject's stream in the event store). Compared with its peer, the lagging alternative: one
 * primary-key lookup in a read-model table. Both at 32 concurrent callers on embedded PostgreSQL.
 *
 *   npx tsx scripts/bench/token-check.ts        (BENCH_TOKEN_CHECKS, BENCH_TOKEN_ACCOUNTS)
 */
import { randomUUID } from 'node:crypto';
import { createPool, createPostgresEventStore, migrateDatabase } from '@nvp/events';
import { createTokenCheck, type Session } from '@nvp/http-kit';
import { envInt, fmtInt, fmtMs, newEvent, percentile, ratio, runConcurrent, runMain, startTempPostgres } from './lib';

const CHECKS = envInt('BENCH_TOKEN_CHECKS', 20_000);
const ACCOUNTS = envInt('BENCH_TOKEN_ACCOUNTS', 1_000);
const CONCURRENCY = 32;
/** A volunteer's stream after onboarding plus some account history: about this many events. */
const EVENTS_PER_ACCOUNT = 15;

runMain(async () => {
  console.log(`# token check: ${fmtInt(CHECKS)} checks over ${fmtInt(ACCOUNTS)} volunteer streams of ${EVENTS_PER_ACCOUNT} events, ${CONCURRENCY} concurrent`);
  const pgServer = await startTempPostgres('token');
  try {
    const url = await pgServer.createDatabase('token');
    const pool = createPool(url, CONCURRENCY);
    pool.on('error', () => undefined);
    try {
      await migrateDatabase(pool);
      const store = createPostgresEventStore({ pool });
      const ids = Array.from({ length: ACCOUNTS }, () => randomUUID());
      await runConcurrent(ACCOUNTS, 8, async (i) => {
        const id = ids[i];
        const history = Array.from({ length: EVENTS_PER_ACCOUNT - 2 }, () => newEvent('VolunteerBioSubmitted', { volunteerId: id }));
        // The check folds only account events; a suspension that has ended keeps it honest.
        const account = [newEvent('AccountSuspended', { subjectId: id, until: '2020-01-01', adminId: id }), newEvent('AccountUnsuspended', { subjectId: id, adminId: id })];
        await store.append(`volunteer-${id}`, [...history, ...account], { expected: 'any' });
      });
      await pool.query('CREATE TABLE rm_accounts_bench (id uuid PRIMARY KEY, standing text NOT NULL, suspended_until date)');
      await pool.query(`INSERT INTO rm_accounts_bench SELECT unnest($1::uuid[]), 'FUNCTIONING', NULL`, [ids]);

      const check = createTokenCheck(store);
      const session = (i: number): Session => ({ id: ids[i % ACCOUNTS], type: 'VOLUNTEER', email: '', name: '', access: 0, registrationNo: null, isRefereeFilled: false, status: 'FULLY_REGISTERED', success: true, error: false, iat: Math.floor(Date.now() / 1000) });

      const measure = async (label: string, op: (i: number) => Promise<unknown>) => {
        await runConcurrent(500, CONCURRENCY, async (i) => void (await op(i))); // warm-up
        const latencies: number[] = [];
        const ms = await runConcurrent(CHECKS, CONCURRENCY, async (i) => {
          const start = performance.now();
          const refusal = await op(i);
          latencies.push(performance.now() - start);
          if (refusal) throw new Error(`${label}: unexpected refusal ${String(refusal)}`);
        });
        const rate = (CHECKS / ms) * 1000;
        console.log(`  ${label.padEnd(34)} ${fmtInt(rate).padStart(8)} checks/s   p50 ${fmtMs(percentile(latencies, 50))}   p99 ${fmtMs(percentile(latencies, 99))}`);
        return rate;
      };

      const eventStore = await measure('event-store read (immediate)', (i) => check(session(i)));
      const readModel = await measure('read-model lookup (lags)', async (i) => {
        const { rows } = await pool.query('SELECT standing, suspended_until FROM rm_accounts_bench WHERE id = $1', [ids[i % ACCOUNTS]]);
        return rows[0]?.standing === 'FUNCTIONING' ? undefined : 'refused';
      });
      console.log(`SUMMARY token check: event-store read ${fmtInt(eventStore)} checks/s vs read-model lookup ${fmtInt(readModel)} checks/s, ratio ${ratio(eventStore, readModel)} (the price of revocation with no lag)`);
    } finally {
      await pool.end();
    }
  } finally {
    await pgServer.stop();
  }
});
