import { START, type EventStore, type Position, type RecordedEvent } from '@nvp/events';
import type { Analytics } from '../analytics/analytics';
import type { SinkProjection } from '../runner/projection';
import { buildReportTables, rebuildStates, refreshReportTables, insertStates, reportTableNames, reportTables, reportTablesOutdated } from './report-tables';
import { buildComplaintTables, complaintEventTypes, complaintFactTableNames, complaintReportTableNames, setupComplaintFacts, writeComplaintFacts } from './complaint-facts';
import { attendanceEventTypes, attendanceFactsTables, attendanceFactTableNames, eraseAttendanceFacts, writeAttendanceFacts } from './attendance-facts';

/**
 * The reports' facts: one row per event (ReplacingMergeTree keyed by event id; an event already there is not
 * written again, so a redelivered batch changes nothing). A subject's or an opportunity's current attributes are
 * the latest non-empty value over its rows; the reports read them, and their sums, from the small tables of
 * ./report-tables.ts that each batch keeps up to date. No fact is rewritten except by an erasure.
 *
 * - subject_facts: volunteer and VIO registrations, profiles (district, gender, nationality, sector, VIO
 *   type) and approvals — registrations, pending registrations and their splits.
 * - opportunity_facts: formal and non-formal opportunities (type REGULAR/ONLINE, district, category,
 *   goals, core functions) and their reviews, completion and deletion.
 * - application_facts: applications, both reviews and the hours the organisation confirmed.
 * - complaint_facts: complaints submitted and resolved, with no personal data (./complaint-facts.ts).
 * - attendance_facts: check-ins, check-outs and no-shows of engagement days (./attendance-facts.ts, issue 28).
 *
 * Erasure (PersonalDataErased): the subject's rows stay counted, but its id becomes `erased-<erasure event
 * id>` (the same on every replay, so distinct counts stay exact, yet tied to nothing outside) and a
 * volunteer's profile attributes (district, gender, nationality, sector) are emptied. Synchronous mutations,
 * so the next read sees them; rows are written in log order, so a replayed batch ends erased too.
 */
export const activityFactsTables = [
  `CREATE TABLE IF NOT EXISTS subject_facts (
    event_id UUID,
    event_type LowCardinality(String),
    subject_type LowCardinality(String),
    subject_id String,
    district String,
    gender LowCardinality(String),
    nationality LowCardinality(String),
    sector LowCardinality(String),
    vio_type LowCardinality(String),
    occurred_at DateTime64(3, 'UTC')
  ) ENGINE = ReplacingMergeTree ORDER BY event_id`,
  `CREATE TABLE IF NOT EXISTS opportunity_facts (
    event_id UUID,
    event_type LowCardinality(String),
    opportunity_id String,
    vio_id String,
    formal UInt8,
    opportunity_type LowCardinality(String),
    district String,
    category UInt16,
    sdgs Array(UInt8),
    core_functions Array(UInt8),
    occurred_at DateTime64(3, 'UTC')
  ) ENGINE = ReplacingMergeTree ORDER BY event_id`,
  `CREATE TABLE IF NOT EXISTS application_facts (
    event_id UUID,
    event_type LowCardinality(String),
    application_id String,
    opportunity_id String,
    volunteer_id String,
    vio_id String,
    hours Float64,
    occurred_at DateTime64(3, 'UTC')
  ) ENGINE = ReplacingMergeTree ORDER BY event_id`,
];

export const activityFactTables = ['subject_facts', 'opportunity_facts', 'application_facts'] as const;

const subjectEvents = [
  'VolunteerRegistered',
  'VolunteerBioSubmitted',
  'VolunteerApproved',
  'VioRegistered',
  'VioProfileCompleted',
  'VioProfileUpdated',
  'VioApproved',
  'VioRejected',
];
const opportunityEvents = [
  'OpportunityCreated',
  'OpportunityUpdated',
  'OpportunityApproved',
  'OpportunityRejected',
  'OpportunityCompleted',
  'OpportunityDeleted',
  'NonFormalOpportunityCreated',
  'NonFormalOpportunityUpdated',
  'NonFormalOpportunityApproved',
  'NonFormalOpportunityRejected',
];
const applicationEvents = [
  'ApplicationSubmitted',
  'ApplicationSelected',
  'ApplicationRejectedByAdmin',
  'ApplicationApproved',
  'ApplicationRejectedByVio',
  'VioFeedbackSubmitted',
  // The last decision of a withdrawn application is the withdrawal: an approval withdrawn stops counting.
  'ApplicationWithdrawn',
];

const at = (e: RecordedEvent) => new Date(e.metadata.occurredAt).toISOString().replace('T', ' ').replace('Z', '');

const subjectRow = (e: RecordedEvent) => {
  const d = e.data as Record<string, any>;
  const volunteer = e.type.startsWith('Volunteer');
  const profile = (d.profile ?? {}) as Record<string, any>;
  return {
    event_id: e.id,
    event_type: e.type,
    subject_type: volunteer ? 'VOLUNTEER' : 'VIO',
    subject_id: volunteer ? d.volunteerId : d.vioId,
    district: (volunteer ? profile.contributeDistrict : profile.district) ?? '',
    gender: profile.gender ?? '',
    nationality: profile.currentNationality ?? '',
    sector: profile.employmentSector ?? '',
    vio_type: volunteer ? '' : (d.type ?? ''),
    occurred_at: at(e),
  };
};

const opportunityRow = (e: RecordedEvent) => {
  const d = e.data as Record<string, any>;
  const o = (d.opportunity ?? {}) as Record<string, any>;
  const formal = !e.type.startsWith('NonFormal');
  return {
    event_id: e.id,
    event_type: e.type,
    opportunity_id: d.opportunityId,
    vio_id: d.vioId ?? '',
    formal: formal ? 1 : 0,
    // A non-formal opportunity reports work done in the field: it counts as REGULAR.
    opportunity_type: d.opportunity ? (o.type ?? 'REGULAR') : '',
    district: o.district ?? '',
    category: o.category ?? 0,
    sdgs: o.sdgNumbers ?? [],
    core_functions: o.coreFunctions ?? [],
    occurred_at: at(e),
  };
};

const applicationRow = (e: RecordedEvent) => {
  const d = e.data as Record<string, any>;
  return {
    event_id: e.id,
    event_type: e.type,
    application_id: d.applicationId,
    opportunity_id: d.opportunityId,
    volunteer_id: d.volunteerId,
    vio_id: d.vioId,
    hours: e.type === 'VioFeedbackSubmitted' ? Number(d.hours) || 0 : 0,
    occurred_at: at(e),
  };
};

type Row = Record<string, unknown> & { event_id: string };

/**
 * New facts only (a redelivered or replayed event is already there, keyed by event id), then the report tables
 * of the entities they touch (./report-tables.ts).
 */
const writeFacts = async (analytics: Analytics, events: RecordedEvent[], factsOnly = false) => {
  await writeComplaintFacts(analytics, events, factsOnly);
  await writeAttendanceFacts(analytics, events);
  const rows: Record<'subject_facts' | 'opportunity_facts' | 'application_facts', Map<string, Row>> = {
    subject_facts: new Map(),
    opportunity_facts: new Map(),
    application_facts: new Map(),
  };
  for (const e of events) {
    if (subjectEvents.includes(e.type)) rows.subject_facts.set(e.id, subjectRow(e));
    else if (opportunityEvents.includes(e.type)) rows.opportunity_facts.set(e.id, opportunityRow(e));
    else if (applicationEvents.includes(e.type)) rows.application_facts.set(e.id, applicationRow(e));
  }
  for (const [table, map] of Object.entries(rows)) {
    if (!map.size) continue;
    // (Not aliased as event_id: ClickHouse would compare the alias, a String, with the UUIDs.)
    const seen = await analytics.query<{ id: string }>(`SELECT toString(event_id) AS id FROM ${table} WHERE event_id IN {ids:Array(UUID)}`, {
      ids: [...map.keys()],
    });
    for (const { id } of seen) map.delete(id);
  }
  const fresh = { subject: [...rows.subject_facts.values()], opportunity: [...rows.opportunity_facts.values()], application: [...rows.application_facts.values()] };
  if (!fresh.subject.length && !fresh.opportunity.length && !fresh.application.length) return;
  if (factsOnly) {
    // A rebuild from zero writes the facts alone and derives the report tables once at the end.
    await analytics.insert('subject_facts', fresh.subject);
    await analytics.insert('opportunity_facts', fresh.opportunity);
    await analytics.insert('application_facts', fresh.application);
    return;
  }
  const ids = (list: Row[]) => list.map((r) => r.event_id);
  const text = (list: Row[], column: string) => list.map((r) => String(r[column] ?? ''));
  await refreshReportTables(
    analytics,
    {
      subjects: [...text(fresh.subject, 'subject_id'), ...text(fresh.application, 'volunteer_id'), ...text(fresh.opportunity, 'vio_id')],
      opportunities: text(fresh.opportunity, 'opportunity_id'),
      applications: text(fresh.application, 'application_id'),
    },
    async () => {
      await analytics.insert('subject_facts', fresh.subject);
      await analytics.insert('opportunity_facts', fresh.opportunity);
      await analytics.insert('application_facts', fresh.application);
      await insertStates(analytics, { subject: ids(fresh.subject), opportunity: ids(fresh.opportunity), application: ids(fresh.application) });
    },
  );
};

/** The person leaves the facts: their id becomes the erasure's token, a volunteer's profile attributes are emptied. */
const eraseFacts = async (analytics: Analytics, e: RecordedEvent) => {
  const subject = (e.data as { subjectId: string }).subjectId;
  const token = `erased-${e.id}`;
  const sync = 'SETTINGS mutations_sync = 2';
  await analytics.exec(
    `ALTER TABLE subject_facts UPDATE district = '', gender = '', nationality = '', sector = ''
     WHERE subject_id = {subject:String} AND subject_type = 'VOLUNTEER' ${sync}`,
    { subject },
  );
  await analytics.exec(`ALTER TABLE subject_facts UPDATE subject_id = {token:String} WHERE subject_id = {subject:String} ${sync}`, { subject, token });
  await analytics.exec(`ALTER TABLE application_facts UPDATE volunteer_id = {token:String} WHERE volunteer_id = {subject:String} ${sync}`, { subject, token });
  await eraseAttendanceFacts(analytics, subject, token);
};

const erase = async (analytics: Analytics, e: RecordedEvent) => {
  const subject = (e.data as { subjectId: string }).subjectId;
  // The erasure event's own id stands in for the person: the same on every replay, tied to nothing else.
  const token = `erased-${e.id}`;
  const sync = 'SETTINGS mutations_sync = 2';
  const apps = await analytics.query<{ id: string }>(
    `SELECT DISTINCT application_id AS id FROM application_facts WHERE volunteer_id IN {people:Array(String)}`,
    { people: [subject, token] },
  );
  const applications = apps.map((a) => a.id);
  await refreshReportTables(analytics, { subjects: [subject, token], opportunities: [], applications }, async () => {
    await eraseFacts(analytics, e);
    await analytics.exec(`ALTER TABLE subject_current DELETE WHERE subject_id = {subject:String} ${sync}`, { subject });
    await rebuildStates(analytics, [subject, token], applications);
  });
};

export const activityFactsProjection = (analytics: Analytics, options: { factsOnly?: boolean } = {}): SinkProjection => ({
  kind: 'sink',
  name: 'activity-facts',
  eventTypes: [...subjectEvents, ...opportunityEvents, ...applicationEvents, ...complaintEventTypes, ...attendanceEventTypes, 'PersonalDataErased'],
  async setup() {
    for (const sql of [...activityFactsTables, ...attendanceFactsTables]) await analytics.exec(sql);
    // Derived tables of an earlier definition: made again, and built below from the facts.
    if (await reportTablesOutdated(analytics)) for (const table of reportTableNames) await analytics.exec(`DROP TABLE IF EXISTS ${table}`);
    for (const sql of reportTables) await analytics.exec(sql);
    await setupComplaintFacts(analytics);
    // Facts written before the report tables existed: derive them once.
    const [current] = await analytics.query<{ n: number }>(`SELECT toUInt64(count()) AS n FROM subject_current`);
    if (Number(current?.n ?? 0) === 0) {
      const [facts] = await analytics.query<{ n: number }>(
        `SELECT toUInt64((SELECT count() FROM subject_facts) + (SELECT count() FROM opportunity_facts) + (SELECT count() FROM application_facts)) AS n`,
      );
      if (Number(facts?.n ?? 0) > 0) await buildReportTables(analytics);
    }
  },
  async handle(events) {
    // Rows go in log order: the facts between two erasures together, each erasure on its own.
    let segment: RecordedEvent[] = [];
    for (const e of events) {
      if (e.type !== 'PersonalDataErased') {
        segment.push(e);
        continue;
      }
      await writeFacts(analytics, segment, options.factsOnly);
      segment = [];
      if (options.factsOnly) await eraseFacts(analytics, e);
      else await erase(analytics, e);
    }
    await writeFacts(analytics, segment, options.factsOnly);
  },
});

/**
 * Rebuilds the facts from the log, with progress. Rows are keyed by event id, so replaying into live tables is
 * safe (repairs gaps, doubles nothing); `fromZero` drops the tables first (readers see partial figures meanwhile).
 */
export const replayActivityFacts = async (
  store: Pick<EventStore, 'readAll' | 'countAfter'>,
  analytics: Analytics,
  options: { fromZero?: boolean; batchSize?: number; onProgress?: (p: { done: number; total: number }) => void } = {},
) => {
  // From zero: the facts alone batch by batch, then the report tables derived once (far faster than per batch).
  const projection = activityFactsProjection(analytics, { factsOnly: options.fromZero });
  if (options.fromZero)
    for (const table of [...activityFactTables, ...reportTableNames, ...complaintFactTableNames, ...complaintReportTableNames, ...attendanceFactTableNames]) await analytics.exec(`DROP TABLE IF EXISTS ${table}`);
  await projection.setup!();
  // Only the facts' own event types are read (a quarter of the demo history is not).
  const filter = { eventTypes: [...projection.eventTypes!] };
  const total = await store.countAfter(START, { cap: Number.MAX_SAFE_INTEGER, filter });
  let position: Position = START;
  let done = 0;
  options.onProgress?.({ done, total });
  for (;;) {
    const batch = await store.readAll(position, { maxCount: options.batchSize ?? 5000, filter });
    await projection.handle(batch.events);
    done += batch.events.length;
    position = batch.checkedUpTo;
    options.onProgress?.({ done, total: Math.max(done, total) });
    if (batch.caughtUp) break;
  }
  if (options.fromZero) {
    // Anything the live sink derived meanwhile is derived again from all the facts (nothing counted twice).
    for (const table of reportTableNames) await analytics.exec(`TRUNCATE TABLE IF EXISTS ${table}`);
    await buildReportTables(analytics);
    await buildComplaintTables(analytics);
  }
  // Where the facts stand: the live sink goes on from here, not from a head read earlier (which may be further).
  return { events: done, position };
};
