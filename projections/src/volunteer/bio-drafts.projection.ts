import { sliceOf, type RecordedEvent, type Vault } from '@nvp/events';
import type { PostgresProjection } from '../runner/projection';

/**
 * The bio's draft of each volunteer who saved sections of it before the first full save (issue 27: on a phone each
 * step is saved as it is finished). One row per volunteer: the sections saved so far and their values (the request
 * shape of the bio), a later draft adding to the earlier ones. The full save (VolunteerBioSubmitted) supersedes the
 * draft and erasure ends it: both delete the row. A draft sealed for an erased volunteer opens to nothing in a
 * rebuild and is skipped.
 */
export const volunteerBioDraftsProjection = (vault: Vault): PostgresProjection => ({
  kind: 'postgres',
  name: 'volunteer_bio_drafts',
  eventTypes: ['VolunteerBioDraftSaved', 'VolunteerBioSubmitted', 'PersonalDataErased'],
  tables: {
    volunteer_bio_drafts: (t) => `
      CREATE TABLE ${t} (
        volunteer_id uuid PRIMARY KEY,
        sections text[] NOT NULL,
        draft jsonb NOT NULL,
        saved_at timestamptz NOT NULL
      );`,
  },
  async handle(events: RecordedEvent[], { client, table }) {
    const t = table('volunteer_bio_drafts');
    for (const e of events) {
      const d = e.data as Record<string, any>;
      switch (e.type) {
        case 'VolunteerBioDraftSaved': {
          const values = await vault.open<Record<string, unknown>>(d.personal);
          if (!values) break;
          await client.query(
            `INSERT INTO ${t} AS t (volunteer_id, sections, draft, saved_at) VALUES ($1, $2, $3, $4)
             ON CONFLICT (volunteer_id) DO UPDATE SET
               sections = ARRAY(SELECT DISTINCT unnest(t.sections || EXCLUDED.sections) ORDER BY 1),
               draft = t.draft || EXCLUDED.draft,
               saved_at = EXCLUDED.saved_at`,
            [d.volunteerId, d.sections, JSON.stringify(values), e.metadata.occurredAt],
          );
          break;
        }
        case 'VolunteerBioSubmitted':
          await client.query(`DELETE FROM ${t} WHERE volunteer_id = $1`, [d.volunteerId]);
          break;
        case 'PersonalDataErased':
          if (sliceOf(e.streamId) !== 'volunteer') break;
          await client.query(`DELETE FROM ${t} WHERE volunteer_id = $1`, [d.subjectId]);
          break;
      }
    }
  },
});
