import type { RecordedEvent } from '@nvp/events';
import type { PostgresProjection } from '../runner/projection';
import { LOOKUP_INDEX } from '../runner/batch';

/**
 * The waitlists (issue 28): one row per application while it waits for a place (an offer open or not), in the
 * order it joined (the log position of its ApplicationWaitlisted); the row goes when the application leaves the
 * list (offer accepted, declined or lapsed; withdrawn or rejected). Ids only: names are joined from the
 * applications read model, which erasure already clears.
 */
export const waitlistProjection = (): PostgresProjection => ({
  kind: 'postgres',
  name: 'waitlist',
  eventTypes: ['ApplicationWaitlisted', 'WaitlistPlaceOffered', 'WaitlistOfferAccepted', 'WaitlistOfferLapsed', 'WaitlistLeft'],
  tables: {
    waitlist: (t) => `
      CREATE TABLE ${t} (
        application_id uuid PRIMARY KEY,
        opportunity_id uuid NOT NULL,
        volunteer_id uuid NOT NULL,
        joined_at timestamptz NOT NULL,
        joined_commit numeric NOT NULL,
        joined_prepare numeric NOT NULL,
        offer_expires_at timestamptz
      );
      CREATE INDEX ${LOOKUP_INDEX} ON ${t} (opportunity_id, joined_commit, joined_prepare);`,
  },
  async handle(events: RecordedEvent[], { client, table }) {
    const t = table('waitlist');
    for (const e of events) {
      const d = e.data as { opportunityId: string; applicationId: string; volunteerId: string; expiresAt?: string };
      switch (e.type) {
        case 'ApplicationWaitlisted':
          await client.query(
            `INSERT INTO ${t} (application_id, opportunity_id, volunteer_id, joined_at, joined_commit, joined_prepare) VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (application_id) DO NOTHING`,
            [d.applicationId, d.opportunityId, d.volunteerId, e.metadata.occurredAt, e.position.commit.toString(), e.position.prepare.toString()],
          );
          break;
        case 'WaitlistPlaceOffered':
          await client.query(`UPDATE ${t} SET offer_expires_at = $2 WHERE application_id = $1`, [d.applicationId, d.expiresAt]);
          break;
        default:
          await client.query(`DELETE FROM ${t} WHERE application_id = $1`, [d.applicationId]);
      }
    }
  },
});
