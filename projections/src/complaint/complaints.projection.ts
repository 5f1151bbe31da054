import { sliceOf, type RecordedEvent, type Vault } from '@nvp/events';
import type { PostgresProjection } from '../runner/projection';

interface Submitted {
  title: string;
  description: string;
  registrationNo: string | null;
  email: string;
  userName: string;
  userRegistrationNo: string | null;
}

/**
 * One row per complaint: ONGOING → RESOLVED. What the complainant wrote, their contact and the action taken are
 * opened from the vault; when the complainant is erased (PersonalDataErased on their account stream) those
 * columns are nulled and `erased` set, while the row (type, state, dates) stays for the dashboard count.
 */
export const complaintsProjection = (vault: Vault): PostgresProjection => ({
  kind: 'postgres',
  name: 'complaints',
  eventTypes: ['ComplaintSubmitted', 'ComplaintResolved', 'PersonalDataErased'],
  tables: {
    complaints: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        complainant_id uuid NOT NULL,
        user_type text NOT NULL,
        state text NOT NULL,
        title text,
        description text,
        registration_no text,
        user_name text,
        user_registration_no text,
        email text,
        action_taken text,
        created_at timestamptz NOT NULL,
        resolved_at timestamptz,
        resolved_by uuid,
        erased boolean NOT NULL DEFAULT false
      );
      CREATE INDEX ON ${t} (state, created_at DESC);
      CREATE INDEX ON ${t} (complainant_id);`,
  },
  async handle(events: RecordedEvent[], { client, table }) {
    const t = table('complaints');
    for (const e of events) {
      const d = e.data as Record<string, any>;
      const at = e.metadata.occurredAt;
      switch (e.type) {
        case 'ComplaintSubmitted': {
          const p = await vault.open<Submitted>(d.personal);
          await client.query(
            `INSERT INTO ${t} (id, complainant_id, user_type, state, title, description, registration_no, user_name, user_registration_no, email, created_at, erased)
             VALUES ($1, $2, $3, 'ONGOING', $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (id) DO NOTHING`,
            [d.complaintId, d.complainantId, d.userType, p?.title ?? null, p?.description ?? null, p?.registrationNo ?? null, p?.userName ?? null, p?.userRegistrationNo ?? null, p?.email ?? null, at, !p],
          );
          break;
        }
        case 'ComplaintResolved': {
          const p = d.personal ? await vault.open<{ actionTaken: string }>(d.personal) : undefined;
          await client.query(`UPDATE ${t} SET state = 'RESOLVED', action_taken = $2, resolved_at = $3, resolved_by = $4 WHERE id = $1`, [
            d.complaintId,
            p?.actionTaken ?? null,
            at,
            d.adminId,
          ]);
          break;
        }
        case 'PersonalDataErased':
          if (sliceOf(e.streamId) !== 'volunteer' && sliceOf(e.streamId) !== 'vio') break;
          await client.query(
            `UPDATE ${t} SET title = NULL, description = NULL, registration_no = NULL, user_name = NULL, user_registration_no = NULL,
               email = NULL, action_taken = NULL, erased = true WHERE complainant_id = $1`,
            [d.subjectId],
          );
          break;
      }
    }
  },
});
