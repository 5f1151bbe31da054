/**
 * Issue 28: the day-before reminders for N engagement days, handed to the gateways (embedded PostgreSQL, the whole
 * platform): N approved applications at one opportunity, each for the same BENCH_REMINDERS_ROUNDS days; each round
 * runs the reminder job for one of those days (sendReminders, what the hourly check and POST /api/dev/jobs/reminders
 * run) and times it until the reminders sink has handed every SMS and mail to the gateway (the outbox: no SMS gateway
 * or SMTP relay is configured here, as in development). Reported: the job's appends, the hand-off, and the whole.
 *
 *   npx tsx scripts/bench/reminders.ts   (BENCH_REMINDERS_DAYS, default 50000; BENCH_REMINDERS_ROUNDS, default 3)
 *
 * The peer does the hand-off alone: the same number of SMS and mails written to the outbox by the same writers the
 * sink uses, 16 at a time — the floor under the reminders' own work (reading the candidates, deciding each day on its
 * stream, opening each volunteer's sealed contact and the opportunity, writing the texts in three languages).
 */
import { createCommandHandler } from '../../command-api/src/infra/command-handler';
import type { SliceContext } from '../../command-api/src/infra/deps';
import { sendReminders } from '../../command-api/src/attendance/reminders';
import { createOutboxMailer, createOutboxSms } from '../../projections/src/notifications/outbox';
import { shiftDay } from '../../command-api/src/attendance/no-shows';
import { sriLankanToday } from '@nvp/events';
import { startPlatform } from '../platform';
import { benchConfig, envInt, fmtInt, fmtMs, percentile, runConcurrent, runMain, startTempPostgres } from './lib';
import { seedOrganisation } from './seed-applications';

const N = envInt('BENCH_REMINDERS_DAYS', 50_000);
const ROUNDS = envInt('BENCH_REMINDERS_ROUNDS', 3);
const MAX_MS = envInt('BENCH_REMINDERS_MAX_MS', 1_800_000);
const median = (values: number[]) => percentile(values, 50);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

runMain(async () => {
  console.log(`# reminders: ${fmtInt(N)} engagement days at one opportunity → an SMS and a mail each, handed to the gateways (outbox); ${ROUNDS} rounds`);
  const pgServer = await startTempPostgres('reminders');
  try {
    const databaseUrl = await pgServer.createDatabase('nvp');
    // The platform's own reminder check (every quarter hour from REMINDER_HOUR, first 5 minutes after start) would
    // remind the volunteers seeded first while 50,000 are still being seeded: an hour that never comes leaves the
    // reminding to the rounds below (the job the check runs, timed).
    const platform = await startPlatform(benchConfig(pgServer, databaseUrl, { reminderHour: 24 }), { quiet: true });
    platform.infra.pool.on('error', () => undefined);
    try {
      const { store, pool } = platform.infra;
      const ctx = { ...platform.infra, pool, store, commands: createCommandHandler(store), config: platform.config, now: () => new Date() } as unknown as SliceContext;
      const tomorrow = shiftDay(sriLankanToday(new Date()), 1);
      const days = Array.from({ length: ROUNDS }, (_, i) => shiftDay(tomorrow, i));
      const seedStart = performance.now();
      const { opportunityWithApplications } = await seedOrganisation(platform.infra);
      await opportunityWithApplications(N, days, { phones: true });
      await platform.projections.runner.caughtUp();
      // The job reads its candidates from the attendance read model: every seeded application must be in it.
      const [{ n: approved }] = (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM rm_attendance_applications WHERE approved`)).rows;
      if (approved !== N) throw new Error(`the attendance read model holds ${approved} approved applications, not ${N}`);
      console.log(`  seeded ${fmtInt(N)} applications approved for ${days.join(', ')} in ${fmtMs(performance.now() - seedStart)} (read models caught up)`);

      const outboxCount = async () => (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox`)).rows[0].n;
      const rounds: { job: number; handOff: number; total: number; peer: number }[] = [];
      for (const [round, day] of days.entries()) {
        const before = await outboxCount();
        const t0 = performance.now();
        const { sent } = await sendReminders(ctx, { date: day });
        const job = performance.now() - t0;
        if (sent !== N) throw new Error(`round ${round + 1}: ${sent} reminders appended, not ${N}`);
        // Every SMS and mail handed over (the sink delivers each once, at least once).
        for (;;) {
          if ((await outboxCount()) - before >= 2 * N) break;
          if (performance.now() - t0 > MAX_MS) throw new Error(`round ${round + 1}: not every reminder handed over in ${fmtMs(MAX_MS)}`);
          await sleep(200);
        }
        const total = performance.now() - t0;
        // The peer: the same hand-off alone.
        const mailer = createOutboxMailer(pool);
        const sms = createOutboxSms(pool);
        const p0 = performance.now();
        await runConcurrent(N, 16, async (i) => {
          await sms.send({ to: `07${String(10_000_000 + i).slice(-8)}`, text: `Peer reminder ${i}: tomorrow at the beach. Reply YES to confirm, NO if you cannot come.`, about: 'bench' });
          await mailer.send({ to: `v${i}@bench.lk`, subject: 'Peer reminder', text: `Peer reminder ${i}` });
        });
        const peer = performance.now() - p0;
        rounds.push({ job, handOff: total - job, total, peer });
        console.log(
          `  round ${round + 1} (${day}): the job appended ${fmtInt(sent)} reminders in ${fmtMs(job)}; every SMS and mail handed over ${fmtMs(total)} after its start (${fmtInt((N / total) * 1000)} engagement days/s) | peer: the same ${fmtInt(2 * N)} messages written to the outbox alone in ${fmtMs(peer)}`,
        );
      }
      const each = (pick: (r: (typeof rounds)[number]) => number) => rounds.map((r) => fmtMs(pick(r))).join(', ');
      console.log(
        `SUMMARY reminders: ${fmtInt(N)} engagement days, median of ${ROUNDS} rounds: handed to the gateways in ${fmtMs(median(rounds.map((r) => r.total)))} (rounds ${each((r) => r.total)}; the job's appends ${fmtMs(median(rounds.map((r) => r.job)))}) vs the peer (the same messages written to the outbox alone) ${fmtMs(median(rounds.map((r) => r.peer)))} (rounds ${each((r) => r.peer)})`,
      );
    } finally {
      await platform.stop();
    }
  } finally {
    await pgServer.stop();
  }
});
