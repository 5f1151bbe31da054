import type { Analytics } from '../analytics/analytics';

/**
 * What the reports read, kept small so a report reads thousands of rows, not the millions of facts
 * (docs/decisions.md "reports", speed). Three layers, all derived from the facts of ./activity-facts.ts:
 *
 * 1. `*_state` (AggregatingMergeTree, one row per entity after merges): the aggregate states of the entity's
 *    current attributes — the very aggregates the reports used to compute over the facts at read time
 *    (argMaxIf of the latest non-empty value, minIf of the registration…), fed only with facts not seen before
 *    (the projection checks event ids), so the sum of hours counts each event once.
 * 2. `*_current` (ReplacingMergeTree by version): the merged states as plain rows, one per entity, rewritten for
 *    the entities a batch touched. Also the online flag of a subject (applied to / posted an ONLINE opportunity).
 * 3. rollups (MergeTree, summed at read time): each current row's contribution to a report — registrations by
 *    Sri Lanka day and attributes, opportunities by day posted, mobilisations (one row per approved application,
 *    the volunteer kept so distinct counts stay exact), hours by day with the opportunity's goals. When an
 *    entity changes, its old contribution is written again with n = -1 and the new one with n = +1, so a
 *    redelivered batch (no change) writes nothing net, and every figure is a sum over the rollup.
 */
const TZ = 'Asia/Colombo';
const TIME = `DateTime64(3, 'UTC')`;
/**
 * The current rows are read by key (a volunteer's or an organisation's report, a batch's entities): a key read
 * reads whole granules, so they are 1,024 rows here instead of 8,192 (issue 24: a volunteer's report read ~500,000
 * rows per statement at 1.6 million applications, ~11 granules of each table it touches).
 */
const KEYED = 'SETTINGS index_granularity = 1024';

export const reportTables = [
  `CREATE TABLE IF NOT EXISTS subject_state ENGINE = AggregatingMergeTree ORDER BY (subject_type, subject_id) AS
   SELECT subject_type, subject_id,
     maxState(toUInt8(event_type IN ('VolunteerRegistered', 'VioRegistered'))) AS registered,
     minIfState(occurred_at, event_type IN ('VolunteerRegistered', 'VioRegistered')) AS registered_at,
     maxState(toUInt8(event_type IN ('VolunteerApproved', 'VioApproved'))) AS approved,
     argMaxIfState(toString(event_type), occurred_at, event_type IN ('VioProfileCompleted', 'VioApproved', 'VioRejected')) AS vio_review,
     argMaxIfState(district, occurred_at, district != '') AS district,
     argMaxIfState(toString(gender), occurred_at, gender != '') AS gender,
     argMaxIfState(toString(nationality), occurred_at, nationality != '') AS nationality,
     argMaxIfState(toString(sector), occurred_at, sector != '') AS sector,
     argMaxIfState(toString(vio_type), occurred_at, vio_type != '') AS vio_type
   FROM subject_facts WHERE 0 GROUP BY subject_type, subject_id`,
  `CREATE TABLE IF NOT EXISTS opportunity_state ENGINE = AggregatingMergeTree ORDER BY opportunity_id AS
   SELECT opportunity_id,
     argMaxIfState(vio_id, occurred_at, vio_id != '') AS vio_id,
     maxState(formal) AS formal,
     argMaxIfState(toString(opportunity_type), occurred_at, opportunity_type != '') AS type,
     argMaxIfState(district, occurred_at, opportunity_type != '') AS district,
     argMaxIfState(category, occurred_at, opportunity_type != '') AS category,
     argMaxIfState(sdgs, occurred_at, opportunity_type != '') AS sdgs,
     argMaxIfState(core_functions, occurred_at, opportunity_type != '') AS core_functions,
     minIfState(occurred_at, event_type IN ('OpportunityCreated', 'NonFormalOpportunityCreated')) AS posted_at,
     maxIfState(occurred_at, event_type = 'OpportunityCompleted') AS completed_at,
     argMaxState(toString(event_type), occurred_at) AS last_event,
     maxState(toUInt8(event_type = 'OpportunityCompleted')) AS completed
   FROM opportunity_facts WHERE 0 GROUP BY opportunity_id`,
  `CREATE TABLE IF NOT EXISTS application_state ENGINE = AggregatingMergeTree ORDER BY application_id AS
   SELECT application_id, anyState(opportunity_id) AS opportunity_id, anyState(volunteer_id) AS volunteer_id, anyState(vio_id) AS vio_id,
     argMaxIfState(toString(event_type), occurred_at, event_type != 'VioFeedbackSubmitted') AS decision,
     maxIfState(occurred_at, event_type = 'ApplicationApproved') AS approved_at,
     maxState(toUInt8(event_type = 'VioFeedbackSubmitted')) AS has_hours,
     sumIfState(hours, event_type = 'VioFeedbackSubmitted') AS hours,
     maxIfState(occurred_at, event_type = 'VioFeedbackSubmitted') AS hours_at
   FROM application_facts WHERE 0 GROUP BY application_id`,
  `CREATE TABLE IF NOT EXISTS subject_current (subject_type LowCardinality(String), subject_id String, registered UInt8, registered_at ${TIME},
     approved UInt8, vio_review LowCardinality(String), district String, gender LowCardinality(String), nationality LowCardinality(String),
     sector LowCardinality(String), vio_type LowCardinality(String), online UInt8, version UInt64)
   ENGINE = ReplacingMergeTree(version) ORDER BY (subject_type, subject_id) ${KEYED}`,
  `CREATE TABLE IF NOT EXISTS opportunity_current (opportunity_id String, vio_id String, formal UInt8, type LowCardinality(String), district String,
     category UInt16, sdgs Array(UInt8), core_functions Array(UInt8), posted_at ${TIME}, completed_at ${TIME}, status LowCardinality(String),
     completed UInt8, version UInt64, INDEX by_vio vio_id TYPE bloom_filter GRANULARITY 1)
   ENGINE = ReplacingMergeTree(version) ORDER BY opportunity_id ${KEYED}`,
  `CREATE TABLE IF NOT EXISTS application_current (application_id String, opportunity_id String, volunteer_id String, vio_id String,
     decision LowCardinality(String), approved_at ${TIME}, has_hours UInt8, hours Float64, hours_at ${TIME}, version UInt64,
     -- A batch looks applications up by volunteer and by opportunity too: skip the granules that cannot hold them.
     INDEX by_volunteer volunteer_id TYPE bloom_filter GRANULARITY 1, INDEX by_opportunity opportunity_id TYPE bloom_filter GRANULARITY 1)
   ENGINE = ReplacingMergeTree(version) ORDER BY application_id ${KEYED}`,
  // SummingMergeTree: rows with the same key add up when parts merge (and vanish at 0), so a rollup shrinks to one
  // row per combination of its dimensions; readers still sum, merged or not.
  `CREATE TABLE IF NOT EXISTS registration_rollup (day Date, subject_type LowCardinality(String), registered UInt8, approved UInt8,
     vio_review LowCardinality(String), district String, gender LowCardinality(String), nationality LowCardinality(String),
     sector LowCardinality(String), vio_type LowCardinality(String), online UInt8, n Int64)
   ENGINE = SummingMergeTree(n)
   ORDER BY (subject_type, day, registered, approved, vio_review, district, gender, nationality, sector, vio_type, online)`,
  `CREATE TABLE IF NOT EXISTS opportunity_rollup (posted_day Date, formal UInt8, type LowCardinality(String), district String,
     status LowCardinality(String), n Int64)
   ENGINE = SummingMergeTree(n) ORDER BY (posted_day, formal, type, district, status)`,
  // The volunteer as a 64-bit hash: distinct counts group on a number, not a string (collisions are negligible).
  `CREATE TABLE IF NOT EXISTS mobilised_rollup (day Date, volunteer UInt64, district String, online UInt8, nationality LowCardinality(String),
     sector LowCardinality(String), gender LowCardinality(String), n Int64)
   ENGINE = SummingMergeTree(n) ORDER BY (day, volunteer, district, online, nationality, sector, gender)`,
  // Every approved application's volunteer, all days together: the all-time distinct count reads one row per volunteer.
  `CREATE TABLE IF NOT EXISTS mobilised_volunteers (volunteer UInt64, n Int64) ENGINE = SummingMergeTree(n) ORDER BY volunteer`,
  // Hours by day and one dimension each (a table per dimension stays small whatever the combinations of an
  // opportunity's attributes): the total by district, by category, and the shares by goal and by core function.
  `CREATE TABLE IF NOT EXISTS hours_by_district (day Date, district String, hours Float64, n Int64)
   ENGINE = SummingMergeTree((hours, n)) ORDER BY (day, district)`,
  `CREATE TABLE IF NOT EXISTS hours_by_category (day Date, category UInt16, hours Float64, n Int64)
   ENGINE = SummingMergeTree((hours, n)) ORDER BY (day, category)`,
  `CREATE TABLE IF NOT EXISTS hours_by_goal (day Date, goal UInt8, hours Float64, n Int64)
   ENGINE = SummingMergeTree((hours, n)) ORDER BY (day, goal)`,
  `CREATE TABLE IF NOT EXISTS hours_by_core_function (day Date, core_function UInt8, hours Float64, n Int64)
   ENGINE = SummingMergeTree((hours, n)) ORDER BY (day, core_function)`,
];
export const reportTableNames = [
  'subject_state',
  'opportunity_state',
  'application_state',
  'subject_current',
  'opportunity_current',
  'application_current',
  'registration_rollup',
  'opportunity_rollup',
  'mobilised_rollup',
  'mobilised_volunteers',
  'hours_by_district',
  'hours_by_category',
  'hours_by_goal',
  'hours_by_core_function',
] as const;

/**
 * Whether report tables made by an earlier definition are there (the current rows before their granules were made
 * smaller): they are then dropped and built again from the facts (the facts projection's setup). Tables made with
 * CREATE TABLE IF NOT EXISTS are otherwise never changed.
 */
export const reportTablesOutdated = async (analytics: Analytics) => {
  const rows = await analytics.query<{ name: string; engine: string }>(
    `SELECT name, engine_full AS engine FROM system.tables WHERE database = currentDatabase() AND name IN {names:Array(String)}`,
    { names: ['subject_current', 'opportunity_current', 'application_current'] },
  );
  return rows.some((r) => !r.engine.includes('index_granularity = 1024'));
};

/** Keys of the entities a batch touches; `undefined` = every entity (the full build). */
export interface Keys {
  subjects?: string[];
  opportunities?: string[];
  applications?: string[];
}
/** Query parameters without the unset ones (a full build binds no key lists). */
const bound = (p: Record<string, unknown>) => Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined));
const inKeys = (column: string, keys: string[] | undefined, param: string) => (keys ? `${column} IN {${param}:Array(String)}` : '1');

// The facts' states of some entities (only the facts named by event id: those just written).
const subjectStates = (where: string) => `INSERT INTO subject_state SELECT subject_type, subject_id,
     maxState(toUInt8(event_type IN ('VolunteerRegistered', 'VioRegistered'))),
     minIfState(occurred_at, event_type IN ('VolunteerRegistered', 'VioRegistered')),
     maxState(toUInt8(event_type IN ('VolunteerApproved', 'VioApproved'))),
     argMaxIfState(toString(event_type), occurred_at, event_type IN ('VioProfileCompleted', 'VioApproved', 'VioRejected')),
     argMaxIfState(district, occurred_at, district != ''),
     argMaxIfState(toString(gender), occurred_at, gender != ''),
     argMaxIfState(toString(nationality), occurred_at, nationality != ''),
     argMaxIfState(toString(sector), occurred_at, sector != ''),
     argMaxIfState(toString(vio_type), occurred_at, vio_type != '')
   FROM subject_facts FINAL WHERE ${where} GROUP BY subject_type, subject_id`;
const opportunityStates = (where: string) => `INSERT INTO opportunity_state SELECT opportunity_id,
     argMaxIfState(vio_id, occurred_at, vio_id != ''), maxState(formal),
     argMaxIfState(toString(opportunity_type), occurred_at, opportunity_type != ''),
     argMaxIfState(district, occurred_at, opportunity_type != ''), argMaxIfState(category, occurred_at, opportunity_type != ''),
     argMaxIfState(sdgs, occurred_at, opportunity_type != ''), argMaxIfState(core_functions, occurred_at, opportunity_type != ''),
     minIfState(occurred_at, event_type IN ('OpportunityCreated', 'NonFormalOpportunityCreated')),
     maxIfState(occurred_at, event_type = 'OpportunityCompleted'),
     argMaxState(toString(event_type), occurred_at), maxState(toUInt8(event_type = 'OpportunityCompleted'))
   FROM opportunity_facts FINAL WHERE ${where} GROUP BY opportunity_id`;
const applicationStates = (where: string) => `INSERT INTO application_state SELECT application_id,
     anyState(opportunity_id), anyState(volunteer_id), anyState(vio_id),
     argMaxIfState(toString(event_type), occurred_at, event_type != 'VioFeedbackSubmitted'),
     maxIfState(occurred_at, event_type = 'ApplicationApproved'),
     maxState(toUInt8(event_type = 'VioFeedbackSubmitted')),
     sumIfState(hours, event_type = 'VioFeedbackSubmitted'),
     maxIfState(occurred_at, event_type = 'VioFeedbackSubmitted')
   FROM application_facts FINAL WHERE ${where} GROUP BY application_id`;

/** States of the facts with these event ids (new facts), or of every fact. */
export const insertStates = async (analytics: Analytics, ids?: { subject: string[]; opportunity: string[]; application: string[] }) => {
  if (!ids || ids.subject.length) await analytics.exec(subjectStates(ids ? 'event_id IN {ids:Array(UUID)}' : '1'), bound({ ids: ids?.subject }));
  if (!ids || ids.opportunity.length) await analytics.exec(opportunityStates(ids ? 'event_id IN {ids:Array(UUID)}' : '1'), bound({ ids: ids?.opportunity }));
  if (!ids || ids.application.length) await analytics.exec(applicationStates(ids ? 'event_id IN {ids:Array(UUID)}' : '1'), bound({ ids: ids?.application }));
};

/** Rewrites an erased subject's states from its (already renamed) facts: delete, then rebuild, so a replay is exact. */
export const rebuildStates = async (analytics: Analytics, subjectIds: string[], applicationIds: string[]) => {
  const sync = 'SETTINGS mutations_sync = 2';
  if (subjectIds.length) {
    await analytics.exec(`ALTER TABLE subject_state DELETE WHERE subject_id IN {s:Array(String)} ${sync}`, { s: subjectIds });
    await analytics.exec(subjectStates('subject_id IN {s:Array(String)}'), { s: subjectIds });
  }
  if (applicationIds.length) {
    await analytics.exec(`ALTER TABLE application_state DELETE WHERE application_id IN {a:Array(String)} ${sync}`, { a: applicationIds });
    await analytics.exec(applicationStates('application_id IN {a:Array(String)}'), { a: applicationIds });
  }
};

let lastVersion = 0n;
/** Strictly increasing versions for the current rows (the newest wins under FINAL). */
const nextVersion = () => {
  const now = BigInt(Date.now()) * 1000n;
  lastVersion = now > lastVersion ? now : lastVersion + 1n;
  return lastVersion.toString();
};

/** Current rows from the merged states: opportunities, applications, then subjects (their online flag reads both). */
const writeCurrent = async (analytics: Analytics, k: Keys) => {
  const version = nextVersion();
  const p = bound({ o: k.opportunities, a: k.applications, s: k.subjects, version });
  if (!k.opportunities || k.opportunities.length)
    await analytics.exec(
      `INSERT INTO opportunity_current SELECT opportunity_id, argMaxIfMerge(vio_id), maxMerge(formal), argMaxIfMerge(type), argMaxIfMerge(district),
         argMaxIfMerge(category), argMaxIfMerge(sdgs), argMaxIfMerge(core_functions), minIfMerge(posted_at), maxIfMerge(completed_at),
         multiIf(argMaxMerge(last_event) LIKE '%Deleted', 'DELETED', argMaxMerge(last_event) LIKE '%Completed', 'COMPLETED',
           argMaxMerge(last_event) LIKE '%Approved', 'APPROVED', argMaxMerge(last_event) LIKE '%Rejected', 'REJECTED', 'CREATED'),
         maxMerge(completed), {version:UInt64}
       FROM opportunity_state WHERE ${inKeys('opportunity_id', k.opportunities, 'o')} GROUP BY opportunity_id`,
      p,
    );
  if (!k.applications || k.applications.length)
    await analytics.exec(
      `INSERT INTO application_current SELECT application_id, anyMerge(opportunity_id), anyMerge(volunteer_id), anyMerge(vio_id), argMaxIfMerge(decision),
         maxIfMerge(approved_at), maxMerge(has_hours), sumIfMerge(hours), maxIfMerge(hours_at), {version:UInt64}
       FROM application_state WHERE ${inKeys('application_id', k.applications, 'a')} GROUP BY application_id`,
      p,
    );
  if (!k.subjects || k.subjects.length) {
    // An application's volunteer and opportunity never change (an erased volunteer's rows get a new id), so these
    // look-ups need no FINAL; an opportunity's type does, so that one is read FINAL, for the opportunities concerned.
    const theirApps = `SELECT opportunity_id FROM application_current WHERE ${inKeys('volunteer_id', k.subjects, 's')}`;
    const onlineVolunteers = `SELECT volunteer_id FROM application_current WHERE ${inKeys('volunteer_id', k.subjects, 's')}
      AND opportunity_id IN (SELECT opportunity_id FROM opportunity_current FINAL WHERE type = 'ONLINE'${k.subjects ? ` AND opportunity_id IN (${theirApps})` : ''})`;
    const onlineVios = `SELECT vio_id FROM opportunity_current FINAL WHERE type = 'ONLINE' AND ${inKeys('vio_id', k.subjects, 's')}`;
    await analytics.exec(
      `INSERT INTO subject_current SELECT subject_type, subject_id, maxMerge(registered), minIfMerge(registered_at), maxMerge(approved),
         argMaxIfMerge(vio_review), argMaxIfMerge(district), argMaxIfMerge(gender), argMaxIfMerge(nationality), argMaxIfMerge(sector),
         argMaxIfMerge(vio_type),
         toUInt8(if(subject_type = 'VOLUNTEER', subject_id IN (${onlineVolunteers}), subject_id IN (${onlineVios}))), {version:UInt64}
       FROM subject_state WHERE ${inKeys('subject_id', k.subjects, 's')} GROUP BY subject_type, subject_id`,
      p,
    );
  }
};

/** Each current row's contribution to the rollups, times `sign`. */
const writeContributions = async (analytics: Analytics, k: Keys, sign: 1 | -1) => {
  const p = bound({ o: k.opportunities, a: k.applications, s: k.subjects });
  if (!k.subjects || k.subjects.length)
    await analytics.exec(
      `INSERT INTO registration_rollup SELECT toDate(registered_at, '${TZ}') AS d, subject_type, registered, approved, vio_review, district, gender,
         nationality, sector, vio_type, online, ${sign} * count() FROM subject_current FINAL WHERE ${inKeys('subject_id', k.subjects, 's')}
       GROUP BY d, subject_type, registered, approved, vio_review, district, gender, nationality, sector, vio_type, online`,
      p,
    );
  if (!k.opportunities || k.opportunities.length)
    await analytics.exec(
      `INSERT INTO opportunity_rollup SELECT toDate(posted_at, '${TZ}') AS d, formal, type, district, status, ${sign} * count()
       FROM opportunity_current FINAL WHERE ${inKeys('opportunity_id', k.opportunities, 'o')} GROUP BY d, formal, type, district, status`,
      p,
    );
  if (!k.applications || k.applications.length) {
    // Only the opportunities and volunteers of these applications are read (keyed look-ups, not the whole tables).
    const apps = `SELECT * FROM application_current FINAL WHERE ${inKeys('application_id', k.applications, 'a')}`;
    const opps = `SELECT opportunity_id, type, district, category, sdgs, core_functions FROM opportunity_current FINAL
      WHERE opportunity_id IN (SELECT opportunity_id FROM application_current FINAL WHERE ${inKeys('application_id', k.applications, 'a')})`;
    await analytics.exec(
      `INSERT INTO mobilised_rollup SELECT toDate(a.approved_at, '${TZ}'), cityHash64(a.volunteer_id), o.district, toUInt8(o.type = 'ONLINE'),
         v.nationality, v.sector, v.gender, ${sign}
       FROM (${apps}) AS a JOIN (${opps}) AS o ON o.opportunity_id = a.opportunity_id
       LEFT JOIN (SELECT subject_id, nationality, sector, gender FROM subject_current FINAL WHERE subject_type = 'VOLUNTEER'
         AND subject_id IN (SELECT volunteer_id FROM application_current FINAL WHERE ${inKeys('application_id', k.applications, 'a')})) AS v
         ON v.subject_id = a.volunteer_id
       WHERE a.decision = 'ApplicationApproved'`,
      p,
    );
    await analytics.exec(
      `INSERT INTO mobilised_volunteers SELECT cityHash64(volunteer_id) AS volunteer, ${sign} * count() FROM (${apps}) AS a
       WHERE a.decision = 'ApplicationApproved' AND a.opportunity_id IN (SELECT opportunity_id FROM (${opps})) GROUP BY volunteer`,
      p,
    );
    const hours = `SELECT toDate(a.hours_at, '${TZ}') AS d, a.hours AS hours, o.district AS district, o.category AS category, o.sdgs AS sdgs,
      o.core_functions AS core_functions FROM (${apps}) AS a JOIN (${opps}) AS o ON o.opportunity_id = a.opportunity_id WHERE a.has_hours`;
    await analytics.exec(
      `INSERT INTO hours_by_district SELECT d, district, ${sign} * sum(hours), ${sign} * count() FROM (${hours}) GROUP BY d, district`,
      p,
    );
    await analytics.exec(
      `INSERT INTO hours_by_category SELECT d, category, ${sign} * sum(hours), ${sign} * count() FROM (${hours}) GROUP BY d, category`,
      p,
    );
    // Split evenly over the opportunity's goals (and core functions), as the reports always did.
    await analytics.exec(
      `INSERT INTO hours_by_goal SELECT d, goal, ${sign} * sum(hours / length(sdgs)), ${sign} * count()
       FROM (${hours}) ARRAY JOIN sdgs AS goal WHERE length(sdgs) > 0 GROUP BY d, goal`,
      p,
    );
    await analytics.exec(
      `INSERT INTO hours_by_core_function SELECT d, cf, ${sign} * sum(hours / length(core_functions)), ${sign} * count()
       FROM (${hours}) ARRAY JOIN core_functions AS cf WHERE length(core_functions) > 0 GROUP BY d, cf`,
      p,
    );
  }
};

const unique = (list: Iterable<string>) => [...new Set([...list].filter(Boolean))];

/**
 * Refreshes the current rows and rollups of the entities `change` touches. `touched` names the entities the
 * batch's facts are about, with the subjects they point at (an application's volunteer, an opportunity's
 * organisation). The entities depending on them are added: the applications of a changed opportunity or
 * volunteer, the volunteers and organisations whose online flag may move.
 */
export const refreshReportTables = async (
  analytics: Analytics,
  touched: { subjects: string[]; opportunities: string[]; applications: string[] },
  change: () => Promise<void>,
) => {
  const o = unique(touched.opportunities);
  const s0 = unique(touched.subjects);
  const dependants = await analytics.query<{ application_id: string; volunteer_id: string }>(
    `SELECT DISTINCT application_id, volunteer_id FROM application_current
     WHERE application_id IN {a:Array(String)} OR opportunity_id IN {o:Array(String)} OR volunteer_id IN {s:Array(String)}`,
    { a: unique(touched.applications), o, s: s0 },
  );
  const vios = o.length
    ? await analytics.query<{ vio_id: string }>(`SELECT vio_id FROM opportunity_current FINAL WHERE opportunity_id IN {o:Array(String)}`, { o })
    : [];
  const keys: Keys = {
    opportunities: o,
    applications: unique([...touched.applications, ...dependants.map((d) => d.application_id)]),
    subjects: unique([...s0, ...dependants.map((d) => d.volunteer_id), ...vios.map((v) => v.vio_id)]),
  };
  // Entities not yet in the current tables contribute nothing to take back: skip those statements (a batch of new
  // applications, say).
  const [had] = await analytics.query<{ s: number; o: number; a: number }>(
    `SELECT (SELECT count() FROM subject_current WHERE subject_id IN {s:Array(String)}) AS s,
       (SELECT count() FROM opportunity_current WHERE opportunity_id IN {o:Array(String)}) AS o,
       (SELECT count() FROM application_current WHERE application_id IN {a:Array(String)}) AS a`,
    { s: keys.subjects, o: keys.opportunities, a: keys.applications },
  );
  await writeContributions(
    analytics,
    {
      subjects: Number(had.s) ? keys.subjects : [],
      opportunities: Number(had.o) ? keys.opportunities : [],
      applications: Number(had.a) ? keys.applications : [],
    },
    -1,
  );
  await change();
  await writeCurrent(analytics, keys);
  await writeContributions(analytics, keys, 1);
};

/** Builds every derived table from the facts (an empty set of derived tables over existing facts, or the bench). */
export const buildReportTables = async (analytics: Analytics) => {
  await insertStates(analytics);
  await writeCurrent(analytics, {});
  await writeContributions(analytics, {}, 1);
};
