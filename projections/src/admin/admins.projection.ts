import type { RecordedEvent, Vault } from '@nvp/events';
import type { PostgresProjection } from '../runner/projection';

export const adminsProjection = (vault: Vault): PostgresProjection => ({
  kind: 'postgres',
  name: 'admins',
  eventTypes: ['AdminRegistered'],
  tables: {
    admins: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        core boolean NOT NULL,
        permissions text[] NOT NULL,
        name text,
        email text,
        bio text,
        erased boolean NOT NULL DEFAULT false,
        registered_at timestamptz NOT NULL
      );`,
  },
  async handle(events: RecordedEvent[], { client, table }) {
    for (const e of events) {
      const d = e.data as Record<string, any>;
      const p = await vault.open<{ name: string; email: string; bio: string }>(d.personal);
      await client.query(
        `INSERT INTO ${table('admins')} (id, core, permissions, name, email, bio, erased, registered_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
        [d.adminId, d.core, d.permissions, p?.name ?? null, p?.email ?? null, p?.bio ?? null, !p, e.metadata.occurredAt],
      );
    }
  },
});
