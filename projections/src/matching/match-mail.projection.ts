import type { RecordedEvent } from '@nvp/events';
import type { PostgresProjection } from '../runner/projection';
import { isUuid } from '../runner/guards';


/**
 * The weekly mail of matched opportunities (issue 29): one row per volunteer who ever set it — the switch, when it
 * was set, the last digest and how many opportunities were mailed in all. The weekly job reads its candidates here
 * (switched on, week up); the volunteer's settings read the switch. Ids, a switch and moments: nothing personal.
 * Erasure deletes the volunteer's row, so an erased volunteer is never a candidate again.
 */
export const matchMailProjection = (): PostgresProjection => ({
  kind: 'postgres',
  name: 'matching',
  eventTypes: ['MatchMailPreferenceSet', 'MatchDigestSent', 'PersonalDataErased'],
  tables: {
    match_mail: (t) => `
      CREATE TABLE ${t} (
        volunteer_id uuid PRIMARY KEY,
        weekly boolean NOT NULL,
        set_at timestamptz NOT NULL,
        last_digest_at timestamptz,
        mailed int NOT NULL DEFAULT 0
      );
      CREATE INDEX ON ${t} (volunteer_id) WHERE weekly;`,
  },
  async handle(events: RecordedEvent[], { client, table }) {
    const t = table('match_mail');
    for (const e of events) {
      const d = e.data as Record<string, any>;
      switch (e.type) {
        case 'MatchMailPreferenceSet':
          if (!isUuid(d.volunteerId)) break;
          await client.query(
            `INSERT INTO ${t} (volunteer_id, weekly, set_at) VALUES ($1, $2, $3)
             ON CONFLICT (volunteer_id) DO UPDATE SET weekly = EXCLUDED.weekly, set_at = EXCLUDED.set_at`,
            [d.volunteerId, Boolean(d.weekly), d.at],
          );
          break;
        case 'MatchDigestSent':
          if (!isUuid(d.volunteerId)) break;
          await client.query(`UPDATE ${t} SET last_digest_at = $2, mailed = mailed + $3 WHERE volunteer_id = $1`, [d.volunteerId, d.at, (d.opportunityIds ?? []).length]);
          break;
        case 'PersonalDataErased':
          if (isUuid(d.subjectId)) await client.query(`DELETE FROM ${t} WHERE volunteer_id = $1`, [d.subjectId]);
          break;
      }
    }
  },
});
