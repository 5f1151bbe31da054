/**
 * Surges (issue 24) on the whole platform (embedded PostgreSQL, HTTP on a free port), see README.md:
 *   1. registrations (POST /api/volunteer/register/email, argon2id as configured) and logins sustained at rising
 *      concurrency, beside the raw argon2id rate of this process with the same parameters;
 *   2. a mixed load shaped like the console's (registrations, applications, profile updates; landing, public list,
 *      volunteer home, my opportunities) at a target rate: what held, 0 errors, every command's event in the log
 *      exactly once, read-your-writes;
 *   3. registrations on 1 and then 2 command-api processes (command-api/src/main.ts, a replica each) on one PostgreSQL;
 *   and the peak memory of this process, of PostgreSQL and of each replica.
 *
 *   npx tsx scripts/bench/surge.ts
 *     BENCH_SURGE_SECONDS (8, per concurrency step)   BENCH_SURGE_STEPS (4,16,64)   BENCH_SURGE_PARTS (hash,register,login,mixed,replicas)
 *     BENCH_MIXED_SECONDS (30)   BENCH_MIXED_COMMANDS (300 /s)   BENCH_MIXED_READS (3000 /s)   BENCH_MIXED_VOLUNTEERS (40)   BENCH_MIXED_OPPORTUNITIES (20)
 *
 * Attempt limits stay on with their production defaults (300 attempts per client address and route per 15 minutes):
 * the platform believes its loopback proxy (TRUST_PROXY as behind nginx) and every simulated person sends from their
 * own address in X-Forwarded-For, as people in a surge do. What one address meets is shown apart (the 429 probe).
 */
import os from 'node:os';
import path from 'node:path';
import { loadConfig, parsePosition } from '@nvp/events';
import { hashPassword, verifyPassword } from '../../command-api/src/auth/passwords';
import { validBio } from '../../command-api/src/volunteer/fixtures';
import { startPlatform } from '../platform';
import { BENCH_ADMIN, benchConfig, envInt, fmtInt, fmtMs, percentile, postgresCpuSeconds, runMain, startTempPostgres } from './lib';
import { clientIp, count, fmtMb, latencyText, memoryPeaks, newTally, paced, peakRssMb, postgresPids, processCpuSeconds, pssMb, request, sustain, type Answer, type Sustained } from './surge-load';
import { buildWorld, person } from './surge-world';
import { replicaSecrets, startReplica, type Replica } from './surge-replicas';

const SECONDS = envInt('BENCH_SURGE_SECONDS', 8);
const STEPS = (process.env.BENCH_SURGE_STEPS ?? '4,16,64').split(',').map(Number).filter((n) => n > 0);
const PARTS = new Set((process.env.BENCH_SURGE_PARTS ?? 'hash,register,login,mixed,replicas').split(','));
const WINDOWS = 5;
const HASH_SECONDS = envInt('BENCH_SURGE_HASH_SECONDS', 2);
const MIXED_SECONDS = envInt('BENCH_MIXED_SECONDS', 30);
const MIXED_COMMANDS = envInt('BENCH_MIXED_COMMANDS', 300);
const MIXED_READS = envInt('BENCH_MIXED_READS', 3000);
const MIXED_VOLUNTEERS = envInt('BENCH_MIXED_VOLUNTEERS', 40);
const MIXED_OPPORTUNITIES = envInt('BENCH_MIXED_OPPORTUNITIES', 20);
const MIXED_IN_FLIGHT = envInt('BENCH_MIXED_IN_FLIGHT', 64);
const REPLICA_CONCURRENCY = envInt('BENCH_SURGE_REPLICA_CONCURRENCY', 32);
const PASSWORD = 'bench-surge-pass-1';
/** Read-your-writes target of the issue. */
const RYW_TARGET_MS = 250;

const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');
const cpuSeconds = (since?: NodeJS.CpuUsage) => {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1e6;
};
const median = (xs: number[]) => percentile(xs, 50);
const summaries: string[] = [];

runMain(async () => {
  console.log(`# surge: ${os.cpus().length} cores, load average ${load()}; ${SECONDS} s per step at concurrency ${STEPS.join(', ')}; UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'}`);

  // ── The peer: argon2id alone, same parameters (command-api/src/auth/passwords.ts), no HTTP, no database ──
  let rawHashRate = 0;
  let rawHashCpuMs = 0;
  if (PARTS.has('hash')) {
    const stored = await hashPassword(PASSWORD);
    const peers = { hash: () => hashPassword(PASSWORD), verify: () => verifyPassword(stored, PASSWORD) };
    for (const [label, op] of Object.entries(peers)) {
      for (const concurrency of [1, 2, 4]) {
        const cpu0 = process.cpuUsage();
        const result = await sustain(HASH_SECONDS, concurrency, HASH_SECONDS, async () => {
          const t0 = performance.now();
          await op();
          return { status: 200, body: undefined, ms: performance.now() - t0 };
        });
        const rate = (result.ok / result.wallMs) * 1000;
        const cpuMs = (cpuSeconds(cpu0) * 1000) / result.ok;
        if (label === 'hash' && rate > rawHashRate) [rawHashRate, rawHashCpuMs] = [rate, cpuMs];
        console.log(`  raw argon2id ${label.padEnd(6)} ${concurrency} at a time: ${fmtInt(rate).padStart(4)}/s  ${latencyText(result.latencies)}  CPU ${fmtMs(cpuMs)} each (load ${load()})`);
      }
    }
  }

  const pgServer = await startTempPostgres('surge');
  const pgDir = path.join(pgServer.dir, 'pg');
  const memory = memoryPeaks({ postgres: async () => pssMb(await postgresPids(pgDir)) });
  try {
    const databaseUrl = await pgServer.createDatabase('nvp');
    const admin = BENCH_ADMIN;
    const platform = await startPlatform(
      benchConfig(pgServer, databaseUrl, {
        trustProxy: 'loopback',
        // Production limits (not turned off, not raised): each simulated person has an address of their own.
        rateLimits: loadConfig({}).rateLimits,
      }),
      { quiet: true },
    );
    platform.infra.pool.on('error', () => undefined);
    const base = platform.url.replace('localhost', '127.0.0.1');
    let nextPerson = 0;
    const registered: { email: string }[] = [];
    try {
      // ── What one address meets: the per-address limit of the public routes ──
      {
        const limits = platform.config.rateLimits;
        const tally = newTally();
        for (let i = 0; i <= limits.ip.max; i++) count(tally, await request(base, 'POST', '/api/volunteer/register/email', { body: {}, ip: '192.0.2.1' }));
        console.log(
          `  one address, ${limits.ip.max + 1} registration attempts within ${limits.ip.windowSeconds / 60} min: ${tally.errors} answered (400, empty form), ${tally.limited} refused with 429` +
            ' — every simulated person below sends from an address of its own',
        );
      }

      const register = async (): Promise<Answer & { email: string }> => {
        const i = nextPerson++;
        const { nic, email } = person('surge', i);
        const answer = await request(base, 'POST', '/api/volunteer/register/email', { body: { firstName: 'Bench', lastName: `Surge ${i}`, nic, email, password: PASSWORD }, ip: clientIp(i) });
        return { ...answer, email };
      };

      const step = async (label: string, concurrency: number, op: (i: number) => Promise<Answer>) => {
        const cpu0 = process.cpuUsage();
        const pg0 = await postgresCpuSeconds(pgDir);
        const r = await sustain(SECONDS, concurrency, SECONDS / WINDOWS, op);
        const cpu = cpuSeconds(cpu0);
        const pg = ((await postgresCpuSeconds(pgDir)) ?? 0) - (pg0 ?? 0);
        const rate = (r.ok / r.wallMs) * 1000;
        console.log(
          `  ${label} ${String(concurrency).padStart(3)} at a time: ${fmtInt(rate).padStart(4)}/s (per ${SECONDS / WINDOWS} s: ${r.windows.map((w) => w.toFixed(0)).join(', ')}; median ${median(r.windows).toFixed(0)})` +
            `  ${latencyText(r.latencies)}  errors ${r.errors}  429 ${r.limited}` +
            `  CPU this process ${fmtMs((cpu * 1000) / Math.max(1, r.ok))} + PostgreSQL ${fmtMs((pg * 1000) / Math.max(1, r.ok))} each (load ${load()})`,
        );
        if (r.firstError) console.log(`    first error: ${r.firstError}`);
        return { ...r, rate, cpuPerOp: (cpu + pg) / Math.max(1, r.ok) };
      };
      /** The step with the highest rate and no errors: the rate these cores hold. */
      const best = (results: (Sustained & { rate: number; concurrency: number; cpuPerOp: number })[]) =>
        results.filter((r) => r.errors === 0).sort((a, b) => b.rate - a.rate)[0];
      const describe = (r: ReturnType<typeof best>) =>
        r ? `${fmtInt(r.rate)}/s at ${r.concurrency} concurrent, p50 ${fmtMs(percentile(r.latencies, 50))} p95 ${fmtMs(percentile(r.latencies, 95))} p99 ${fmtMs(percentile(r.latencies, 99))}, ${fmtMs(r.cpuPerOp * 1000)} CPU each` : 'no step without errors';

      // ── 1. Registrations, then logins of the accounts they made ──
      if (PARTS.has('register') || PARTS.has('login')) {
        const results = [];
        for (const concurrency of PARTS.has('register') ? STEPS : [STEPS[STEPS.length - 1]]) {
          const r = await step('register', concurrency, async () => {
            const answer = await register();
            if (answer.status === 200) registered.push({ email: answer.email });
            return answer;
          });
          results.push({ ...r, concurrency });
        }
        const top = best(results);
        if (PARTS.has('register')) {
          summaries.push(
            `SUMMARY surge registrations: ${describe(top)} (load ${load()}); raw argon2id hash ${fmtInt(rawHashRate)}/s, ${fmtMs(rawHashCpuMs)} CPU each, in this process` +
              (top && rawHashCpuMs ? `: the hash is ${((100 * rawHashCpuMs) / (top.cpuPerOp * 1000)).toFixed(0)} % of a registration's CPU` : ''),
          );
        }
      }
      if (PARTS.has('login') && registered.length) {
        const results = [];
        let n = 0;
        for (const concurrency of STEPS) {
          const r = await step('login   ', concurrency, async () => {
            const i = n++;
            return request(base, 'POST', '/api/authenticate/login', { body: { email: registered[i % registered.length].email, password: PASSWORD }, ip: clientIp(1_000_000 + i) });
          });
          results.push({ ...r, concurrency });
        }
        summaries.push(`SUMMARY surge logins: ${describe(best(results))} (${fmtInt(registered.length)} accounts)`);
      }

      // ── 2. The mixed load ──
      if (PARTS.has('mixed')) await mixedLoad(platform, base, admin, () => nextPerson++);
    } finally {
      await platform.stop();
    }

    // ── 3. 1 and 2 command-api processes on one PostgreSQL ──
    if (PARTS.has('replicas')) {
      const replicaDb = await pgServer.createDatabase('replicas');
      const secrets = replicaSecrets();
      let n = 0;
      const perProcess: number[] = [];
      for (const processes of [1, 2]) {
        const replicas: Replica[] = [];
        for (let k = 0; k < processes; k++) replicas.push(await startReplica({ databaseUrl: replicaDb, dataDir: path.join(pgServer.dir, `replica-${processes}-${k}`), secrets }));
        try {
          const cpu0 = await Promise.all(replicas.map((r) => processCpuSeconds(r.pid)));
          const client0 = process.cpuUsage();
          const pg0 = (await postgresCpuSeconds(pgDir)) ?? 0;
          const r = await sustain(SECONDS, REPLICA_CONCURRENCY, SECONDS / WINDOWS, async () => {
            const i = 2_000_000 + n++;
            const { nic, email } = person('replica', i);
            // Round robin over the replicas, as nginx spreads requests over an upstream's servers.
            return request(replicas[i % replicas.length].url, 'POST', '/api/volunteer/register/email', { body: { firstName: 'Bench', lastName: `Replica ${i}`, nic, email, password: PASSWORD }, ip: clientIp(i) });
          });
          const replicaCpu = (await Promise.all(replicas.map((x) => processCpuSeconds(x.pid)))).reduce((a, b, k) => a + b - cpu0[k], 0);
          const pg = ((await postgresCpuSeconds(pgDir)) ?? 0) - pg0;
          const client = cpuSeconds(client0);
          const rate = (r.ok / r.wallMs) * 1000;
          const perRegistration = (replicaCpu + pg) / Math.max(1, r.ok);
          perProcess.push(rate);
          const rss = await Promise.all(replicas.map((x) => peakRssMb(x.pid)));
          console.log(
            `  register on ${processes} command-api process${processes > 1 ? 'es' : ''}, ${REPLICA_CONCURRENCY} at a time: ${fmtInt(rate)}/s (per ${SECONDS / WINDOWS} s: ${r.windows.map((w) => w.toFixed(0)).join(', ')})` +
              `  ${latencyText(r.latencies)}  errors ${r.errors}  429 ${r.limited}`,
          );
          console.log(
            `    CPU per registration: command-api ${fmtMs(((replicaCpu / Math.max(1, r.ok)) * 1000))} + PostgreSQL ${fmtMs((pg / Math.max(1, r.ok)) * 1000)} = ${fmtMs(perRegistration * 1000)}` +
              ` (the load generator: ${fmtMs((client / Math.max(1, r.ok)) * 1000)}); peak RSS per process ${rss.map(fmtMb).join(', ')}; load ${load()}`,
          );
          if (r.firstError) console.log(`    first error: ${r.firstError}`);
          if (processes === 2) {
            const cores = [4, 8, 16];
            summaries.push(
              `SUMMARY surge replicas: registrations ${perProcess.map((x) => `${fmtInt(x)}/s`).join(' on 1 process, ')} on 2 (same 2 cores); ${fmtMs(perRegistration * 1000)} CPU per registration` +
                ` (command-api + PostgreSQL) → about ${cores.map((c) => `${fmtInt(c / perRegistration)}/s on ${c} cores`).join(', ')} if nothing else limits`,
            );
          }
        } finally {
          for (const r of replicas) await r.stop();
        }
      }
    }
  } finally {
    const peaks = await memory.stop();
    console.log(`  peak memory: this process (platform + load) ${fmtMb(process.resourceUsage().maxRSS / 1024)} RSS; PostgreSQL ${fmtMb(peaks.postgres)} PSS (all its processes, shared pages once)`);
    summaries.push(`SUMMARY surge peak memory: this process ${fmtMb(process.resourceUsage().maxRSS / 1024)} RSS, PostgreSQL ${fmtMb(peaks.postgres)} PSS`);
    await pgServer.stop();
  }
  for (const line of summaries) console.log(line);
});

/**
 * Commands and reads shaped like the console's, each at its own target rate (open loop, bounded in flight).
 * After each command of a signed-in person the console reads with the command's position (x-nvp-position): the time
 * from the command's answer until that read answered is the read-your-writes delay.
 */
const mixedLoad = async (platform: Awaited<ReturnType<typeof startPlatform>>, base: string, admin: { email: string; password: string }, nextPerson: () => number) => {
  const setup0 = performance.now();
  const adminLogin = await request(base, 'POST', '/api/authenticate/login', { body: admin, ip: clientIp(3_000_000) });
  if (adminLogin.status !== 200) throw new Error(`admin login: ${adminLogin.status}`);
  const world = await buildWorld({ base, pool: platform.infra.pool, adminToken: adminLogin.body.token, volunteers: MIXED_VOLUNTEERS, opportunities: MIXED_OPPORTUNITIES, firstIndex: 3_000_001 });
  await platform.projections.runner.caughtUp();
  console.log(`  mixed: ${world.volunteers.length} approved volunteers and ${world.opportunities.length} approved opportunities made through the API in ${((performance.now() - setup0) / 1000).toFixed(1)} s`);

  const commands = { register: newTally(), apply: newTally(), bio: newTally() };
  const reads = { landing: newTally(), publicList: newTally(), home: newTally(), mine: newTally(), afterWrite: newTally() };
  const rywHttpMs: number[] = [];
  const rywWaitMs: number[] = [];
  let notConsistent = 0;
  const registeredStreams: string[] = [];
  const applicationStreams: string[] = [];
  const biosOf = new Map<string, number>();
  const applied = new Map<string, number>(); // volunteer → how many opportunities it has applied for

  const afterWrite = async (answer: Answer, token: string) => {
    const read = await request(base, 'GET', '/api/opportunity/userOpportunities?type=ALL', { token, position: String(answer.body.position) });
    if (count(reads.afterWrite, read, 'read after write')) rywHttpMs.push(read.ms);
    if (read.headers?.get('x-nvp-consistent') !== 'true') notConsistent++;
  };
  // A person sends one command at a time (a console waits for the answer): a volunteer still waiting is not picked.
  const busy = new Set<string>();
  let cursor = 0;
  let peopleBusy = 0;
  const idleVolunteer = () => {
    for (let n = 0; n < world.volunteers.length; n++) {
      const v = world.volunteers[cursor++ % world.volunteers.length];
      if (!busy.has(v.id)) return v;
    }
    return undefined;
  };
  const command = async (i: number) => {
    if (i % 5 === 0) return register();
    const v = idleVolunteer();
    if (!v) return void peopleBusy++;
    busy.add(v.id);
    try {
      await volunteerCommand(i, v);
    } finally {
      busy.delete(v.id);
    }
  };
  const register = async () => {
    const n = nextPerson();
    const { nic, email } = person('mixed', 4_000_000 + n);
    const answer = await request(base, 'POST', '/api/volunteer/register/email', { body: { firstName: 'Bench', lastName: `Mixed ${n}`, nic, email, password: PASSWORD }, ip: clientIp(4_000_000 + n) });
    if (!count(commands.register, answer, 'register')) return;
    registeredStreams.push(`volunteer-${answer.body.id}`);
    // Nobody is signed in yet: the read models' own wait, as read-your-writes.ts measures it.
    const t0 = performance.now();
    if (await platform.projections.runner.waitFor(parsePosition(String(answer.body.position))!, 5_000)) rywWaitMs.push(performance.now() - t0);
    else notConsistent++;
  };
  const volunteerCommand = async (i: number, v: (typeof world.volunteers)[number]) => {
    const k = applied.get(v.id) ?? 0;
    if (i % 5 <= 2 && k < world.opportunities.length) {
      applied.set(v.id, k + 1);
      const o = world.opportunities[k];
      const answer = await request(base, 'POST', '/api/opportunity/apply', { body: { opportunityId: o.id, dates: o.dates }, token: v.token });
      if (!count(commands.apply, answer, 'apply')) return;
      applicationStreams.push(`application-${answer.body.id}`);
      await afterWrite(answer, v.token);
    } else {
      const answer = await request(base, 'POST', '/api/volunteer/bio/submit', { body: validBio({ nic: v.nic, familyCount: 1 + (i % 9) }), token: v.token });
      if (!count(commands.bio, answer, 'profile update')) return;
      biosOf.set(v.id, (biosOf.get(v.id) ?? 0) + 1);
      v.token = answer.body.token;
      await afterWrite(answer, v.token);
    }
  };
  const read = async (i: number) => {
    const v = world.volunteers[i % world.volunteers.length];
    const r = i % 20;
    if (r < 5) count(reads.landing, await request(base, 'POST', '/api/report/home'), 'landing');
    else if (r < 12) count(reads.publicList, await request(base, 'GET', '/api/opportunity/getOpportunities'), 'public list');
    else if (r < 16) count(reads.home, await request(base, 'GET', '/api/opportunity/getHomeOpportunities?limit=30', { token: v.token }), 'volunteer home');
    else count(reads.mine, await request(base, 'GET', '/api/opportunity/userOpportunities?type=ALL', { token: v.token }), 'my opportunities');
  };

  const pgDir = path.join(path.dirname(platform.config.dataDir), 'pg');
  const cpu0 = process.cpuUsage();
  const pg0 = (await postgresCpuSeconds(pgDir)) ?? 0;
  console.log(`  mixed: target ${fmtInt(MIXED_COMMANDS)} commands/s and ${fmtInt(MIXED_READS)} reads/s for ${MIXED_SECONDS} s, at most ${MIXED_IN_FLIGHT} of each in flight (load ${load()})`);
  const [c, r] = await Promise.all([paced(MIXED_SECONDS, MIXED_COMMANDS, MIXED_IN_FLIGHT, command), paced(MIXED_SECONDS, MIXED_READS, MIXED_IN_FLIGHT, read)]);
  const cpu = cpuSeconds(cpu0);
  const pg = ((await postgresCpuSeconds(pgDir)) ?? 0) - pg0;
  const wallS = Math.max(c.wallMs, r.wallMs) / 1000;

  // Every answered command's event exactly once, by stream; no event for a command that failed.
  await platform.projections.runner.caughtUp();
  const pool = platform.infra.pool;
  const counted = async (streams: string[], type: string) =>
    (await pool.query<{ stream_id: string; n: number }>(`SELECT stream_id, count(*)::int AS n FROM es.events WHERE stream_id = ANY($1) AND type = $2 GROUP BY stream_id`, [streams, type])).rows;
  const regRows = await counted(registeredStreams, 'VolunteerRegistered');
  const appRows = await counted(applicationStreams, 'ApplicationSubmitted');
  const bioRows = await counted(world.volunteers.map((v) => `volunteer-${v.id}`), 'VolunteerBioSubmitted');
  const once = (rows: { n: number }[], expected: number) => rows.length === expected && rows.every((x) => x.n === 1);
  const biosOk = bioRows.length === world.volunteers.length && bioRows.every((x) => x.n === 1 + (biosOf.get(x.stream_id.slice('volunteer-'.length)) ?? 0));
  const exactlyOnce = once(regRows, registeredStreams.length) && once(appRows, applicationStreams.length) && biosOk;

  const all = [...Object.values(commands), ...Object.values(reads)];
  const errors = all.reduce((n, t) => n + t.errors, 0);
  const limited = all.reduce((n, t) => n + t.limited, 0);
  const commandsOk = Object.values(commands).reduce((n, t) => n + t.ok, 0);
  const readsOk = Object.values(reads).reduce((n, t) => n + t.ok, 0);
  for (const [name, t] of Object.entries({ ...commands, ...reads })) {
    console.log(`    ${name.padEnd(12)} ${fmtInt(t.ok / wallS).padStart(5)}/s  ${latencyText(t.latencies)}  errors ${t.errors}  429 ${t.limited}`);
    if (t.firstError) console.log(`      first error: ${t.firstError}`);
  }
  const rywP99 = percentile(rywHttpMs, 99);
  console.log(
    `  mixed held ${fmtInt(commandsOk / wallS)} commands/s (${fmtInt(c.skipped)} of ${fmtInt(c.launched + c.skipped)} slots skipped: ${MIXED_IN_FLIGHT} still in flight; ${fmtInt(peopleBusy)} with every volunteer busy)` +
      ` and ${fmtInt(readsOk / wallS)} reads/s incl. ${fmtInt(reads.afterWrite.ok / wallS)}/s after a write (${fmtInt(r.skipped)} of ${fmtInt(r.launched + r.skipped)} read slots skipped) over ${wallS.toFixed(1)} s`,
  );
  console.log(
    `  read-your-writes: read after the command, with its position ${latencyText(rywHttpMs)} (target p99 ≤ ${RYW_TARGET_MS} ms); registrations, runner.waitFor ${latencyText(rywWaitMs)}; not consistent ${notConsistent}`,
  );
  console.log(
    `  exactly once: ${regRows.length}/${registeredStreams.length} registrations, ${appRows.length}/${applicationStreams.length} applications, ` +
      `${bioRows.reduce((n, x) => n + x.n - 1, 0)}/${[...biosOf.values()].reduce((a, b) => a + b, 0)} profile updates in the log — ${exactlyOnce ? 'each exactly once' : 'MISMATCH'}`,
  );
  console.log(`  CPU over the mixed load: this process (platform + load) ${cpu.toFixed(1)} s, PostgreSQL ${pg.toFixed(1)} s, of ${wallS.toFixed(1)} s wall on ${os.cpus().length} cores (load ${load()})`);
  summaries.push(
    `SUMMARY surge mixed (${MIXED_SECONDS} s, target ${MIXED_COMMANDS} commands/s + ${MIXED_READS} reads/s): held ${fmtInt(commandsOk / wallS)} commands/s + ${fmtInt(readsOk / wallS)} reads/s,` +
      ` errors ${errors}, 429 ${limited}, exactly once ${exactlyOnce ? 'yes' : 'NO'}, read-your-writes p99 ${fmtMs(rywP99)} (${rywP99 <= RYW_TARGET_MS ? 'within' : 'over'} ${RYW_TARGET_MS} ms)`,
  );
  if (errors || !exactlyOnce) throw new Error(`mixed load: ${errors} errors, exactly once ${exactlyOnce}`);
};
