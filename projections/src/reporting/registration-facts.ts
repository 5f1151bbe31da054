import { birthYearFromNic, type RecordedEvent, type Sealed, type Vault } from '@nvp/events';
import type { Analytics } from '../analytics/analytics';
import type { SinkProjection } from '../runner/projection';

/**
 * One fact row per registration-funnel event, for the ministry's statistical reports. Written at least
 * once; ReplacingMergeTree keyed by event id collapses repeats, and readers count with FINAL. The birth
 * year comes from the sealed NIC. When a subject is erased its rows stay counted but lose what ties them to
 * the person: subject id and birth year are blanked (a synchronous mutation, so the next read sees it).
 */
export const registrationFactsTable = `
CREATE TABLE IF NOT EXISTS registration_facts (
  event_id UUID,
  event_type LowCardinality(String),
  subject_type LowCardinality(String),
  subject_id String,
  vio_type LowCardinality(String),
  birth_year UInt16,
  occurred_at DateTime64(3, 'UTC')
) ENGINE = ReplacingMergeTree ORDER BY event_id`;

const subjectOf = (e: RecordedEvent) => {
  const d = e.data as Record<string, any>;
  if (e.type.startsWith('Volunteer')) return { subject_type: 'VOLUNTEER', subject_id: d.volunteerId };
  return { subject_type: 'VIO', subject_id: d.vioId };
};

export const registrationFactsProjection = (analytics: Analytics, vault: Vault): SinkProjection => ({
  kind: 'sink',
  name: 'registration-facts',
  eventTypes: ['VolunteerRegistered', 'VolunteerEmailVerified', 'VioRegistered', 'VioEmailVerified', 'PersonalDataErased'],
  async setup() {
    await analytics.exec(registrationFactsTable);
  },
  async handle(events) {
    // In log order: the rows before an erasure are written before it is applied (a replayed batch stays right).
    let rows: Record<string, unknown>[] = [];
    const flush = async () => {
      await analytics.insert('registration_facts', rows);
      rows = [];
    };
    for (const e of events) {
      const d = e.data as Record<string, any>;
      if (e.type === 'PersonalDataErased') {
        await flush();
        await analytics.exec(
          `ALTER TABLE registration_facts UPDATE subject_id = '', birth_year = 0 WHERE subject_id = {subject:String} SETTINGS mutations_sync = 2`,
          { subject: d.subjectId },
        );
        continue;
      }
      const personal = e.type === 'VolunteerRegistered' ? await vault.open<{ nic?: string }>(d.personal as Sealed) : undefined;
      rows.push({
        event_id: e.id,
        event_type: e.type,
        ...subjectOf(e),
        vio_type: d.type ?? '',
        birth_year: (personal?.nic && birthYearFromNic(personal.nic)) || 0,
        occurred_at: new Date(e.metadata.occurredAt).toISOString().replace('T', ' ').replace('Z', ''),
      });
    }
    await flush();
  },
});

export const countRegistrations = (analytics: Analytics) =>
  analytics.query<{ event_type: string; n: number }>(
    // toUInt32: chDB and a ClickHouse server quote 64-bit integers differently in JSON.
    'SELECT event_type, toUInt32(count()) AS n FROM registration_facts FINAL GROUP BY event_type ORDER BY event_type',
  );
