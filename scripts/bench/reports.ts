/**
 * Reports on chDB beside PostgreSQL, like with like: loads BENCH_REPORT_FACTS synthetic facts (default 10 million)
 * into chDB's three fact tables (INSERT … SELECT FROM numbers(), not measured) and builds the report tables from
 * them (buildReportTables: current rows and rollups, timed); loads the same rows into PostgreSQL and builds the same
 * current rows and rollups there (./reports-pg-rollups.ts, timed: what a REFRESH per batch would cost). Checks that
 * both sides give the same summary, district, SDG and dashboard figures, then times each report on both, one after
 * the other (chDB as the report calls compute it, createFigures; PostgreSQL the same statements over its tables):
 * one untimed warm-up run and BENCH_REPORT_RUNS (10) timed runs each side, p50/p95 and the ratio PostgreSQL / chDB,
 * with the load average. Then the facts projection's rate from events (BENCH_REPORT_EVENTS events through
 * activityFactsProjection.handle, default 10,000). BENCH_REPORT_PG=0 skips PostgreSQL; BENCH_REPORT_PG_RAW=1 times PostgreSQL over
 * the raw facts instead (the earlier comparison, no rollups: BENCH_REPORT_PG_RUNS runs, default 1, each stopped after
 * BENCH_REPORT_PG_BUDGET_S, default 120 s). BENCH_REPORT_PG_WORK_MEM_MB (64) is PostgreSQL's work_mem;
 * BENCH_REPORT_PG_PROFILE=1 times each PostgreSQL statement of one summary and one dashboard.
 * Then any volunteer's report (issue 24, what an admin asks: a different volunteer each time, so every ask misses the
 * route's cache): BENCH_REPORT_SUBJECTS (50) volunteers one after the other, BENCH_REPORT_SUBJECT_ROUNDS (3) rounds,
 * beside the same report over all current rows (the statements before issue 24) for the first
 * BENCH_REPORT_PEER_SUBJECTS (10) of them, the answers compared; then the 50 asked by 32 callers at once.
 *
 *   npx tsx scripts/bench/reports.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { RecordedEvent } from '@nvp/events';
import { activityFactsProjection, createAnalytics } from '@nvp/projections';
import { emergencyFactsProjection } from '../../projections/src/emergency/emergency-facts';
import { buildReportTables } from '../../projections/src/reporting/report-tables';
import { createFigures } from '../../query-api/src/reporting/figures';
import pg from 'pg';
import type { Analytics } from '@nvp/projections';
import { envInt, fmtInt, fmtMs, percentile, runConcurrent, runMain, startTempPostgres } from './lib';
import { OverBudget, loadPg, pgRawReports } from './reports-pg';
import { buildPgReportTables, createPgFigures } from './reports-pg-rollups';

const FACTS = envInt('BENCH_REPORT_FACTS', 10_000_000);
const RUNS = envInt('BENCH_REPORT_RUNS', 10);
const EVENTS = envInt('BENCH_REPORT_EVENTS', 10_000);
const PG_RUNS = envInt('BENCH_REPORT_PG_RUNS', 1);
/** At most this long per PostgreSQL report run (seconds); beyond it the bench reports a lower bound. */
const PG_BUDGET_S = envInt('BENCH_REPORT_PG_BUDGET_S', 120);
const WITH_PG = process.env.BENCH_REPORT_PG !== '0';
/** PostgreSQL over the raw facts (no rollups): the earlier, unlike comparison. */
const PG_RAW = process.env.BENCH_REPORT_PG_RAW === '1';
/** The default 4 MB spills the distinct counts' hash tables to disk; chDB takes what memory it needs. */
const PG_WORK_MEM_MB = envInt('BENCH_REPORT_PG_WORK_MEM_MB', 64);
const SUBJECTS = envInt('BENCH_REPORT_SUBJECTS', 50);
const SUBJECT_ROUNDS = envInt('BENCH_REPORT_SUBJECT_ROUNDS', 3);
const PEER_SUBJECTS = envInt('BENCH_REPORT_PEER_SUBJECTS', 10);
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
const seconds = (since: number) => (performance.now() - since) / 1000;

/** p50/p95 of `runs` timed runs after one warm-up run. */
const time = async (runs: number, run: () => Promise<unknown>) => {
  await run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const s = performance.now();
    await run();
    samples.push(performance.now() - s);
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
};

type Report = readonly [key: 'summary' | 'district' | 'sdg' | 'dashboard', name: string, run: () => Promise<unknown>];
/** The earlier comparison (BENCH_REPORT_PG_RAW=1): PostgreSQL over the raw facts, chDB over its report tables. */
const rawComparison = async (client: pg.Client, queries: Report[], year: { from: string; to: string }, today: string) => {
  const budget = { deadline: 0 };
  const reports = pgRawReports(client, year, today, budget);
  for (const [key, name, run] of queries) {
    const c = await time(RUNS, run);
    // No warm-up run here: one run already reads every fact (and may take minutes).
    const samples: number[] = [];
    let over = false;
    for (let i = 0; i < PG_RUNS && !over; i++) {
      const s = performance.now();
      budget.deadline = s + PG_BUDGET_S * 1000;
      try {
        await reports[key]();
        samples.push(performance.now() - s);
      } catch (error) {
        if (!(error instanceof OverBudget)) throw error;
        over = true;
      }
    }
    const p95 = over ? PG_BUDGET_S * 1000 : percentile(samples, 95);
    const shown = over ? `> ${PG_BUDGET_S} s (stopped)` : fmtMs(p95);
    console.log(`  PostgreSQL (raw facts) ${name.padEnd(38)} ${over ? shown : `p50 ${fmtMs(percentile(samples, 50))}  p95 ${shown}`}`);
    console.log(
      `SUMMARY reports ${name}: chDB p95 ${fmtMs(c.p95)} (rollups) | PostgreSQL p95 ${shown} (raw facts) | ratio ${over ? '≥ ' : ''}${(p95 / c.p95).toFixed(1)}x (load ${load()})`,
    );
  }
};

/**
 * The peer of the per-volunteer report: the same six statements the report ran before issue 24, each over every
 * current row (the CTEs read whole tables FINAL, then keep the volunteer's rows). Same answer, whole-table cost.
 */
const volunteerReportOverAllRows = (analytics: Analytics, rateLkr: number) => {
  const all = `WITH subjects AS (SELECT * FROM subject_current FINAL), opps AS (SELECT * FROM opportunity_current FINAL), apps AS (SELECT * FROM application_current FINAL)`;
  const inPeriod = (c: string) => `toDate(${c}, 'Asia/Colombo') BETWEEN {from:Date} AND {to:Date}`;
  const joined = `FROM apps a JOIN opps o ON o.opportunity_id = a.opportunity_id`;
  const mine = ' AND a.volunteer_id = {volunteerId:String}';
  const hoursFrom = `${joined} WHERE a.has_hours AND ${inPeriod('a.hours_at')}${mine}`;
  const round2 = (n: number) => Math.round(n * 100) / 100;
  const split = (rows: { name: string; value: number }[]) => rows.map((r) => ({ name: r.name === '' ? 'UNKNOWN' : String(r.name), value: round2(Number(r.value)) }));
  return async (volunteerId: string, p: { from: string; to: string }) => {
    const pp = { ...p, volunteerId };
    const q = <T>(sql: string) => analytics.query<T>(`${all} ${sql}`, pp);
    const n = async (sql: string) => Number((await q<{ n: number }>(sql))[0]?.n ?? 0);
    const completed = await n(`SELECT toUInt32(count()) AS n ${joined} WHERE a.decision = 'ApplicationApproved' AND o.completed AND ${inPeriod('o.completed_at')}${mine}`);
    const pending = await n(`SELECT toUInt32(count()) AS n ${joined} WHERE a.decision = 'ApplicationApproved' AND o.status = 'APPROVED'${mine}`);
    const total = Number((await q<{ h: number }>(`SELECT sum(a.hours) AS h ${hoursFrom}`))[0]?.h ?? 0);
    const perGoal = await q<{ goal: number; h: number }>(
      `SELECT goal, sum(x.hours / length(x.sdgs)) AS h FROM (SELECT a.hours, o.sdgs ${hoursFrom} AND length(o.sdgs) > 0) AS x ARRAY JOIN x.sdgs AS goal GROUP BY goal`,
    );
    const sectors = split(await q(`SELECT toString(o.category) AS name, sum(a.hours) AS value ${hoursFrom} GROUP BY name ORDER BY value DESC, name`));
    const coreFunctions = split(
      await q(`SELECT toString(cf) AS name, sum(x.hours / length(x.core_functions)) AS value FROM (SELECT a.hours, o.core_functions ${hoursFrom}
        AND length(o.core_functions) > 0) AS x ARRAY JOIN x.core_functions AS cf GROUP BY name ORDER BY value DESC, name`),
    );
    const sdgs: Record<string, number> = Object.fromEntries(Array.from({ length: 17 }, (_, i) => [String(i + 1), 0]));
    for (const r of perGoal) sdgs[String(r.goal)] = round2(Number(r.h));
    const volunteerHours = { total: round2(total), values: round2(total * rateLkr), sectors, sdgs, coreFunctions };
    return { completed, pending, pendingAssignments: pending, volunteerHours };
  };
};

/** Any volunteer's report, one volunteer after the other, beside the whole-table peer; then 32 callers at once. */
const perVolunteerReports = async (analytics: Analytics, figures: ReturnType<typeof createFigures>, period: { from: string; to: string }) => {
  const rows = await analytics.query<{ v: string; n: number }>(
    `SELECT volunteer_id AS v, toUInt32(count()) AS n FROM application_current GROUP BY v ORDER BY cityHash64(v) LIMIT {k:UInt32}`,
    { k: SUBJECTS },
  );
  const volunteers = rows.map((r) => r.v);
  const peer = volunteerReportOverAllRows(analytics, 150);
  // Honest only if both answer the same: every figure compared whole, for every volunteer the peer is timed on.
  for (const v of volunteers.slice(0, PEER_SUBJECTS)) {
    const [mine, all] = [await figures.volunteerReport(v, period), await peer(v, period)];
    if (!isDeepStrictEqual(mine, all)) throw new Error(`reports: volunteer ${v}'s report differs.\n  subject rows: ${JSON.stringify(mine)}\n  all rows:     ${JSON.stringify(all)}`);
  }
  const applications = rows.reduce((sum, r) => sum + Number(r.n), 0) / Math.max(1, rows.length);
  console.log(
    `# reports: any volunteer's report (${period.from.slice(0, 4)}), ${fmtInt(volunteers.length)} volunteers (${applications.toFixed(1)} applications each on average); answers equal to the whole-table statements for ${Math.min(PEER_SUBJECTS, volunteers.length)} of them`,
  );
  const timed = async (list: string[], run: (v: string) => Promise<unknown>) => {
    const samples: number[] = [];
    for (const v of list) {
      const s = performance.now();
      await run(v);
      samples.push(performance.now() - s);
    }
    return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
  };
  const rounds: { mine: { p50: number; p95: number }; all: { p50: number; p95: number } }[] = [];
  for (let round = 1; round <= SUBJECT_ROUNDS; round++) {
    const mine = await timed(volunteers, (v) => figures.volunteerReport(v, period));
    const mineLoad = load();
    const all = await timed(volunteers.slice(0, PEER_SUBJECTS), (v) => peer(v, period));
    rounds.push({ mine, all });
    console.log(
      `  round ${round}: the volunteer's rows p50 ${fmtMs(mine.p50)} p95 ${fmtMs(mine.p95)} (load ${mineLoad}) | all rows (before) p50 ${fmtMs(all.p50)} p95 ${fmtMs(all.p95)} (load ${load()})`,
    );
  }
  const median = (pick: (r: (typeof rounds)[number]) => number) => percentile(rounds.map(pick), 50);
  // 32 callers at once, as the scale bench asks: chDB's own latency under that queue (no HTTP, no route cache).
  const samples: number[] = [];
  const ms = await runConcurrent(volunteers.length, 32, async (i) => {
    const s = performance.now();
    await figures.volunteerReport(volunteers[i], period);
    samples.push(performance.now() - s);
  });
  console.log(
    `  32 callers at once: ${fmtInt(volunteers.length)} reports in ${fmtMs(ms)}: ${((volunteers.length / ms) * 1000).toFixed(1)} reports/s, p50 ${fmtMs(percentile(samples, 50))} p95 ${fmtMs(percentile(samples, 95))} (load ${load()})`,
  );
  const [p50, p95, b50, b95] = [median((r) => r.mine.p50), median((r) => r.mine.p95), median((r) => r.all.p50), median((r) => r.all.p95)];
  console.log(
    `SUMMARY reports any volunteer's report over ${fmtInt(FACTS)} facts (median of ${rounds.length} rounds): the volunteer's rows p50 ${fmtMs(p50)} p95 ${fmtMs(p95)} | all rows (before issue 24) p50 ${fmtMs(b50)} p95 ${fmtMs(b95)} | ${(b50 / p50).toFixed(1)}x at p50; 32 at once p95 ${fmtMs(percentile(samples, 95))} (load ${load()})`,
  );
};

runMain(async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nvp-bench-reports-'));
  const analytics = await createAnalytics({ path: dir });
  try {
    const projection = activityFactsProjection(analytics);
    await projection.setup!();
    await emergencyFactsProjection(analytics).setup!(); // the dashboard reads it
    // 30 % registrations and profiles, 5 % opportunity events, 65 % application events, over six years.
    const [subjects, opportunities] = [Math.round(FACTS * 0.3), Math.round(FACTS * 0.05)];
    const applications = FACTS - subjects - opportunities;
    const t0 = performance.now();
    const when = `toDateTime64('2020-01-01 00:00:00', 3, 'UTC') + toIntervalSecond(number * 7919 % 189216000)`;
    await analytics.exec(`INSERT INTO subject_facts SELECT generateUUIDv4(), if(number % 2 = 0, 'VolunteerRegistered', 'VolunteerBioSubmitted'), 'VOLUNTEER',
      toString(intDiv(number, 2)), concat('District ', toString(number % 25)), ['MALE', 'FEMALE'][number % 2 + 1], 'SRI_LANKAN', 'PRIVATE', '', ${when}
      FROM numbers(${subjects})`);
    await analytics.exec(`INSERT INTO opportunity_facts SELECT generateUUIDv4(), if(number % 2 = 0, 'OpportunityCreated', 'OpportunityApproved'), toString(intDiv(number, 2)),
      toString(number % 1000), 1, if(number % 5 = 0, 'ONLINE', 'REGULAR'), concat('District ', toString(number % 25)), number % 11 + 1,
      [toUInt8(number % 17 + 1), toUInt8((number + 5) % 17 + 1)], [toUInt8(number % 18 + 1)], ${when} FROM numbers(${opportunities})`);
    await analytics.exec(`INSERT INTO application_facts SELECT generateUUIDv4(),
      ['ApplicationSubmitted', 'ApplicationSelected', 'ApplicationApproved', 'VioFeedbackSubmitted'][number % 4 + 1],
      toString(intDiv(number, 4)), toString(intDiv(number, 4) % ${Math.max(1, Math.floor(opportunities / 2))}), toString(intDiv(number, 4) % ${Math.max(1, Math.floor(subjects / 2))}),
      toString(number % 1000), if(number % 4 = 3, number % 9 + 1, 0), ${when} FROM numbers(${applications})`);
    console.log(`# reports: ${fmtInt(FACTS)} facts loaded into chDB in ${seconds(t0).toFixed(1)} s (not measured; load ${load()})`);
    // The report tables (states, current rows, rollups) from those facts, as the projection's setup does for facts
    // written before them; afterwards each batch keeps them up to date (timed below as the projection's rate).
    const b0 = performance.now();
    await buildReportTables(analytics);
    const chdbBuild = seconds(b0);
    console.log(`# reports: chDB report tables built from the facts in ${chdbBuild.toFixed(1)} s (load ${load()})`);

    const figures = createFigures(analytics, 150);
    const year = { from: '2024-01-01', to: '2024-12-31' };
    const today = '2024-06-30';
    const queries: Report[] = [
      ['summary', 'summary (annual)', () => figures.summary(year, today)],
      ['district', 'district (volunteer registrations, annual)', () => figures.volunteerRegistrations(year)],
      ['sdg', 'SDG hours (annual)', () => figures.hours(year)],
      ['dashboard', 'dashboard', () => figures.dashboard(today)],
    ];
    if (process.env.BENCH_REPORT_PROFILE) {
      // Where the time of the composite reports goes (not part of `npm run bench`).
      const all = { from: '1970-01-01', to: '2999-12-31' };
      const parts: [string, () => Promise<unknown>][] = [
        ['volunteerRegistrations(all)', () => figures.volunteerRegistrations(all)],
        ['vioRegistrations(all)', () => figures.vioRegistrations(all)],
        ['mobilised(all)', () => figures.mobilised(all)],
        ['hours(all)', () => figures.hours(all)],
        ['pending', () => figures.pending(today)],
        ['opportunityRegistrations(year)', () => figures.opportunityRegistrations(year)],
        ['mobilised(year)', () => figures.mobilised(year)],
        ['emergency', () => analytics.query(`SELECT toUInt32(countIf(fact = 'mobilised')) AS n FROM emergency_facts FINAL`)],
      ];
      for (const [name, run] of parts) console.log(`  profile ${name}: p50 ${fmtMs((await time(3, run)).p50)}`);
      // Each statement of one summary and one dashboard, timed.
      const query = analytics.query.bind(analytics);
      analytics.query = (async (sql: string, params?: Record<string, unknown>) => {
        const s = performance.now();
        const rows = await query(sql, params);
        console.log(`  profile ${fmtMs(performance.now() - s).padStart(10)}  ${sql.replace(/\s+/g, ' ').slice(0, 110)}`);
        return rows;
      }) as typeof analytics.query;
      for (const run of [() => figures.summary(year, today), () => figures.dashboard(today)]) {
        await run();
        console.log('  profile ---');
      }
      analytics.query = query;
      const counts = await analytics.query<{ t: string; n: number }>(
        `SELECT table AS t, toUInt64(sum(rows)) AS n FROM system.parts WHERE active AND database = currentDatabase() GROUP BY t ORDER BY t`,
      );
      console.log(`  profile rows: ${counts.map((c) => `${c.t} ${fmtInt(Number(c.n))}`).join(', ')}`);
    }
    if (!WITH_PG) {
      for (const [, name, run] of queries) {
        const { p50, p95 } = await time(RUNS, run);
        console.log(`  chDB ${name.padEnd(44)} p50 ${fmtMs(p50)}  p95 ${fmtMs(p95)}  (load ${load()})`);
        console.log(`SUMMARY reports chDB ${name}: p95 ${fmtMs(p95)} over ${fmtInt(FACTS)} facts (target ≤ 200 ms)`);
      }
    } else {
      const server = await startTempPostgres('reports');
      const client = new pg.Client({ connectionString: await server.createDatabase('reports') });
      await client.connect();
      try {
        await client.query(`SET work_mem = '${PG_WORK_MEM_MB}MB'`);
        const l0 = performance.now();
        await loadPg(client, { subjects, opportunities, applications }, PG_RAW);
        console.log(`# reports: the same ${fmtInt(FACTS)} facts loaded into PostgreSQL in ${seconds(l0).toFixed(1)} s (not measured; load ${load()})`);
        if (PG_RAW) await rawComparison(client, queries, year, today);
        else {
          const b1 = performance.now();
          const steps = await buildPgReportTables(client);
          const pgBuild = seconds(b1);
          const breakdown = Object.entries(steps).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ');
          console.log(`# reports: PostgreSQL report tables built from the facts in ${pgBuild.toFixed(1)} s (${breakdown}; load ${load()})`);
          console.log(
            `SUMMARY reports full build of the report tables from ${fmtInt(FACTS)} facts: chDB ${chdbBuild.toFixed(1)} s | PostgreSQL ${pgBuild.toFixed(1)} s | ratio ${(pgBuild / chdbBuild).toFixed(1)}x`,
          );
          const pgFigures = createPgFigures(client, 150);
          const pgRuns: Record<(typeof queries)[number][0], () => Promise<unknown>> = {
            summary: () => pgFigures.summary(year, today),
            district: () => pgFigures.volunteerRegistrations(year),
            sdg: () => pgFigures.hours(year),
            dashboard: () => pgFigures.dashboard(today),
          };
          // Honest only if both sides answer the same: every figure of the four reports, compared whole.
          for (const [key, name, run] of queries) {
            const [c, p] = [await run(), await pgRuns[key]()];
            if (!isDeepStrictEqual(c, p)) throw new Error(`reports: ${name} differs.\n  chDB:       ${JSON.stringify(c)}\n  PostgreSQL: ${JSON.stringify(p)}`);
          }
          const sample = (await figures.summary(year, today)) as { numVolunteers: number; numVOs: number; numVolunteerMobilized: number; numContributionHours: number };
          console.log(
            `# reports: both sides give the same figures for all four reports (e.g. ${year.from.slice(0, 4)}: ${fmtInt(sample.numVolunteers)} volunteers, ${fmtInt(sample.numVOs)} opportunities, ${fmtInt(sample.numVolunteerMobilized)} mobilised, ${fmtInt(sample.numContributionHours)} hours)`,
          );
          if (process.env.BENCH_REPORT_PG_PROFILE) {
            // Each PostgreSQL statement of one summary and one dashboard, timed (not part of `npm run bench`).
            const query = client.query.bind(client);
            client.query = (async (sql: string, values?: unknown[]) => {
              const s = performance.now();
              const result = await query(sql, values);
              console.log(`  profile PostgreSQL ${fmtMs(performance.now() - s).padStart(10)}  ${sql.replace(/\s+/g, ' ').slice(0, 110)}`);
              return result;
            }) as typeof client.query;
            for (const run of [pgRuns.summary, pgRuns.dashboard]) {
              await run();
              console.log('  profile ---');
            }
            client.query = query;
          }
          // Each report on chDB then on PostgreSQL, so both sides run under about the same load from the other sessions.
          for (const [key, name, run] of queries) {
            const c = await time(RUNS, run);
            const cLoad = load();
            const p = await time(RUNS, pgRuns[key]);
            console.log(`  chDB       ${name.padEnd(44)} p50 ${fmtMs(c.p50)}  p95 ${fmtMs(c.p95)}  (load ${cLoad})`);
            console.log(`  PostgreSQL ${name.padEnd(44)} p50 ${fmtMs(p.p50)}  p95 ${fmtMs(p.p95)}  (load ${load()})`);
            console.log(
              `SUMMARY reports ${name}: chDB p50 ${fmtMs(c.p50)} p95 ${fmtMs(c.p95)} | PostgreSQL p50 ${fmtMs(p.p50)} p95 ${fmtMs(p.p95)} | ratio p95 ${(p.p95 / c.p95).toFixed(1)}x over ${fmtInt(FACTS)} facts, both from rollups (load ${load()})`,
            );
          }
        }
      } finally {
        await client.end();
        await server.stop();
      }
    }

    await perVolunteerReports(analytics, figures, year);

    // The projection's rate: application events through the real handler (inserts into chDB).
    const events: RecordedEvent[] = Array.from({ length: EVENTS }, (_, i) => ({
      id: randomUUID(),
      type: i % 2 ? 'ApplicationSubmitted' : 'ApplicationSelected',
      version: 1,
      data: { applicationId: randomUUID(), opportunityId: randomUUID(), volunteerId: randomUUID(), vioId: randomUUID() },
      metadata: { occurredAt: new Date().toISOString() },
      streamId: `application-${i}`,
      streamRevision: 0n,
      position: { commit: BigInt(i), prepare: BigInt(i) },
      recordedAt: new Date(),
    }));
    const s = performance.now();
    for (let i = 0; i < events.length; i += 1000) await projection.handle(events.slice(i, i + 1000));
    const rate = (EVENTS / (performance.now() - s)) * 1000;
    console.log(`SUMMARY reports facts projection: ${fmtInt(rate)} events/s (batches of 1,000)`);
  } finally {
    await analytics.close();
    await rm(dir, { recursive: true, force: true });
  }
});
