/**
 * Emergency call-out at scale on the whole platform (embedded PostgreSQL, HTTP on a free port): one
 * PUT /api/emergency-login/opportunity/invite-volunteers for N standby volunteers, timed from the command to
 * the last SMS in the outbox (and the mails beside them). See README.md.
 *
 *   npx tsx scripts/bench/call-out.ts        (BENCH_CALLOUT_VOLUNTEERS, default 10000)
 *
 * The standby pool is seeded straight into the volunteers read model (N real onboardings would take hours of
 * password hashing and are not what is measured): FULLY_REGISTERED rows with emergencyWill = yes, a phone, an
 * e-mail and a preferred language. Everything after that goes through the real API, log and projections.
 */
import path from 'node:path';
import { loadConfig } from '@nvp/events';
import { startPlatform } from '../platform';
import { envInt, fmtInt, fmtMs, runMain, startTempPostgres } from './lib';

const N = envInt('BENCH_CALLOUT_VOLUNTEERS', 10_000);
const MAX_MS = envInt('BENCH_CALLOUT_MAX_MS', 600_000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

runMain(async () => {
  console.log(`# call-out: one invite of ${fmtInt(N)} standby volunteers → SMS + mail each (outbox)`);
  const pgServer = await startTempPostgres('callout');
  try {
    const databaseUrl = await pgServer.createDatabase('nvp');
    const admin = { email: 'bench.admin@nvp.test', password: 'bench-admin-pass' };
    const platform = await startPlatform(
      {
        databaseUrl,
        dataDir: path.join(pgServer.dir, 'data'),
        port: 0,
        host: '127.0.0.1',
        adminEmail: admin.email,
        adminPassword: admin.password,
        devOutbox: true,
        smtpUrl: undefined,
        kafkaBrokers: undefined,
        clickhouseUrl: undefined,
        kurrentdbUrl: undefined,
        rateLimits: { ...loadConfig().rateLimits, enabled: false },
      },
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

      const t0 = performance.now();
      const invited = await call('PUT', '/api/emergency-login/opportunity/invite-volunteers', { emergencyOppId: opportunity.id, volunteers: ids }, token);
      const commandMs = performance.now() - t0;
      if (invited.invited !== N) throw new Error(`invited ${invited.invited} of ${N}`);
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
      console.log(`  command answered in ${fmtMs(commandMs)}; first SMS after ${fmtMs(firstMs ?? lastMs)}; last (${fmtInt(N)}th) SMS after ${fmtMs(lastMs)}; ${fmtInt(mails[0].n)} mails`);
      console.log(`  throughput ${fmtInt((N / lastMs) * 1000)} volunteers/s (SMS + mail each, outbox adapter)`);
      console.log(`SUMMARY call-out (${fmtInt(N)} volunteers): command ${fmtMs(commandMs)}, last SMS in the outbox after ${(lastMs / 1000).toFixed(1)} s`);
    } finally {
      await platform.stop();
    }
  } finally {
    await pgServer.stop();
  }
});
