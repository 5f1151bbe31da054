import type { RecordedEvent } from '@nvp/events';
import type { Analytics } from '../analytics/analytics';
import type { SinkProjection } from '../runner/projection';

/**
 * Facts of emergency mobilisation for the reports: a 'mobilised' row per completed volunteer
 * (EmergencyVolunteerCompleted) and an 'hours' row per feedback with its contribution hours, marked by who
 * gave them ('volunteer' = the emergency user's figure about the volunteer, the one reports sum;
 * 'emergencyLogin' = the volunteer's own). ReplacingMergeTree by event id: repeats collapse (read with FINAL).
 * Erasure blanks the volunteer id; the counts and hours stay.
 */
export const emergencyFactsTable = `
CREATE TABLE IF NOT EXISTS emergency_facts (
  event_id UUID,
  fact LowCardinality(String),
  given_by LowCardinality(String),
  opportunity_id String,
  volunteer_id String,
  hours Float64,
  occurred_at DateTime64(3, 'UTC')
) ENGINE = ReplacingMergeTree ORDER BY event_id`;

export const emergencyFactsProjection = (analytics: Analytics): SinkProjection => ({
  kind: 'sink',
  name: 'emergency-facts',
  eventTypes: ['EmergencyVolunteerCompleted', 'EmergencyFeedbackSubmitted', 'PersonalDataErased'],
  async setup() {
    await analytics.exec(emergencyFactsTable);
  },
  async handle(events: RecordedEvent[]) {
    let rows: Record<string, unknown>[] = [];
    const flush = async () => {
      await analytics.insert('emergency_facts', rows);
      rows = [];
    };
    for (const e of events) {
      const d = e.data as Record<string, any>;
      if (e.type === 'PersonalDataErased') {
        await flush();
        // A mutation rewrites parts: only for a subject who has facts here (most erased subjects never mobilised).
        const [found] = await analytics.query<{ n: number }>(`SELECT toUInt32(count()) AS n FROM emergency_facts WHERE volunteer_id = {subject:String}`, { subject: d.subjectId });
        if (Number(found?.n ?? 0) > 0) {
          await analytics.exec(`ALTER TABLE emergency_facts UPDATE volunteer_id = '' WHERE volunteer_id = {subject:String} SETTINGS mutations_sync = 2`, { subject: d.subjectId });
        }
        continue;
      }
      rows.push({
        event_id: e.id,
        fact: e.type === 'EmergencyVolunteerCompleted' ? 'mobilised' : 'hours',
        given_by: e.type === 'EmergencyFeedbackSubmitted' ? d.about : '',
        opportunity_id: d.opportunityId,
        volunteer_id: d.volunteerId,
        hours: e.type === 'EmergencyFeedbackSubmitted' ? Number(d.contributionHours) : 0,
        occurred_at: new Date(e.metadata.occurredAt).toISOString().replace('T', ' ').replace('Z', ''),
      });
    }
    await flush();
  },
});

/** Volunteers mobilised in emergencies and the emergency hours (the emergency users' figures). */
export const emergencyTotals = async (analytics: Analytics) => {
  const [row] = await analytics.query<{ mobilised: number; hours: number }>(
    `SELECT toUInt32(countIf(fact = 'mobilised')) AS mobilised, sumIf(hours, fact = 'hours' AND given_by = 'volunteer') AS hours FROM emergency_facts FINAL`,
  );
  return { mobilised: Number(row?.mobilised ?? 0), hours: Number(row?.hours ?? 0) };
};
