/**
 * The reports' PostgreSQL peer for scripts/bench/reports.ts: the same three fact tables (same columns, the same
 * synthetic rows, made with generate_series exactly as chDB's numbers() makes them). Two ways to read them:
 * - ./reports-pg-rollups.ts (the default, like with like): the same current-state and rollup tables chDB's report
 *   tables are, built from these facts, and the figures read from them as query-api's createFigures reads chDB's;
 * - `pgRawReports` here (BENCH_REPORT_PG_RAW=1, the earlier comparison): every figure over the raw facts, as a
 *   PostgreSQL-only platform without rollups would (latest non-empty value = array_agg … ORDER BY occurred_at DESC
 *   FILTER …), Sri Lanka days by AT TIME ZONE 'Asia/Colombo'.
 */
import type pg from 'pg';

export const pgFactTables = [
  `CREATE TABLE subject_facts (event_id uuid, event_type text, subject_type text, subject_id text, district text,
     gender text, nationality text, sector text, vio_type text, occurred_at timestamptz)`,
  `CREATE TABLE opportunity_facts (event_id uuid, event_type text, opportunity_id text, vio_id text, formal smallint,
     opportunity_type text, district text, category int, sdgs smallint[], core_functions smallint[], occurred_at timestamptz)`,
  `CREATE TABLE application_facts (event_id uuid, event_type text, application_id text, opportunity_id text,
     volunteer_id text, vio_id text, hours float8, occurred_at timestamptz)`,
];

/** The chDB loader's rows, row for row (numbers() counts from 0, generate_series from 0 here too). */
export const loadPg = async (client: pg.Client, n: { subjects: number; opportunities: number; applications: number }, entityIndexes = true) => {
  for (const sql of pgFactTables) await client.query(sql);
  const when = `timestamptz '2020-01-01 00:00:00+00' + ((n::bigint * 7919) % 189216000) * interval '1 second'`;
  await client.query(`INSERT INTO subject_facts SELECT gen_random_uuid(), CASE WHEN n % 2 = 0 THEN 'VolunteerRegistered' ELSE 'VolunteerBioSubmitted' END,
    'VOLUNTEER', (n / 2)::text, 'District ' || (n % 25), (ARRAY['MALE', 'FEMALE'])[n % 2 + 1], 'SRI_LANKAN', 'PRIVATE', '', ${when}
    FROM generate_series(0, ${n.subjects - 1}) AS n`);
  await client.query(`INSERT INTO opportunity_facts SELECT gen_random_uuid(), CASE WHEN n % 2 = 0 THEN 'OpportunityCreated' ELSE 'OpportunityApproved' END,
    (n / 2)::text, (n % 1000)::text, 1, CASE WHEN n % 5 = 0 THEN 'ONLINE' ELSE 'REGULAR' END, 'District ' || (n % 25), n % 11 + 1,
    ARRAY[(n % 17 + 1)::smallint, ((n + 5) % 17 + 1)::smallint], ARRAY[(n % 18 + 1)::smallint], ${when}
    FROM generate_series(0, ${n.opportunities - 1}) AS n`);
  await client.query(`INSERT INTO application_facts SELECT gen_random_uuid(),
    (ARRAY['ApplicationSubmitted', 'ApplicationSelected', 'ApplicationApproved', 'VioFeedbackSubmitted'])[n % 4 + 1],
    (n / 4)::text, ((n / 4) % ${Math.max(1, Math.floor(n.opportunities / 2))})::text, ((n / 4) % ${Math.max(1, Math.floor(n.subjects / 2))})::text,
    (n % 1000)::text, CASE WHEN n % 4 = 3 THEN n % 9 + 1 ELSE 0 END, ${when} FROM generate_series(0, ${n.applications - 1}) AS n`);
  // The event ids' key (chDB's fact tables are keyed by event id too), built after the rows: a bulk build, not
  // 10 million random inserts into a B-tree.
  await client.query(`SET maintenance_work_mem = '256MB'`);
  for (const table of ['subject_facts', 'opportunity_facts', 'application_facts']) await client.query(`ALTER TABLE ${table} ADD PRIMARY KEY (event_id)`);
  // The indexes a PostgreSQL design would have for the raw reads (by entity, for the GROUP BYs); the rollup build
  // reads every fact once, so it goes without them.
  if (entityIndexes) {
    await client.query(`CREATE INDEX ON subject_facts (subject_type, subject_id)`);
    await client.query(`CREATE INDEX ON opportunity_facts (opportunity_id)`);
    await client.query(`CREATE INDEX ON application_facts (application_id)`);
  }
  // Visibility map and hint bits set now, so the first read (the timed build) does not pay for them.
  await client.query(`VACUUM ANALYZE`);
};

const latest = (column: string, condition: string) => `(array_agg(${column} ORDER BY occurred_at DESC) FILTER (WHERE ${condition}))[1]`;
const day = (column: string) => `(${column} AT TIME ZONE 'Asia/Colombo')::date`;
const WITH = `WITH subjects AS (
    SELECT subject_type, subject_id,
      bool_or(event_type IN ('VolunteerRegistered', 'VioRegistered')) AS registered,
      min(occurred_at) FILTER (WHERE event_type IN ('VolunteerRegistered', 'VioRegistered')) AS registered_at,
      bool_or(event_type IN ('VolunteerApproved', 'VioApproved')) AS approved,
      ${latest('event_type', `event_type IN ('VioProfileCompleted', 'VioApproved', 'VioRejected')`)} AS vio_review,
      coalesce(${latest('district', `district <> ''`)}, '') AS district, coalesce(${latest('gender', `gender <> ''`)}, '') AS gender,
      coalesce(${latest('nationality', `nationality <> ''`)}, '') AS nationality, coalesce(${latest('sector', `sector <> ''`)}, '') AS sector,
      coalesce(${latest('vio_type', `vio_type <> ''`)}, '') AS vio_type
    FROM subject_facts GROUP BY subject_type, subject_id),
  opps AS (
    SELECT opportunity_id, max(formal) = 1 AS formal, ${latest('opportunity_type', `opportunity_type <> ''`)} AS type,
      ${latest('district', `opportunity_type <> ''`)} AS district, ${latest('category', `opportunity_type <> ''`)} AS category,
      -- array_agg of arrays is two-dimensional: the slice [1:1] is the latest row, unnest/cardinality flatten it.
      (array_agg(sdgs ORDER BY occurred_at DESC) FILTER (WHERE opportunity_type <> ''))[1:1] AS sdgs,
      min(occurred_at) FILTER (WHERE event_type IN ('OpportunityCreated', 'NonFormalOpportunityCreated')) AS posted_at,
      CASE WHEN (array_agg(event_type ORDER BY occurred_at DESC))[1] LIKE '%Deleted' THEN 'DELETED'
           WHEN (array_agg(event_type ORDER BY occurred_at DESC))[1] LIKE '%Completed' THEN 'COMPLETED'
           WHEN (array_agg(event_type ORDER BY occurred_at DESC))[1] LIKE '%Approved' THEN 'APPROVED'
           WHEN (array_agg(event_type ORDER BY occurred_at DESC))[1] LIKE '%Rejected' THEN 'REJECTED' ELSE 'CREATED' END AS status
    FROM opportunity_facts GROUP BY opportunity_id),
  apps AS (
    SELECT application_id, min(opportunity_id) AS opportunity_id, min(volunteer_id) AS volunteer_id,
      ${latest('event_type', `event_type <> 'VioFeedbackSubmitted'`)} AS decision,
      max(occurred_at) FILTER (WHERE event_type = 'ApplicationApproved') AS approved_at,
      bool_or(event_type = 'VioFeedbackSubmitted') AS has_hours,
      coalesce(sum(hours) FILTER (WHERE event_type = 'VioFeedbackSubmitted'), 0) AS hours,
      max(occurred_at) FILTER (WHERE event_type = 'VioFeedbackSubmitted') AS hours_at
    FROM application_facts GROUP BY application_id)`;

export class OverBudget extends Error {}

/** The figures of the four timed reports over the raw facts, one statement per figure group. */
export const pgRawReports = (client: pg.Client, year: { from: string; to: string }, today: string, budget: { deadline: number }) => {
  // One connection runs one statement at a time: the statements go one after the other (as chDB's do). A report
  // stops at `budget.ms` (PostgreSQL can take many minutes at 10 million facts): the bench then reports a lower bound.
  const sequence = async (runs: (() => Promise<unknown>)[]) => {
    for (const run of runs) {
      const left = budget.deadline - performance.now();
      if (left <= 0) throw new OverBudget();
      await client.query(`SET statement_timeout = ${Math.max(1, Math.ceil(left))}`);
      try {
        await run();
      } catch (error) {
        if ((error as { code?: string }).code === '57014') throw new OverBudget(); // query_canceled by the timeout
        throw error;
      }
    }
  };
  const q = (sql: string, params: unknown[] = []) => () => client.query(`${WITH} ${sql}`, params).then((r) => r.rows);
  const inYear = (column: string) => `${day(column)} BETWEEN $1::date AND $2::date`;
  const y = [year.from, year.to];
  const registrations = (from: string, to: string) =>
    q(
      `SELECT district, gender, nationality, sector, count(*) AS n FROM subjects WHERE subject_type = 'VOLUNTEER' AND registered AND ${inYear('registered_at')}
       GROUP BY GROUPING SETS ((), (district), (gender), (nationality), (sector))`,
      [from, to],
    );
  const vios = (from: string, to: string) =>
    q(`SELECT count(*) AS n FROM subjects WHERE subject_type = 'VIO' AND registered AND ${inYear('registered_at')}`, [from, to]);
  const mobilised = (from: string, to: string) =>
    q(
      `SELECT count(DISTINCT a.volunteer_id) AS n FROM apps a JOIN opps o ON o.opportunity_id = a.opportunity_id
       WHERE a.decision = 'ApplicationApproved' AND ${inYear('a.approved_at')}`,
      [from, to],
    );
  const hours = (from: string, to: string) => [
    q(`SELECT sum(a.hours) AS h FROM apps a JOIN opps o ON o.opportunity_id = a.opportunity_id WHERE a.has_hours AND ${inYear('a.hours_at')}`, [from, to]),
    q(
      `SELECT goal, sum(a.hours / cardinality(o.sdgs)) AS h FROM apps a JOIN opps o ON o.opportunity_id = a.opportunity_id, unnest(o.sdgs) AS goal
       WHERE a.has_hours AND ${inYear('a.hours_at')} AND cardinality(o.sdgs) > 0 GROUP BY goal`,
      [from, to],
    ),
    q(`SELECT o.category, sum(a.hours) AS h FROM apps a JOIN opps o ON o.opportunity_id = a.opportunity_id WHERE a.has_hours AND ${inYear('a.hours_at')} GROUP BY o.category`, [from, to]),
  ];
  const pending = () =>
    q(`SELECT subject_type, ${day('registered_at')} AS d, district, gender, nationality, count(*) AS n FROM subjects WHERE registered AND NOT approved
       GROUP BY GROUPING SETS ((subject_type), (subject_type, d), (subject_type, district), (subject_type, gender), (subject_type, nationality))`);
  const all = ['1970-01-01', '2999-12-31'] as const;
  return {
    summary: () =>
      sequence([
        registrations(year.from, year.to),
        vios(year.from, year.to),
        q(`SELECT count(*) AS n, o.district FROM opps o WHERE o.status <> 'DELETED' AND ${inYear('o.posted_at')} GROUP BY GROUPING SETS ((), (o.district))`, y),
        mobilised(year.from, year.to),
        ...hours(year.from, year.to),
        pending(),
      ]),
    district: () => sequence([registrations(year.from, year.to)]),
    sdg: () => sequence(hours(year.from, year.to)),
    dashboard: () => {
      const from30 = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
      return sequence([
        q(`SELECT ${day('registered_at')} AS d, count(*) AS n FROM subjects WHERE subject_type = 'VOLUNTEER' AND registered AND ${inYear('registered_at')} GROUP BY d`, [from30, today]),
        q(`SELECT ${day('registered_at')} AS d, count(*) AS n FROM subjects WHERE subject_type = 'VIO' AND registered AND ${inYear('registered_at')} GROUP BY d`, [from30, today]),
        registrations(today, today),
        registrations(...all),
        vios(today, today),
        vios(...all),
        mobilised(...all),
        q(`SELECT count(*) FILTER (WHERE subject_type = 'VIO' AND vio_review = 'VioProfileCompleted') AS n FROM subjects`),
        q(`SELECT count(*) FILTER (WHERE formal AND status = 'CREATED') AS f, count(*) FILTER (WHERE NOT formal AND status = 'CREATED') AS nf FROM opps`),
        pending(),
        ...hours(...all),
      ]);
    },
  };
};
