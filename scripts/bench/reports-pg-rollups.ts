/**
 * The PostgreSQL peer of chDB's report tables (projections/src/reporting/report-tables.ts), for
 * scripts/bench/reports.ts: the same current rows (one per entity, the latest non-empty attribute by occurred_at)
 * and the same rollups (registrations by Colombo day and attributes, opportunities by day posted, mobilisations
 * with the volunteer as a 64-bit hash, hours by day and one dimension), built from the same facts in one full
 * build each (CREATE TABLE … AS SELECT: what REFRESH MATERIALIZED VIEW per batch would cost), and the four timed
 * reports read from them statement for statement as query-api/src/reporting/figures.ts reads chDB's, returning the
 * same objects, so the bench can check that both sides give the same figures.
 */
import type pg from 'pg';
import { shiftDay } from '../../query-api/src/reporting/figures';

const TZ = 'Asia/Colombo';
const day = (column: string) => `(${column} AT TIME ZONE '${TZ}')::date`;
/** chDB's argMaxIf(column, occurred_at, condition), '' (or 0) when no fact matches as chDB's default. */
const latest = (column: string, condition: string, empty = `''`) =>
  `coalesce((array_agg(${column} ORDER BY occurred_at DESC) FILTER (WHERE ${condition}))[1], ${empty})`;
/** chDB's minIf/maxIf default to the epoch when no fact matches: the same here, so the days agree. */
const whenIf = (fn: 'min' | 'max', condition: string) => `coalesce(${fn}(occurred_at) FILTER (WHERE ${condition}), 'epoch')`;

/** The facts applications and hours read: an approved application's opportunity attributes. */
const hoursSource = `SELECT ${day('a.hours_at')} AS d, a.hours, o.district, o.category, o.sdgs, o.core_functions
  FROM application_current a JOIN opportunity_current o ON o.opportunity_id = a.opportunity_id WHERE a.has_hours`;

/** One statement per table, in build order (current rows first, then the rollups derived from them). */
export const pgReportTables: [name: string, sql: string][] = [
  [
    'opportunity_current',
    `CREATE TABLE opportunity_current AS
     WITH agg AS (
       SELECT opportunity_id, ${latest('vio_id', `vio_id <> ''`)} AS vio_id, max(formal) = 1 AS formal,
         ${whenIf('min', `event_type IN ('OpportunityCreated', 'NonFormalOpportunityCreated')`)} AS posted_at,
         ${whenIf('max', `event_type = 'OpportunityCompleted'`)} AS completed_at,
         (array_agg(event_type ORDER BY occurred_at DESC))[1] AS last_event, bool_or(event_type = 'OpportunityCompleted') AS completed
       FROM opportunity_facts GROUP BY opportunity_id),
     -- The attributes of the latest fact that carries them (one row, so the arrays stay one-dimensional).
     attrs AS (
       SELECT DISTINCT ON (opportunity_id) opportunity_id, opportunity_type, district, category, sdgs, core_functions
       FROM opportunity_facts WHERE opportunity_type <> '' ORDER BY opportunity_id, occurred_at DESC)
     SELECT g.opportunity_id, g.vio_id, g.formal, coalesce(t.opportunity_type, '') AS type, coalesce(t.district, '') AS district,
       coalesce(t.category, 0) AS category, coalesce(t.sdgs, '{}') AS sdgs, coalesce(t.core_functions, '{}') AS core_functions,
       g.posted_at, g.completed_at,
       CASE WHEN g.last_event LIKE '%Deleted' THEN 'DELETED' WHEN g.last_event LIKE '%Completed' THEN 'COMPLETED'
            WHEN g.last_event LIKE '%Approved' THEN 'APPROVED' WHEN g.last_event LIKE '%Rejected' THEN 'REJECTED' ELSE 'CREATED' END AS status,
       g.completed
     FROM agg g LEFT JOIN attrs t ON t.opportunity_id = g.opportunity_id`,
  ],
  [
    'application_current',
    `CREATE TABLE application_current AS
     SELECT application_id, min(opportunity_id) AS opportunity_id, min(volunteer_id) AS volunteer_id, min(vio_id) AS vio_id,
       ${latest('event_type', `event_type <> 'VioFeedbackSubmitted'`)} AS decision,
       ${whenIf('max', `event_type = 'ApplicationApproved'`)} AS approved_at,
       bool_or(event_type = 'VioFeedbackSubmitted') AS has_hours,
       coalesce(sum(hours) FILTER (WHERE event_type = 'VioFeedbackSubmitted'), 0) AS hours,
       ${whenIf('max', `event_type = 'VioFeedbackSubmitted'`)} AS hours_at
     FROM application_facts GROUP BY application_id`,
  ],
  [
    'subject_current',
    // online: a volunteer who applied to, or an organisation that posted, an ONLINE opportunity (as chDB's flag).
    // As one hash join with the (deduplicated) online subjects, not a subplan per row.
    `CREATE TABLE subject_current AS
     WITH online AS (
       SELECT 'VOLUNTEER' AS kind, a.volunteer_id AS id FROM application_current a JOIN opportunity_current o ON o.opportunity_id = a.opportunity_id
       WHERE o.type = 'ONLINE'
       UNION SELECT 'VIO', vio_id FROM opportunity_current WHERE type = 'ONLINE')
     SELECT s.*, u.id IS NOT NULL AS online
     FROM (
       SELECT subject_type, subject_id,
         bool_or(event_type IN ('VolunteerRegistered', 'VioRegistered')) AS registered,
         ${whenIf('min', `event_type IN ('VolunteerRegistered', 'VioRegistered')`)} AS registered_at,
         bool_or(event_type IN ('VolunteerApproved', 'VioApproved')) AS approved,
         ${latest('event_type', `event_type IN ('VioProfileCompleted', 'VioApproved', 'VioRejected')`)} AS vio_review,
         ${latest('district', `district <> ''`)} AS district, ${latest('gender', `gender <> ''`)} AS gender,
         ${latest('nationality', `nationality <> ''`)} AS nationality, ${latest('sector', `sector <> ''`)} AS sector,
         ${latest('vio_type', `vio_type <> ''`)} AS vio_type
       FROM subject_facts GROUP BY subject_type, subject_id) AS s
     LEFT JOIN online u ON u.kind = CASE WHEN s.subject_type = 'VOLUNTEER' THEN 'VOLUNTEER' ELSE 'VIO' END AND u.id = s.subject_id`,
  ],
  // The keys chDB's current tables are ordered by (what a per-batch refresh looks entities up by).
  ['keys', `ALTER TABLE opportunity_current ADD PRIMARY KEY (opportunity_id)`],
  ['keys', `ALTER TABLE application_current ADD PRIMARY KEY (application_id)`],
  ['keys', `ALTER TABLE subject_current ADD PRIMARY KEY (subject_type, subject_id)`],
  [
    'registration_rollup',
    `CREATE TABLE registration_rollup AS
     SELECT ${day('registered_at')} AS day, subject_type, registered, approved, vio_review, district, gender, nationality, sector, vio_type, online,
       count(*)::int AS n
     FROM subject_current GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 ORDER BY 2, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11`,
  ],
  [
    'opportunity_rollup',
    `CREATE TABLE opportunity_rollup AS
     SELECT ${day('posted_at')} AS posted_day, formal, type, district, status, count(*)::int AS n FROM opportunity_current GROUP BY 1, 2, 3, 4, 5
     ORDER BY 1, 2, 3, 4, 5`,
  ],
  [
    'mobilised_rollup',
    // hashtextextended: the volunteer as a 64-bit number, as chDB's cityHash64 (distinct counts group on a number).
    `CREATE TABLE mobilised_rollup AS
     SELECT ${day('a.approved_at')} AS day, hashtextextended(a.volunteer_id, 0) AS volunteer, o.district, o.type = 'ONLINE' AS online,
       coalesce(v.nationality, '') AS nationality, coalesce(v.sector, '') AS sector, coalesce(v.gender, '') AS gender, count(*)::int AS n
     FROM application_current a JOIN opportunity_current o ON o.opportunity_id = a.opportunity_id
     LEFT JOIN subject_current v ON v.subject_type = 'VOLUNTEER' AND v.subject_id = a.volunteer_id
     WHERE a.decision = 'ApplicationApproved' GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7`,
  ],
  [
    'mobilised_volunteers',
    `CREATE TABLE mobilised_volunteers AS
     SELECT hashtextextended(volunteer_id, 0) AS volunteer, count(*)::int AS n FROM application_current
     WHERE decision = 'ApplicationApproved' AND opportunity_id IN (SELECT opportunity_id FROM opportunity_current) GROUP BY 1 ORDER BY 1`,
  ],
  ['hours_by_district', `CREATE TABLE hours_by_district AS SELECT d AS day, district, sum(hours) AS hours, count(*)::int AS n FROM (${hoursSource}) h GROUP BY 1, 2 ORDER BY 1, 2`],
  ['hours_by_category', `CREATE TABLE hours_by_category AS SELECT d AS day, category, sum(hours) AS hours, count(*)::int AS n FROM (${hoursSource}) h GROUP BY 1, 2 ORDER BY 1, 2`],
  [
    'hours_by_goal',
    // Split evenly over the opportunity's goals (and core functions), as chDB's tables.
    `CREATE TABLE hours_by_goal AS SELECT h.d AS day, goal, sum(h.hours / cardinality(h.sdgs)) AS hours, count(*)::int AS n
     FROM (${hoursSource}) h, unnest(h.sdgs) AS goal WHERE cardinality(h.sdgs) > 0 GROUP BY 1, 2 ORDER BY 1, 2`,
  ],
  [
    'hours_by_core_function',
    `CREATE TABLE hours_by_core_function AS SELECT h.d AS day, core_function, sum(h.hours / cardinality(h.core_functions)) AS hours, count(*)::int AS n
     FROM (${hoursSource}) h, unnest(h.core_functions) AS core_function WHERE cardinality(h.core_functions) > 0 GROUP BY 1, 2 ORDER BY 1, 2`,
  ],
  // Each rollup is written in the order of chDB's ORDER BY key (above), and gets the index chDB's sparse primary
  // index gives: by day (and type), so a period reads its days only; the all-time distinct count reads the
  // volunteers in order from the index alone (chDB: optimize_aggregation_in_order).
  ['indexes', `CREATE INDEX ON registration_rollup (subject_type, day)`],
  ['indexes', `CREATE INDEX ON opportunity_rollup (posted_day)`],
  ['indexes', `CREATE INDEX ON mobilised_rollup (day)`],
  ['indexes', `CREATE INDEX ON mobilised_volunteers (volunteer) INCLUDE (n)`],
  ['indexes', `CREATE INDEX ON hours_by_district (day)`],
  ['indexes', `CREATE INDEX ON hours_by_category (day)`],
  ['indexes', `CREATE INDEX ON hours_by_goal (day)`],
  ['indexes', `CREATE INDEX ON hours_by_core_function (day)`],
  // The summary and dashboard also read complaints and emergency call-outs; the bench writes none on either side
  // (chDB's tables are empty too), but the statements run.
  ['complaint_rollup', `CREATE TABLE complaint_rollup (day date, user_type text, status text, n bigint)`],
  ['emergency_facts', `CREATE TABLE emergency_facts (event_id uuid, fact text, volunteer_id text)`],
  // The visibility map set (as autovacuum would soon after), so index-only scans skip the heap.
  ['vacuum', `VACUUM ANALYZE`],
];

/** Builds every table above from the facts; returns the seconds each step took (for the bench's breakdown). */
export const buildPgReportTables = async (client: pg.Client) => {
  const took: Record<string, number> = {};
  for (const [name, sql] of pgReportTables) {
    const s = performance.now();
    await client.query(sql);
    took[name] = (took[name] ?? 0) + (performance.now() - s) / 1000;
  }
  return took;
};

type Period = { from: string; to: string };
type Split = { name: string; value: number }[];
const round2 = (n: number) => Math.round(n * 100) / 100;
const split = (rows: { name: string; value: unknown }[]): Split =>
  rows.map((r) => ({ name: r.name === '' ? 'UNKNOWN' : String(r.name), value: round2(Number(r.value)) }));
const fillDays = (p: Period, rows: { date: string; value: unknown }[]) => {
  const byDate = new Map(rows.map((r) => [r.date, Number(r.value)]));
  const out: { date: string; value: number }[] = [];
  for (let d = p.from; d <= p.to; d = shiftDay(d, 1)) out.push({ date: d, value: byDate.get(d) ?? 0 });
  return out;
};
const ALL = { from: '1970-01-01', to: '2999-12-31' };

/**
 * The summary, district (volunteer registrations), SDG hours and dashboard figures from the tables above, each
 * statement the PostgreSQL form of the chDB one in createFigures (sumIf → sum(…) FILTER, ARRAY JOIN of the
 * (split, value) pairs → LATERAL VALUES, names ordered bytewise as chDB's: COLLATE "C").
 */
export const createPgFigures = (client: pg.Client, rateLkr: number) => {
  const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[];
  const count = async (sql: string, params: unknown[] = []) => Number((await q<{ n: unknown }>(sql, params))[0]?.n ?? 0);
  const by = (sql: string, params: unknown[]) => q<{ name: string; value: unknown }>(sql, params).then(split);
  const inP = (column: string) => `${column} BETWEEN $1::date AND $2::date`;
  const pp = (p: Period) => [p.from, p.to];

  const rollupSplits = async <K extends string>(from: string, columns: Record<K, string>, params: unknown[]) => {
    const keys = Object.keys(columns) as K[];
    const pairs = [`('', '')`, ...keys.map((k) => `('${k}', r.${columns[k]}::text)`)].join(', ');
    const rows = await q<{ k: string; name: string; value: unknown }>(
      `SELECT kv.k, kv.name, sum(r.n) AS value FROM (SELECT * ${from}) r CROSS JOIN LATERAL (VALUES ${pairs}) AS kv(k, name)
       GROUP BY kv.k, kv.name HAVING sum(r.n) > 0 ORDER BY value DESC, kv.name COLLATE "C"`,
      params,
    );
    const out = Object.fromEntries(keys.map((k) => [k, [] as Split])) as Record<K, Split>;
    let total = 0;
    for (const r of rows) {
      if (r.k === '') total += Number(r.value);
      else out[r.k as K].push(...split([r]));
    }
    return { total, ...out };
  };

  const volunteerRegistrations = async (p: Period) => {
    const r = await rollupSplits(
      `FROM registration_rollup WHERE subject_type = 'VOLUNTEER' AND registered AND ${inP('day')}`,
      { nationality: 'nationality', sector: 'sector', district: 'district', gender: 'gender' },
      pp(p),
    );
    return {
      numVolunteers: r.total,
      numVolunteersByNationality: r.nationality,
      numVolunteersByKeySectors: r.sector,
      numVoluteersByDistricts: r.district,
      numVolunteersByGender: r.gender,
    };
  };

  const mobilisedTotal = (p: Period) =>
    p.from <= ALL.from && p.to >= ALL.to
      ? count(`SELECT count(*) AS n FROM (SELECT volunteer FROM mobilised_volunteers GROUP BY volunteer HAVING sum(n) > 0) m`)
      : count(`SELECT count(*) AS n FROM (SELECT volunteer FROM mobilised_rollup WHERE ${inP('day')} GROUP BY volunteer HAVING sum(n) > 0) m`, pp(p));

  const hoursAnswer = (total: number, perGoal: { goal: unknown; h: unknown }[], sectors: Split, coreFunctions: Split) => {
    const sdgs: Record<string, number> = Object.fromEntries(Array.from({ length: 17 }, (_, i) => [String(i + 1), 0]));
    for (const r of perGoal) sdgs[String(r.goal)] = round2(Number(r.h));
    return { total: round2(total), values: round2(total * rateLkr), sectors, sdgs, coreFunctions };
  };
  const hours = async (p: Period) => {
    const total = Number((await q<{ h: unknown }>(`SELECT sum(hours) AS h FROM hours_by_district WHERE ${inP('day')}`, pp(p)))[0]?.h ?? 0);
    const perGoal = await q<{ goal: unknown; h: unknown }>(`SELECT goal, sum(hours) AS h FROM hours_by_goal WHERE ${inP('day')} GROUP BY goal`, pp(p));
    const sectors = await by(
      `SELECT category::text AS name, sum(hours) AS value FROM hours_by_category WHERE ${inP('day')} GROUP BY name HAVING sum(n) > 0
       ORDER BY value DESC, category::text COLLATE "C"`,
      pp(p),
    );
    const coreFunctions = await by(
      `SELECT core_function::text AS name, sum(hours) AS value FROM hours_by_core_function WHERE ${inP('day')} GROUP BY name HAVING sum(n) > 0
       ORDER BY value DESC, core_function::text COLLATE "C"`,
      pp(p),
    );
    return hoursAnswer(total, perGoal, sectors, coreFunctions);
  };

  const complaints = async (p?: Period) => {
    const [r] = await q<{ total: unknown; ongoing: unknown; resolved: unknown }>(
      `SELECT coalesce(sum(n), 0) AS total, coalesce(sum(n) FILTER (WHERE status = 'ONGOING'), 0) AS ongoing,
         coalesce(sum(n) FILTER (WHERE status = 'RESOLVED'), 0) AS resolved FROM complaint_rollup${p ? ` WHERE ${inP('day')}` : ''}`,
      p ? pp(p) : [],
    );
    return { numComplaints: Number(r?.total ?? 0), numComplaintsOngoing: Number(r?.ongoing ?? 0), numComplaintsResolved: Number(r?.resolved ?? 0) };
  };

  const summary = async (p: Period, _today: string) => {
    const [reg] = await q<Record<'vol' | 'vio' | 'pvol' | 'pvio', unknown>>(
      `SELECT coalesce(sum(n) FILTER (WHERE subject_type = 'VOLUNTEER' AND registered AND ${inP('day')}), 0) AS vol,
         coalesce(sum(n) FILTER (WHERE subject_type = 'VIO' AND registered AND ${inP('day')}), 0) AS vio,
         coalesce(sum(n) FILTER (WHERE subject_type = 'VOLUNTEER' AND registered AND NOT approved), 0) AS pvol,
         coalesce(sum(n) FILTER (WHERE subject_type = 'VIO' AND registered AND NOT approved), 0) AS pvio
       FROM registration_rollup`,
      pp(p),
    );
    const numVOs = await count(`SELECT coalesce(sum(n), 0) AS n FROM opportunity_rollup WHERE status <> 'DELETED' AND ${inP('posted_day')}`, pp(p));
    const byDistrict = await q<{ name: string; value: unknown }>(
      `SELECT district AS name, sum(hours) AS value FROM hours_by_district WHERE ${inP('day')} GROUP BY name HAVING sum(n) > 0
       ORDER BY value DESC, district COLLATE "C"`,
      pp(p),
    );
    return {
      numVolunteers: Number(reg?.vol ?? 0),
      numVios: Number(reg?.vio ?? 0),
      numVOs,
      numVolunteerMobilized: await mobilisedTotal(p),
      numContributionHours: round2(byDistrict.reduce((sum, r) => sum + Number(r.value), 0)),
      numVolunteersPendingTotal: Number(reg?.pvol ?? 0),
      numVioPendingTotal: Number(reg?.pvio ?? 0),
      ...(await complaints(p)),
      hoursByDistrict: split(byDistrict),
      volunteersByDistrict: await by(
        `SELECT district AS name, count(*) AS value FROM (SELECT volunteer, district FROM mobilised_rollup WHERE ${inP('day')}
         GROUP BY volunteer, district HAVING sum(n) > 0) m GROUP BY name ORDER BY value DESC, district COLLATE "C"`,
        pp(p),
      ),
    };
  };

  const dashboard = async (today: string) => {
    const day30 = { from: shiftDay(today, -29), to: today };
    const days = await q<{ type: string; date: string; value: unknown }>(
      `SELECT subject_type AS type, day::text AS date, sum(n) AS value FROM registration_rollup
       WHERE registered AND ${inP('day')} GROUP BY type, day HAVING sum(n) > 0 ORDER BY date`,
      pp(day30),
    );
    const byDay = (type: string) => fillDays(day30, days.filter((d) => d.type === type));
    const [reg] = await q<Record<'vt' | 'v' | 'ot' | 'o' | 'pvio' | 'pvol', unknown>>(
      `SELECT coalesce(sum(n) FILTER (WHERE subject_type = 'VOLUNTEER' AND registered AND day = $1::date), 0) AS vt,
         coalesce(sum(n) FILTER (WHERE subject_type = 'VOLUNTEER' AND registered), 0) AS v,
         coalesce(sum(n) FILTER (WHERE subject_type = 'VIO' AND registered AND day = $1::date), 0) AS ot,
         coalesce(sum(n) FILTER (WHERE subject_type = 'VIO' AND registered), 0) AS o,
         coalesce(sum(n) FILTER (WHERE subject_type = 'VIO' AND vio_review = 'VioProfileCompleted'), 0) AS pvio,
         coalesce(sum(n) FILTER (WHERE subject_type = 'VOLUNTEER' AND registered AND NOT approved), 0) AS pvol
       FROM registration_rollup`,
      [today],
    );
    const [opp] = await q<{ f: unknown; nf: unknown }>(
      `SELECT coalesce(sum(n) FILTER (WHERE formal AND status = 'CREATED'), 0) AS f,
         coalesce(sum(n) FILTER (WHERE NOT formal AND status = 'CREATED'), 0) AS nf FROM opportunity_rollup`,
    );
    const total = Number((await q<{ h: unknown }>(`SELECT sum(hours) AS h FROM hours_by_district`))[0]?.h ?? 0);
    const perGoal = await q<{ goal: unknown; h: unknown }>(`SELECT goal, sum(hours) AS h FROM hours_by_goal GROUP BY goal`);
    const h = hoursAnswer(total, perGoal, [], []);
    return {
      numVolunteersRegisteredByDay: byDay('VOLUNTEER'),
      numVolunteersRegistered: { today: Number(reg?.vt ?? 0), total: Number(reg?.v ?? 0) },
      numViosRegisteredByDay: byDay('VIO'),
      numViosRegistered: { today: Number(reg?.ot ?? 0), total: Number(reg?.o ?? 0) },
      numVolunteersMobilized: await mobilisedTotal(ALL),
      numEmergencyVolunteer: await count(`SELECT count(*) FILTER (WHERE fact = 'mobilised') AS n FROM emergency_facts`),
      ...(await complaints()),
      pending: {
        pendingVio: Number(reg?.pvio ?? 0),
        numPendingOpportunities: Number(opp?.f ?? 0),
        numOfPendingVolunteer: Number(reg?.pvol ?? 0),
        numPendingNonformalOpportunity: Number(opp?.nf ?? 0),
      },
      volunteerHours: { value: h.values, total: h.total, sdgs: h.sdgs },
    };
  };

  return { volunteerRegistrations, hours, summary, dashboard };
};
