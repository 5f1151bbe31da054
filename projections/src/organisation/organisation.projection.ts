import type { RecordedEvent } from '@nvp/events';
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

/**
 * Memberships (one row per VIO × volunteer pair and its state) and the assignments of a principal's members
 * to its sub-VIOs. No personal data is kept here: names, e-mails and pictures are joined from the volunteers
 * and vios read models at read time, so a volunteer's erasure leaves their rows without a name and nothing
 * in this model needs shredding.
 */
export const organisationProjection = (): PostgresProjection => ({
  kind: 'postgres',
  name: 'organisation',
  eventTypes: [...Object.keys(stateOf), 'MemberAssignedToSubVio', 'MemberUnassignedFromSubVio', 'SubVioDeleted', 'SubVioTransferred'],
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
  },
  async handle(events: RecordedEvent[], { client, table }) {
    const m = table('memberships');
    const a = table('subvio_assignments');
    for (const e of events) {
      const d = e.data as Record<string, string>;
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
      }
    }
  },
});
