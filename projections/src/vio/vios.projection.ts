import { sliceOf, type RecordedEvent, type Vault } from '@nvp/events';
import type { PostgresProjection } from '../runner/projection';

/** Account events every stream can carry; only those on vio- streams concern this table. */
const accountEventTypes = ['ProfileImageChanged', 'AccountSuspended', 'AccountUnsuspended', 'AccountTerminated', 'PersonalDataErased'];

/**
 * One row per organisation: registration, status, the profile form (public part in `profile`, the
 * opened personal part in `contact`), picture and standing. Personal columns are nulled on erasure;
 * the organisation's name and type are public data and stay.
 */
export const viosProjection = (vault: Vault): PostgresProjection => ({
  kind: 'postgres',
  name: 'vios',
  eventTypes: ['VioRegistered', 'VioEmailVerified', 'VioProfileCompleted', 'VioProfileUpdated', 'VioApproved', 'VioRejected', 'SubVioCreated', 'SubVioTransferred', ...accountEventTypes],
  tables: {
    vios: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        registration_no text NOT NULL UNIQUE,
        name text NOT NULL,
        type text NOT NULL,
        description text,
        status text NOT NULL,
        email text,
        profile jsonb,
        contact jsonb,
        image_url text,
        parent_vio_id uuid,
        leader text,
        suspended_until date,
        terminated boolean NOT NULL DEFAULT false,
        erased boolean NOT NULL DEFAULT false,
        registered_at timestamptz NOT NULL,
        email_verified_at timestamptz,
        profile_submitted_at timestamptz,
        reviewed_at timestamptz,
        reviewed_by uuid
      );
      CREATE INDEX ON ${t} (status);
      CREATE INDEX ON ${t} (lower(name));
      CREATE INDEX ON ${t} (parent_vio_id);`,
  },
  async handle(events: RecordedEvent[], { client, table }) {
    const t = table('vios');
    for (const e of events) {
      const d = e.data as Record<string, any>;
      const at = e.metadata.occurredAt;
      switch (e.type) {
        case 'VioRegistered': {
          const p = await vault.open<{ email: string }>(d.personal);
          await client.query(
            `INSERT INTO ${t} (id, registration_no, name, type, description, status, email, erased, registered_at)
             VALUES ($1, $2, $3, $4, $5, 'REGISTERED', $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
            [d.vioId, d.registrationNo, d.name, d.type, d.description, p?.email ?? null, !p, at],
          );
          break;
        }
        case 'VioEmailVerified':
          await client.query(`UPDATE ${t} SET status = 'EMAILVERYFIED', email_verified_at = $2 WHERE id = $1`, [d.vioId, at]);
          break;
        case 'VioProfileCompleted':
        case 'VioProfileUpdated': {
          const contact = await vault.open<Record<string, string>>(d.personal);
          // A (re)submission goes to the admins again; an edit keeps the status it had.
          const submitted = e.type === 'VioProfileCompleted';
          await client.query(
            `UPDATE ${t} SET profile = $2, contact = $3,
               status = CASE WHEN $4 THEN 'PROFILECOMPLETED' ELSE status END,
               profile_submitted_at = CASE WHEN $4 THEN $5::timestamptz ELSE profile_submitted_at END
             WHERE id = $1`,
            [d.vioId, JSON.stringify(d.profile), contact ? JSON.stringify(contact) : null, submitted, at],
          );
          break;
        }
        case 'VioApproved':
        case 'VioRejected':
          await client.query(`UPDATE ${t} SET status = $2, reviewed_at = $3, reviewed_by = $4 WHERE id = $1`, [
            d.vioId,
            e.type === 'VioApproved' ? 'APPROVED' : 'REJECTED',
            at,
            d.adminId,
          ]);
          break;
        case 'SubVioCreated': {
          // Sealed with the sub-VIO's key: its leader (a person) goes with an erasure.
          const p = await vault.open<{ leader?: string }>(d.personal);
          await client.query(`UPDATE ${t} SET parent_vio_id = $2, leader = $3 WHERE id = $1`, [d.vioId, d.parentVioId, p?.leader || null]);
          break;
        }
        case 'SubVioTransferred':
          // An approved sub-VIO becomes TRANSFERRED (same rights); one still on its way to approval keeps its status.
          await client.query(
            `UPDATE ${t} SET parent_vio_id = $2, status = CASE WHEN status IN ('APPROVED', 'TRANSFERRED') THEN 'TRANSFERRED' ELSE status END WHERE id = $1`,
            [d.vioId, d.toParentVioId],
          );
          break;
        default:
          if (sliceOf(e.streamId) !== 'vio') break;
          if (e.type === 'ProfileImageChanged') await client.query(`UPDATE ${t} SET image_url = $2 WHERE id = $1`, [d.subjectId, d.imageURL]);
          else if (e.type === 'AccountSuspended') await client.query(`UPDATE ${t} SET suspended_until = $2 WHERE id = $1`, [d.subjectId, d.until]);
          else if (e.type === 'AccountUnsuspended') await client.query(`UPDATE ${t} SET suspended_until = NULL WHERE id = $1`, [d.subjectId]);
          else if (e.type === 'AccountTerminated') await client.query(`UPDATE ${t} SET terminated = true WHERE id = $1`, [d.subjectId]);
          else if (e.type === 'PersonalDataErased') {
            await client.query(`UPDATE ${t} SET email = NULL, contact = NULL, image_url = NULL, leader = NULL, erased = true WHERE id = $1`, [d.subjectId]);
          }
      }
    }
  },
});

