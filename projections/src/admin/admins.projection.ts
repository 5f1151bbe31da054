import { sliceOf, type RecordedEvent, type Vault } from '@nvp/events';
import type { PostgresProjection } from '../runner/projection';

/**
 * One row per administrator, from the invitation on: INVITED → ACTIVE → TERMINATED. Holds the e-mail, name
 * and bio in clear (a read model may) and nulls them on PersonalDataErased; only the invitation's secret
 * hash is kept, so GET /api/admin/verify/:token can check a link without the log.
 */
export const adminsProjection = (vault: Vault): PostgresProjection => ({
  kind: 'postgres',
  name: 'admins',
  eventTypes: ['AdminInvited', 'AdminRegistered', 'AdminDetailsUpdated', 'ProfileImageChanged', 'AccountTerminated', 'PersonalDataErased'],
  tables: {
    admins: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        core boolean NOT NULL DEFAULT false,
        permissions text[] NOT NULL,
        status text NOT NULL,
        name text,
        email text,
        bio text,
        image_url text,
        invite_secret_hash text,
        invite_expires_at timestamptz,
        invited_by uuid,
        invited_at timestamptz,
        registered_at timestamptz,
        terminated_at timestamptz,
        erased boolean NOT NULL DEFAULT false
      );
      CREATE INDEX ON ${t} (status);`,
  },
  async handle(events: RecordedEvent[], { client, table }) {
    const t = table('admins');
    for (const e of events) {
      // Account events are shared by every kind of stream; only administrators' belong here.
      if (sliceOf(e.streamId) !== 'admin') continue;
      const d = e.data as Record<string, any>;
      const at = e.metadata.occurredAt;
      switch (e.type) {
        case 'AdminInvited': {
          const p = await vault.open<{ email: string }>(d.personal);
          await client.query(
            `INSERT INTO ${t} (id, permissions, status, email, invite_secret_hash, invite_expires_at, invited_by, invited_at, erased)
             VALUES ($1, $2, 'INVITED', $3, $4, $5, $6, $7, $8)
             ON CONFLICT (id) DO UPDATE SET permissions = EXCLUDED.permissions, email = EXCLUDED.email,
               invite_secret_hash = EXCLUDED.invite_secret_hash, invite_expires_at = EXCLUDED.invite_expires_at,
               invited_by = EXCLUDED.invited_by, invited_at = EXCLUDED.invited_at
             WHERE ${t}.status = 'INVITED'`,
            [d.adminId, d.permissions, p?.email ?? null, d.secretHash, d.expiresAt, d.invitedBy, at, !p],
          );
          break;
        }
        case 'AdminRegistered': {
          const p = await vault.open<{ name: string; email: string; bio: string }>(d.personal);
          await client.query(
            `INSERT INTO ${t} (id, core, permissions, status, name, email, bio, registered_at, erased)
             VALUES ($1, $2, $3, 'ACTIVE', $4, $5, $6, $7, $8)
             ON CONFLICT (id) DO UPDATE SET core = EXCLUDED.core, permissions = EXCLUDED.permissions, status = 'ACTIVE',
               name = EXCLUDED.name, email = EXCLUDED.email, bio = EXCLUDED.bio, registered_at = EXCLUDED.registered_at,
               invite_secret_hash = NULL`,
            [d.adminId, d.core, d.permissions, p?.name ?? null, p?.email ?? null, p?.bio ?? null, at, !p],
          );
          break;
        }
        case 'AdminDetailsUpdated': {
          const p = await vault.open<{ name: string; bio: string }>(d.personal);
          if (p) await client.query(`UPDATE ${t} SET name = $2, bio = $3 WHERE id = $1`, [d.adminId, p.name, p.bio]);
          break;
        }
        case 'ProfileImageChanged':
          await client.query(`UPDATE ${t} SET image_url = $2 WHERE id = $1 AND NOT erased`, [d.subjectId, d.imageURL]);
          break;
        case 'AccountTerminated':
          await client.query(`UPDATE ${t} SET status = 'TERMINATED', terminated_at = $2, invite_secret_hash = NULL WHERE id = $1`, [d.subjectId, at]);
          break;
        case 'PersonalDataErased':
          await client.query(
            `UPDATE ${t} SET name = NULL, email = NULL, bio = NULL, image_url = NULL, invite_secret_hash = NULL, erased = true WHERE id = $1`,
            [d.subjectId],
          );
          break;
      }
    }
  },
});
