import { sliceOf, type RecordedEvent, type Vault } from '@nvp/events';
import type { PostgresProjection } from '../runner/projection';
import { batchRows, blankRow } from '../runner/batch-rows';

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
    // An invitation, its registration and the account's later events usually fall in one batch in a replay: rows
    // this batch creates are kept in memory, changed there and written once at the end; rows that existed before
    // the batch are changed in SQL as before.
    const admins = batchRows<AdminRow>(t, 'id', adminColumns);
    const opening = (e: RecordedEvent) => sliceOf(e.streamId) === 'admin' && (e.type === 'AdminInvited' || e.type === 'AdminRegistered');
    await admins.prepare(client, events.filter(opening).map((e) => (e.data as { adminId: string }).adminId));
    for (const e of events) {
      // Account events are shared by every kind of stream; only administrators' belong here.
      if (sliceOf(e.streamId) !== 'admin') continue;
      const d = e.data as Record<string, any>;
      const at = e.metadata.occurredAt;
      // Account events name the account in subjectId (their adminId, if any, is the admin who acted).
      const a = admins.get(e.type.startsWith('Admin') ? d.adminId : d.subjectId);
      switch (e.type) {
        case 'AdminInvited': {
          const p = await vault.open<{ email: string }>(d.personal);
          const invitation = {
            ...{ permissions: d.permissions ?? null, email: p?.email ?? null, invite_secret_hash: d.secretHash ?? null },
            ...{ invite_expires_at: d.expiresAt ?? null, invited_by: d.invitedBy ?? null, invited_at: at },
          };
          // ON CONFLICT DO UPDATE ... WHERE status = 'INVITED': a new invitation replaces one still pending only.
          if (a) {
            if (a.status === 'INVITED') Object.assign(a, invitation);
            break;
          }
          if (admins.create(Object.assign(newAdmin(d.adminId), invitation, { status: 'INVITED', erased: !p }))) break;
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
          const registration = {
            ...{ core: d.core ?? null, permissions: d.permissions ?? null, status: 'ACTIVE', name: p?.name ?? null, email: p?.email ?? null },
            ...{ bio: p?.bio ?? null, registered_at: at },
          };
          // ON CONFLICT DO UPDATE: the registration overwrites the invitation (erased stays as it was).
          if (a) {
            Object.assign(a, registration, { invite_secret_hash: null });
            break;
          }
          if (admins.create(Object.assign(newAdmin(d.adminId), registration, { erased: !p }))) break;
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
          if (!p) break;
          if (a) Object.assign(a, { name: p.name ?? null, bio: p.bio ?? null });
          else await client.query(`UPDATE ${t} SET name = $2, bio = $3 WHERE id = $1`, [d.adminId, p.name, p.bio]);
          break;
        }
        case 'ProfileImageChanged':
          if (a) {
            if (!a.erased) a.image_url = d.imageURL ?? null;
          } else await client.query(`UPDATE ${t} SET image_url = $2 WHERE id = $1 AND NOT erased`, [d.subjectId, d.imageURL]);
          break;
        case 'AccountTerminated':
          if (a) Object.assign(a, { status: 'TERMINATED', terminated_at: at, invite_secret_hash: null });
          else await client.query(`UPDATE ${t} SET status = 'TERMINATED', terminated_at = $2, invite_secret_hash = NULL WHERE id = $1`, [d.subjectId, at]);
          break;
        case 'PersonalDataErased':
          if (a) Object.assign(a, { name: null, email: null, bio: null, image_url: null, invite_secret_hash: null, erased: true });
          else
            await client.query(
              `UPDATE ${t} SET name = NULL, email = NULL, bio = NULL, image_url = NULL, invite_secret_hash = NULL, erased = true WHERE id = $1`,
              [d.subjectId],
            );
          break;
      }
    }
    await admins.write(client);
  },
});

/** The columns of the rows a batch creates (written with COPY). */
const adminColumns = [
  'id',
  'core',
  'permissions',
  'status',
  'name',
  'email',
  'bio',
  'image_url',
  'invite_secret_hash',
  'invite_expires_at',
  'invited_by',
  'invited_at',
  'registered_at',
  'terminated_at',
  'erased',
] as const;
/** A row as the values pg would bind (text[] as a JS array), so the INSERT writes what the upserts and UPDATEs would have. */
type AdminRow = Record<(typeof adminColumns)[number], any>;

/** A row with the table's defaults (core false), before its first event's columns. */
const blankAdmin = blankRow<AdminRow>(adminColumns);
const newAdmin = (id: string): AdminRow => Object.assign(blankAdmin(), { id, core: false, erased: false });
