import { sliceOf, type RecordedEvent, type Vault } from '@nvp/events';
import type { PostgresProjection } from '../runner/projection';
import { batchRows, blankRow } from '../runner/batch-rows';

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
    // A VIO registers, verifies, completes its profile and is reviewed: in a replay these usually fall in one batch,
    // so rows this batch creates are kept in memory, changed there and written once at the end; rows that existed
    // before the batch are changed in SQL as before.
    const vios = batchRows<VioRow>(t, 'id', vioColumns);
    await vios.prepare(client, events.filter((e) => e.type === 'VioRegistered').map((e) => (e.data as { vioId: string }).vioId));
    for (const e of events) {
      const d = e.data as Record<string, any>;
      const at = e.metadata.occurredAt;
      const v = vios.get(d.vioId);
      switch (e.type) {
        case 'VioRegistered': {
          if (v) break; // ON CONFLICT DO NOTHING
          const p = await vault.open<{ email: string }>(d.personal);
          const values = [d.vioId, d.registrationNo, d.name, d.type, d.description, p?.email ?? null, !p, at];
          if (!vios.create(newVio(values)))
            await client.query(
              `INSERT INTO ${t} (id, registration_no, name, type, description, status, email, erased, registered_at)
               VALUES ($1, $2, $3, $4, $5, 'REGISTERED', $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
              values,
            );
          break;
        }
        case 'VioEmailVerified':
          if (v) Object.assign(v, { status: 'EMAILVERYFIED', email_verified_at: at });
          else await client.query(`UPDATE ${t} SET status = 'EMAILVERYFIED', email_verified_at = $2 WHERE id = $1`, [d.vioId, at]);
          break;
        case 'VioProfileCompleted':
        case 'VioProfileUpdated': {
          const contact = await vault.open<Record<string, string>>(d.personal);
          // A (re)submission goes to the admins again; an edit keeps the status it had.
          const submitted = e.type === 'VioProfileCompleted';
          if (v) {
            Object.assign(v, { profile: JSON.stringify(d.profile), contact: contact ? JSON.stringify(contact) : null });
            if (submitted) Object.assign(v, { status: 'PROFILECOMPLETED', profile_submitted_at: at });
            break;
          }
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
        case 'VioRejected': {
          const status = e.type === 'VioApproved' ? 'APPROVED' : 'REJECTED';
          if (v) Object.assign(v, { status, reviewed_at: at, reviewed_by: d.adminId ?? null });
          else await client.query(`UPDATE ${t} SET status = $2, reviewed_at = $3, reviewed_by = $4 WHERE id = $1`, [d.vioId, status, at, d.adminId]);
          break;
        }
        case 'SubVioCreated': {
          // Sealed with the sub-VIO's key: its leader (a person) goes with an erasure.
          const p = await vault.open<{ leader?: string }>(d.personal);
          if (v) Object.assign(v, { parent_vio_id: d.parentVioId ?? null, leader: p?.leader || null });
          else await client.query(`UPDATE ${t} SET parent_vio_id = $2, leader = $3 WHERE id = $1`, [d.vioId, d.parentVioId, p?.leader || null]);
          break;
        }
        case 'SubVioTransferred':
          // An approved sub-VIO becomes TRANSFERRED (same rights); one still on its way to approval keeps its status.
          if (v) {
            v.parent_vio_id = d.toParentVioId ?? null;
            if (v.status === 'APPROVED' || v.status === 'TRANSFERRED') v.status = 'TRANSFERRED';
            break;
          }
          await client.query(
            `UPDATE ${t} SET parent_vio_id = $2, status = CASE WHEN status IN ('APPROVED', 'TRANSFERRED') THEN 'TRANSFERRED' ELSE status END WHERE id = $1`,
            [d.vioId, d.toParentVioId],
          );
          break;
        default: {
          if (sliceOf(e.streamId) !== 'vio') break;
          const account = vios.get(d.subjectId);
          if (account) applyAccountEventInMemory(e.type, d, account);
          else if (e.type === 'ProfileImageChanged') await client.query(`UPDATE ${t} SET image_url = $2 WHERE id = $1`, [d.subjectId, d.imageURL]);
          else if (e.type === 'AccountSuspended') await client.query(`UPDATE ${t} SET suspended_until = $2 WHERE id = $1`, [d.subjectId, d.until]);
          else if (e.type === 'AccountUnsuspended') await client.query(`UPDATE ${t} SET suspended_until = NULL WHERE id = $1`, [d.subjectId]);
          else if (e.type === 'AccountTerminated') await client.query(`UPDATE ${t} SET terminated = true WHERE id = $1`, [d.subjectId]);
          else if (e.type === 'PersonalDataErased') {
            await client.query(`UPDATE ${t} SET email = NULL, contact = NULL, image_url = NULL, leader = NULL, erased = true WHERE id = $1`, [d.subjectId]);
          }
        }
      }
    }
    await vios.write(client);
  },
});

/** The columns of the rows a batch creates (written with COPY). */
const vioColumns = [
  'id',
  'registration_no',
  'name',
  'type',
  'description',
  'status',
  'email',
  'profile',
  'contact',
  'image_url',
  'parent_vio_id',
  'leader',
  'suspended_until',
  'terminated',
  'erased',
  'registered_at',
  'email_verified_at',
  'profile_submitted_at',
  'reviewed_at',
  'reviewed_by',
] as const;
/** A row as the values pg would bind (jsonb as JSON text), so the INSERT writes what the UPDATEs would have. */
type VioRow = Record<(typeof vioColumns)[number], any>;

const blankVio = blankRow<VioRow>(vioColumns);
const newVio = ([id, registrationNo, name, type, description, email, erased, at]: unknown[]): VioRow =>
  Object.assign(blankVio(), { id, registration_no: registrationNo, name, type, description: description ?? null, status: 'REGISTERED', email }, { terminated: false, erased, registered_at: at });

/** The account events on a VIO kept in memory: the same changes as the UPDATEs of the SQL path. */
const applyAccountEventInMemory = (type: string, d: Record<string, any>, v: VioRow) => {
  switch (type) {
    case 'ProfileImageChanged':
      v.image_url = d.imageURL ?? null;
      break;
    case 'AccountSuspended':
      v.suspended_until = d.until ?? null;
      break;
    case 'AccountUnsuspended':
      v.suspended_until = null;
      break;
    case 'AccountTerminated':
      v.terminated = true;
      break;
    case 'PersonalDataErased':
      Object.assign(v, { email: null, contact: null, image_url: null, leader: null, erased: true });
      break;
  }
};
