import type { RecordedEvent } from '@nvp/events';
import type { Analytics } from '../analytics/analytics';

/**
 * Complaint facts for the dashboard and the summary, written by the `activity-facts` sink beside the other facts
 * (same patterns: one row per event keyed by event id, an event already there is not written again; Sri Lanka days).
 *
 * A complaint's facts hold **no personal data**: the complaint id, the complainant's user type (VOLUNTEER / VIO),
 * the status the event leads to and the time. Neither the complainant nor the resolving admin is kept (their ids
 * would tie a person to the row), so an erasure has nothing to change here and the complaint stays counted, as in
 * the read model (every complaint ever filed, erased ones included).
 *
 * Derived per batch, as ./report-tables.ts does for the other facts: `complaint_current` (one row per complaint:
 * type, status, submitted/resolved at; ReplacingMergeTree by version) and `complaint_rollup` (Colombo day of
 * submission × type × current status, n = ±1: a complaint's old contribution is taken back when it changes).
 * Complaints are few, so the current rows are regrouped from the facts of the complaints a batch touches (no state
 * layer).
 */
const TZ = 'Asia/Colombo';
const TIME = `DateTime64(3, 'UTC')`;

export const complaintFactsTables = [
  `CREATE TABLE IF NOT EXISTS complaint_facts (
    event_id UUID,
    event_type LowCardinality(String),
    complaint_id String,
    user_type LowCardinality(String),
    status LowCardinality(String),
    occurred_at ${TIME}
  ) ENGINE = ReplacingMergeTree ORDER BY event_id`,
];
export const complaintReportTables = [
  `CREATE TABLE IF NOT EXISTS complaint_current (complaint_id String, user_type LowCardinality(String), status LowCardinality(String),
     submitted_at ${TIME}, resolved_at ${TIME}, version UInt64)
   ENGINE = ReplacingMergeTree(version) ORDER BY complaint_id`,
  `CREATE TABLE IF NOT EXISTS complaint_rollup (day Date, user_type LowCardinality(String), status LowCardinality(String), n Int64)
   ENGINE = SummingMergeTree(n) ORDER BY (day, user_type, status)`,
];
export const complaintFactTableNames = ['complaint_facts'] as const;
export const complaintReportTableNames = ['complaint_current', 'complaint_rollup'] as const;

export const complaintEventTypes = ['ComplaintSubmitted', 'ComplaintResolved'];

const complaintRow = (e: RecordedEvent) => {
  const d = e.data as Record<string, any>;
  return {
    event_id: e.id,
    event_type: e.type,
    complaint_id: d.complaintId,
    // Only the submission says who complained (a volunteer or a VIO); the resolution leaves it empty.
    user_type: e.type === 'ComplaintSubmitted' ? (d.userType ?? '') : '',
    status: e.type === 'ComplaintResolved' ? 'RESOLVED' : 'ONGOING',
    occurred_at: new Date(e.metadata.occurredAt).toISOString().replace('T', ' ').replace('Z', ''),
  };
};

let lastVersion = 0n;
/** Strictly increasing versions for the current rows (the newest wins under FINAL). */
const nextVersion = () => {
  const now = BigInt(Date.now()) * 1000n;
  lastVersion = now > lastVersion ? now : lastVersion + 1n;
  return lastVersion.toString();
};

const inKeys = (keys: string[] | undefined) => (keys ? 'complaint_id IN {c:Array(String)}' : '1');
const bound = (keys: string[] | undefined) => (keys ? { c: keys } : {});

/** Current rows of these complaints (or all) from their facts; a complaint without its submission is left out. */
const writeCurrent = (analytics: Analytics, keys?: string[]) =>
  analytics.exec(
    `INSERT INTO complaint_current SELECT complaint_id, argMaxIf(user_type, occurred_at, user_type != ''),
       if(countIf(event_type = 'ComplaintResolved') > 0, 'RESOLVED', 'ONGOING'),
       minIf(occurred_at, event_type = 'ComplaintSubmitted'), maxIf(occurred_at, event_type = 'ComplaintResolved'), {version:UInt64}
     FROM complaint_facts FINAL WHERE ${inKeys(keys)} GROUP BY complaint_id HAVING countIf(event_type = 'ComplaintSubmitted') > 0`,
    { ...bound(keys), version: nextVersion() },
  );

const writeContributions = (analytics: Analytics, keys: string[] | undefined, sign: 1 | -1) =>
  analytics.exec(
    `INSERT INTO complaint_rollup SELECT toDate(submitted_at, '${TZ}') AS d, user_type, status, ${sign} * count()
     FROM complaint_current FINAL WHERE ${inKeys(keys)} GROUP BY d, user_type, status`,
    bound(keys),
  );

/**
 * Writes the complaint facts of `events` not yet there; unless `factsOnly` (a rebuild from zero, which derives
 * once at the end), refreshes the current rows and the rollup of the complaints they touch.
 */
export const writeComplaintFacts = async (analytics: Analytics, events: RecordedEvent[], factsOnly = false) => {
  const rows = new Map<string, ReturnType<typeof complaintRow>>();
  for (const e of events) if (complaintEventTypes.includes(e.type)) rows.set(e.id, complaintRow(e));
  if (!rows.size) return;
  const seen = await analytics.query<{ id: string }>(`SELECT toString(event_id) AS id FROM complaint_facts WHERE event_id IN {ids:Array(UUID)}`, {
    ids: [...rows.keys()],
  });
  for (const { id } of seen) rows.delete(id);
  if (!rows.size) return;
  const fresh = [...rows.values()];
  if (factsOnly) return analytics.insert('complaint_facts', fresh);
  const keys = [...new Set(fresh.map((r) => String(r.complaint_id)))];
  await writeContributions(analytics, keys, -1);
  await analytics.insert('complaint_facts', fresh);
  await writeCurrent(analytics, keys);
  await writeContributions(analytics, keys, 1);
};

/** Creates the tables; derives the current rows and rollup once when facts exist without them (an upgrade). */
export const setupComplaintFacts = async (analytics: Analytics) => {
  for (const sql of [...complaintFactsTables, ...complaintReportTables]) await analytics.exec(sql);
  const [row] = await analytics.query<{ facts: number; current: number }>(
    `SELECT toUInt64((SELECT count() FROM complaint_facts)) AS facts, toUInt64((SELECT count() FROM complaint_current)) AS current`,
  );
  if (Number(row?.facts ?? 0) > 0 && Number(row?.current ?? 0) === 0) await buildComplaintTables(analytics);
};

/** Derives the current rows and the rollup from every complaint fact (after a rebuild from zero). */
export const buildComplaintTables = async (analytics: Analytics) => {
  for (const table of complaintReportTableNames) await analytics.exec(`TRUNCATE TABLE IF EXISTS ${table}`);
  await writeCurrent(analytics);
  await writeContributions(analytics, undefined, 1);
};
