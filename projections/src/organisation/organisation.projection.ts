import { isSealed, ORG_INVITATION_WAIT_DAYS, sliceOf, type RecordedEvent, type Vault } from '@nvp/events';
import type { PostgresProjection } from '../runner/projection';

/** The membership event that puts a pair in each state (the VIO's view; the volunteer's is derived at read time). */
const stateOf: Record<string, string> = {
  MembershipRequested: 'requested',
  MembershipInvited: 'invited',
  MembershipAccepted: 'joined',
  MembershipRejected: 'rejected',
  MembershipDeclined: 'declined',
  MembershipCancelled: 'cancelled',
  MembershipResigned: 'resigned',
  MembershipRemoved: 'removed',
};

/** The membership events that end an invitation as the VIO sees it (a decline does not: the VIO is not told). */
const endsInvitation = new Set(['MembershipRequested', 'MembershipAccepted', 'MembershipRejected', 'MembershipCancelled', 'MembershipResigned', 'MembershipRemoved']);

/**
 * Memberships (one row per VIO × volunteer pair and its state), the assignments of a principal's members
 * to its sub-VIOs, and the VIO's invitations by e-mail as the VIO sees them.
 * - memberships and assignments hold no personal data: names, e-mails and pictures are joined from the
 *   volunteers and vios read models at read time, so a volunteer's erasure leaves their rows without a name.
 * - org_invitations (issue 23): one row per VIO and invited address, whether or not the address has an account,
 *   holding only what the VIO typed (the address, opened from the sealed event) and when; the volunteer behind it
 *   (when there is one) is kept for joins but never shown. A row ends when the volunteer answers anything but a
 *   decline (the VIO is not told of a decline), when the invitation to an address without an account lapses or
 *   is closed, and when the volunteer is erased. Re-adding an address refreshes its row; the hand-over of an
 *   address's invitation to the volunteer who registered it keeps the row's id and date, so the VIO sees nothing
 *   change when the person registers.
 */
export const organisationProjection = (vault: Vault): PostgresProjection => ({
  kind: 'postgres',
  name: 'organisation',
  eventTypes: [
    ...Object.keys(stateOf),
    'MemberAssignedToSubVio',
    'MemberUnassignedFromSubVio',
    'SubVioDeleted',
    'SubVioTransferred',
    'OrgVolunteerRegistrationInvited',
    'OrgVolunteerInvitationHandedOver',
    'OrgVolunteerInvitationExpired',
    'PersonalDataErased',
  ],
  tables: {
    memberships: (t) => `
      CREATE TABLE ${t} (
        vio_id uuid NOT NULL,
        volunteer_id uuid NOT NULL,
        state text NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (vio_id, volunteer_id)
      );
      CREATE INDEX ON ${t} (volunteer_id);`,
    subvio_assignments: (t) => `
      CREATE TABLE ${t} (
        sub_vio_id uuid NOT NULL,
        vio_id uuid NOT NULL,
        volunteer_id uuid NOT NULL,
        assigned_at timestamptz NOT NULL,
        PRIMARY KEY (sub_vio_id, volunteer_id)
      );
      CREATE INDEX ON ${t} (vio_id, volunteer_id);`,
    org_invitations: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        vio_id uuid NOT NULL,
        waiting_stream text,
        volunteer_id uuid,
        email text,
        invited_at timestamptz NOT NULL,
        UNIQUE (vio_id, waiting_stream),
        UNIQUE (vio_id, volunteer_id)
      );
      CREATE INDEX ON ${t} (vio_id, invited_at DESC);
      CREATE INDEX ON ${t} (volunteer_id);`,
  },
  async handle(events: RecordedEvent[], { client, table }) {
    const m = table('memberships');
    const a = table('subvio_assignments');
    const i = table('org_invitations');
    /** The address as the VIO typed it, or null once its key is shredded. */
    const typed = async (personal: unknown) => (isSealed(personal) ? ((await vault.open<{ email?: string }>(personal))?.email ?? null) : null);
    /** A waiting invitation lapses unless the address was added again since (its date is then within the wait). */
    const lapse = (vioId: string, waitingStream: string, at: string) =>
      client.query(`DELETE FROM ${i} WHERE vio_id = $1 AND waiting_stream = $2 AND invited_at < $3::timestamptz - make_interval(days => $4)`, [
        vioId,
        waitingStream,
        at,
        ORG_INVITATION_WAIT_DAYS,
      ]);
    for (const e of events) {
      const d = e.data as Record<string, string>;
      const at = e.metadata.occurredAt;
      if (e.type === 'MembershipInvited') {
        await client.query(
          `INSERT INTO ${i} (id, vio_id, volunteer_id, email, invited_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (vio_id, volunteer_id) DO UPDATE SET invited_at = EXCLUDED.invited_at, email = coalesce(EXCLUDED.email, ${i}.email)`,
          [e.id, d.vioId, d.volunteerId, await typed((e.data as { personal?: unknown }).personal), at],
        );
      } else if (endsInvitation.has(e.type)) {
        await client.query(`DELETE FROM ${i} WHERE vio_id = $1 AND volunteer_id = $2`, [d.vioId, d.volunteerId]);
      }
      const state = stateOf[e.type];
      if (state) {
        await client.query(
          `INSERT INTO ${m} (vio_id, volunteer_id, state, updated_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (vio_id, volunteer_id) DO UPDATE SET state = EXCLUDED.state, updated_at = EXCLUDED.updated_at`,
          [d.vioId, d.volunteerId, state, e.metadata.occurredAt],
        );
        // A member who leaves (or is removed) leaves the principal's sub-VIOs too.
        if (state === 'resigned' || state === 'removed') await client.query(`DELETE FROM ${a} WHERE vio_id = $1 AND volunteer_id = $2`, [d.vioId, d.volunteerId]);
        continue;
      }
      switch (e.type) {
        case 'MemberAssignedToSubVio':
          await client.query(
            `INSERT INTO ${a} (sub_vio_id, vio_id, volunteer_id, assigned_at) VALUES ($1, $2, $3, $4)
             ON CONFLICT (sub_vio_id, volunteer_id) DO UPDATE SET vio_id = EXCLUDED.vio_id`,
            [d.subVioId, d.vioId, d.volunteerId, e.metadata.occurredAt],
          );
          break;
        case 'MemberUnassignedFromSubVio':
          await client.query(`DELETE FROM ${a} WHERE sub_vio_id = $1 AND volunteer_id = $2`, [d.subVioId, d.volunteerId]);
          break;
        // A deleted sub-VIO has no members; a transferred one leaves its old principal's members behind.
        case 'SubVioDeleted':
        case 'SubVioTransferred':
          await client.query(`DELETE FROM ${a} WHERE sub_vio_id = $1`, [d.vioId]);
          break;
        case 'OrgVolunteerRegistrationInvited':
          await client.query(
            `INSERT INTO ${i} (id, vio_id, waiting_stream, email, invited_at) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (vio_id, waiting_stream) DO UPDATE SET invited_at = EXCLUDED.invited_at, email = coalesce(EXCLUDED.email, ${i}.email)`,
            [d.invitationId, d.vioId, e.streamId, await typed((e.data as { personal?: unknown }).personal), at],
          );
          break;
        case 'OrgVolunteerInvitationHandedOver': {
          // 'expired' ends the row only if the address was not added again within the wait (as the sweep's event does).
          if (d.outcome === 'expired') {
            await lapse(d.vioId, e.streamId, at);
            break;
          }
          const { rows } = await client.query<{ id: string; invited_at: Date; email: string | null }>(
            `DELETE FROM ${i} WHERE vio_id = $1 AND waiting_stream = $2 RETURNING id, invited_at, email`,
            [d.vioId, e.streamId],
          );
          const waiting = rows[0];
          // 'invited': the pair's row (its MembershipInvited came just before) takes the waiting row's id and date.
          if (waiting && d.outcome === 'invited') {
            await client.query(
              `UPDATE ${i} SET id = $3, invited_at = $4, email = coalesce(email, $5) WHERE vio_id = $1 AND volunteer_id = $2`,
              [d.vioId, d.volunteerId, waiting.id, waiting.invited_at, waiting.email],
            );
          }
          break;
        }
        case 'OrgVolunteerInvitationExpired':
          await lapse(d.vioId, e.streamId, at);
          break;
        case 'PersonalDataErased':
          // An erased volunteer's invitations go (their address was sealed with the volunteer's key).
          if (sliceOf(e.streamId) === 'volunteer') await client.query(`DELETE FROM ${i} WHERE volunteer_id = $1`, [d.subjectId]);
          break;
      }
    }
  },
});
