import type { RecordedEvent, Vault } from '@nvp/events';
import type { PostgresProjection } from '../runner/projection';

export const viosProjection = (vault: Vault): PostgresProjection => ({
  kind: 'postgres',
  name: 'vios',
  eventTypes: ['VioRegistered', 'VioEmailVerified'],
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
        erased boolean NOT NULL DEFAULT false,
        registered_at timestamptz NOT NULL,
        email_verified_at timestamptz
      );
      CREATE INDEX ON ${t} (status);`,
  },
  async handle(events: RecordedEvent[], { client, table }) {
    const t = table('vios');
    for (const e of events) {
      const d = e.data as Record<string, any>;
      if (e.type === 'VioRegistered') {
        const p = await vault.open<{ email: string }>(d.personal);
        await client.query(
          `INSERT INTO ${t} (id, registration_no, name, type, description, status, email, erased, registered_at)
           VALUES ($1, $2, $3, $4, $5, 'REGISTERED', $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
          [d.vioId, d.registrationNo, d.name, d.type, d.description, p?.email ?? null, !p, e.metadata.occurredAt],
        );
      } else if (e.type === 'VioEmailVerified') {
        await client.query(`UPDATE ${t} SET status = 'EMAILVERYFIED', email_verified_at = $2 WHERE id = $1`, [d.vioId, e.metadata.occurredAt]);
      }
    }
  },
});
