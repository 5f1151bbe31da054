/**
 * Issue 28: check-ins at one opportunity with N volunteers arriving on the day (embedded PostgreSQL, HTTP on a free
 * port): N approved applications for today, then the coordinators scan the N codes — POST /api/vio/attendance/checkin
 * with BENCH_CHECKIN_CONCURRENCY scanners at once — then check them all out by name. Reported: check-ins a second,
 * latency percentiles, how long until the day's list shows every one, and the list's own time at N volunteers.
 *
 *   npx tsx scripts/bench/checkin.ts     (BENCH_CHECKIN_VOLUNTEERS, default 2000; BENCH_CHECKIN_CONCURRENCY, default 16;
 *                                         BENCH_CHECKIN_ROUNDS, default 3)
 *
 * Each round is a new opportunity and day's worth of volunteers (the same work every round); the median of the rounds
 * is reported with every round. The peer does the same writes without the route: the N AttendanceCheckedIn events
 * appended straight to the log, one stream each, by as many writers at once — the floor the route's HTTP, token,
 * code check, reservation and fold add to.
 *
 * Seeding goes straight into the log (./seed-applications.ts). The codes are made by the same function GET /api/volunteer/checkin-code answers with (N volunteer logins are not measured).
 * The organisation's token is signed with the platform's secret, as a login would give it.
 */
import { randomUUID } from 'node:crypto';
import { createSigner } from 'fast-jwt';
import { computeAccess, issueCheckinCode, sriLankanToday, } from '@nvp/events';
import { startPlatform } from '../platform';
import { benchConfig, envInt, fmtInt, fmtMs, percentile, runConcurrent, runMain, startTempPostgres, validEvent } from './lib';
import { seedOrganisation } from './seed-applications';

const N = envInt('BENCH_CHECKIN_VOLUNTEERS', 2000);
const CONCURRENCY = envInt('BENCH_CHECKIN_CONCURRENCY', 16);
const ROUNDS = envInt('BENCH_CHECKIN_ROUNDS', 3);
const median = (values: number[]) => percentile(values, 50);

runMain(async () => {
  console.log(`# check-in: ${fmtInt(N)} volunteers arriving at one opportunity, ${CONCURRENCY} scanners at once`);
  const pgServer = await startTempPostgres('checkin');
  try {
    const databaseUrl = await pgServer.createDatabase('nvp');
    const platform = await startPlatform(benchConfig(pgServer, databaseUrl), { quiet: true });
    platform.infra.pool.on('error', () => undefined);
    try {
      const { secrets, store } = platform.infra;
      const today = sriLankanToday(new Date());
      const { vioId, opportunityWithApplications } = await seedOrganisation(platform.infra);
      /** One opportunity today with N approved applications, the read models caught up. */
      const seedDay = async () => {
        const seedStart = performance.now();
        const seeded = await opportunityWithApplications(N, [today]);
        await platform.projections.runner.caughtUp();
        console.log(`  seeded ${fmtInt(N)} approved applications for ${today} in ${fmtMs(performance.now() - seedStart)} (read models caught up)`);
        return seeded;
      };

      const sign = createSigner({ key: secrets.jwtSecret, algorithm: 'HS256', expiresIn: 3_600_000 });
      const token = sign({ id: vioId, email: 'bench.vio@example.lk', name: 'Bench Organisation', type: 'VIO', access: computeAccess({ type: 'VIO', status: 'APPROVED' }), registrationNo: 'VIO-999997', isRefereeFilled: false, status: 'APPROVED', success: true, error: false });
      const base = platform.url.replace('localhost', '127.0.0.1');
      const post = async (route: string, body: unknown) => {
        const response = await fetch(`${base}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', token }, body: JSON.stringify(body) });
        const json = (await response.json()) as Record<string, unknown>;
        if (response.status !== 200) throw new Error(`${route}: ${response.status} ${JSON.stringify(json)}`);
        return json;
      };
      const rounds: { checkin: number; checkinP99: number; checkout: number; peer: number; lag: number; list: number }[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
      console.log(`round ${round} of ${ROUNDS}`);
      const { opportunityId, applications } = await seedDay();
      const codes = applications.map((a) => issueCheckinCode(secrets.jwtSecret, a.applicationId, new Date()).code);

      const run = async (label: string, op: (i: number) => Promise<unknown>) => {
        const samples: number[] = [];
        const elapsed = await runConcurrent(N, CONCURRENCY, async (i) => {
          const t0 = performance.now();
          await op(i);
          samples.push(performance.now() - t0);
        });
        const perSecond = (N / elapsed) * 1000;
        console.log(`  ${label}: ${fmtInt(N)} in ${fmtMs(elapsed)} = ${fmtInt(perSecond)}/s | p50 ${fmtMs(percentile(samples, 50))} p95 ${fmtMs(percentile(samples, 95))} p99 ${fmtMs(percentile(samples, 99))}`);
        return { perSecond, p99: percentile(samples, 99) };
      };
      const checkin = await run('check-in by scanned code', (i) => post('/api/vio/attendance/checkin', { opportunityId, date: today, code: codes[i] }));
      const listed0 = performance.now();
      await platform.projections.runner.caughtUp();
      const lag = performance.now() - listed0;
      const list = async () => {
        const t0 = performance.now();
        const response = await fetch(`${base}/api/vio/attendance/${opportunityId}/${today}`, { headers: { token } });
        const body = (await response.json()) as { counts: Record<string, number> };
        return { ms: performance.now() - t0, body };
      };
      const first = await list();
      if (first.body.counts.CHECKED_IN !== N) throw new Error(`the list shows ${first.body.counts.CHECKED_IN} checked in, not ${N}`);
      const listTimes: number[] = [];
      for (let i = 0; i < 20; i++) listTimes.push((await list()).ms);
      console.log(`  the day's list caught up ${fmtMs(lag)} after the last check-in; GET of ${fmtInt(N)} volunteers: p50 ${fmtMs(percentile(listTimes, 50))} p99 ${fmtMs(percentile(listTimes, 99))}`);
      const checkout = await run('check-out by name', (i) => post('/api/vio/attendance/checkout', { opportunityId, date: today, volunteerId: applications[i].volunteerId }));
      // The peer: the same N check-in events, appended straight to the log at the same concurrency.
      const peer = await run('peer: the same events appended to the log', (i) =>
        store.append(
          `bench-peer-${randomUUID()}`,
          [validEvent('AttendanceCheckedIn', { applicationId: applications[i].applicationId, opportunityId, volunteerId: applications[i].volunteerId, vioId, date: today, at: new Date().toISOString(), method: 'CODE', codeId: randomUUID().slice(0, 16), recordedBy: vioId }, new Date().toISOString())],
          { expected: 'no_stream' },
        ),
      );
      rounds.push({ checkin: checkin.perSecond, checkinP99: checkin.p99, checkout: checkout.perSecond, peer: peer.perSecond, lag, list: percentile(listTimes, 50) });
      }
      const each = (pick: (r: (typeof rounds)[number]) => number, fmt: (n: number) => string) => rounds.map((r) => fmt(pick(r))).join(', ');
      console.log(
        `SUMMARY checkin: ${fmtInt(N)} volunteers, ${CONCURRENCY} scanners, median of ${ROUNDS} rounds: check-in by code ${fmtInt(median(rounds.map((r) => r.checkin)))}/s (rounds ${each((r) => r.checkin, fmtInt)}; p99 ${each((r) => r.checkinP99, fmtMs)}) vs the peer (the same events appended to the log) ${fmtInt(median(rounds.map((r) => r.peer)))}/s (rounds ${each((r) => r.peer, fmtInt)}); check-out by name ${fmtInt(median(rounds.map((r) => r.checkout)))}/s; the day's list of ${fmtInt(N)} p50 ${fmtMs(median(rounds.map((r) => r.list)))}, caught up ${fmtMs(median(rounds.map((r) => r.lag)))} after the last check-in`,
      );
    } finally {
      await platform.stop();
    }
  } finally {
    await pgServer.stop();
  }
});
