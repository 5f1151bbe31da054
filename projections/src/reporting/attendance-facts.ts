import type { RecordedEvent } from '@nvp/events';
import type { Analytics } from '../analytics/analytics';

/**
 * Attendance facts (issue 28) for the reports, written by the `activity-facts` sink beside the other facts (same
 * patterns: one row per event keyed by event id, an event already there is not written again): check-ins,
 * check-outs, no-shows, reminders and their answers (YES, NO), each with its application, opportunity, volunteer, organisation and engagement day.
 * The reports count them per opportunity and per district (the opportunity's, from opportunity_current) and a
 * volunteer's days attended. Erasure: the volunteer's id becomes the erasure's token, as in application_facts.
 */
export const attendanceFactsTables = [
  `CREATE TABLE IF NOT EXISTS attendance_facts (
    event_id UUID,
    event_type LowCardinality(String),
    application_id String,
    opportunity_id String,
    volunteer_id String,
    vio_id String,
    day Date,
    occurred_at DateTime64(3, 'UTC')
  ) ENGINE = ReplacingMergeTree ORDER BY event_id`,
];
export const attendanceFactTableNames = ['attendance_facts'] as const;
export const attendanceEventTypes = ['AttendanceCheckedIn', 'AttendanceCheckedOut', 'AttendanceNoShow', 'EngagementReminderSent', 'EngagementConfirmed', 'EngagementDeclined'];

const attendanceRow = (e: RecordedEvent) => {
  const d = e.data as Record<string, any>;
  return {
    event_id: e.id,
    event_type: e.type,
    application_id: String(d.applicationId ?? ''),
    opportunity_id: String(d.opportunityId ?? ''),
    volunteer_id: String(d.volunteerId ?? ''),
    vio_id: String(d.vioId ?? ''),
    day: typeof d.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d.date) ? d.date : '1970-01-01',
    occurred_at: new Date(e.metadata.occurredAt).toISOString().replace('T', ' ').replace('Z', ''),
  };
};

/** Writes the attendance facts of `events` not yet there. */
export const writeAttendanceFacts = async (analytics: Analytics, events: RecordedEvent[]) => {
  const rows = new Map<string, ReturnType<typeof attendanceRow>>();
  for (const e of events) if (attendanceEventTypes.includes(e.type)) rows.set(e.id, attendanceRow(e));
  if (!rows.size) return;
  const seen = await analytics.query<{ id: string }>(`SELECT toString(event_id) AS id FROM attendance_facts WHERE event_id IN {ids:Array(UUID)}`, {
    ids: [...rows.keys()],
  });
  for (const { id } of seen) rows.delete(id);
  if (rows.size) await analytics.insert('attendance_facts', [...rows.values()]);
};

/** The volunteer leaves the attendance facts: their id becomes the erasure's token. */
export const eraseAttendanceFacts = (analytics: Analytics, subject: string, token: string) =>
  analytics.exec(`ALTER TABLE attendance_facts UPDATE volunteer_id = {token:String} WHERE volunteer_id = {subject:String} SETTINGS mutations_sync = 2`, {
    subject,
    token,
  });
