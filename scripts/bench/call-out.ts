/**
 * Emergency call-out at scale on the whole platform (embedded PostgreSQL, HTTP on a free port): one
 * PUT /api/emergency-login/opportunity/invite-volunteers for N standby volunteers, timed from the command to
 * the last SMS in the outbox (and the mails beside them). See README.md.
 *
 *   npx tsx scripts/bench/call-out.ts        (BENCH_CALLOUT_VOLUNTEERS, default 10000; BENCH_CALLOUT_PER_INVITE, default 50000;
 *                                             BENCH_CALLOUT_REPLIES, default 300; BENCH_CALLOUT_REPLY_CONCURRENCY, default 16;
 *                                             BENCH_CALLOUT_REPLY_MAX_MS, default 20000)
 *
 * Then the first replies come back: BENCH_CALLOUT_REPLIES volunteers answer YES by SMS at once (the development twin
 * of the gateway's POST /api/sms/inbound, same handling), as a gateway posts them in parallel.
 *
 * The standby pool is seeded straight into the volunteers read model (N real onboardings would take hours of
 * password hashing and are not what is measured): FULLY_REGISTERED rows with emergencyWill = yes, a phone, an
 * e-mail and a preferred language. Everything after that goes through the real API, log and projections.
 */
import path from 'node:path';
import { loadConfig } from '@nvp/events';
import { startPlatform } from '../platform';
import { BENCH_ADMIN, benchConfig, envInt, fmtInt, fmtMs, percentile, postgresCpuSeconds, runConcurrent, runMain, startTempPostgres } from './lib';

const N = envInt('BENCH_CALLOUT_VOLUNTEERS', 10_000);
const MAX_MS = envInt('BENCH_CALLOUT_MAX_MS', 600_000);
/** Volunteer ids per PUT: the request schema's maximum (the route takes its 2 MB); a bigger call-out is several invites. */
const PER_INVITE = envInt('BENCH_CALLOUT_PER_INVITE', 50_000);
const REPLIES = envInt('BENCH_CALLOUT_REPLIES', 300);
const REPLY_CONCURRENCY = envInt('BENCH_CALLOUT_REPLY_CONCURRENCY', 16);
/** No reply is sent after this long (replies to a big call-out can take seconds each: see README.md). */
const REPLY_MAX_MS = envInt('BENCH_CALLOUT_REPLY_MAX_MS', 20_000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

runMain(async () => {
  console.log(`# call-out: one invite of ${fmtInt(N)} standby volunteers → SMS + mail each (outbox)`);
  const pgServer = await startTempPostgres('callout');
  try {
    const databaseUrl = await pgServer.createDatabase('nvp');
    const admin = BENCH_ADMIN;
    const platform = await startPlatform(
      benchConfig(pgServer, databaseUrl, {
        rateLimits: { ...loadConfig().rateLimits, enabled: false },
      }),
      { quiet: true },
    );
    platform.infra.pool.on('error', () => undefined);
    const db = platform.infra.pool;
    try {
      const base = platform.url.replace('localhost', '127.0.0.1');
      const call = async (method: string, route: string, body?: unknown, token?: string) => {
        const response = await fetch(`${base}${route}`, {
          method,
          headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { token } : {}) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const json = (await response.json().catch(() => ({}))) as Record<string, any>;
        if (response.status !== 200) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(json)}`);
        return json;
      };
      const login = async (email: string, password: string) => (await call('POST', '/api/authenticate/login', { email, password })).token as string;

      // The emergency user, through the API and the mailed link.
      const adminToken = await login(admin.email, admin.password);
      const user = { email: 'bench.emergency@nvp.test', password: 'bench-emergency-pass' };
      await call('POST', '/api/admin/emergency-login/invite', { name: 'Bench Desk', email: user.email }, adminToken);
      let secret: string | undefined;
      for (let i = 0; i < 200 && !secret; i++, await sleep(100)) {
        const { rows } = await db.query(`SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1`, [user.email]);
        secret = rows[0] && /\/emergency\/verify\/(\S+)/.exec(rows[0].body)?.[1];
      }
      if (!secret) throw new Error('no invitation mail');
      await call('POST', '/api/emergency-login/register', { token: decodeURIComponent(secret), password: user.password });
      const token = await login(user.email, user.password);

      // The standby pool.
      const seed0 = performance.now();
      const { rows: seeded } = await db.query(
        `INSERT INTO rm_volunteers (id, registration_no, status, first_name, last_name, email, phone_number, bio, contribute_district, registered_at)
         SELECT gen_random_uuid(), 'BENCH-' || lpad(i::text, 6, '0'), 'FULLY_REGISTERED', 'Bench', 'Volunteer ' || i, 'standby' || i || '@bench.lk',
                '07' || lpad(i::text, 8, '0'),
                jsonb_build_object('emergencyWill', 'yes', 'preferredLanguage', 1 + i % 3, 'contributeDivisionalSecretariat', 'DS', 'contributegnDivision', 'GN'),
                'Colombo', now()
           FROM generate_series(1, $1::int) AS i
         RETURNING id`,
        [N],
      );
      console.log(`  seeded ${fmtInt(seeded.length)} standby volunteers in ${fmtMs(performance.now() - seed0)}`);

      const start = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
      const opportunity = await call(
        'POST',
        '/api/emergency-login/opportunity/create',
        {
          title: 'Bench call-out', category: ['1'], noOfVolunteers: N, coreFunctions: [], supervisorName: 'Bench', supervisorLandline: '0112345678',
          supervisorMobile: '0771234567', supervisorEmail: 'bench@nvp.test', sdgNumbers: [11], descriptionEnglish: 'Bench', descriptionSinhala: 'Bench',
          descriptionTamil: 'Bench', descriptionSMSEnglish: 'Bench call-out EN', descriptionSMSSinhala: 'Bench call-out SI', descriptionSMSTamil: 'Bench call-out TA',
          district: 'Colombo', divisionalSecretariat: 'DS', gnDivision: 'GN', location: 'Bench', startDate: start, endDate: start,
        },
        token,
      );
      const ids = seeded.map((r) => r.id as string);

      const pgCpu0 = await postgresCpuSeconds(path.join(pgServer.dir, 'pg'));
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      let invited = 0;
      const invites = Math.ceil(N / PER_INVITE);
      for (let i = 0; i < N; i += PER_INVITE) {
        const answer = await call('PUT', '/api/emergency-login/opportunity/invite-volunteers', { emergencyOppId: opportunity.id, volunteers: ids.slice(i, i + PER_INVITE) }, token);
        invited += answer.invited;
      }
      const commandMs = performance.now() - t0;
      if (invited !== N) throw new Error(`invited ${invited} of ${N}`);
      let sms = 0;
      let firstMs: number | undefined;
      for (;;) {
        const { rows } = await db.query(`SELECT count(*)::int AS n FROM outbox WHERE channel = 'sms' AND body LIKE 'Bench call-out %'`);
        sms = rows[0].n;
        if (sms > 0 && firstMs === undefined) firstMs = performance.now() - t0;
        if (sms >= N) break;
        if (performance.now() - t0 > MAX_MS) throw new Error(`only ${sms} of ${N} SMS after ${MAX_MS / 1000} s`);
        await sleep(50);
      }
      const lastMs = performance.now() - t0;
      const { rows: mails } = await db.query(`SELECT count(*)::int AS n FROM outbox WHERE channel = 'email' AND subject LIKE 'Bench call-out%'`);
      const cpu = process.cpuUsage(cpu0);
      const pgCpu1 = await postgresCpuSeconds(path.join(pgServer.dir, 'pg'));
      const invitesText = invites > 1 ? `${invites} invites of ≤ ${fmtInt(PER_INVITE)} answered` : 'command answered';
      console.log(`  ${invitesText} in ${fmtMs(commandMs)}; first SMS after ${fmtMs(firstMs ?? lastMs)}; last (${fmtInt(N)}th) SMS after ${fmtMs(lastMs)}; ${fmtInt(mails[0].n)} mails`);
      console.log(`  throughput ${fmtInt((N / lastMs) * 1000)} volunteers/s (SMS + mail each, outbox adapter)`);
      console.log(
        `  CPU from the command to the last SMS: this process ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s` +
          (pgCpu0 !== undefined && pgCpu1 !== undefined ? `, PostgreSQL ${(pgCpu1 - pgCpu0).toFixed(1)} s` : '') +
          `, of ${(lastMs / 1000).toFixed(1)} s wall; peak RSS of this process ${fmtInt(process.resourceUsage().maxRSS / 1024)} MB`,
      );

      // The replies: every one is a command on the opportunity's one stream.
      const smsReply = (volunteer: number) =>
        fetch(`${base}/api/dev/sms/inbound`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ from: `07${String(volunteer).padStart(8, '0')}`, text: 'YES' }),
          signal: AbortSignal.timeout(60_000),
        }).then(
          async (response) => ({ status: response.status, body: (await response.json().catch(() => ({}))) as { accepted?: boolean; message?: string } }),
          (error) => ({ status: 0, body: { message: String(error) } as { accepted?: boolean; message?: string } }),
        );
      // Peer: the same replies one at a time (no two on the stream at once), from the last volunteers of the pool.
      const peerReplies = Math.min(10, Math.floor(N / 2));
      const sequentialMs: number[] = [];
      for (let i = 0; i < peerReplies; i++) {
        const t = performance.now();
        const answer = await smsReply(N - i);
        if (answer.status !== 200 || !answer.body.accepted) throw new Error(`a reply alone was refused: ${answer.status} ${JSON.stringify(answer.body)}`);
        sequentialMs.push(performance.now() - t);
      }
      console.log(`  ${peerReplies} SMS replies one at a time: p50 ${fmtMs(percentile(sequentialMs, 50))}, max ${fmtMs(Math.max(...sequentialMs))}, all accepted`);
      const replies = Math.min(REPLIES, N - peerReplies);
      const latencies: number[] = [];
      const failures = new Map<string, number>();
      const replies0 = performance.now();
      let unsent = 0;
      await runConcurrent(replies, REPLY_CONCURRENCY, async (i) => {
        const t = performance.now();
        if (t - replies0 > REPLY_MAX_MS) return void unsent++;
        const answer = await smsReply(i + 1);
        if (answer.status === 200 && answer.body.accepted) latencies.push(performance.now() - t);
        else {
          const why = `${answer.status} ${answer.body.message ?? JSON.stringify(answer.body)}`;
          failures.set(why, (failures.get(why) ?? 0) + 1);
        }
      });
      const repliesMs = performance.now() - replies0;
      const { rows: replied } = await db.query(`SELECT count(*)::int AS n FROM es.events WHERE stream_id = $1 AND type = 'EmergencyVolunteerReplied'`, [`emergencyOpportunity-${opportunity.id}`]);
      console.log(
        `  ${fmtInt(replies)} SMS replies, ${REPLY_CONCURRENCY} at a time: ${fmtInt(latencies.length)} accepted at ${fmtInt((latencies.length / repliesMs) * 1000)}/s,` +
          ` p50 ${fmtMs(percentile(latencies, 50))} p99 ${fmtMs(percentile(latencies, 99))}; ${fmtInt(replied[0].n)} in the log (with the ${peerReplies} above);` +
          ` refused: ${failures.size ? [...failures].map(([k, n]) => `${n}× ${k}`).join(', ') : 'none'}` +
          (unsent ? `; ${fmtInt(unsent)} not sent within ${REPLY_MAX_MS / 1000} s` : ''),
      );
      console.log(
        `SUMMARY call-out (${fmtInt(N)} volunteers): ${invites > 1 ? `${invites} commands` : 'command'} ${fmtMs(commandMs)}, last SMS in the outbox after ${(lastMs / 1000).toFixed(1)} s;` +
          ` ${fmtInt(latencies.length)} of ${fmtInt(replies)} SMS replies accepted at ${fmtInt((latencies.length / repliesMs) * 1000)}/s, p99 ${fmtMs(percentile(latencies, 99))}`,
      );
    } finally {
      await platform.stop();
    }
  } finally {
    await pgServer.stop();
  }
});
