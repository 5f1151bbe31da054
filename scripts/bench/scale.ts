/**
 * Every call at scale (issue 24): a generated history (scripts/generate) loaded into a fresh PostgreSQL, then every
 * public call and every list, search, detail and report call the console makes for each role, measured at 32
 * concurrent keep-alive callers: p50, p95, p99 and requests/s, several rounds, the median round on the SCALE line.
 * Parameters vary per request (ids, search words, districts from the loaded data), so per-key caches see misses.
 * The calls are in scale-calls.ts. See README.md ("Scale: scale.ts").
 *
 *   BENCH_SCALE=tiny|demo|district|fifth|national (default district)   BENCH_SCALE_REQUESTS (per round, default 300)
 *   BENCH_SCALE_ROUNDS (default 3)   BENCH_SCALE_SECONDS (time cap a round, default 10)   BENCH_SCALE_ONLY (route regexp)
 *   BENCH_SCALE_TIMEOUT_SECONDS (a request's cap, default 20)
 *   BENCH_SCALE_SEED (default 1)   BENCH_CONNECTIONS (default 32)
 *   BENCH_SCALE_DATA=<dir>: PostgreSQL and the platform's DATA_DIR (chDB, secrets) kept in <dir>; a later run with the
 *   same scale and seed starts on the history loaded there instead of generating it again (scale.json records it).
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'undici';
import { loadConfig, sriLankanToday } from '@nvp/events';
import { startPlatform } from '../platform';
import { loadGeneratedHistory, type LoadProgress, type LoadResult } from '../generate/load';
import { scales, type ScaleName } from '../generate/history';
import { benchConfig, envInt, fmtInt, percentile, postgresCpuSeconds, runMain, samplePostgresMemory, startKeptPostgres, startTempPostgres } from './lib';
import { sampleHistory, scaleCalls, type Role, type ScaleCall } from './scale-calls';
import { runOpenSetBench, runRankingBench } from './matching-rank';

const SCALE = (process.env.BENCH_SCALE ?? 'district') as ScaleName;
const REQUESTS = envInt('BENCH_SCALE_REQUESTS', 300);
const ROUNDS = envInt('BENCH_SCALE_ROUNDS', 3);
const SECONDS = envInt('BENCH_SCALE_SECONDS', 10);
const CONNECTIONS = envInt('BENCH_CONNECTIONS', 32);
const SEED = process.env.BENCH_SCALE_SEED ?? '1';
/** A regular expression over the SCALE line's route, to measure some calls only. */
const ONLY = process.env.BENCH_SCALE_ONLY ? new RegExp(process.env.BENCH_SCALE_ONLY) : undefined;
/** A request that has not answered after this long is an error (BENCH_SCALE_TIMEOUT_SECONDS, default 20). */
const TIMEOUT_MS = envInt('BENCH_SCALE_TIMEOUT_SECONDS', 20) * 1000;
/** Where a loaded history is kept between runs (BENCH_SCALE_DATA); unset: a temporary directory, removed at the end. */
const KEEP_DIR = process.env.BENCH_SCALE_DATA ? path.resolve(process.env.BENCH_SCALE_DATA) : undefined;
/** What a kept directory holds: written once its load has finished, so a directory without it holds no usable history. */
type KeptLoad = { scale: ScaleName; seed: string; loadedAt: string } & Pick<LoadResult, 'summary' | 'seconds' | 'readModels' | 'factEvents'>;
const KEPT_FILE = 'scale.json';
/** The issue's target for every call. */
const TARGET_P95_MS = 300;

/** The console's history page size (console/src/pages/admin/history-model.ts HISTORY_PAGE_SIZE). */
const HISTORY_PAGE_SIZE = 50;
/**
 * Issue 24: the console asks a history a page at a time (the newest 50 events first), so that is measured beside the
 * whole timeline (the unpaged answer existing callers get): the same volunteers, one more call.
 */
const withHistoryPage = (calls: ScaleCall[]): ScaleCall[] =>
  calls.flatMap((call) =>
    call.route === '/api/admin/history/volunteer/:id'
      ? [
          call,
          {
            ...call,
            route: `${call.route}?pageSize=${HISTORY_PAGE_SIZE}`,
            label: `a volunteer's history, the console's first page of ${HISTORY_PAGE_SIZE} (records the view)`,
            request: (i: number) => {
              const r = call.request(i);
              return { ...r, path: `${r.path}?pageSize=${HISTORY_PAGE_SIZE}` };
            },
          },
        ]
      : [call],
  );

const ms = (n: number) => (n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : n.toFixed(0));

const progress = () => {
  let last = 0;
  return (p: LoadProgress) => {
    if (Date.now() - last < 5000 && p.done < p.total) return;
    last = Date.now();
    const rate = p.perSecond ? `, ${fmtInt(p.perSecond)} events/s` : '';
    console.log(`    ${p.phase}: ${fmtInt(p.done)}/${fmtInt(p.total)}${p.events !== undefined ? `, ${fmtInt(p.events)} events` : ''}${rate}`);
  };
};

runMain(async () => {
  if (!(SCALE in scales)) throw new Error(`BENCH_SCALE must be one of ${Object.keys(scales).join(', ')}, not ${SCALE}`);
  console.log(`# scale: every console call over the ${SCALE} history (seed ${SEED}), ${CONNECTIONS} connections, ${ROUNDS} rounds of up to ${REQUESTS} requests or ${SECONDS} s; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}, ${os.cpus().length} cores`);
  // Issue 29: the for-you ranking in memory at national size first (no database: one volunteer, 20,000 opportunities).
  if (!ONLY || ONLY.test('/api/opportunity/for-you')) runRankingBench();
  const kept: KeptLoad | undefined = KEEP_DIR && existsSync(path.join(KEEP_DIR, KEPT_FILE)) ? JSON.parse(await readFile(path.join(KEEP_DIR, KEPT_FILE), 'utf8')) : undefined;
  if (kept && (kept.scale !== SCALE || kept.seed !== SEED)) throw new Error(`${KEEP_DIR} holds the ${kept.scale} history of seed ${kept.seed}, not ${SCALE} of seed ${SEED}: use another BENCH_SCALE_DATA`);
  if (KEEP_DIR && !kept && existsSync(KEEP_DIR) && (await readdir(KEEP_DIR)).length) {
    throw new Error(`${KEEP_DIR} holds no finished load (no ${KEPT_FILE}; a run stopped while loading?): remove it or use another BENCH_SCALE_DATA`);
  }
  const pgServer = KEEP_DIR ? await startKeptPostgres(KEEP_DIR) : await startTempPostgres('scale');
  const pgData = path.join(pgServer.dir, 'pg');
  const pgMemory = samplePostgresMemory(pgData);
  try {
    const databaseUrl = 'openDatabase' in pgServer ? await pgServer.openDatabase('nvp') : await pgServer.createDatabase('nvp');
    let loaded: LoadResult | undefined;
    const bootStart = performance.now();
    const platform = await startPlatform(
      // The attempt limits are off: the logins are the setup, not the subject, and a re-run within 15 minutes (on a
      // kept history especially) meets the per-IP and per-account limits; surge.ts measures the limits.
      benchConfig(pgServer, databaseUrl, { adminEmail: undefined, adminPassword: undefined, demoData: false, rateLimits: { ...loadConfig().rateLimits, enabled: false } }),
      {
        quiet: true,
        prepare: kept ? undefined : async (infra, projections) => void (loaded = await loadGeneratedHistory(infra, projections, { scale: SCALE, seed: SEED, onProgress: progress() })),
      },
    );
    platform.infra.pool.on('error', () => undefined);
    try {
      await platform.projections.runner.caughtUp();
      const ready = performance.now() - bootStart;
      const load: KeptLoad | undefined = loaded ? { scale: SCALE, seed: SEED, loadedAt: new Date().toISOString(), summary: loaded.summary, seconds: loaded.seconds, readModels: loaded.readModels, factEvents: loaded.factEvents } : kept;
      if (!load) throw new Error('the log was not empty: nothing generated');
      const { summary, seconds } = load;
      if (loaded) {
        console.log(
          `  loaded ${fmtInt(summary.events)} events (${SCALE}): generated and written in ${seconds.generate} s (${fmtInt(summary.events / seconds.generate)} events/s), read models built in ${seconds.readModels} s, facts (${fmtInt(load.factEvents)} log events) in ${seconds.facts} s beside them; ` +
            `${seconds.total} s in all, ready (projections caught up) after ${(ready / 1000).toFixed(1)} s`,
        );
        if (KEEP_DIR) await writeFile(path.join(KEEP_DIR, KEPT_FILE), JSON.stringify(load, null, 2));
      } else {
        console.log(
          `  reused ${KEEP_DIR}: ${fmtInt(summary.events)} events (${SCALE}, seed ${SEED}) loaded ${load.loadedAt} (then written in ${seconds.generate} s, read models ${seconds.readModels} s, facts ${seconds.facts} s); ` +
            `ready (projections caught up, changed models rebuilt) after ${(ready / 1000).toFixed(1)} s`,
        );
      }
      console.log(`  read models (at the load): ${load.readModels.map((m) => `${m.name} ${fmtInt(m.events)} events in ${m.seconds} s`).join(', ')}`);
      await platform.infra.pool.query('ANALYZE');
      const sample = await sampleHistory(platform.infra.pool, summary.end);
      console.log(`  the biggest opportunity has ${fmtInt(sample.biggest.applicants)} applicants; ${sample.places.length} standby places, ${sample.searchWords.length} search words`);

      const origin = new URL(platform.url.replace('localhost', '127.0.0.1')).origin;
      const client = new Pool(origin, { connections: CONNECTIONS, pipelining: 1 });
      const send = async (method: string, route: string, token?: string, body?: unknown) => {
        const started = performance.now();
        try {
          const response = await client.request({
            method: method as 'GET',
            path: route,
            headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
            body: body !== undefined ? JSON.stringify(body) : undefined,
            // Bounded: a call that does not answer within the cap counts as an error, it does not stall the run.
            headersTimeout: TIMEOUT_MS,
            bodyTimeout: TIMEOUT_MS,
          });
          const text = await response.body.text();
          return { status: response.statusCode, text, ms: performance.now() - started };
        } catch (error) {
          return { status: 0, text: String(error), ms: performance.now() - started };
        }
      };
      const login = async (email: string, password: string) => {
        const { status, text } = await send('POST', '/api/authenticate/login', undefined, { email, password });
        if (status !== 200) throw new Error(`login ${email}: ${status} ${text.slice(0, 200)}`);
        return JSON.parse(text).token as string;
      };
      const tokens: Record<Role, string[]> = {
        public: [],
        volunteer: await Promise.all(sample.volunteerLogins.map((e) => login(e, 'volunteer123'))),
        vio: await Promise.all(sample.vioLogins.map((v) => login(v.email, 'organisation123'))),
        admin: [await login('generated.admin@example.org', 'admin12345')],
        emergency: await Promise.all(sample.emergencyLogins.map((e) => login(e.email, 'admin12345'))),
      };
      const biggestOwner = sample.biggest.vioEmail ? await login(sample.biggest.vioEmail, 'organisation123').catch(() => undefined) : undefined;
      // Signing in appends events (the account's login record): let the projections take them before measuring, so a
      // cache keyed by read-model versions is not emptied by the bench's own setup during the first rounds.
      await platform.projections.runner.caughtUp();
      console.log(`  signed in: ${tokens.volunteer.length} volunteers, ${tokens.vio.length} VIOs, the admin, ${tokens.emergency.length} emergency users${biggestOwner ? ', the owner of the biggest opportunity' : ''}`);
      const tokenFor = (call: ScaleCall, as: number | undefined) => {
        if (call.role === 'public') return undefined;
        if (as === -1) return biggestOwner ?? tokens.admin[0];
        const list = tokens[call.role];
        return list[(as ?? 0) % list.length];
      };

      const calls = withHistoryPage(scaleCalls(sample, summary.end)).filter((c) => !ONLY || ONLY.test(c.route));
      const results: { call: ScaleCall; p50: number; p95: number; p99: number; rps: number; errors: number }[] = [];
      const cpuBefore = process.cpuUsage();
      const pgBefore = await postgresCpuSeconds(pgData);
      const benchStart = performance.now();
      for (const call of calls) {
        let failure: string | undefined;
        // What a cache could key on (path, body, signed-in user): how many different asks the measured requests made.
        const keys = new Set<string>();
        let bytes = 0;
        let answers = 0;
        const hit = async (i: number) => {
          const r = call.request(i);
          const token = tokenFor(call, r.as);
          keys.add(`${r.path} ${JSON.stringify(r.body ?? null)} ${token ?? ''}`);
          const answer = await send(call.method, r.path, token, r.body ?? (call.method === 'POST' ? {} : undefined));
          if (answer.status !== 200) failure ??= `${answer.status} ${r.path} ${answer.text.slice(0, 160)}`;
          bytes += answer.text.length;
          answers++;
          return answer;
        };
        // Warm-up: the same mix of parameters as the measured rounds (first asks of per-key caches happen here too).
        let offset = 0;
        const warmUntil = performance.now() + SECONDS * 1000;
        for (let w = 0; w < CONNECTIONS * 2 && performance.now() < warmUntil; w += CONNECTIONS) {
          await Promise.all(Array.from({ length: CONNECTIONS }, (_, k) => hit(offset + w + k)));
        }
        offset += CONNECTIONS * 2;
        keys.clear();
        const rounds: { p50: number; p95: number; p99: number; rps: number; errors: number; n: number }[] = [];
        for (let round = 1; round <= ROUNDS; round++) {
          const latencies: number[] = [];
          let errors = 0;
          let next = 0;
          const until = performance.now() + SECONDS * 1000;
          const started = performance.now();
          await Promise.all(
            Array.from({ length: CONNECTIONS }, async () => {
              for (let i = next++; i < REQUESTS && performance.now() < until; i = next++) {
                const answer = await hit(offset + i);
                if (answer.status === 200) latencies.push(answer.ms);
                else errors++;
              }
            }),
          );
          offset += REQUESTS;
          const elapsed = performance.now() - started;
          rounds.push({ p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), rps: (latencies.length / elapsed) * 1000, errors, n: latencies.length });
        }
        // The median round by p95 names the call's figures.
        const median = [...rounds].sort((a, b) => a.p95 - b.p95)[Math.floor(rounds.length / 2)];
        const errors = rounds.reduce((s, r) => s + r.errors, 0);
        results.push({ call, ...median, errors });
        const roundText = rounds.map((r) => `p95 ${ms(r.p95)}`).join(', ');
        console.log(
          `  ${call.role.padEnd(9)} ${`${call.method} ${call.route}`.padEnd(62)} p50 ${ms(median.p50).padStart(6)}  p95 ${ms(median.p95).padStart(6)}  p99 ${ms(median.p99).padStart(6)} ms  ${fmtInt(median.rps).padStart(6)} req/s` +
            `  n=${median.n}  ${fmtInt(bytes / Math.max(1, answers) / 1024)} KB  (${call.label}${call.cache ? `; ${call.cache}: ${fmtInt(keys.size)} different asks in ${fmtInt(rounds.reduce((t, r) => t + r.n + r.errors, 0))} requests, a repeat is a cache hit` : ''}; rounds: ${roundText})${errors ? `  ERRORS ${errors}: ${failure}` : ''}`,
        );
      }
      if (!ONLY || ONLY.test('/api/opportunity/for-you')) await runOpenSetBench(platform.infra.pool, sriLankanToday(new Date()));
      const wall = (performance.now() - benchStart) / 1000;
      const cpu = process.cpuUsage(cpuBefore);
      const pgAfter = await postgresCpuSeconds(pgData);
      // destroy, not close: close waits for requests the bench gave up on (timed out) that the server is still working on.
      await client.destroy();

      console.log();
      for (const r of results) console.log(`SCALE ${r.call.method} ${r.call.route} p50=${ms(r.p50)} p95=${ms(r.p95)} p99=${ms(r.p99)} rps=${Math.round(r.rps)}${r.errors ? ` errors=${r.errors}` : ''}`);
      const within = results.filter((r) => r.p95 <= TARGET_P95_MS && !r.errors);
      const over = results.filter((r) => r.p95 > TARGET_P95_MS || r.errors);
      console.log(
        `  resources over ${wall.toFixed(0)} s of measuring: this process (platform and callers) ${((cpu.user + cpu.system) / 1e6).toFixed(1)} CPU s, peak RSS ${fmtInt(process.resourceUsage().maxRSS / 1024)} MB (whole run, load included); ` +
          `PostgreSQL ${pgBefore !== undefined && pgAfter !== undefined ? `${(pgAfter - pgBefore).toFixed(1)} CPU s` : 'n/a'}, peak ${pgMemory.peakMb() !== undefined ? `${fmtInt(pgMemory.peakMb()!)} MB PSS` : 'n/a'} (sampled every 2 s, whole run); load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`,
      );
      console.log(
        `SUMMARY scale (${SCALE}, ${fmtInt(summary.events)} events, ${loaded ? 'loaded' : 'reused, loaded before'} in ${seconds.total} s): ${within.length}/${results.length} calls within p95 ≤ ${TARGET_P95_MS} ms at ${CONNECTIONS} callers` +
          (over.length ? `; over: ${over.map((r) => `${r.call.route} p95=${ms(r.p95)}${r.errors ? ` errors=${r.errors}` : ''}`).join(', ')}` : ''),
      );
    } finally {
      await platform.stop();
    }
  } finally {
    pgMemory.stop();
    await pgServer.stop();
  }
});
