import type { PostgresProjection } from '../projection';

/**
 * A deliberately non-idempotent projection for runner tests: applying any event twice changes the
 * totals, so "exactly once" is visible in the table.
 */
export const tallyProjection: PostgresProjection = {
  kind: 'postgres',
  name: 'tally',
  eventTypes: ['Tallied'],
  tables: {
    tally: (t) => `CREATE TABLE ${t} (stream_id text PRIMARY KEY, total bigint NOT NULL, events int NOT NULL, last_revision bigint NOT NULL)`,
  },
  async handle(events, { client, table }) {
    for (const e of events) {
      await client.query(
        `INSERT INTO ${table('tally')} AS t VALUES ($1, $2, 1, $3)
         ON CONFLICT (stream_id) DO UPDATE SET total = t.total + $2, events = t.events + 1, last_revision = $3`,
        [e.streamId, (e.data as { value: number }).value, e.streamRevision.toString()],
      );
    }
  },
};
