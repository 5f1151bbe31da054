import { idOf, sliceOf, type RecordedEvent } from '@nvp/events';
import type { PostgresProjection } from '../runner/projection';

/** The events that open an account, by kind (the stream prefix gives the kind). */
export const accountOpeningEvents = ['VolunteerRegistered', 'VioRegistered', 'AdminInvited', 'AdminRegistered'] as const;

/**
 * Standing of every account by id, whatever its kind: FUNCTIONING, SUSPENDED (with the last day, Colombo)
 * or TERMINATED, and whether its personal data is erased. Nothing personal is stored. A suspension's end
 * is not an event: readers treat a SUSPENDED row whose day has passed as FUNCTIONING.
 * Account events of a kind not listed above still create the row (upsert), so new kinds need no change here.
 */
export const accountsProjection = (): PostgresProjection => ({
  kind: 'postgres',
  name: 'accounts',
  eventTypes: [...accountOpeningEvents, 'AccountSuspended', 'AccountUnsuspended', 'AccountTerminated', 'PersonalDataErased'],
  tables: {
    accounts: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        kind text NOT NULL,
        standing text NOT NULL DEFAULT 'FUNCTIONING',
        suspended_until text,
        suspended_by uuid,
        terminated_at timestamptz,
        terminated_by text,
        erased boolean NOT NULL DEFAULT false,
        opened_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX ON ${t} (kind, standing);`,
  },
  async handle(events: RecordedEvent[], { client, table }) {
    const t = table('accounts');
    for (const e of events) {
      const d = e.data as Record<string, any>;
      const id = idOf(e.streamId);
      const kind = sliceOf(e.streamId);
      const at = e.metadata.occurredAt;
      await client.query(
        `INSERT INTO ${t} (id, kind, opened_at, updated_at) VALUES ($1, $2, $3, $3)
         ON CONFLICT (id) DO UPDATE SET updated_at = EXCLUDED.updated_at`,
        [id, kind, at],
      );
      const set = (assignments: string, values: unknown[] = []) => client.query(`UPDATE ${t} SET ${assignments} WHERE id = $1`, [id, ...values]);
      switch (e.type) {
        case 'AccountSuspended':
          await set(`standing = 'SUSPENDED', suspended_until = $2, suspended_by = $3`, [d.until, d.adminId]);
          break;
        case 'AccountUnsuspended':
          await set(`standing = CASE WHEN standing = 'TERMINATED' THEN standing ELSE 'FUNCTIONING' END, suspended_until = NULL`);
          break;
        case 'AccountTerminated':
          await set(`standing = 'TERMINATED', suspended_until = NULL, terminated_at = $2, terminated_by = $3`, [at, d.by]);
          break;
        case 'PersonalDataErased':
          await set(`erased = true`);
          break;
      }
    }
  },
});
